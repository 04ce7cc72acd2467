import { DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator, waitForActivityEnd } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { vpsDisplayedStatus } from '../domain/application-tools.js';
import { resolveApplicationRef } from '../flows/resolve-ref.js';
import { actionResultSchema } from '../schemas/application.js';
import { vpsSchema, vpsStartedSchema } from '../schemas/application-area.js';
import { PermissionDeniedError, ValidationError } from '../transport/errors.js';
import type { ApplicationIds } from './applications.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let dev: SkiffClient;
let main: ApplicationIds;
let vpsId: string;

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';
const SERVER = { title: 'edge-1', vpsUsername: 'ubuntu', publicIPAddress: '203.0.113.7', privKey: 'PRIVATE KEY' };

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  owner = await emulator.clientFor(DEMO_OWNER);
  dev = await emulator.clientFor(DEMO_DEV);
  main = await resolveApplicationRef(owner, 'Acme Production/storefront/main');
}, 30_000);
afterAll(() => emulator?.close());

describe('VPS export against a real emulator', () => {
  it('Given an empty form, When creating, Then 400 for title, username, IP and key; a developer gets 403', async () => {
    const empty = await owner.applications.vps
      .create(main, { title: '', vpsUsername: '', publicIPAddress: '' })
      .catch((e) => e);
    expect(empty).toBeInstanceOf(ValidationError);
    expect(empty.fields).toEqual([
      'title should not be empty',
      'vpsUsername should not be empty',
      'publicIPAddress should not be empty',
      'privKey should not be empty',
    ]);
    const badIp = await owner.applications.vps.create(main, { ...SERVER, publicIPAddress: 'x' }).catch((e) => e);
    expect(badIp.fields).toEqual(['publicIPAddress must be an ip address']);
    const denied = await dev.applications.vps.create(main, SERVER).catch((e) => e);
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect(denied.message).toBe(FORBIDDEN);
  });

  it('Given a server, When connected, Then INIT_VPS ends and the list shows it ACTIVE, "Ready", without its key', async () => {
    const started = await owner.applications.vps.create(main, SERVER);
    expect(vpsStartedSchema.safeParse(started).success).toBe(true);
    vpsId = started.vps!._id;
    expect(vpsDisplayedStatus(started.vps!)).toBe('In Progress');
    expect(await waitForActivityEnd(owner, started.activityId!)).toMatchObject({
      action: 'INIT_VPS',
      status: 'SUCCESS',
    });
    const page = await dev.applications.vps.list(main);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ title: 'edge-1', status: 'ACTIVE', publicIPAddress: '203.0.113.7' });
    expect(page.items[0]).not.toHaveProperty('privKey');
    expect(vpsDisplayedStatus(page.items[0]!)).toBe('Ready');
  }, 60_000);

  it('Given a ready server, When the app is deployed to it, Then DEPLOY_TO_VPS ends and the list shows ACTIVE', async () => {
    const missing = await owner.applications.vps.deployToServer(main, '0123456789abcdef01234567').catch((e) => e);
    expect(missing.status).toBe(404);
    const started = await owner.applications.vps.deployToServer(main, vpsId);
    expect(await waitForActivityEnd(owner, started.activityId!)).toMatchObject({
      action: 'DEPLOY_TO_VPS',
      status: 'SUCCESS',
    });
    const page = await owner.applications.vps.listInWorkspace(main.workspaceId, { applicationId: main.applicationId });
    expect(page.items.map((v) => vpsDisplayedStatus(v))).toEqual(['ACTIVE']);
    const notDeployed = await resolveApplicationRef(owner, 'Acme Production/storefront/feature-login');
    expect(
      (await owner.applications.vps.listInWorkspace(main.workspaceId, { applicationId: notDeployed.applicationId }))
        .total,
    ).toBe(0);
  }, 60_000);

  it('Given the VPS git hook, When a push arrives with a valid token, Then TRIGGER_VPS_WEBHOOK runs on the server', async () => {
    const bad = await owner.webhooks.triggerVpsGit(vpsId, { username: '', token: '' }).catch((e) => e);
    expect(bad.fields).toEqual(['Please input username!', 'Please input access token!']);
    const wrong = await owner.webhooks.triggerVpsGit(vpsId, { username: 'git', token: 'nope' }).catch((e) => e);
    expect(wrong.status).toBe(401);
    const token = await emulator.tokenFor(DEMO_DEV);
    const result = await owner.webhooks.triggerVpsGit(vpsId, { username: 'git', token });
    expect(actionResultSchema.safeParse(result).success).toBe(true);
    const activity = await waitForActivityEnd(owner, result.activityId!);
    expect(activity).toMatchObject({
      action: 'TRIGGER_VPS_WEBHOOK',
      status: 'SUCCESS',
      application: main.applicationId,
    });
    const [vps] = (await owner.applications.vps.list(main)).items;
    expect(vps!.activities?.map((a) => a.action)).toEqual(['INIT_VPS', 'DEPLOY_TO_VPS', 'TRIGGER_VPS_WEBHOOK']);
  }, 60_000);

  it('Given an edit without a key, When saved, Then the fields change and the server stays ACTIVE; delete removes it', async () => {
    const same = await owner.applications.vps.update(main, vpsId, {
      title: 'edge-renamed',
      vpsUsername: 'ubuntu',
      publicIPAddress: '203.0.113.7',
    });
    expect(vpsSchema.safeParse(same).success).toBe(true);
    expect(same).toMatchObject({ title: 'edge-renamed', status: 'ACTIVE', activityId: null });
    const empty = await owner.applications.vps
      .update(main, vpsId, { title: '', vpsUsername: 'u', publicIPAddress: '203.0.113.8' })
      .catch((e) => e);
    expect(empty.fields).toEqual(['title should not be empty']);
    expect((await dev.applications.vps.delete(main, vpsId).catch((e) => e)).status).toBe(403);
    expect(await owner.applications.vps.delete(main, vpsId)).toMatchObject({ _id: vpsId, deleted: true });
    expect((await owner.applications.vps.list(main)).total).toBe(0);
    expect((await owner.applications.vps.delete(main, vpsId).catch((e) => e)).status).toBe(404);
  });
});
