/**
 * Lists other than Home that tell the truth past what is loaded (issue 20 item 5): "Crowded Workspace" (the
 * emulator's `crowd`) has 520 projects, 520 applications, and 520 branches in its first project. Each list loads a
 * window of 500, says so with the server's real total, and `/` asks the server, so an item past the window is found.
 */
import type { SkiffClient } from '@skiff/sdk';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, type RenderedApp, renderApp } from '../../test/render-app.js';

const CROWD = 520;
let emulator: TestEmulator;
let client: SkiffClient;
let app: RenderedApp | undefined;
let workspace: { id: string; name: string };
let project: { id: string; name: string };

beforeAll(async () => {
  emulator = await startTestEmulator({ crowd: CROWD });
  client = await emulator.clientFor(DEMO_OWNER);
  const found = (await client.workspaces.list({ search: 'Crowded Workspace' })).items[0]!;
  workspace = { id: found._id, name: found.name };
  const first = (await client.projects.list(workspace.id, { search: 'crowd-project-00000' })).items[0]!;
  project = { id: first._id, name: first.name };
  // The items searched for are past the first window of 500 (the lists come oldest first: 00500 on are page 6).
  const sixth = { pageSize: 100, pageIndex: 6 };
  expect((await client.projects.list(workspace.id, sixth)).items.map((p) => p.name)).toContain('crowd-project-00519');
  expect((await client.applications.list(workspace.id, project.id, sixth)).items.map((a) => a.name)).toContain(
    'branch-00519',
  );
}, 120_000);
afterEach(() => app?.unmount());
afterAll(() => emulator?.close());

const titleLine = (frame: string, start: string) => frame.split('\n').find((line) => line.startsWith(start)) ?? '';

async function findPastTheWindow(start: string, wanted: string): Promise<void> {
  await app!.waitForText((f) => titleLine(f, start).includes(`(500 loaded of ${CROWD})`), 'the real total', 30_000);
  expect(app!.frame()).not.toContain(wanted);
  await app!.press('/', ...wanted);
  await app!.waitForText(
    (f) => f.includes(wanted) && titleLine(f, start).includes(`1 of ${CROWD}`),
    'the server search',
    15_000,
  );
  expect(app!.frame()).not.toContain('Nothing matches');
  await app!.press(KEYS.enter, KEYS.escape);
  await app!.waitForText((f) => titleLine(f, start).includes(`(500 loaded of ${CROWD})`), 'all again', 15_000);
}

describe(`a workspace of ${CROWD} projects, applications and branches`, () => {
  it('Given its projects, When the list opens, Then 500 loaded of 520, and / finds the last one on the server', async () => {
    app = renderApp({ client, initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace }] });
    await findPastTheWindow('Projects of', 'crowd-project-00519');
  }, 90_000);

  it('Given its first project, When its branches open, Then 500 loaded of 520, and / finds the last one', async () => {
    app = renderApp({ client, initialRoutes: [{ name: 'workspaces' }, { name: 'branches', workspace, project }] });
    await findPastTheWindow('Branches of', 'branch-00519');
  }, 90_000);

  it('Given its applications, When the tab opens, Then 500 loaded of 520, and / finds the last one', async () => {
    app = renderApp({ client, initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceApps', workspace }] });
    await findPastTheWindow('Applications of', 'branch-00519');
  }, 90_000);
});
