import { describe, expect, it } from 'vitest';
import { collect } from '../screens/shared/collect.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { KEYS } from '../test/render-app.js';

const session = setupEmulatorSession({ push: false });

describe('A name two clusters share, in the TUI, against a real emulator', () => {
  it('Given two clusters of one name, When Create Workspace is given that name, Then it asks which by id and creates the workspace on the one chosen', async () => {
    const { client } = session;
    const clusters = await collect(client.environments.list({ pageSize: 100 }));
    expect(clusters.length).toBeGreaterThanOrEqual(2);
    const [first, second] = clusters as [(typeof clusters)[0], (typeof clusters)[0]];
    await client.environments.update(second._id, { name: 'twin-eks' });
    await client.environments.update(first._id, { name: 'twin-eks' });
    const app = session.render();
    app.resize(200);
    await app.waitForText('Workspaces (');
    await app.press('a');
    await app.waitForText('Create Workspace: its name');
    await app.press(...'Twin Home', KEYS.enter, KEYS.enter);
    const asked = await app.waitForText('The cluster it runs on');
    expect(asked).toContain(`twin-eks (${first._id})`);
    await app.press(...'twin-eks');
    const which = await app.waitForText("2 clusters are named 'twin-eks': type the id of the one you mean");
    expect(which).toContain(second._id);
    await app.press(...Array(8).fill(KEYS.backspace), ...second._id, KEYS.enter);
    const done = await app.waitForText('The workspace Twin Home was created.');
    expect(done).toContain(`--cluster ${second._id}`);
    const created = (await collect(client.workspaces.list({ search: 'Twin Home' }))).find(
      (w) => w.name === 'Twin Home',
    );
    const shown = await client.workspaces.get(created!._id);
    expect(shown.environment?._id).toBe(second._id);
  });
});
