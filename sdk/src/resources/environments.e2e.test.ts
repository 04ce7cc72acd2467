import { DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import {
  ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE,
  ENVIRONMENT_PROTECTED_MESSAGE,
  isClusterTabEnabled,
} from '../domain/clusters.js';
import { PAGE_MESSAGES } from '../domain/messages.js';
import { resolveApplicationRef } from '../flows/resolve-ref.js';
import {
  clusterNamespaceSchema,
  clusterPodSchema,
  clusterVolumeSchema,
  type Environment,
  environmentSchema,
} from '../schemas/environment.js';
import { NotFoundError, PermissionDeniedError, type ValidationError } from '../transport/errors.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let ops: SkiffClient;
let dev: SkiffClient;
const clusters: Record<string, Environment> = {};

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  owner = await emulator.clientFor(DEMO_OWNER);
  ops = await emulator.clientFor('ops@demo.skiff.dev');
  dev = await emulator.clientFor(DEMO_DEV);
  for await (const env of owner.environments.list({ pageSize: 5 })) clusters[env.name!] = env;
});
afterAll(() => emulator?.close());

const rejection = async (promise: Promise<unknown>) => promise.catch((e: unknown) => e);
const id = (name: string) => clusters[name]!._id;

async function waitForActivity(client: SkiffClient, activityId: string) {
  let status = '';
  await waitFor(
    async () => {
      status = (await client.activities.get(activityId)).status ?? '';
      return status === 'SUCCESS' || status === 'ERROR';
    },
    `activity ${activityId} to end`,
    30_000,
  );
  return status;
}

describe('Clusters: list, detail, settings', () => {
  it('Given the demo clusters, When listed by the owner and by a developer, Then each sees what the spec allows', async () => {
    expect(Object.keys(clusters)).toEqual(
      expect.arrayContaining(['acme-prod-eks', 'spare-fra1-doks', 'broken-westus-aks']),
    );
    expect(Object.values(clusters).every((c) => environmentSchema.safeParse(c).success)).toBe(true);
    const mine = await dev.environments.list();
    expect(mine.items.map((c) => c.name)).toEqual(['acme-prod-eks']);
    const errors = await owner.environments.list({ status: 'ERROR' });
    expect(errors.items.map((c) => c.name)).toEqual(['broken-westus-aks']);
  });

  it('Given the AWS cluster, When read, Then its provider defaults, account and workload show', async () => {
    const env = await owner.environments.get(id('acme-prod-eks'));
    expect(env).toMatchObject({
      region: 'us-east-1',
      kubernetesVersion: '1.30',
      instanceType: 't3.medium',
      dbParamGroup: 'default.mysql8.0',
      isProtected: true,
      cloudAccount: { provider: 'AWS', name: 'Acme AWS' },
    });
    expect(env.applications).toBeGreaterThan(0);
    expect(isClusterTabEnabled('pods', env.status)).toBe(true);
    await expect(owner.environments.get('000000000000000000000000')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('Given the settings form, When the name is emptied, Then "Please input name!"; a member gets 403', async () => {
    const error = (await rejection(owner.environments.update(id('spare-fra1-doks'), { name: ' ' }))) as ValidationError;
    expect(error.fields).toEqual(['Please input name!']);
    const denied = await rejection(dev.environments.update(id('acme-prod-eks'), { isProtected: false }));
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect((denied as Error).message).toBe(PAGE_MESSAGES.forbidden);
    const renamed = await owner.environments.update(id('broken-westus-aks'), {
      name: 'broken-westus',
      isProtected: true,
    });
    expect(renamed).toMatchObject({ name: 'broken-westus', clusterName: 'broken-westus', isProtected: true });
    await owner.environments.update(id('broken-westus-aks'), { isProtected: false });
  });
});

describe('Clusters: deletion rules and tasks', () => {
  it('Given the protected cluster, When an admin deletes it, Then refused; the owner is refused for its deployed branches', async () => {
    const byAdmin = (await rejection(ops.environments.delete(id('acme-prod-eks')))) as ValidationError;
    expect(byAdmin.message).toBe(ENVIRONMENT_PROTECTED_MESSAGE);
    const byOwner = (await rejection(owner.environments.delete(id('acme-prod-eks')))) as ValidationError;
    expect(byOwner.message).toBe(ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE);
    await expect(dev.environments.delete(id('acme-prod-eks'))).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('Given an idle cluster, When deleted, Then a DELETE_ENVIRONMENT task writes 40 lines and the cluster goes', async () => {
    const started = await owner.environments.delete(id('spare-fra1-doks'));
    expect(started.environment?.status).toBe('DEACTIVATING');
    expect(await waitForActivity(owner, started.activityId)).toBe('SUCCESS');
    const activity = await owner.activities.get(started.activityId);
    expect(activity).toMatchObject({ action: 'DELETE_ENVIRONMENT', expectedLines: 40 });
    const lines = await owner.activities.logs(started.activityId, { pageSize: 100 });
    expect(lines.lines).toHaveLength(40);
    await expect(owner.environments.get(id('spare-fra1-doks'))).rejects.toBeInstanceOf(NotFoundError);
    const notifications = await owner.notifications.list();
    expect(notifications.items.map((n) => n.title)).toContain('Delete environment succeeded');
  });

  it('Given a cluster in ERROR, When force-deleted by an admin, Then it is gone at once', async () => {
    await expect(dev.environments.forceDelete(id('broken-westus-aks'))).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(await ops.environments.forceDelete(id('broken-westus-aks'))).toMatchObject({ deleted: true });
    await expect(owner.environments.get(id('broken-westus-aks'))).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('Clusters: Kubernetes listings', () => {
  it('Given the AWS cluster, When nodes, namespaces, pods and volumes are listed, Then they match its workload', async () => {
    const env = id('acme-prod-eks');
    const report = await owner.environments.report(env);
    const [nodes, namespaces, pods, pv, pvc, workspaces] = await Promise.all([
      owner.environments.nodes(env),
      owner.environments.namespaces(env),
      owner.environments.pods(env),
      owner.environments.persistentVolumes(env),
      owner.environments.persistentVolumeClaims(env),
      owner.environments.workspaces(env),
    ]);
    expect(nodes.total).toBe(1);
    expect(nodes.items[0]).toMatchObject({ status: 'Ready', instanceType: 't3.medium' });
    expect(namespaces.items.map((n) => n.namespace)).toEqual(['acme-production']);
    expect(namespaces.items.every((n) => clusterNamespaceSchema.safeParse(n).success)).toBe(true);
    expect(pods.items.every((p) => clusterPodSchema.safeParse(p).success && p.status === 'Running')).toBe(true);
    expect(pods.items.map((p) => p.application?.originBranch)).toContain('main');
    expect(pvc.items.every((v) => clusterVolumeSchema.safeParse(v).success && v.volumeName?.startsWith('pvc-'))).toBe(
      true,
    );
    expect(pv.items[0]).toMatchObject({ storageClassName: 'gp2', volumeDriver: 'ebs.csi.aws.com', status: 'Bound' });
    expect(workspaces.items.map((w) => w.name)).toEqual(['Acme Production']);
    expect(report).toMatchObject({ nodes: 1, namespaces: 1, pods: pods.total, pv: pv.total, pvc: pvc.total });
    await expect(dev.environments.pods(env)).rejects.toBeInstanceOf(PermissionDeniedError);
  });
});

describe('Webhooks at the origin root', () => {
  it('Given a running branch, When a command is posted, Then its output comes back; paused and undeployed are refused', async () => {
    const main = await resolveApplicationRef(dev, 'Acme Production/storefront/main');
    const result = await dev.webhooks.runCommand(main.applicationId, 'drush cr');
    expect(result).toMatchObject({ applicationId: main.applicationId, command: 'drush cr', exitCode: 0 });
    expect(result.output).toContain('$ drush cr');
    const staging = await resolveApplicationRef(dev, 'Acme Production/storefront/staging');
    const paused = (await rejection(dev.webhooks.runCommand(staging.applicationId, 'ls'))) as ValidationError;
    expect(paused.message).toBe('Application is paused.');
    const empty = (await rejection(dev.webhooks.runCommand(main.applicationId, ''))) as ValidationError;
    expect(empty.fields).toEqual(['command should not be empty']);
  });

  it('Given a git push, When the hook is called with a command token, Then a TRIGGER_WEBHOOK task rolls the branch out', async () => {
    const main = await resolveApplicationRef(owner, 'Acme Production/storefront/main');
    const { token } = await dev.commandAccessTokens.create({ note: 'gitlab hook' });
    const missing = (await rejection(
      owner.webhooks.triggerApplicationGit(main.applicationId, { username: '', token: '' }),
    )) as ValidationError;
    expect(missing.fields).toEqual(['Please input username!', 'Please input access token!']);
    const started = await owner.webhooks.triggerApplicationGit(main.applicationId, { username: 'dana', token });
    expect(started.activityId).toBeTruthy();
    expect(await waitForActivity(owner, started.activityId!)).toBe('SUCCESS');
    const app = await owner.applications.get(main);
    expect(app.lastActivity).toMatchObject({ action: 'TRIGGER_WEBHOOK', status: 'SUCCESS' });
    expect((await owner.activities.logs(started.activityId!, { pageSize: 100 })).lines).toHaveLength(60);

    // The activity ran on the branch's cluster, so the cluster's activity log route serves it too.
    const env = id('acme-prod-eks');
    const last10 = await owner.environments.activityLogs(env, started.activityId!, { pageSize: 10 });
    expect(last10).toMatchObject({ taskStatus: 'SUCCESS' });
    expect(last10.lines).toHaveLength(10);
    expect(JSON.stringify(last10.lines.at(-1))).toContain('updated from');
    const recent = await owner.environments.activityLogs(env, started.activityId!, { sinceSeconds: 3600 });
    expect(recent.lines).toHaveLength(60);
    expect(await owner.environments.closeActivityLog(env, started.activityId!)).toMatchObject({ closed: true });
    const elsewhere = owner.environments.activityLogs(id('forge-nyc1-doks'), started.activityId!);
    await expect(elsewhere).rejects.toBeInstanceOf(NotFoundError);
    const badToken = await rejection(
      owner.webhooks.triggerApplicationGit(main.applicationId, { username: 'x', token: 'skf_nope' }),
    );
    expect((badToken as { status?: number }).status).toBe(401);
  });
});
