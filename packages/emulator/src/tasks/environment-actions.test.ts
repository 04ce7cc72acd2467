import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../auth/signing-keys.js';
import { createTokenService } from '../auth/tokens.js';
import { createPushHub } from '../push/hub.js';
import { openDatabase } from '../store/database.js';
import { createStore, type Store } from '../store/index.js';
import { api, signIn, startTestEmulator, type TestEmulator, waitFor } from '../test-support.js';
import { createEnvironment, newEnvironmentData } from './environment-actions.js';
import { createTaskRunner, type TaskRunner } from './runner.js';

describe('CREATE_ENVIRONMENT on the task runner', () => {
  let store: Store;
  let tasks: TaskRunner;
  beforeAll(() => {
    store = createStore(openDatabase(undefined).db);
    const tokens = createTokenService(store, { ttlSeconds: 60, origin: () => 'test', key: loadSigningKey(undefined) });
    const push = createPushHub({ store, tokens, log: () => {} });
    tasks = createTaskRunner({ store, push, taskSpeed: 400, log: () => {} });
    store.users.insert({
      id: 'u1',
      sub: 's1',
      email: 'owner@x.dev',
      passwordHash: 'x',
      role: 'INSTANCE_OWNER',
      confirmed: true,
      createdAt: new Date().toISOString(),
    });
  });
  afterAll(() => tasks.stop());

  it('Given an Azure cluster in limited mode, Then it gets the Azure defaults, limited node counts and the given name', () => {
    const data = newEnvironmentData({ provider: 'AZURE', isLimited: true, region: 'westeurope' });
    expect(data).toMatchObject({
      region: 'westeurope',
      instanceType: 'Standard_D2s_v4',
      kubernetesVersion: '1.31',
      maximumNodes: 3,
      ondemandMaxNodes: 1,
      dbParamGroup: 'default.mysql5.7',
    });
    expect(() => newEnvironmentData({ provider: 'GCP' })).toThrow(/provider must be one of/);
  });

  it('Given a new AWS cluster, When created, Then ACTIVATING, 80 log lines, ACTIVE and a notification follow', async () => {
    const user = store.users.findById('u1')!;
    const { environment, activity } = createEnvironment({ store, tasks }, user, { name: 'orion', provider: 'AWS' });
    expect(environment.data).toMatchObject({
      status: 'ACTIVATING',
      region: 'us-east-1',
      kubernetesVersion: '1.30',
      clusterName: 'orion',
    });
    expect(activity).toMatchObject({ action: 'CREATE_ENVIRONMENT', expectedLines: 80, environmentId: environment._id });
    await waitFor(() => store.activities.get(activity.id)?.status === 'SUCCESS', 20_000);
    expect(store.activities.logs(activity.id, 0, 200)).toHaveLength(80);
    expect(store.records.get('environment', environment._id)?.data.status).toBe('ACTIVE');
    expect(store.notifications.unreadCount('u1')).toBe(1);
    expect(() => createEnvironment({ store, tasks }, user, { name: ' ', provider: 'AWS' })).toThrow();
  });
});

describe('DELETE_ENVIRONMENT with a task fault', () => {
  let emu: TestEmulator;
  let owner: string;
  beforeAll(async () => {
    emu = await startTestEmulator({ allowFaultHeaders: true, taskSpeed: 100 });
    owner = await signIn(emu.origin, 'owner@demo.skiff.dev');
  });
  afterAll(() => emu.dispose());

  it('Given task=error, When an idle cluster is deleted, Then the task ends ERROR and the cluster stays, in ERROR', async () => {
    const list = await api(emu.origin, owner, '/environments?search=spare');
    const env = list.body.data[0];
    const res = await fetch(`${emu.origin}/api/v2/environments/${env._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner}`, 'x-skiff-fault': 'task=error' },
    });
    const { activityId } = (await res.json()) as { activityId: string };
    await waitFor(
      async () => (await api(emu.origin, owner, `/activities/${activityId}`)).body.status === 'ERROR',
      20_000,
    );
    const after = await api(emu.origin, owner, `/environments/${env._id}`);
    expect(after.body).toMatchObject({
      status: 'ERROR',
      lastActivity: { action: 'DELETE_ENVIRONMENT', status: 'ERROR' },
    });
    const logs = await api(emu.origin, owner, `/environments/${env._id}/activities/${activityId}/logs`);
    expect(logs.body.task.status).toBe('ERROR');
    expect(logs.body.data.at(-1).message).toContain('failed');
  });
});
