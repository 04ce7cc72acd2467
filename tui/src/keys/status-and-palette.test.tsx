import { describe, expect, it } from 'vitest';
import { clipboardSequence } from '../services/clipboard.js';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { KEYS } from '../test/render-app.js';

const session = setupEmulatorSession();

/** The status line: the footer's row that starts with `$ `. */
const statusLine = (frame: string) => frame.split('\n').find((line) => line.startsWith('$ ')) ?? '';

describe('the status line shows the skiff command of each screen and action', () => {
  it('Given the workspace list, When a workspace opens and Y is pressed, Then its command shows and goes to the clipboard', async () => {
    const app = session.render();
    await app.waitForText('Acme Production');
    expect(statusLine(app.frame())).toBe('$ skiff workspaces list  (Y copy)');
    await app.press('/', ...'Acme Production', KEYS.enter, KEYS.enter);
    await app.waitForText('Projects of Acme Production');
    const wanted = "skiff projects list --workspace 'Acme Production'";
    expect(statusLine(app.frame())).toBe(`$ ${wanted}  (Y copy)`);
    await app.press('Y');
    await app.waitForText(`Copied to the clipboard: ${wanted}`);
    expect(app.rawFrames().join('')).toContain(clipboardSequence(wanted));
  });

  it('Given an overview, When p pauses, Then the status line shows the pause command, and Esc shows the list command', async () => {
    const path = await demoApplication(session.client, "Owner's Personal", 'playground', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Running');
    expect(statusLine(app.frame())).toContain("$ skiff apps get 'Owner'\\''s Personal/playground/main'");
    await app.press('p');
    await app.waitForText("$ skiff apps pause 'Owner'\\''s Personal/playground/main' --wait");
    await app.waitForText('Paused');
    await app.press(KEYS.escape);
    await app.waitForText("$ skiff apps list --workspace 'Owner'\\''s Personal' --project playground");
  });
});

describe('the command palette', () => {
  it('Given an overview, When : and "backups" are typed and Enter pressed, Then the backups screen opens', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press(':');
    const open = await app.waitForText('Type to find a screen or an action');
    expect(open).toContain('Deploy the application');
    expect(open).toContain('Go to Home: the workspaces');
    await app.press(...'backups');
    const narrowed = await app.waitForText((f) => f.includes(': backups_') && !f.includes('Deploy the application'));
    expect(narrowed).toContain('Backups of the application');
    await app.press(KEYS.enter);
    await app.waitForText('Backups of main');
  });

  it('Given a list, When Ctrl+K, "go home" and Enter, Then Home shows; Esc closes the palette without doing anything', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path).slice(0, 3) });
    await app.waitForText('Branches of storefront');
    await app.press('\u000b');
    await app.waitForText('Type to find a screen or an action');
    await app.press(...'zzz');
    await app.waitForText('Nothing matches.');
    await app.press(KEYS.escape);
    await app.waitForText('Branches of storefront');
    await app.press('\u000b', ...'go home', KEYS.enter);
    await app.waitForText('Workspaces (');
    expect(app.frame()).toContain('Home');
  });

  it('Given a workspace tab, When the palette runs "members", Then the members tab shows', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path).slice(0, 2) });
    await app.waitForText('Projects of Acme Production');
    await app.press(':', ...'members', KEYS.down, KEYS.up, KEYS.enter);
    await app.waitForText('Home > Acme Production > Members');
  });
});
