/**
 * A project's long lists tell the truth too (issue 20): the emulator's crowd of 600 gives `crowd-project-00000` 600
 * branches, tags and secret managers, its `branch-00000` 600 backups and the owner 600 more command tokens. Each
 * list (the branch picker among them) loads a window of 500 with the server's real total, and `/` finds an item the
 * server lists past that window (the server's search, or every page read where the contract takes no search).
 */
import { loadConfigurationFormContext, loadDeployWizardContext } from '@skiff/sdk';
import { waitForActivityEnd } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../contexts/router-context.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';

const CROWD = 600;
const session = setupEmulatorSession({ push: false, crowd: CROWD });

const titleLine = (frame: string, start: string) => frame.split('\n').find((line) => line.startsWith(start)) ?? '';

/** The crowded workspace, its first project and that project's first branch, as routes name them. */
async function crowdedPath() {
  const { client } = session;
  const workspace = (await client.workspaces.list({ search: 'Crowded Workspace' })).items[0]!;
  const project = (await client.projects.list(workspace._id, { search: 'crowd-project-00000' })).items[0]!;
  const branch = (await client.applications.list(workspace._id, project._id, { search: 'branch-00000' })).items[0]!;
  return {
    workspace: { id: workspace._id, name: workspace.name },
    project: { id: project._id, name: project.name },
    application: { id: branch._id, name: 'branch-00000' },
  };
}

/**
 * Opens `routes`, waits for `loaded of TOTAL` in the title starting with `start`, then `/` finds `wanted` (which the
 * server lists past the first 500) and says how many match of the real total.
 */
async function findPastTheWindow(routes: Route[], start: string, window: string, total: number, wanted: string) {
  const app = session.render({ initialRoutes: routes });
  await app.waitForText(
    (f) => titleLine(f, start).includes(`(${window} loaded of ${total})`),
    `${start} window`,
    30_000,
  );
  expect(app.frame()).not.toContain(wanted);
  await app.press('/', ...wanted);
  await app.waitForText(
    (f) => f.includes(wanted) && titleLine(f, start).includes(`(1 of ${total})`),
    `${wanted} past the window`,
    30_000,
  );
  expect(app.frame()).not.toContain('Nothing matches');
  await app.press(KEYS.enter, KEYS.escape);
  await app.waitForText((f) => titleLine(f, start).includes(`loaded of ${total})`), 'all again', 30_000);
}

/** The last item of the sixth page of 100 (past the first 500), read through the API. */
const pastTheWindow = async <T,>(read: (page: { pageIndex: number; pageSize: number }) => Promise<{ items: T[] }>) =>
  (await read({ pageIndex: 6, pageSize: 100 })).items.at(-1);

describe(`a project's lists of ${CROWD}`, () => {
  it('Given the branch picker, When it opens, Then All Branches and 500 of 600 branches, and / finds one past them', async () => {
    const { workspace, project } = await crowdedPath();
    const ids = [workspace.id, project.id] as const;
    const last = await pastTheWindow((page) => session.client.applications.list(...ids, page));
    const routes: Route[] = [{ name: 'workspaces' }, { name: 'branchPicker', workspace, project }];
    // The picker's rows are All Branches and the branches: 501 of 601.
    await findPastTheWindow(routes, 'Branches of', '501', CROWD + 1, last?.originBranch ?? last?.name ?? '?');
  }, 90_000);

  it('Given the tags tab, When it opens, Then 500 loaded of 600, and / finds a tag past them', async () => {
    const { workspace, project } = await crowdedPath();
    const last = await pastTheWindow((page) => session.client.deployments.list(workspace.id, project.id, page));
    const routes: Route[] = [{ name: 'workspaces' }, { name: 'tags', workspace, project }];
    await findPastTheWindow(routes, 'Tags of', '500', CROWD, last?.name ?? '?');
  }, 90_000);

  it('Given the secret managers tab, When it opens, Then 500 loaded of 600, and / finds one past them', async () => {
    const { workspace, project } = await crowdedPath();
    const last = await pastTheWindow((page) => session.client.secretManagers.list(workspace.id, project.id, page));
    const routes: Route[] = [{ name: 'workspaces' }, { name: 'secretManagers', workspace, project }];
    await findPastTheWindow(routes, 'Secret managers of', '500', CROWD, last?.name ?? '?');
  }, 90_000);

  it('Given the command tokens tab, When it opens, Then 500 loaded of the real total, and / finds one past them', async () => {
    const total = (await session.client.commandAccessTokens.list({ pageSize: 1 })).total;
    expect(total).toBeGreaterThanOrEqual(CROWD);
    const last = await pastTheWindow((page) => session.client.commandAccessTokens.list(page));
    const routes: Route[] = [{ name: 'workspaces' }, { name: 'commandTokens' }];
    await findPastTheWindow(routes, 'Account: Command access tokens', '500', total, last?.note ?? '?');
  }, 90_000);

  it('Given the backups of a branch, When they open, Then 500 loaded of 600, and / finds the automated one past them', async () => {
    const path = await crowdedPath();
    const ids = { workspaceId: path.workspace.id, projectId: path.project.id, applicationId: path.application.id };
    const last = await pastTheWindow((page) => session.client.applications.backups.list(ids, page));
    // The oldest backup, listed last, is the only automated one.
    expect(last?.type).toBe('AUTOMATED');
    const routes: Route[] = [{ name: 'workspaces' }, { name: 'backups', ...path }];
    await findPastTheWindow(routes, 'Backups of', '500', CROWD, 'AUTOMATED');
  }, 90_000);

  it('Given a project of 600 branches and 600 secret managers, When the SDK reads the deploy wizard and configuration form choices (every surface does), Then every one is offered', async () => {
    const path = await crowdedPath();
    const target = { workspaceId: path.workspace.id, projectId: path.project.id, applicationId: path.application.id };
    const deploy = await loadDeployWizardContext(session.client, target);
    // Branches to copy from: every other branch of the project.
    expect(deploy.context.branches).toHaveLength(CROWD - 1);
    expect(deploy.context.secretManagers).toHaveLength(CROWD);
    const configuration = await loadConfigurationFormContext(session.client, target);
    expect(configuration.context.secretManagers).toHaveLength(CROWD);
  });

  it('Given an application whose project the API lists past the first 500, When the workspace Applications and Custom domains tabs find it, Then its row names that project', async () => {
    const { client } = session;
    const { workspace } = await crowdedPath();
    // A new project is listed after the crowd's 600 (oldest first), so past the first 500; its `main` branch
    // becomes an application of the workspace, and a custom domain on it a row of the workspace's domains.
    const name = `late-${Date.now().toString(36)}`;
    const late = await client.projects.create(workspace.id, {
      name,
      projectType: 'nodejs',
      repositoryProvider: 'GITHUB',
      repositoryOwner: 'crowd',
      repositoryName: name,
      instances: ['main'],
    });
    const firstPages = await Promise.all(
      [1, 2, 3, 4, 5].map((pageIndex) => client.projects.list(workspace.id, { pageIndex, pageSize: 100 })),
    );
    expect(firstPages.flatMap((page) => page.items.map((p) => p._id))).not.toContain(late._id);
    const main = (await client.applications.list(workspace.id, late._id)).items[0]!;
    const ids = { workspaceId: workspace.id, projectId: late._id, applicationId: main._id };
    const deployed = await client.applications.deploy(ids);
    const ended = await waitForActivityEnd(client, deployed.activityId ?? '');
    expect(ended?.status).toBe('SUCCESS');
    await client.applications.domains.add(ids, { domain: `${name}.crowd.example` });

    const apps = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceApps', workspace }] });
    await apps.waitForText((f) => f.includes('branch-00'), 'application rows', 30_000);
    await apps.press('/', ...'main');
    await apps.waitForText((f) => f.includes(`main / ${name}`), 'the branch with its project', 30_000);
    apps.unmount();

    const domains = session.render({
      initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceDomains', workspace }],
    });
    await domains.waitForText((f) => f.includes('.crowd.example'), 'domain rows', 30_000);
    await domains.press('/', ...name);
    const row = (f: string) => f.split('\n').find((line) => line.includes(`${name}.crowd`)) ?? '';
    await domains.waitForText((f) => row(f).includes(name) && row(f).includes('main'), 'the domain row', 30_000);
    expect(row(domains.frame())).not.toContain(late._id.slice(0, 12));
    expect(row(domains.frame()).match(new RegExp(name, 'g'))?.length).toBe(2);
  }, 90_000);
});
