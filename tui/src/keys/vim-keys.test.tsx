import { describe, expect, it } from 'vitest';
import { collect } from '../screens/shared/collect.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { KEYS } from '../test/render-app.js';

const session = setupEmulatorSession({ push: false });

describe('Vim keys in lists against a real emulator', () => {
  it('Given Home, When j moves down twice and k once, Then Enter opens the workspace of that row, as the arrows do', async () => {
    const listed = await collect(session.client.workspaces.list({ pageSize: 12 }));
    expect(listed.length).toBeGreaterThanOrEqual(3);
    const app = session.render();
    await app.waitForText(listed[0]!.name);
    await app.press('j', 'j', 'k', KEYS.enter);
    const opened = await app.waitForText(`Home > ${listed[1]!.name}`);
    expect(opened).not.toContain(`Home > ${listed[0]!.name}`);
    await app.press(KEYS.escape);
    const home = await app.waitForText((f) => f.includes('Workspaces (') && !f.includes('Home >'), 'Home again');
    const selected = home.split('\n').find((line) => line.startsWith('>'));
    expect(selected).toContain(listed[1]!.name);
    await app.press('j', KEYS.enter);
    await app.waitForText(`Home > ${listed[2]!.name}`);
    await app.press(KEYS.escape);
    await app.waitForText((f) => f.includes('Workspaces (') && !f.includes('Home >'), 'Home again');
    await app.press(KEYS.up, KEYS.up, KEYS.enter);
    await app.waitForText(`Home > ${listed[0]!.name}`);
  });

  it('Given the filter of a list is open, When j and k are typed, Then they are letters of the filter, not moves', async () => {
    const app = session.render();
    await app.waitForText('Workspaces (');
    await app.press('/');
    await app.press('j', 'k');
    const frame = await app.waitForText('jk', 'the typed filter');
    expect(frame).not.toContain('Home >');
  });
});
