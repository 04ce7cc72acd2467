import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Loose, signIn, startTestEmulator, type TestEmulator } from '../test-support.js';

/**
 * Test starts (`settleStartupDeploys`, testkit's default): the demo world's start-up deploy has ended before the
 * first request, leaving what a live run leaves, so nothing a test counts (notifications, activities, counters)
 * moves under it.
 */
describe('the start-up deploy of a test start', () => {
  let emu: TestEmulator;
  let owner: string;
  beforeAll(async () => {
    emu = await startTestEmulator({ taskSpeed: 1 });
    owner = await signIn(emu.origin, 'owner@demo.skiff.dev');
  });
  afterAll(() => emu?.dispose());

  it('Given a test start at the slowest task speed, Then storefront develop is already deployed with its whole log and its notification', async () => {
    const acme = (await api(emu.origin, owner, '/workspaces?search=Acme%20Production')).body.data[0] as Loose;
    const storefront = (await api(emu.origin, owner, `/workspaces/${acme._id}/projects`)).body.data.find(
      (p: Loose) => p.name === 'storefront',
    );
    const apps = (await api(emu.origin, owner, `/workspaces/${acme._id}/projects/${storefront._id}/applications`)).body
      .data as Loose[];
    const develop = apps.find((a) => a.name === 'develop');
    expect(develop).toMatchObject({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 1 });
    expect(develop.lastActivity).toMatchObject({ action: 'DEPLOY_APPLICATION', status: 'SUCCESS' });
    const log = (await api(emu.origin, owner, `/activities/${develop.lastActivity._id}/logs?pageSize=500`)).body;
    expect(log.task.status).toBe('SUCCESS');
    expect(log.data).toHaveLength(108);
    expect(log.data.at(-1).message).toContain('develop');
    const running = apps.filter((a) => ['PENDING', 'IN_PROGRESS'].includes(a.lastActivity?.status));
    expect(running).toEqual([]);
    const notifications = (await api(emu.origin, owner, '/notifications')).body.data as Loose[];
    expect(notifications.map((n) => n.title)).toContain('Deploy application succeeded');
  });
});
