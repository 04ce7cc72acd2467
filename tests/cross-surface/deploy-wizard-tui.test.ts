import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_OWNER, DEMO_PASSWORD_FOR_TESTS, runCli } from '@skiff/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { redactValue } from '../../cli/src/cli/redact.js';
import { demoApplication, routesTo } from '../../tui/src/test/demo-paths.js';
import { setupEmulatorSession } from '../../tui/src/test/emulator-session.js';
import { copiedCommand, KEYS } from '../../tui/src/test/render-app.js';
import { loggedBody } from './cli-side.js';
import { lastCommandWords } from './shell-words.js';
import { tuiOn } from './tui-side.js';

/**
 * The deploy wizard's third renderer: answers given in the TUI's wizard, and the same answers as the `skiff apps
 * deploy` command the TUI shows for them, run by the CLI on the project's other never-deployed branch against the
 * same emulator, make the same deploy call (the CLI's debug log hiding the basic-auth fields, the TUI's is compared
 * hidden alike) and leave both branches with the same settings (the web app and the CLI are compared request for
 * request in deploy-wizard.test.ts).
 */
const session = setupEmulatorSession({ push: false });
const configDir = mkdtempSync(join(tmpdir(), 'skiff-cross-tui-deploy-'));
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

const SETTINGS = [
  'appRoot',
  'webRoot',
  'containerImage',
  'capacity',
  'capacityLimit',
  'groupType',
  'storage',
  'isEnablePMA',
  'isEnableEditor',
  'filePermissionLevel',
] as const;

describe('the deploy wizard in the TUI and the CLI', () => {
  it('Given answers in the TUI wizard, when its skiff command deploys another branch, then the same deploy call and both branches keep the same settings', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'legacy-lamp', 'feature-login');
    const tui = await tuiOn(session.emulator.origin, {
      initialRoutes: [...routesTo(path), { name: 'deployWizard', ...path }],
    });
    const { app } = tui;
    await app.waitForText('‹ From scratch ›');
    await app.press(KEYS.tab);
    await app.waitForText('step 2 of 4, Security Settings');
    // Basic auth, file permissions, PhpMyAdmin: turned on.
    await app.press(KEYS.down, KEYS.down, KEYS.right);
    await app.waitForText((f) => /PhpMyAdmin\s+‹ on ›/.test(f), 'PhpMyAdmin on');
    await app.press(KEYS.tab);
    await app.waitForText('step 3 of 4, Configuration Settings');
    // Roots, secret manager, image as first offered; min one step up, max two; on-demand; storage one step up.
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.right, KEYS.down, KEYS.right, KEYS.right);
    await app.press(KEYS.down, KEYS.left, KEYS.down, KEYS.right);
    await app.waitForText((f) => /Server type\s+‹ on-demand ›/.test(f), 'on-demand');
    await app.press(KEYS.tab);
    await app.waitForText('step 4 of 4, Review and Launch');
    await app.press(KEYS.enter);
    await app.waitForText('Deploy application: SUCCESS', 'the deploy followed to its end', 30_000);
    const line = await copiedCommand(app);

    const env = { SKIFF_CONFIG_DIR: configDir };
    const login = await runCli(
      ['auth', 'login', '--origin', session.emulator.origin, '--email', DEMO_OWNER, '--password-stdin'],
      { env, input: DEMO_PASSWORD_FOR_TESTS },
    );
    expect(login.code, login.stderr).toBe(0);
    const words = lastCommandWords(line);
    expect(words.slice(0, 4)).toEqual(['skiff', 'apps', 'deploy', 'Acme Production/legacy-lamp/feature-login']);
    const other = ['apps', 'deploy', 'Acme Production/legacy-lamp/hotfix-cart', ...words.slice(4)];
    const deploy = await runCli(other, { env: { ...env, SKIFF_DEBUG: '1' }, timeoutMs: 60_000 });
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(loggedBody(deploy.stderr, 'PATCH', '/activate')).toEqual(redactValue(tui.body('PATCH', '/activate')));

    const viaTui = await session.client.applications.get(path.ids);
    const hotfix = await demoApplication(session.client, 'Acme Production', 'legacy-lamp', 'hotfix-cart');
    const viaCli = await session.client.applications.get(hotfix.ids);
    const settings = (a: Record<string, unknown>) => Object.fromEntries(SETTINGS.map((key) => [key, a[key]]));
    expect(settings(viaCli)).toEqual(settings(viaTui));
    expect(viaTui).toMatchObject({ isEnablePMA: true, groupType: 'on-demand', capacity: 'micro' });
  }, 120_000);
});
