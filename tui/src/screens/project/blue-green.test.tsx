import { canUseBlueGreen, IMAGE_TAG_REQUIRED_MESSAGE, TAG_PAGE_SIZE } from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoProject, demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import { blueGreenRefusal } from '../wizards/use-blue-green.js';

const session = setupEmulatorSession();
/** The table row of a tag: its name, then the next column (the filter line has nothing after the name). */
const rowOf = (frame: string, tag: string) =>
  frame.split('\n').find((line) => new RegExp(`^\\W{0,3}${tag}\\s{2,}\\S`).test(line)) ?? '';

describe('blue/green on the tags screen', () => {
  it('Given a running tag, When B creates its green and S switches to it, Then the names are checked as typed and the badges go from Blue Live and Green to Blue and Green Live', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const project = await demoProject(session.client, workspace, 'storefront');
    const tags = () => collect(session.client.deployments.list(workspace.id, project.id, { pageSize: TAG_PAGE_SIZE }));
    // A tag only created (not deployed): blue/green is refused for it.
    const blue = await session.client.deployments.create(workspace.id, project.id, {
      name: 'blue-1',
      containerImage: 'node:20-alpine',
    });
    expect(canUseBlueGreen(blue)).toBe(false);
    const app = session.render({
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'projects', workspace },
        { name: 'branches', workspace, project },
        { name: 'tags', workspace, project },
      ],
    });
    await app.waitForText('Tags of storefront');
    await app.press('/', ...blue.name, KEYS.enter, 'B');
    await app.waitForText(blueGreenRefusal(blue.name));
    // Deployed and running, it can have a green side.
    await session.client.deployments.activate({
      workspaceId: workspace.id,
      projectId: project.id,
      deploymentId: blue._id,
    });
    await waitFor(
      async () => (await tags()).some((t) => t._id === blue._id && canUseBlueGreen(t)),
      'blue-1 running',
      20_000,
      100,
    );
    await app.waitForText((f) => /Running/.test(rowOf(f, blue.name)), 'blue-1 Running');
    await app.press('B');
    await app.waitForText(`Green tag of ${blue.name}: its name`);
    await app.press(KEYS.enter);
    await app.waitForText('name should not be empty');
    await app.press(...'green-1', KEYS.enter);
    await app.waitForText('Green tag green-1: its image tag');
    await app.press(KEYS.enter);
    await app.waitForText(IMAGE_TAG_REQUIRED_MESSAGE);
    await app.press(...'node:22-alpine', KEYS.enter);
    await app.waitForText(`Deploying the green tag green-1 of ${blue.name}.`);
    expect(await copiedCommand(app)).toBe(
      `skiff tags bluegreen create 'Acme Production/storefront@${blue.name}' --name green-1 --image node:22-alpine --deploy --wait`,
    );
    await waitFor(
      async () => (await tags()).some((t) => t.name === 'green-1' && canUseBlueGreen(t)),
      'the green deployed',
      20_000,
      100,
    );
    // The SDK can see the end before the screen's next load does, and S on a tag the screen still shows Processing is
    // refused: a user waits for both rows to show Running, and so does the test.
    await app.press('/', KEYS.escape);
    await app.waitForText(
      (f) => /Running\s+Blue Live\b/.test(rowOf(f, blue.name)) && /Running\s+Green\s/.test(rowOf(f, 'green-1')),
      'Blue Live and Green, both Running',
      20_000,
    );
    await app.press('/', ...blue.name, KEYS.enter, 'S');
    await app.waitForText(`Switch the traffic of ${blue.name} to green-1?`);
    await app.press('y');
    await app.waitForText(`Switching ${blue.name} over to green-1.`);
    await app.press('/', KEYS.escape);
    await app.waitForText(
      (f) =>
        /Blue\s/.test(rowOf(f, blue.name)) &&
        !/Live/.test(rowOf(f, blue.name)) &&
        /Green Live/.test(rowOf(f, 'green-1')),
      'Blue and Green Live',
      20_000,
    );
  });
});
