import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { NameNotFoundError } from '../transport/errors.js';
import { resolveDeploymentRef } from './resolve-deployment-ref.js';
import { RefSyntaxError } from './resolve-ref.js';
import type { TaskProgress } from './run-application-action.js';
import { runDeploymentAction } from './run-deployment-action.js';

let emulator: TestEmulator;
let owner: SkiffClient;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  owner = await emulator.clientFor(DEMO_OWNER);
  const workspaceId = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!._id;
  const projectId = (await owner.projects.list(workspaceId, { search: 'storefront' })).items[0]!._id;
  await owner.deployments.create(workspaceId, projectId, {
    name: 'release-1',
    containerImage: 'registry.demo.skiff.dev/storefront:release-1',
  });
});
afterAll(() => emulator?.close());

describe('deployment (tag) flows against a real emulator', () => {
  it('Given a tag REF by names, When resolved, Then its ids and names; by ids, Then the same tag', async () => {
    const byName = await resolveDeploymentRef(owner, 'Acme Production/storefront@release-1');
    expect(byName).toMatchObject({ workspaceName: 'Acme Production', projectName: 'storefront', tag: 'release-1' });
    const byIds = await resolveDeploymentRef(owner, `${byName.workspaceId}/${byName.projectId}@${byName.deploymentId}`);
    expect(byIds).toEqual(byName);
  });

  it('Given a near-miss tag or a branch REF, When resolved, Then did-you-mean or the expected form', async () => {
    const miss = await resolveDeploymentRef(owner, 'Acme Production/storefront@relase-1').catch((e) => e);
    expect(miss).toBeInstanceOf(NameNotFoundError);
    expect(miss.message).toBe("No tag named 'relase-1'. Did you mean 'release-1'?");
    const project = await resolveDeploymentRef(owner, 'Acme Production/storfront@release-1').catch((e) => e);
    expect(project.message).toBe("No project named 'storfront'. Did you mean 'storefront'?");
    await expect(resolveDeploymentRef(owner, 'Acme Production/storefront/main')).rejects.toThrow(RefSyntaxError);
  });

  it('Given a tag not deployed, When deployed and waited for, Then progress reaches the end and the tag runs', async () => {
    const ids = await resolveDeploymentRef(owner, 'Acme Production/storefront@release-1');
    const progress: TaskProgress[] = [];
    const started: string[] = [];
    const outcome = await runDeploymentAction(owner, ids, 'activate', {
      timeoutMs: 30_000,
      pollIntervalMs: 50,
      onStarted: (id) => started.push(id),
      onProgress: (p) => progress.push(p),
    });
    expect(outcome).toMatchObject({ action: 'CREATE_DEPLOYMENT', status: 'SUCCESS', activityId: started[0] });
    expect(outcome.lines).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ lines: outcome.lines, expected: 90 });
    const tag = await owner.deployments.get(ids);
    expect(tag.lastActivity).toMatchObject({ _id: outcome.activityId, action: 'CREATE_DEPLOYMENT', status: 'SUCCESS' });

    const undeployed = await runDeploymentAction(owner, ids, 'deactivate', { timeoutMs: 30_000, pollIntervalMs: 50 });
    expect(undeployed).toMatchObject({ action: 'DELETE_DEPLOYMENT', status: 'SUCCESS' });
  });

  it('Given wait: false, When a tag is deployed, Then the activity id comes back at once, PENDING', async () => {
    const ids = await resolveDeploymentRef(owner, 'Acme Production/storefront@release-1');
    const outcome = await runDeploymentAction(owner, ids, 'activate', { wait: false });
    expect(outcome).toMatchObject({ action: 'CREATE_DEPLOYMENT', status: 'PENDING', lines: 0 });
    expect(outcome.activityId).toMatch(/^[0-9a-f]{24}$/);
  });
});
