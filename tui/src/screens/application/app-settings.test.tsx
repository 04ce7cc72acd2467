import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';
import { settingMessages } from './settings-screen.js';

const session = setupEmulatorSession();
/** The row of a setting: its label, then its value. */
const rowOf = (frame: string, label: string) =>
  frame.split('\n').find((line) => new RegExp(`^\\W{0,3}${label}\\s{2,}`).test(line)) ?? '';

describe("an application's settings", () => {
  it('Given a branch, When S opens its settings, Then the app root, image, secret manager, file permission, deletion protection and auto pause are set and read back', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'feature-login');
    const { workspace, project } = path;
    const manager = 'tui-settings-env';
    await session.client.secretManagers.save(workspace.id, project.id, manager, { A: '1' });
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application feature-login');
    await app.press('S');
    await app.waitForText('Settings of feature-login');
    await app.waitForText('Home > Acme Production > storefront > feature-login > Sett');
    await app.waitForText((f) => /off/.test(rowOf(f, 'Deletion protection')), 'the settings read');

    // App root: an empty value is refused, a path is saved and read back.
    await app.press('/', ...'App root', KEYS.enter, KEYS.enter);
    await app.waitForText('App root of feature-login');
    await app.press(KEYS.enter);
    await app.waitForText(settingMessages.empty('App root'));
    await app.press(...'/srv/app', KEYS.enter);
    await app.waitForText(APPLICATION_UPDATED_MESSAGE);
    expect(await copiedCommand(app)).toBe(
      "skiff apps configure 'Acme Production/storefront/feature-login' --app-root /srv/app --wait",
    );
    await app.waitForText((f) => rowOf(f, 'App root').includes('/srv/app'), 'the app root shown');

    // Image: the text row of the same form, with its own flag.
    await app.press('/', KEYS.escape, '/', ...'Image', KEYS.enter, KEYS.enter);
    await app.waitForText('Image of feature-login');
    await app.press(...'registry.demo.skiff.dev/node:22-alpine', KEYS.enter);
    await app.waitForText((f) => rowOf(f, 'Image').includes('node:22-alpine'), 'the image shown');
    expect(await copiedCommand(app)).toBe(
      "skiff apps configure 'Acme Production/storefront/feature-login' --image registry.demo.skiff.dev/node:22-alpine --wait",
    );

    // Secret manager: only one of the project's.
    await app.press('/', KEYS.escape, '/', ...'Secret manager', KEYS.enter, KEYS.enter);
    await app.press(...'nope');
    await app.waitForText(settingMessages.noManager('nope'));
    for (let i = 0; i < 4; i++) await app.press(KEYS.backspace);
    await app.press(...manager, KEYS.enter);
    await app.waitForText((f) => rowOf(f, 'Secret manager').includes(manager), 'the manager shown');

    // File permission flips between stricter and looser, after a question.
    await app.press('/', KEYS.escape, '/', ...'File permission', KEYS.enter, KEYS.enter);
    await app.waitForText('File permission of feature-login: looser?');
    await app.press('y');
    await app.waitForText((f) => rowOf(f, 'File permission').includes('looser'), 'looser shown');
    expect(await copiedCommand(app)).toBe(
      "skiff apps security 'Acme Production/storefront/feature-login' --file-permission looser --wait",
    );

    // Deletion protection and auto pause: the state flags.
    await app.press('/', KEYS.escape, '/', ...'Deletion protection', KEYS.enter, KEYS.enter);
    await app.waitForText('Deletion protection of feature-login: on?');
    await app.press('y');
    await app.waitForText((f) => /\bon\b/.test(rowOf(f, 'Deletion protection')), 'protection on');
    expect(await copiedCommand(app)).toBe(
      "skiff apps state 'Acme Production/storefront/feature-login' --deletion-protection on",
    );
    await app.press('/', KEYS.escape, '/', ...'Auto pause', KEYS.enter, KEYS.enter);
    await app.waitForText('Auto pause of feature-login: ');
    await app.press('y');

    await waitFor(
      async () => {
        const read = await session.client.applications.get(path.ids);
        return (
          read.appRoot === '/srv/app' &&
          read.secretManager === manager &&
          read.filePermissionLevel === 'looserPermission' &&
          read.enableDeletionProtection === true &&
          read.enableAutoPause === true &&
          read.containerImage === 'registry.demo.skiff.dev/node:22-alpine'
        );
      },
      'the settings saved on the server',
      20_000,
      100,
    );
  });
});
