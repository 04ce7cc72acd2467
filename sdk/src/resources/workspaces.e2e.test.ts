import {
  apiFailureOf,
  DEMO_ADMIN,
  DEMO_DEV,
  DEMO_OWNER,
  startTestEmulator,
  type TestEmulator,
  waitFor,
} from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { collaboratorSchema } from '../schemas/collaboration.js';
import { deploymentSchema } from '../schemas/deployment.js';
import { workspaceSchema } from '../schemas/workspace.js';
import { podSchema } from './workspaces.js';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';

let emulator: TestEmulator;
let owner: SkiffClient;
let admin: SkiffClient;
let dev: SkiffClient;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  [owner, admin, dev] = (await Promise.all([DEMO_OWNER, DEMO_ADMIN, DEMO_DEV].map((e) => emulator.clientFor(e)))) as [
    SkiffClient,
    SkiffClient,
    SkiffClient,
  ];
});
afterAll(() => emulator?.close());

async function workspaceNamed(client: SkiffClient, name: string) {
  const page = await client.workspaces.list({ search: name, pageSize: 50 });
  const found = page.items.find((w) => w.name === name);
  expect(found, name).toBeDefined();
  return found!;
}

describe('workspace creation (spec 000)', () => {
  it('Given the instance owner, When a workspace is created without an environment, Then both field messages come back', async () => {
    const error = await apiFailureOf(owner.workspaces.create({ name: '   ' }));
    expect(error).toEqual({ status: 400, message: ['Please input workspace name!', 'Please choose an environment!'] });
  });

  it('Given the owner and an environment, When created with a padded name, Then the name is trimmed, the description defaulted and the owner listed as WORKSPACE_OWNER', async () => {
    const acme = await workspaceNamed(owner, 'Acme Production');
    const created = await owner.workspaces.create({
      name: '  Team Blue  ',
      environmentId: acme.environment!._id!,
      tags: ['blue'],
    });
    expect(workspaceSchema.parse(created)).toBeTruthy();
    expect(created.name).toBe('Team Blue');
    expect(created.description).toBe(`This was created by ${DEMO_OWNER}.`);
    expect(created.environment?.clusterName).toBe(acme.environment?.clusterName);
    const me = await owner.users.profile();
    expect(created.rbac).toEqual([{ user: me._id, role: 'WORKSPACE_OWNER' }]);
    expect((await owner.workspaces.get(created._id)).tags).toEqual(['blue']);
  });

  it('Given a plain member, When creating a workspace, Then 403 with the page text', async () => {
    expect(await apiFailureOf(dev.workspaces.create({ name: 'Mine' }))).toEqual({ status: 403, message: FORBIDDEN });
  });

  it('Given the owner, When a single-node workspace is created, Then no environment is needed', async () => {
    const created = await owner.workspaces.createSingleNode({ name: 'Edge node' });
    expect(created).toMatchObject({ name: 'Edge node', isSingleNode: true, environment: null });
  });

  it('Given any user, When the demo workspace is created twice, Then one TRIAL demo workspace exists and is returned both times', async () => {
    const first = await dev.workspaces.createDefault();
    const second = await dev.workspaces.createDefault();
    expect(workspaceSchema.parse(first)).toMatchObject({ name: 'Demo Workspace', plan: 'TRIAL', type: 'demo' });
    expect(second._id).toBe(first._id);
    const mine = await dev.workspaces.list({ search: 'Demo Workspace' });
    expect(mine.items.map((w) => w._id)).toEqual([first._id]);
  });

  it('Given the Drupal Forge sandbox, When the forge spot is asked, Then it is a Drupal Forge workspace', async () => {
    const spot = await owner.workspaces.forgeSpot();
    expect(spot.isDrupalForge).toBe(true);
  });

  it("Given a user's id, When their workspaces are listed, Then only theirs come; another member gets 403", async () => {
    const devProfile = await dev.users.profile();
    const page = await owner.workspaces.listOfUser(String(devProfile._id), { pageSize: 50 });
    expect(page.items.map((w) => w.name)).toContain('Acme Production');
    for (const w of page.items) expect(w.rbac?.some((e) => e.user === devProfile._id)).toBe(true);
    const ownerProfile = await owner.users.profile();
    expect((await apiFailureOf(dev.workspaces.listOfUser(String(ownerProfile._id)))).status).toBe(403);
  });
});

describe('workspace settings (spec 001)', () => {
  it('Given the workspace owner, When the settings are saved, Then name and flags change; an empty name is refused with the spec message', async () => {
    const globex = await workspaceNamed(admin, 'Globex Staging');
    expect(await apiFailureOf(admin.workspaces.update(globex._id, { name: '' }))).toEqual({
      status: 400,
      message: ['Please enter name!'],
    });
    const saved = await admin.workspaces.update(globex._id, { name: 'Globex QA', enableAutoPause: true });
    expect(workspaceSchema.parse(saved)).toMatchObject({ name: 'Globex QA', enableAutoPause: true });
    const logo = await admin.workspaces.updateLogo(globex._id, 'https://cdn.example.com/globex.png');
    expect(logo.logo).toBe('https://cdn.example.com/globex.png');
    await admin.workspaces.update(globex._id, { name: 'Globex Staging' });
  });

  it('Given a workspace admin (not owner), When saving settings, Then 403; a developer too', async () => {
    const acme = await workspaceNamed(admin, 'Acme Production');
    expect(await apiFailureOf(admin.workspaces.update(acme._id, { name: 'X' }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect((await apiFailureOf(dev.workspaces.updateLogo(acme._id, 'x'))).status).toBe(403);
    expect(await apiFailureOf(owner.workspaces.updateLogo(acme._id, ''))).toEqual({
      status: 400,
      message: ['logo should not be empty'],
    });
  });

  it('Given a new workspace, When deleted by its owner, Then it is gone (404) and a developer could not delete it', async () => {
    const acme = await workspaceNamed(owner, 'Acme Production');
    const doomed = await owner.workspaces.create({ name: 'Doomed', environmentId: acme.environment!._id! });
    expect((await apiFailureOf(dev.workspaces.delete(doomed._id))).status).toBe(403);
    expect(await owner.workspaces.delete(doomed._id)).toMatchObject({ deleted: 1 });
    expect((await apiFailureOf(owner.workspaces.get(doomed._id))).status).toBe(404);
  });

  it('Given Acme Production, When its pods are listed, Then each running application contributes its replicas', async () => {
    const acme = await workspaceNamed(owner, 'Acme Production');
    const apps = await owner.applications.listInWorkspace(acme._id, { pageSize: 200 });
    const replicas = apps.items.reduce((n, a) => n + (a.replicas ?? 0), 0);
    const pods = await owner.workspaces.pods(acme._id, { pageSize: 500 });
    expect(pods.total).toBe(replicas);
    for (const pod of pods.items) expect(podSchema.parse(pod).status).toBe('Running');
  });
});

describe('workspace deployments (spec 001 /deployments)', () => {
  it('Given a tag created in a project, When the workspace deployments are listed, Then it is there; narrowed by another project it is not', async () => {
    const acme = await workspaceNamed(owner, 'Acme Production');
    const projects = (await owner.projects.list(acme._id)).items;
    const [first, second] = projects as [(typeof projects)[number], (typeof projects)[number]];
    const tag = await owner.deployments.create(acme._id, first._id, { name: 'v9.9.9', containerImage: 'app:9.9.9' });
    const all = await dev.workspaces.deployments(acme._id, { pageSize: 100 });
    expect(all.items.map((d) => deploymentSchema.parse(d)._id)).toContain(tag._id);
    const other = await owner.workspaces.deployments(acme._id, { projectId: second._id, pageSize: 100 });
    expect(other.items.map((d) => d._id)).not.toContain(tag._id);
    expect((await owner.workspaces.deployments(acme._id, { search: 'v9.9' })).items.map((d) => d._id)).toEqual([
      tag._id,
    ]);
  });
});

describe('workspace members (spec 001 section 6)', () => {
  it('Given Acme Production, When members are listed, Then each has an email and a role', async () => {
    const acme = await workspaceNamed(dev, 'Acme Production');
    const members = await dev.workspaceMembers.list(acme._id);
    const emails = members.items.map((m) => collaboratorSchema.parse(m).rawInfo?.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_ADMIN, DEMO_DEV]));
  });

  it('Given a workspace admin, When changing the developer role, Then only ADMINISTRATOR or DEVELOPER are accepted; a developer gets 403; oneself is refused', async () => {
    const acme = await workspaceNamed(admin, 'Acme Production');
    const devId = String((await dev.users.profile())._id);
    const adminId = String((await admin.users.profile())._id);
    const bad = await apiFailureOf(
      admin.workspaceMembers.updateRole(acme._id, devId, 'WORKSPACE_OWNER' as 'DEVELOPER'),
    );
    expect(bad).toEqual({
      status: 400,
      message: ['role must be one of the following values: WORKSPACE_ADMIN, DEVELOPER'],
    });
    expect((await apiFailureOf(dev.workspaceMembers.updateRole(acme._id, adminId, 'DEVELOPER'))).message).toBe(
      FORBIDDEN,
    );
    expect((await apiFailureOf(admin.workspaceMembers.remove(acme._id, adminId))).status).toBe(400);
    const changed = await admin.workspaceMembers.updateRole(acme._id, devId, 'WORKSPACE_ADMIN');
    expect(changed).toMatchObject({ _id: devId, role: 'WORKSPACE_ADMIN' });
    await admin.workspaceMembers.updateRole(acme._id, devId, 'DEVELOPER');
  });

  it('Given a member added to a new workspace, When removed, Then the workspace no longer lists them', async () => {
    const acme = await workspaceNamed(owner, 'Acme Production');
    const ws = await owner.workspaces.create({ name: 'Short lived', environmentId: acme.environment!._id! });
    const link = await owner.invitations.getInviteLink(ws._id);
    await dev.invitations.joinByToken(link.token!);
    const devId = String((await dev.users.profile())._id);
    expect(await owner.workspaceMembers.remove(ws._id, devId)).toMatchObject({ deleted: 1 });
    expect((await owner.workspaceMembers.list(ws._id)).items.map((m) => m._id)).not.toContain(devId);
    expect((await apiFailureOf(dev.workspaces.get(ws._id))).status).toBe(403);
  });
});

describe('workspace activity logs and abort (spec 001 /activities)', () => {
  it('Given a deploy in Acme, When its log is read under the workspace, Then it equals the activity log; abort of a moving task is refused', async () => {
    const acme = await workspaceNamed(owner, 'Acme Production');
    const apps = await owner.applications.listInWorkspace(acme._id, { pageSize: 100 });
    const target = apps.items.find((a) => a.status === null || a.status === 'UNDEPLOY_APPLICATION_SUCCESS')!;
    const ids = { workspaceId: acme._id, projectId: String(target.project), applicationId: target._id };
    const started = await owner.applications.deploy(ids);
    const id = started.activityId!;
    const early = await apiFailureOf(owner.workspaces.abortActivity(acme._id, id));
    expect(early).toEqual({ status: 400, message: 'The task can be aborted only after 5 minutes without an update.' });
    await waitFor(async () => (await owner.activities.get(id)).status === 'SUCCESS', 'deploy to end', 30_000);
    const viaWorkspace = await owner.workspaces.activityLogs(acme._id, id, { pageSize: 9999 });
    const direct = await owner.activities.logs(id, { pageSize: 9999 });
    expect(viaWorkspace.lines.length).toBe(108);
    expect(viaWorkspace).toEqual(direct);
    expect((await apiFailureOf(dev.workspaces.abortActivity(acme._id, id))).status).toBe(403);
  });
});
