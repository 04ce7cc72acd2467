import {
  DEMO_ADMIN,
  DEMO_DEV,
  DEMO_OWNER,
  startTestEmulator,
  type TestEmulator,
  waitForActivityEnd,
} from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { resolveApplicationRef } from '../flows/resolve-ref.js';
import { activitySchema } from '../schemas/activity.js';
import { applicationSchema } from '../schemas/application.js';
import { httpLogSchema, toolTokenSchema } from '../schemas/application-extras.js';
import { PermissionDeniedError, ValidationError } from '../transport/errors.js';
import type { ApplicationIds } from './applications.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let admin: SkiffClient;
let dev: SkiffClient;
let main: ApplicationIds;

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  owner = await emulator.clientFor(DEMO_OWNER);
  admin = await emulator.clientFor(DEMO_ADMIN);
  dev = await emulator.clientFor(DEMO_DEV);
  main = await resolveApplicationRef(owner, 'Acme Production/storefront/main');
}, 30_000);
afterAll(() => emulator?.close());

describe('application settings and tools against a real emulator', () => {
  it('Given max capacity below min, When updated by an admin, Then 400 with the spec message; a developer gets 403', async () => {
    const bad = await admin.applications
      .update(main, { capacity: 'small_1', capacityLimit: 'micro', storage: 1 })
      .catch((e) => e);
    expect(bad).toBeInstanceOf(ValidationError);
    expect(bad.fields).toContain('Max capacity must be greater than min capacity!');
    expect(bad.fields).toContain('storage must be one of 5, 10, 20, 50, 100');
    const denied = await dev.applications.update(main, { appRoot: '/srv' }).catch((e) => e);
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect(denied.message).toBe(FORBIDDEN);
    const auth = await admin.applications
      .update(main, { isEnableBasicAuth: true, authUsername: 'a b' })
      .catch((e) => e);
    expect(auth.fields).toEqual(['Username is invalid', 'authPassword should not be empty']);
  });

  it('Given the deploy wizard fields, When a branch is deployed with basic auth, Then they are kept, the password never shown; turned on without a user is refused', async () => {
    const branch = await resolveApplicationRef(owner, 'Acme Production/storefront/feature-login');
    const refused = await admin.applications.deploy(branch, { isEnableBasicAuth: true }).catch((e) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.fields).toEqual(['authUsername should not be empty', 'authPassword should not be empty']);
    const started = await admin.applications.deploy(branch, {
      isEnableBasicAuth: true,
      authUsername: 'reviewer',
      authPassword: 'not-shown-1',
      appRoot: '/srv/app',
      filePermissionLevel: 'stricterPermission',
    });
    await waitForActivityEnd(admin, started.activityId!);
    const app = await admin.applications.get(branch);
    expect(app).toMatchObject({ isEnableBasicAuth: true, authUsername: 'reviewer', appRoot: '/srv/app' });
    expect(app.filePermissionLevel).toBe('stricterPermission');
    expect(JSON.stringify(app)).not.toContain('not-shown-1');
  }, 60_000);

  it('Given a running app, When configuration is updated, Then it upgrades and keeps the new values', async () => {
    const result = await admin.applications.update(main, {
      capacity: 'micro',
      capacityLimit: 'small_1',
      storage: 10,
      isEnablePMA: true,
      isEnableEditor: true,
    });
    expect(result.application?.status).toBe('UPGRADING');
    const activity = await waitForActivityEnd(admin, result.activityId!);
    expect(activity).toMatchObject({ action: 'UPGRADE_APPLICATION', status: 'SUCCESS' });
    const app = await admin.applications.get(main);
    expect(app).toMatchObject({ status: 'DEPLOY_APPLICATION_SUCCESS', storage: 10, capacityLimit: 'small_1' });
    const shrink = await admin.applications.update(main, { storage: 5 }).catch((e) => e);
    expect(shrink.fields).toEqual(['Storage cannot be smaller than the current storage.']);
  }, 60_000);

  it('Given PMA and editor enabled, When sessions are asked, Then tokens valid 4 hours; HTTP logs of the container', async () => {
    const pma = await dev.applications.tools.pmaSession(main);
    expect(toolTokenSchema.safeParse(pma).success).toBe(true);
    expect(Date.parse(pma.expiredAt!) - Date.parse(pma.createdAt!)).toBe(4 * 3600_000);
    const vscode = await dev.applications.tools.vscodeSession(main);
    expect(vscode._id).not.toBe(pma._id);
    const app = await dev.applications.get(main);
    expect(app.podDetails?.length).toBeGreaterThan(0);
    const container = String(app.podDetails![0]!.containerName);
    const logs = await dev.applications.tools.httpLogs(main, container, { pageSize: 5 });
    expect(httpLogSchema.safeParse(logs).success).toBe(true);
    expect(logs.data).toHaveLength(5);
    const missing = await dev.applications.tools.httpLogs(main, 'nope').catch((e) => e);
    expect(missing.status).toBe(404);
  });

  it('Given a pod, When deleted, Then the pod list has a new name in its place; an unknown pod is 404', async () => {
    const before = await owner.applications.get(main);
    const podName = String(before.podDetails![0]!.podName);
    const answer = await owner.applications.deletePod(main, podName);
    expect(answer).toMatchObject({ podName, deleted: true });
    const after = await owner.applications.get(main);
    expect(after.podDetails!.map((p) => p.podName)).not.toContain(podName);
    expect((await owner.applications.deletePod(main, podName).catch((e) => e)).status).toBe(404);
  });

  it('Given force HTTPS, When started, Then a START_FORCING_HTTPS task ends and the app shows secureConnection', async () => {
    const result = await dev.applications.forceHttps(main, true);
    await waitForActivityEnd(dev, result.activityId!);
    expect((await dev.applications.get(main)).secureConnection).toBe(true);
  }, 60_000);

  it('Given the protected main, When deleted, Then "This application is protected."; state flags and the advanced form by role', async () => {
    const error = await owner.applications.delete(main).catch((e) => e);
    expect(error.message).toBe('This application is protected.');
    const running = await resolveApplicationRef(owner, 'Acme Production/storefront/hotfix-cart');
    const app = await admin.applications.setState(running, { enableAutoPause: true, enableDeletionProtection: false });
    expect(applicationSchema.safeParse(app).success).toBe(true);
    expect(app.enableAutoPause).toBe(true);
    expect(
      (await admin.applications.setAdvancedStatus(running, 'DEPLOY_APPLICATION_SUCCESS').catch((e) => e)).message,
    ).toBe(FORBIDDEN);
    const advanced = await owner.applications.setAdvancedStatus(running, 'UNDEPLOY_APPLICATION_SUCCESS');
    expect(advanced).toMatchObject({ status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 0 });
  });

  it('Given a never-deployed branch, When deleted, Then it is gone; a deployed one is refused', async () => {
    const feature = await resolveApplicationRef(owner, 'Acme Production/marketing-site/feature-login');
    const deployed = await resolveApplicationRef(owner, 'Acme Production/marketing-site/staging');
    const refused = await owner.applications.delete(deployed).catch((e) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    await owner.applications.delete(feature);
    expect((await owner.applications.get(feature).catch((e) => e)).status).toBe(404);
  });

  it('Given a hosted-demo app, When its expiry is extended, Then it moves later; an app without expiry is refused', async () => {
    const intranet = await resolveApplicationRef(owner, 'Drupal Forge Sandbox/intranet/main');
    const before = await owner.applications.get(intranet);
    const after = await owner.applications.extendExpiry(intranet);
    expect(Date.parse(after.expiredTime!)).toBeGreaterThan(Date.parse(before.expiredTime!));
    expect((await owner.applications.extendExpiry(main).catch((e) => e)).status).toBe(400);
  });

  it('Given a click and a template export, Then an activity is recorded and the template is returned; missing fields 400', async () => {
    const activity = await dev.applications.tools.recordActivity(main, 'OPEN_PMA');
    expect(activitySchema.safeParse(activity).success).toBe(true);
    expect(activity.action).toBe('OPEN_PMA');
    const template = await admin.applications.tools.exportTemplate(main, { name: 'Store', organization: 'Acme' });
    expect(template).toMatchObject({ name: 'Store', organization: 'Acme' });
    const missing = await admin.applications.tools.exportTemplate(main, { name: '', organization: '' }).catch((e) => e);
    expect(missing.fields).toEqual(['name should not be empty', 'organization should not be empty']);
  });
});
