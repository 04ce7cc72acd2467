/**
 * Lists that tell the truth after a change: a workspace deleted or renamed in the TUI is gone from (or renamed
 * in) Home and every screen of the stack at once, with no `r`.
 */
import { WORKSPACE_UPDATE_SUCCESS_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { KEYS } from '../test/render-app.js';

const session = setupEmulatorSession({ push: false });

/** A fresh workspace on the first cluster, by its route name. */
async function newWorkspace(name: string) {
  const { client } = session;
  const cluster = (await client.environments.list({ pageSize: 1 })).items[0]!;
  const created = await client.workspaces.create({ name, environmentId: cluster._id });
  return { id: created._id, name };
}

const listed = (frame: string, name: string) =>
  frame.split('\n').some((line) => new RegExp(`^[> ] ${name}\\b`).test(line));

describe('the TUI after a delete or a rename', () => {
  it('Given Home under a workspace, When the workspace is deleted with D, Then Home no longer lists it (no r)', async () => {
    const workspace = await newWorkspace('Stale Test');
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace }] });
    await app.waitForText('Projects of Stale Test');
    await app.press('D', ...'workspace/Stale Test');
    await app.waitForText((f) => f.includes('> workspace/Stale Test_'), 'the typed confirmation');
    await app.press(KEYS.enter);
    await app.waitForText('The workspace Stale Test was deleted.');
    await app.waitForText(
      (f) => f.includes('Acme Production') && f.includes('Workspaces (') && !listed(f, 'Stale Test'),
      'Home without it',
    );
  });

  it('Given a workspace’s settings, When it is renamed with e, Then header, breadcrumb, command line and Home show the new name', async () => {
    const workspace = await newWorkspace('Audit WS');
    const app = session.render({
      initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceSettings', workspace }],
    });
    await app.waitForText('Feature flags', 'the settings loaded');
    await app.press('e');
    await app.waitForText('Workspace settings: the name');
    await app.press(...'Audit Renamed', KEYS.enter);
    await app.waitForText('Workspace settings: the description');
    await app.press(KEYS.enter);
    await app.waitForText(WORKSPACE_UPDATE_SUCCESS_MESSAGE);
    await app.waitForText((f) => (f.split('\n')[0] ?? '').includes('Audit Renamed'), 'the breadcrumb renamed');
    // Everything but the command just run (`skiff workspaces update 'Audit WS' --name ...`) names it anew.
    const withoutCommand = (f: string) => f.split('\n').filter((line) => !line.startsWith('$ skiff'));
    await app.waitForText(
      (f) => !f.includes('reloading') && !withoutCommand(f).some((line) => line.includes('Audit WS')),
      'no old name left',
    );
    expect(app.frame()).toContain('type workspace/Audit Renamed');
    await app.press(KEYS.escape);
    await app.waitForText((f) => listed(f, 'Audit Renamed') && !listed(f, 'Audit WS'), 'Home renamed');
  });
});
