import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { KEYS, type RenderedApp } from '../test/render-app.js';

const session = setupEmulatorSession();

/** Filters the current list down to `name` and opens it. */
async function openByFilter(rendered: RenderedApp, name: string, next: string) {
  await rendered.waitForText(name);
  await rendered.press('/', ...name, KEYS.enter, KEYS.enter);
  await rendered.waitForText(next);
}

describe('the TUI against a real emulator', () => {
  it('Given the demo world, When the app starts, Then the workspace list shows the demo workspaces', async () => {
    const app = session.render();
    // The bell's count comes from its own request, which may answer after the workspaces.
    const frame = await app.waitForText(
      (f) => f.includes("Owner's Personal") && /🔔 \d+/.test(f),
      'the workspaces and the unread count',
    );
    expect(frame).toContain('Acme Production');
    expect(frame).toContain('Drupal Forge Sandbox');
    expect(frame).toContain('Home');
  });

  it('Given the workspace list, When typing a filter, Then the list narrows, and Esc clears it', async () => {
    const app = session.render();
    await app.waitForText('Acme Production');
    await app.press('/', ...'drupal');
    await app.waitForText((f) => f.includes('Drupal Forge Sandbox') && !f.includes('Acme Production'), 'only Drupal');
    await app.press(KEYS.escape);
    await app.waitForText((f) => f.includes('Drupal Forge Sandbox') && f.includes('Acme Production'), 'all again');
  });

  it('Given the workspace list, When Enter on a workspace, project and branch, Then each screen and the breadcrumb show', async () => {
    const app = session.render();
    await openByFilter(app, 'Acme Production', 'Projects of Acme Production');
    await openByFilter(app, 'storefront', 'Branches of storefront');
    const branches = await app.waitForText('feature-login');
    expect(branches).toContain('Running');
    expect(branches).toContain('Paused');
    expect(branches).toContain('Not Deployed');
    await app.press('/', ...'main', KEYS.enter, KEYS.enter);
    const overview = await app.waitForText('Application main');
    expect(overview).toContain('Home > Acme Production > storefront > main');
    await app.waitForText('Hostname');
    await app.press(KEYS.escape);
    await app.waitForText('Branches of storefront');
  });

  it('Given a branch that is not deployed, When d is pressed, Then the log and progress bar show, and it turns Running', async () => {
    const before = await session.client.notifications.unreadCount();
    const app = session.render();
    await openByFilter(app, 'Acme Production', 'Projects of Acme Production');
    await openByFilter(app, 'storefront', 'Branches of storefront');
    await openByFilter(app, 'feature-login', 'Application feature-login');
    await app.waitForText('Not Deployed');
    await app.press('d');
    await app.waitForText((f) => /[█░]+ \d+\/108/.test(f), 'the progress bar');
    await app.waitForText((f) => /\d{4}-\d\d-\d\dT[\d:.]+Z /.test(f), 'a log line');
    await app.waitForText((f) => f.includes('Running') && f.includes('108/108'), 'Running at the end');
    await app.waitForText((f) => new RegExp(`🔔 ${before + 1}`).test(f), 'the bell count to grow');
  });

  it('Given any screen, When ? is pressed, Then the key bindings show, that screen’s first, and ? closes them', async () => {
    const app = session.render();
    await app.waitForText('Acme Production');
    await app.press('?');
    const home = await app.waitForText('Key bindings');
    expect(home).toContain('Workspaces (Home)');
    // A cut key or description never runs into the text beside it ("Esc, Back…Back to the previous screen").
    expect(home).not.toMatch(/…\S/);
    // Everywhere's keys follow the screen's own (descriptions wrap now, so they may be on a later page): / finds them.
    await app.press('/', ...'quit');
    await app.waitForText('Ctrl+C');
    await app.press('\r', '\u001b');
    await app.waitForText((f) => f.includes('Key bindings') && !f.includes('/ quit'), 'the search cleared');
    await app.press('?');
    await openByFilter(app, 'Acme Production', 'Projects of Acme Production');
    await openByFilter(app, 'storefront', 'Branches of storefront');
    await openByFilter(app, 'main', 'Application main');
    await app.press('?');
    const application = await app.waitForText('Key bindings');
    expect(application).toMatch(/ d\s+Deploy the appl/);
    await app.press('?');
    await app.waitForText('Application main');
  });

  it('Given a refused action, When p is pressed on a branch that is not deployed, Then the footer shows the error and the app runs on', async () => {
    const app = session.render();
    await openByFilter(app, 'Acme Production', 'Projects of Acme Production');
    await openByFilter(app, 'marketing-site', 'Branches of marketing-site');
    await openByFilter(app, 'feature-login', 'Application feature-login');
    await app.waitForText('Not Deployed');
    await app.press('p');
    await app.waitForText(
      (f) => /not deployed|cannot|already/i.test(f.split('\n').slice(-3).join('\n')),
      'an error notice',
    );
    await app.press(KEYS.escape);
    await app.waitForText('Branches of marketing-site');
  });

  it('Given a running branch, When x is pressed, Then it asks for branch/NAME typed: Esc keeps it running, a wrong text is refused, branch/main undeploys it', async () => {
    const app = session.render();
    // Acme Production is a protected workspace, whose main branches refuse to undeploy.
    await openByFilter(app, "Owner's Personal", "Projects of Owner's Personal");
    await openByFilter(app, 'playground', 'Branches of playground');
    await openByFilter(app, 'main', 'Application main');
    await app.waitForText('Running');
    await app.press('x');
    await app.waitForText('Undeploy the application main?');
    await app.waitForText('Type branch/main to confirm');
    await app.press('q'); // typed into the field while asking: the app does not quit
    await app.waitForText('Value is not matching!');
    await app.press(KEYS.escape);
    await app.waitForText((f) => !f.includes('Undeploy the application main?'), 'the question to go');
    expect(app.frame()).toContain('Running');
    await app.press('x');
    await app.waitForText('Type branch/main to confirm');
    await app.press('branch/mian', KEYS.enter);
    await app.waitForText('Value is not matching!');
    expect(app.frame()).toContain('Running');
    for (let i = 0; i < 'branch/mian'.length; i++) await app.press(KEYS.backspace);
    await app.press('branch/main', KEYS.enter);
    await app.waitForText((f) => /\d+\/51/.test(f), 'the undeploy progress bar');
    expect(app.frame()).toContain(
      "$ skiff apps undeploy 'Owner'\\''s Personal/playground/main' --confirm branch/main --wait",
    );
    await app.waitForText((f) => f.includes('Not Deployed') && f.includes('51/51'), 'Not Deployed at the end');
  });
});
