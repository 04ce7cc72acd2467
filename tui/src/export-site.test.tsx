import { applicationCommandText, REQUIRED_MESSAGE, TEMPLATE_EXPORTED_MESSAGE } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from './test/demo-paths.js';
import { setupEmulatorSession } from './test/emulator-session.js';
import { copiedCommand, KEYS } from './test/render-app.js';

const session = setupEmulatorSession();

describe('the export site screen', () => {
  it('Given a running branch, When e opens Export site, Then the command text has a placeholder token, t runs the webhook and shows its exit code, and T exports a template with its fields required', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('e');
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
});
