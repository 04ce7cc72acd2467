import { apiFailureOf, DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { DECOUPLED_MESSAGES } from '../domain/drupal-forge.js';
import { decoupledApplicationSchema } from '../schemas/decoupled-io.js';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';
const SPACE = 777;
const HOUR = 3_600_000;

let emulator: TestEmulator;
let owner: SkiffClient;
let dev: SkiffClient;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  [owner, dev] = await Promise.all([emulator.clientFor(DEMO_OWNER), emulator.clientFor(DEMO_DEV)]);
});
afterAll(() => emulator?.close());

describe('Decoupled.io against a real emulator', () => {
  let devAppId: string;

  it('Given the demo space 777, When the owner lists it, Then dev, test and live environments parse', async () => {
    const page = await owner.decoupledIo.list(SPACE, { email: DEMO_OWNER });
    expect(page.total).toBe(3);
    const apps = page.items.map((a) => decoupledApplicationSchema.parse(a));
    expect(apps.map((a) => a.strategy)).toEqual(['dev', 'test', 'live']);
    expect(apps.every((a) => a.isActive && a.spaceId === SPACE && a.status === 'DEPLOY_APPLICATION_SUCCESS')).toBe(
      true,
    );
    expect((await owner.decoupledIo.list(SPACE, { email: DEMO_OWNER, pageSize: 2, pageIndex: 2 })).items).toHaveLength(
      1,
    );
    expect(await apiFailureOf(dev.decoupledIo.list(SPACE, { email: DEMO_OWNER }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
  });

  it('Given a space, When dev launches a template, Then a running dev environment of dev’s own; a second one is refused', async () => {
    expect(await apiFailureOf(dev.decoupledIo.launch(5, { templateId: 't', strategy: 'prod' as never }))).toEqual({
      status: 400,
      message: ['strategy must be one of the following values: dev, test, live'],
    });
    expect((await apiFailureOf(dev.decoupledIo.launch(5, {} as never))).message).toEqual([
      'templateId should not be empty',
      'templateId must be a string',
    ]);
    const app = await dev.decoupledIo.launch(5, { templateId: 'next-starter' });
    expect(app).toMatchObject({
      email: DEMO_DEV,
      spaceId: 5,
      strategy: 'dev',
      isActive: true,
      capacity: '0.5CPU, 1GB RAM',
    });
    expect(Number(app.expiredTime)).toBeGreaterThan(Date.now());
    devAppId = app.applicationId;
    expect((await apiFailureOf(dev.decoupledIo.launch(5, { templateId: 'next-starter' }))).status).toBe(400);
    expect((await dev.decoupledIo.get({ spaceId: 5, applicationId: devAppId }, DEMO_DEV)).applicationId).toBe(devAppId);
  });

  it('Given another user’s application, When read in its space, Then it is not found', async () => {
    const ids = { spaceId: 5, applicationId: devAppId };
    expect(await apiFailureOf(owner.decoupledIo.get(ids, DEMO_OWNER))).toEqual({
      status: 404,
      message: DECOUPLED_MESSAGES.notFound,
    });
    expect((await apiFailureOf(owner.decoupledIo.get({ spaceId: 6, applicationId: devAppId }, DEMO_DEV))).status).toBe(
      404,
    );
  });

  it('Given a running dev environment, When cloned, Then a test environment runs; a paused one cannot be cloned', async () => {
    const ids = { spaceId: 5, applicationId: devAppId };
    const clone = await dev.decoupledIo.clone(ids, { email: DEMO_DEV });
    expect(clone).toMatchObject({ strategy: 'test', isActive: true });
    expect(clone.applicationId).not.toBe(devAppId);
    expect((await dev.decoupledIo.pause(ids, DEMO_DEV)).status).toBe('success');
    expect(await apiFailureOf(dev.decoupledIo.pause(ids, DEMO_DEV))).toEqual({
      status: 400,
      message: DECOUPLED_MESSAGES.notReadyToPause,
    });
    expect(await apiFailureOf(dev.decoupledIo.clone(ids, { email: DEMO_DEV, strategy: 'live' }))).toEqual({
      status: 400,
      message: DECOUPLED_MESSAGES.notReadyToClone,
    });
    const resumed = await dev.decoupledIo.unpause(ids, DEMO_DEV);
    expect(resumed.isActive).toBe(true);
    expect(await apiFailureOf(dev.decoupledIo.unpause(ids, DEMO_DEV))).toEqual({
      status: 400,
      message: DECOUPLED_MESSAGES.cannotUnpause,
    });
  });

  it('Given an application, When extended by hours, Then the expiry moves by that much; bad hours are 400', async () => {
    const ids = { spaceId: 5, applicationId: devAppId };
    const before = Number((await dev.decoupledIo.get(ids, DEMO_DEV)).expiredTime);
    const after = await dev.decoupledIo.extendTime(ids, { email: DEMO_DEV, extendedHours: 3 });
    expect(Number(after.expiredTime) - before).toBe(3 * HOUR);
    expect(await apiFailureOf(dev.decoupledIo.extendTime(ids, { email: DEMO_DEV, extendedHours: 0 }))).toEqual({
      status: 400,
      message: ['extendedHours must be an integer from 1 to 168'],
    });
  });

  it('Given an application, When deactivated, Then it shows undeployed and cannot be deactivated, extended or unpaused again', async () => {
    const ids = { spaceId: 5, applicationId: devAppId };
    expect(await apiFailureOf(owner.decoupledIo.deactivate(ids))).toEqual({
      status: 404,
      message: DECOUPLED_MESSAGES.notFound,
    });
    expect((await dev.decoupledIo.deactivate(ids, DEMO_DEV)).status).toBe('success');
    expect(await dev.decoupledIo.get(ids, DEMO_DEV)).toMatchObject({
      status: 'UNDEPLOY_APPLICATION_SUCCESS',
      isActive: false,
    });
    expect(await apiFailureOf(dev.decoupledIo.deactivate(ids))).toEqual({
      status: 400,
      message: DECOUPLED_MESSAGES.alreadyDeactivated,
    });
    expect((await apiFailureOf(dev.decoupledIo.extendTime(ids, { email: DEMO_DEV, extendedHours: 1 }))).message).toBe(
      DECOUPLED_MESSAGES.notReadyToExtend,
    );
    expect((await apiFailureOf(dev.decoupledIo.unpause(ids, DEMO_DEV))).message).toBe(DECOUPLED_MESSAGES.cannotUnpause);
    // The environment is free again for a new launch.
    expect((await dev.decoupledIo.launch(5, { templateId: 'next-starter' })).strategy).toBe('dev');
  });
});
