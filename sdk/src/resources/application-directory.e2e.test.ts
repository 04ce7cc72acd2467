import { DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator, waitForActivityEnd } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SkiffClient } from '../client.js';
import { CAPACITY_OPTIONS } from '../domain/application-rules.js';
import { extendApplicationText } from '../domain/export-site-rules.js';
import { resolveApplicationRef } from '../flows/resolve-ref.js';
import { activitySchema } from '../schemas/activity.js';
import { applicationSchema } from '../schemas/application.js';
import { extendApplicationSchema, snapshotSchema } from '../schemas/application-area.js';
import { fetchHttpClient } from '../transport/http.js';
import type { ApplicationIds } from './applications.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let dev: SkiffClient;
let main: ApplicationIds;

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  owner = await emulator.clientFor(DEMO_OWNER);
  dev = await emulator.clientFor(DEMO_DEV);
  main = await resolveApplicationRef(owner, 'Acme Production/storefront/main');
}, 30_000);
afterAll(() => emulator?.close());

describe('applications across workspaces against a real emulator', () => {
  it('Given the owner and a developer, When listing all applications, Then each sees only their workspaces', async () => {
    const all = await owner.applications.listAll({ pageSize: 500 });
    const mine = await dev.applications.listAll({ pageSize: 500 });
    expect(all.items.every((a) => applicationSchema.safeParse(a).success)).toBe(true);
    expect(new Set(all.items.map((a) => a.workspace)).size).toBeGreaterThan(1);
    expect(new Set(mine.items.map((a) => a.workspace))).toEqual(new Set([main.workspaceId]));
    const feature = await dev.applications.listAll({ projectId: main.projectId, search: 'feature' });
    expect(feature.items.map((a) => a.name)).toEqual(['feature-login']);
  });

  it('Given an id, When read alone, Then the detail has pods and snapshots; another workspace is 403, unknown 404', async () => {
    const app = await dev.applications.getById(main.applicationId);
    expect(app).toMatchObject({ _id: main.applicationId, name: 'main', project: main.projectId });
    expect(app.podDetails?.length).toBeGreaterThan(0);
    const snapshots = app.snapshots as unknown[];
    expect(snapshots).toHaveLength(2);
    expect(snapshots.every((s) => snapshotSchema.safeParse(s).success)).toBe(true);
    const other = await resolveApplicationRef(owner, 'Drupal Forge Sandbox/intranet/main');
    const denied = await dev.applications.getById(other.applicationId).catch((e) => e);
    expect(denied.message).toBe(FORBIDDEN);
    expect((await dev.applications.getById('0123456789abcdef01234567').catch((e) => e)).status).toBe(404);
  });

  it('Given a task on the app, When its activities are listed, Then the newest comes first', async () => {
    const before = await dev.applications.activitiesOf(main.applicationId);
    const started = await dev.applications.forceHttps(main, true);
    const page = await dev.applications.activitiesOf(main.applicationId);
    expect(page.total).toBe(before.total + 1);
    expect(page.items[0]).toMatchObject({ _id: started.activityId, action: 'START_FORCING_HTTPS' });
    expect(page.items.every((a) => activitySchema.safeParse(a).success && a.application === main.applicationId)).toBe(
      true,
    );
    await waitForActivityEnd(dev, started.activityId!);
  }, 60_000);

  it('Given the capacity list, Then it is the seven indexed sizes, smallest first', async () => {
    const list = await dev.applications.capacities();
    expect(list.map((c) => c.key)).toEqual(CAPACITY_OPTIONS.map((c) => c.key));
  });
});

describe('extend-application page against a real emulator', () => {
  const anonymous = () => new SkiffClient({ origin: emulator.origin, http: fetchHttpClient() });

  it('Given a junk token, When posted without signing in, Then the page shows "Token is invalid."', async () => {
    const result = await anonymous().applications.extendWithToken('not-a-token');
    expect(extendApplicationSchema.safeParse(result).success).toBe(true);
    expect(extendApplicationText(result.state)).toBe('Token is invalid.');
  });

  it('Given the widget link of a running app, Then ready and later expiry; paused, Then restarting and it runs again', async () => {
    const [forge] = (await owner.drupalForge.list({ email: DEMO_OWNER })).items;
    const submissionId = String((forge!.drupalForge as { submissionId: string }).submissionId);
    const widget = await owner.drupalForge.widget(submissionId);
    const token = new URL(String(widget.extendTimeUrl)).searchParams.get('token')!;
    const ready = await anonymous().applications.extendWithToken(token);
    expect(ready.state).toBe('ready');
    expect(ready.hostname).toBe(forge!.hostname);
    expect(Date.parse(ready.expiredTime!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const [, , , , workspaceId, , projectId] = String(widget.workspaceUrl).split('/');
    const ids = { workspaceId: workspaceId!, projectId: projectId!, applicationId: forge!._id };
    await waitForActivityEnd(owner, (await owner.applications.pause(ids)).activityId!);
    const restarting = await anonymous().applications.extendWithToken(token);
    expect(extendApplicationText(restarting.state)).toBe('Your application is being restarted.');
    expect(await waitForActivityEnd(owner, restarting.activityId!)).toMatchObject({ action: 'UNPAUSE_APPLICATION' });
    expect((await owner.applications.getById(forge!._id)).replicas).toBeGreaterThan(0);
  }, 60_000);
});
