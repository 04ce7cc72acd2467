import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  applicationCommandText,
  ciTemplateText,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  REQUIRED_MESSAGE,
  TEMPLATE_COPIED_MESSAGE,
  TEMPLATE_EXPORTED_MESSAGE,
} from '@skiff/sdk/domain';
import { DEMO_OWNER, waitFor } from '@skiff/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedAfter, copiedCommand, KEYS, type RenderedApp } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession();
const folder = mkdtempSync(join(tmpdir(), 'skiff-tui-vps-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const SITE = "'Acme Production/storefront/main'";

/** The branch's Export site screen, opened with `e` from its overview (the VPS pane first). */
async function openExportSite(app: RenderedApp): Promise<void> {
  await app.waitForText('Application main');
  await app.press('e');
  await app.waitForText('[VPS] CI template Command and template');
}

describe('the export site screen (spec 002 sections 2.8, 5 and 7)', () => {
  it('Given a running branch, When its command pane is shown, Then the command text has a placeholder token, t runs the webhook and shows its exit code, and T exports a template with its fields required', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await openExportSite(app);
    await app.press(KEYS.tab, KEYS.tab);
    await app.waitForText('Export site of main');
    const text = applicationCommandText(session.emulator.origin, path.application.id, 'drush cr');
    // Wrapped at the screen's width: compared without the spaces where lines break.
    const shown = (await app.waitForText('<COMMAND_ACCESS_TOKEN>')).replace(/\s+/g, '');
    expect(shown).toContain(text.replace(/\s+/g, ''));
    await app.press('t');
    await app.waitForText((f) => /Exit code \d+: /.test(f), 'the webhook result');
    expect(await copiedCommand(app)).toBe(text);
    await app.press('T', KEYS.enter);
    await app.waitForText(REQUIRED_MESSAGE);
    await app.press(...'storefront-template', KEYS.enter);
    await app.waitForText('Template storefront-template: the organization');
    await app.press(...'Acme', KEYS.enter);
    await app.waitForText(TEMPLATE_EXPORTED_MESSAGE);
  });

  it('Given the VPS pane at 80x24, When a server is connected (Required, the key from a file), deployed to and changed, Then its status goes Ready, then ACTIVE, the key never shows, each action has its skiff vps command, and x forgets it', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const keyFile = join(folder, 'edge-1.key');
    const KEY = '-----BEGIN OPENSSH PRIVATE KEY-----\nc2VjcmV0LWtleS1ib2R5\n-----END OPENSSH PRIVATE KEY-----\n';
    writeFileSync(keyFile, KEY, { mode: 0o600 });
    const app = session.render({ initialRoutes: routesTo(path) });
    app.resize(80);
    await openExportSite(app);
    let frame = await app.waitForText('No server yet');
    expect(frame).toContain('Ubuntu 20.04/22.04 LTS');
    await app.press('a', KEYS.enter);
    await app.waitForText(REQUIRED_MESSAGE);
    await app.press(...'edge-1', KEYS.enter, KEYS.enter, ...'ubuntu', KEYS.enter, ...'203.0.113.7', KEYS.enter);
    await app.waitForText('Connect a server: the file of its SSH private key');
    await app.press(...join(folder, 'missing.key'));
    await app.waitForText('No such file.');
    await app.press(...Array.from('missing.key', () => KEYS.backspace), ...'edge-1.key', KEYS.enter);
    frame = await app.waitForText('edge-1 connected');
    expect(await copiedCommand(app)).toBe(
      `skiff vps connect ${SITE} --title edge-1 --user ubuntu --ip 203.0.113.7 --key-file ${keyFile} --wait`,
    );
    expect(frame).not.toContain('c2VjcmV0');
    await app.waitForText((f) => /edge-1\s+ubuntu@203\.0\.113\.7\s+Ready/.test(f), 'the server Ready');
    expect(app.frame().split('\n').length).toBeLessThanOrEqual(24);
    await app.press('d');
    await app.waitForText(`$ skiff vps deploy ${SITE} edge-1 --wait`);
    await app.waitForText((f) => /edge-1\s+\S+\s+ACTIVE/.test(f), 'the server ACTIVE after the deploy');
    const [server] = await collect(session.client.applications.vps.list(path.ids));
    expect(server?.activities?.map((a) => a.action)).toEqual(['INIT_VPS', 'DEPLOY_TO_VPS']);
    // e changes it: Enter keeps each value (the key too: required only when connecting).
    await app.press('e');
    await app.waitForText('Enter keeps "edge-1"');
    await app.press(KEYS.enter, KEYS.enter, KEYS.enter, ...Array.from('203.0.113.7', () => KEYS.backspace));
    await app.press(...'203.0.113.8', KEYS.enter);
    await app.waitForText('Enter keeps the current key');
    await app.press(KEYS.enter);
    await app.waitForText('edge-1 was saved.');
    expect(await copiedCommand(app)).toBe(
      `skiff vps update ${SITE} edge-1 --title edge-1 --user ubuntu --ip 203.0.113.8`,
    );
    // A new address connects the server again (INIT_VPS).
    await app.waitForText((f) => /edge-1\s+ubuntu@203\.0\.113\.8\s+ACTIVE/.test(f), 'the new address');
    const [changed] = await collect(session.client.applications.vps.list(path.ids));
    expect(changed?.activities?.map((a) => a.action)).toEqual(['INIT_VPS', 'DEPLOY_TO_VPS', 'INIT_VPS']);
    await app.press('x');
    await app.waitForText('Forget the server edge-1?');
    await app.press('y');
    await app.waitForText('No server yet');
    expect(await copiedCommand(app)).toBe(`skiff vps remove ${SITE} edge-1 --yes`);
    expect(await collect(session.client.applications.vps.list(path.ids))).toEqual([]);
  });

  it('Given the CI template pane at 80x24, When GitLab is chosen and c pressed, Then the copied template is the one shown, and its curl call, run as the pipeline would, rolls the branch out', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    app.resize(80);
    await openExportSite(app);
    await app.press(KEYS.tab);
    const github = await app.waitForText('CI template: GitHub Actions');
    // The whole template fits 80x24, down to its last line.
    expect(github).toContain('-d "{\\"username\\":\\"$SKIFF_USERNAME');
    expect(github.split('\n').length).toBeLessThanOrEqual(24);
    await app.press(KEYS.right);
    const frame = await app.waitForText('CI template: GitLab CI/CD');
    expect(frame).toContain('.gitlab-ci.yml');
    const origin = session.emulator.origin;
    const expected = ciTemplateText('gitlab', { origin, applicationId: path.application.id, branch: 'main' });
    expect(frame).toContain('deploy:');
    expect(frame).toContain('$CI_COMMIT_BRANCH == "main"');
    const copied = await copiedAfter(app, 'c');
    expect(copied).toBe(expected);
    await app.waitForText(TEMPLATE_COPIED_MESSAGE);
    // The folded `>-` block is one shell line: run it with the pipeline's variables set.
    const lines = copied.split('\n');
    const script = lines
      .slice(lines.findIndex((l) => l.trim() === '- >-') + 1)
      .map((l) => l.trim())
      .join(' ');
    const token = await session.emulator.tokenFor(DEMO_OWNER);
    const run = await promisify(execFile)('bash', ['-c', script], {
      env: { ...process.env, SKIFF_USERNAME: 'ci-bot', SKIFF_TOKEN: token },
    });
    expect(JSON.parse(run.stdout).activityId).toBeTruthy();
    const application = await session.client.applications.get(path.ids);
    expect(application.lastActivity?.action).toBe('TRIGGER_WEBHOOK');
  });

  it('Given a workspace without enableConnectVPS, When a is pressed on the VPS pane, Then the spec warning shows and nothing is asked', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const workspace = await session.client.workspaces.get(path.workspace.id);
    await session.client.workspaces.update(path.workspace.id, { name: workspace.name, enableConnectVPS: false });
    try {
      const app = session.render({ initialRoutes: routesTo(path) });
      await openExportSite(app);
      await app.waitForText(DISABLED_FOR_WORKSPACE_MESSAGE);
      await app.press('a');
      await waitFor(() => app.frame().split(DISABLED_FOR_WORKSPACE_MESSAGE).length > 2, 'the warning as a notice');
      expect(app.frame()).not.toContain('Connect a server: its title');
    } finally {
      await session.client.workspaces.update(path.workspace.id, { name: workspace.name, enableConnectVPS: true });
    }
  });
});
