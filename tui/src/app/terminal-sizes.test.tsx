/**
 * Every terminal size: below the minimum a "terminal too small" view (not broken rows), `? help` and `q quit`
 * always in the footer, Shift+Tab backwards, and every key of a burst handled (Tab Tab Tab, Esc Esc).
 */
import { displayWidth } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { MIN_TERMINAL_COLUMNS, MIN_TERMINAL_ROWS } from './layout.js';

const session = setupEmulatorSession({ push: false });
const lines = (frame: string) => frame.split('\n');
const breadcrumb = (frame: string) => lines(frame)[0] ?? '';

describe('the TUI at every terminal size', () => {
  it('Given a 40x12 terminal, When the TUI draws, Then it says it is too small within 40 columns, and the screen comes back at 100x24', async () => {
    const app = session.render();
    await app.waitForText('Acme Production');
    app.resize(40, 12);
    const small = await app.waitForText('Terminal too small');
    expect(small).toContain(`40x12; skiff needs ${MIN_TERMINAL_COLUMNS}x${MIN_TERMINAL_ROWS}.`);
    expect(small).toContain('q to quit');
    for (const line of lines(small)) expect(Array.from(line).length).toBeLessThanOrEqual(40);
    expect(lines(small).length).toBeLessThan(12);
    app.resize(100, 24);
    const back = await app.waitForText((f) => f.includes('Acme Production') && !f.includes('too small'), 'Home again');
    expect(lines(back).at(-1)).toContain('? help');
  });

  it('Given 80 columns, When Home and an application show, Then the footer keeps : palette, ? help and q quit', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    app.resize(80, 24);
    const shown = await app.waitForText(
      (f) => f.includes('Application main') && Array.from(lines(f).at(-1) ?? '').length <= 80,
      'the app at 80 columns',
    );
    expect(lines(shown).at(-1)).toMatch(/… {2}: palette {2}\? help {2}q quit$/);
    app.resize(60, 20);
    await app.waitForText((f) => (lines(f).at(-1) ?? '').endsWith('? help  q quit'), 'the footer at 60 columns');
  });

  it('Given a workspace tab, When Shift+Tab is pressed, Then the previous tab shows (it moved forward before)', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({
      initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace: path.workspace }],
    });
    await app.waitForText('Projects of Acme Production');
    await app.press('\u001b[Z');
    await app.waitForText((f) => breadcrumb(f).includes('Acme Production > Settings'), 'the last tab, Settings');
    await app.press('\u001b[Z');
    await app.waitForText((f) => breadcrumb(f).includes('Acme Production > Help'), 'Help, before Settings');
  });

  it('Given keys sent in one burst, When Tab Tab Tab and then Esc Esc arrive, Then each acts (three tabs on, two screens back)', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({
      initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace: path.workspace }],
    });
    await app.waitForText('Projects of Acme Production');
    await app.press('\t\t\t');
    await app.waitForText((f) => breadcrumb(f).includes('Acme Production > VPS'), 'three tabs on: VPS');
    app.unmount();
    const deep = session.render({ initialRoutes: routesTo(path) });
    await deep.waitForText('Application main');
    await deep.press('\u001b\u001b');
    await deep.waitForText((f) => /^Home > Acme Production\s/.test(breadcrumb(f)), 'two screens back: the projects');
  });

  it('Given CJK and emoji names, When listed and opened, Then columns line up, cuts end in … and the header stays one line', async () => {
    const { client } = session;
    const cluster = (await client.environments.list({ pageSize: 1 })).items[0]!;
    const wide = '日本語のワークスペース 🚀 👩‍👩‍👧‍👦 é́ とても長い名前';
    await client.workspaces.create({ name: 'Plain Width', description: 'DESC-A', environmentId: cluster._id });
    const created = await client.workspaces.create({ name: wide, description: 'DESC-B', environmentId: cluster._id });
    const app = session.render();
    await app.waitForText('Acme Production');
    await app.press('/', ...'DESC-');
    const frame = await app.waitForText((f) => f.includes('DESC-A') && f.includes('DESC-B'), 'both rows');
    const startOf = (marker: string) => {
      const line = lines(frame).find((l) => l.includes(marker))!;
      return displayWidth(line.slice(0, line.indexOf(marker)));
    };
    expect(startOf('DESC-B')).toBe(startOf('DESC-A'));
    expect(lines(frame).find((l) => l.includes('DESC-B'))).toMatch(/日本語.*…/);
    app.unmount();
    const opened = session.render({
      initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace: { id: created._id, name: wide } }],
    });
    const shown = await opened.waitForText(`Projects of`);
    expect(lines(shown)[1]).toMatch(/^─+$/);
    for (const line of lines(shown)) expect(displayWidth(line)).toBeLessThanOrEqual(100);
  });

  it('Given the help at 80 columns, When read and searched with /, Then descriptions are whole (wrapped) and the search narrows them', async () => {
    const app = session.render();
    await app.waitForText('Acme Production');
    app.resize(80, 30);
    await app.press('?');
    await app.waitForText('Key bindings');
    await app.press('/', ...'clipboard');
    const found = await app.waitForText((f) => f.includes('/ clipboard') && !f.includes('Show or hide'), 'the search');
    // 'Copy the skiff command of the status line to the clipboard', wrapped over lines but whole.
    const text = found.replace(/\s+/g, ' ');
    expect(text).toContain('Copy the skiff command of the status line to the clipboard');
    expect(found).not.toContain('…');
    await app.press('\r', '\u001b');
    await app.waitForText((f) => !f.includes('/ clipboard') && f.includes('Move down'), 'the whole help again');
    await app.press('\u001b');
    await app.waitForText((f) => !f.includes('Key bindings') && f.includes('Acme Production'), 'the help closed');
  });
});
