import { DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { backupOverallStatus } from '../domain/application-rules.js';
import { blueGreenBadges, deploymentBadge, isDeploymentNotDeployedYet } from '../domain/deployment-rules.js';
import { backupSchema } from '../schemas/application-extras.js';
import { deploymentSchema } from '../schemas/deployment.js';
import { ConflictError, PermissionDeniedError, ValidationError } from '../transport/errors.js';
import type { DeploymentIds } from './deployments.js';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';
let emulator: TestEmulator;
let owner: SkiffClient;
let dev: SkiffClient;
let workspaceId: string;
let projectId: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  owner = await emulator.clientFor(DEMO_OWNER);
  dev = await emulator.clientFor(DEMO_DEV);
  workspaceId = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!._id;
  projectId = (await owner.projects.list(workspaceId, { search: 'storefront' })).items[0]!._id;
});
afterAll(() => emulator?.close());

/** Waits for the activity to end and returns it. */
async function finished(activityId: string | null | undefined) {
  expect(activityId).toMatch(/^[0-9a-f]{24}$/);
  const ended = await waitFor(
    async () => {
      const activity = await owner.activities.get(activityId!);
      return activity.status === 'SUCCESS' || activity.status === 'ERROR' ? activity : undefined;
    },
    `activity ${activityId} to end`,
    30_000,
  );
  if (!ended) throw new Error('unreachable: waitFor returns a value');
  return ended;
}

const reject = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

async function newTag(
  name: string,
  containerImage = `registry.demo.skiff.dev/storefront:${name}`,
): Promise<DeploymentIds> {
  const tag = await owner.deployments.create(workspaceId, projectId, { name, containerImage });
  return { workspaceId, projectId, deploymentId: tag._id };
}

async function runningTag(name: string, body: Record<string, unknown> = {}): Promise<DeploymentIds> {
  const ids = await newTag(name);
  const started = await owner.deployments.activate(ids, body);
  expect((await finished(started.activityId)).status).toBe('SUCCESS');
  return ids;
}

describe('deployments (tags) against a real emulator', () => {
  it('Given a project without tags, When a tag is created without an image, Then the answer is "Please enter image tag"; with one it is Not Deployed', async () => {
    const empty = await owner.deployments.list(workspaceId, projectId);
    expect(empty.total).toBe(0);
    const error = await reject(owner.deployments.create(workspaceId, projectId, { name: 'v0', containerImage: ' ' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual(['Please enter image tag']);

    const ids = await newTag('v0.9.0');
    const tag = await owner.deployments.get(ids);
    expect(deploymentSchema.safeParse(tag).success).toBe(true);
    expect(tag).toMatchObject({
      name: 'v0.9.0',
      status: null,
      replicas: 0,
      appRoot: '/var/www/html',
      groupType: 'spot',
    });
    expect(deploymentBadge(tag).label).toBe('Not Deployed');
    expect(isDeploymentNotDeployedYet(tag)).toBe(true);
    expect((await owner.deployments.list(workspaceId, projectId)).items.map((d) => d.name)).toContain('v0.9.0');
    // "Delete is enabled only when the status is undeploy success."
    expect(await reject(owner.deployments.delete(ids))).toBeInstanceOf(ValidationError);
    await expect(
      owner.deployments.create(workspaceId, projectId, { name: 'v0.9.0', containerImage: 'x:1' }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('Given a new tag, When activated with 2 replicas, Then the task logs 90 lines, the tag runs with 2 pods and a notification says so', async () => {
    const ids = await newTag('v1.0.0');
    const started = await owner.deployments.activate(ids, { replicas: 2, isEnablePMA: true });
    expect(started.deployment?.lastActivity?.action).toBe('CREATE_DEPLOYMENT');
    const activity = await finished(started.activityId);
    expect(activity).toMatchObject({ status: 'SUCCESS', action: 'CREATE_DEPLOYMENT', deployment: ids.deploymentId });
    const logs = await owner.activities.logs(started.activityId!, { pageSize: 500 });
    expect(logs.lines).toHaveLength(90);

    const tag = await owner.deployments.get(ids);
    expect(tag).toMatchObject({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 2, isEnablePMA: true });
    expect(tag.deployedBy?.rawInfo?.email).toBe(DEMO_OWNER);
    expect(deploymentBadge(tag)).toEqual({ label: 'Running', tone: 'success' });
    const withPods = await owner.deployments.pods(ids);
    expect(withPods.podDetails).toHaveLength(2);
    expect(withPods.podDetails[0]).toMatchObject({ status: 'Running', containerImage: tag.containerImage });
    const notes = await owner.notifications.list();
    expect(notes.items.some((n) => n.title === 'Deploy tag succeeded')).toBe(true);
    await expect(owner.deployments.activate(ids)).rejects.toThrow('Deployment is already deployed.');
  });

  it('Given a running tag, When configuration and security change, Then bad values are listed and good ones roll out', async () => {
    const ids = await runningTag('v1.1.0');
    const bad = await reject(
      owner.deployments.updateConfiguration(ids, { replicas: 11, capacity: 'small_1', capacityLimit: 'tiny' }),
    );
    expect((bad as ValidationError).fields).toEqual([
      'replicas must be between 1 and 10',
      'Max capacity must be greater than min capacity!',
    ]);
    const update = await owner.deployments.updateConfiguration(ids, { replicas: 3, webRoot: '/var/www/html/web' });
    expect((await finished(update.activityId)).action).toBe('UPDATE_DEPLOYMENT');
    expect(await owner.deployments.get(ids)).toMatchObject({ replicas: 3, webRoot: '/var/www/html/web' });

    const auth = await reject(
      owner.deployments.updateSecurity(ids, { isEnableBasicAuth: true, authUsername: 'a-b', authPassword: '' }),
    );
    expect((auth as ValidationError).fields).toEqual(['Username is invalid', 'authPassword should not be empty']);
    const secured = await owner.deployments.updateSecurity(ids, {
      isEnableBasicAuth: true,
      authUsername: 'guard',
      authPassword: 's3cret',
      filePermissionLevel: 'looserPermission',
    });
    await finished(secured.activityId);
    expect(await owner.deployments.get(ids)).toMatchObject({
      isEnableBasicAuth: true,
      authUsername: 'guard',
      filePermissionLevel: 'looserPermission',
    });
  });

  it('Given a project developer, When they read and change a tag, Then reading works and settings and deletion are refused', async () => {
    const ids = await newTag('v1.2.0');
    expect((await dev.deployments.get(ids)).name).toBe('v1.2.0');
    for (const call of [
      dev.deployments.updateSecurity(ids, { filePermissionLevel: 'looserPermission' }),
      dev.deployments.delete(ids),
    ]) {
      const error = await reject(call);
      expect(error).toBeInstanceOf(PermissionDeniedError);
      expect((error as Error).message).toBe(FORBIDDEN);
    }
    await expect(dev.deployments.get({ ...ids, deploymentId: '0'.repeat(24) })).rejects.toThrow('Deployment not found');
  });

  it('Given a running tag with PhpMyAdmin, When tools are used, Then a 4-hour session, forced HTTPS and a custom domain follow', async () => {
    const ids = await runningTag('v1.3.0', { isEnablePMA: true });
    const session = await owner.deploymentTools.pmaSession(ids);
    expect(session.url).toBe(`${emulator.origin}/proxy/v1/${session.token?._id}/`);
    expect(Date.parse(session.expiredAt!) - Date.parse(session.token!.createdAt!)).toBe(4 * 3600_000);

    const https = await owner.deploymentTools.forceHttps(ids, true);
    expect((await finished(https.activityId)).action).toBe('START_FORCING_HTTPS');
    expect((await owner.deployments.get(ids)).secureConnection).toBe(true);

    expect(((await reject(owner.deploymentTools.addDomain(ids, { domain: '' }))) as ValidationError).fields).toEqual([
      'Please input domain!',
    ]);
    expect(
      ((await reject(owner.deploymentTools.addDomain(ids, { domain: 'not a domain' }))) as ValidationError).fields,
    ).toEqual(['Domain is invalid.']);
    const added = await owner.deploymentTools.addDomain(ids, { domain: 'Shop.Example.com' });
    await finished(added.activityId);
    const domains = await owner.deploymentTools.domains(ids);
    expect(domains.items.map((d) => d.domain)).toEqual(['shop.example.com']);

    const off = await newTag('v1.3.1');
    await expect(owner.deploymentTools.pmaSession(off)).rejects.toThrow('PhpMyAdmin is Not Enabled');
  });

  it('Given a running tag, When a manual backup runs, Then it lists as SUCCESS with a downloadable file and can be deleted', async () => {
    const ids = await runningTag('v1.4.0');
    const started = await owner.deploymentBackups.create(ids);
    await finished(started.activityId ?? undefined);
    const list = await owner.deploymentBackups.list(ids, { pageSize: 999 });
    expect(list.total).toBe(1);
    const backup = list.items[0]!;
    expect(backupSchema.safeParse(backup).success).toBe(true);
    expect(backupOverallStatus(backup, 'deployment')).toBe('SUCCESS');
    const file = await owner.deploymentBackups.file(ids, backup._id, backup.databaseFile!._id);
    expect(file.downloadURL).toContain(backup.databaseFile!._id);

    await expect(
      owner.deploymentBackups.schedule(ids, { enabledDailyBackup: true, timezoneDailyBackup: 1, database: true }),
    ).rejects.toThrow('Disabled for this workspace - contact support');
    const kept = await owner.deploymentBackups.schedule(ids, { enabledDailyBackup: false, backupRetentionTime: 7 });
    expect(kept).toMatchObject({ enabledDailyBackup: false, backupRetentionTime: 7 });
    const removed = await owner.deploymentBackups.delete(ids, backup._id);
    expect(removed).toMatchObject({ message: 'The backup resource deleted successfully.' });
    expect((await owner.deploymentBackups.list(ids)).total).toBe(0);
  });

  it('Given a running blue tag, When a green tag is created, deployed and switched over, Then the badges and hostnames follow the spec', async () => {
    const blue = await runningTag('v2.0.0');
    const stopped = await newTag('v2.0.1');
    await expect(owner.deployments.createGreen(stopped, { name: 'g', containerImage: 'x:1' })).rejects.toThrow(
      /running tag/,
    );

    const green = await owner.deployments.createGreen(blue, {
      name: 'v2.1.0',
      containerImage: 'registry.demo.skiff.dev/storefront:v2.1.0',
    });
    const greenIds = { workspaceId, projectId, deploymentId: green._id };
    expect(blueGreenBadges(green)).toEqual(['Green']);
    expect(blueGreenBadges(await owner.deployments.get(blue))).toEqual(['Blue', 'Live']);
    await expect(
      owner.deployments.createBlueGreen(blue, { name: 'v2.2.0', containerImage: 'x:2' }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(owner.deployments.switchOver(blue, green._id)).rejects.toThrow(/running tag/);

    await finished((await owner.deployments.activate(greenIds)).activityId);
    const before = await owner.deployments.get(blue);
    const switched = await owner.deployments.switchOver(blue, green._id);
    expect((await finished(switched.activityId)).action).toBe('SWITCH_OVER_DEPLOYMENT');
    const [b, g] = await Promise.all([owner.deployments.get(blue), owner.deployments.get(greenIds)]);
    expect(blueGreenBadges(b)).toEqual(['Blue']);
    expect(blueGreenBadges(g)).toEqual(['Green', 'Live']);
    expect(g.hostname).toBe(before.hostname);
  });

  it('Given a running tag, When blue/green creates and deploys in one call, Then the green tag runs', async () => {
    const blue = await runningTag('v3.0.0');
    const result = await owner.deployments.createBlueGreen(blue, {
      name: 'v3.1.0',
      containerImage: 'registry.demo.skiff.dev/storefront:v3.1.0',
      replicas: 2,
    });
    expect(result.deployment).toMatchObject({ name: 'v3.1.0', isGreen: true });
    await finished(result.activityId);
    const green = await owner.deployments.get({ workspaceId, projectId, deploymentId: result.deployment!._id });
    expect(green).toMatchObject({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 2 });
  });

  it('Given a running tag, When deactivated, Then it is Not Deployed and can be deleted', async () => {
    const ids = await runningTag('v4.0.0');
    const started = await owner.deployments.deactivate(ids);
    expect((await finished(started.activityId)).action).toBe('DELETE_DEPLOYMENT');
    const tag = await owner.deployments.get(ids);
    expect(tag).toMatchObject({ status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 0 });
    expect(deploymentBadge(tag).label).toBe('Not Deployed');
    await expect(owner.deployments.deactivate(ids)).rejects.toThrow('Deployment is not deployed.');
    expect(await owner.deployments.delete(ids)).toMatchObject({ deleted: true });
    await expect(owner.deployments.get(ids)).rejects.toThrow('Deployment not found');
  });
});
