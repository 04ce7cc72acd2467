/**
 * Fault scenario 2, the TUI's half: the push websocket is cut again and again (each time it is back) during a
 * deploy. Pass: the TUI still shows the task's final state, within twice the task's duration, and the header is
 * live again afterwards. The branch list has no polling of its own: it only learns the end from push (or the
 * resync after a reconnection), so it is the hard case.
 */
import type { PushClient, SkiffClient } from '@skiff/sdk';
import { displayedApplicationState } from '@skiff/sdk/domain';
import { cutPushWhileRunning, DEMO_OWNER, setFaultPlan, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPushStateStore } from '../services/push-state.js';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { openPush, type RenderedApp, renderApp } from '../test/render-app.js';

const CUTS = 20;
let emulator: TestEmulator;
let client: SkiffClient;
let app: RenderedApp | undefined;
let push: PushClient | undefined;

beforeAll(async () => {
  // 108 lines at 100 ms: a deploy lasts about 11 s, time for many cuts.
  emulator = await startTestEmulator({ taskSpeed: 2, allowFaultHeaders: true });
  client = await emulator.clientFor(DEMO_OWNER);
});

afterEach(async () => {
  app?.unmount();
  app = undefined;
  push?.close();
  push = undefined;
  await setFaultPlan(emulator.origin, {});
});

afterAll(async () => {
  await emulator?.close();
});

/** A push channel whose state feeds the header, counting how often it opened. */
async function countedPush() {
  const state = createPushStateStore();
  let opens = 0;
  push = await openPush(emulator.origin, await emulator.tokenFor(DEMO_OWNER), (s) => {
    state.set(s);
    if (s === 'open') opens++;
  });
  return { push, state, opens: () => opens };
}

/** How long the activity ran, by the server's own timestamps. */
async function taskDurationMs(activityId: string): Promise<number> {
  const activity = await client.activities.get(activityId);
  return Date.parse(String(activity.updatedAt)) - Date.parse(String(activity.createdAt));
}

describe('push channel loss during a deploy (fault scenario 2)', () => {
  it('Given the overview, When d deploys while the push channel is cut 20 times, Then it shows Running and 108/108 in time, and live again', async () => {
    const path = await demoApplication(client, 'Acme Production', 'storefront', 'feature-login');
    const channel = await countedPush();
    app = renderApp({ client, push: channel.push, pushState: channel.state, initialRoutes: routesTo(path) });
    await app.waitForText('Not Deployed');
    const started = Date.now();
    await app.press('d');
    let shown = false;
    const final = app
      .waitForText((f) => f.includes('Running') && f.includes('108/108'), 'Running at the end', 60_000)
      .then(() => {
        shown = true;
        return Date.now() - started;
      });
    const cuts = await cutPushWhileRunning(emulator.origin, CUTS, channel.opens, () => shown);
    const shownAfterMs = await final;
    const activityId = (await client.applications.get(path.ids)).lastActivity?._id ?? '';
    const truth = await client.activities.get(activityId);
    expect(truth.status).toBe('SUCCESS');
    expect(app.frame()).toContain('SUCCESS');
    expect(cuts).toBeGreaterThanOrEqual(5);
    expect(shownAfterMs).toBeLessThanOrEqual(2 * (await taskDurationMs(activityId)));
    await app.waitForText((f) => f.split('\n')[0]?.includes('live') ?? false, 'the header live again');
  }, 90_000);

  it('Given the branch list, When a deploy started elsewhere fails while the push channel is cut, Then the row shows Error in time', async () => {
    const path = await demoApplication(client, 'Acme Production', 'marketing-site', 'feature-login');
    const channel = await countedPush();
    app = renderApp({
      client,
      push: channel.push,
      pushState: channel.state,
      initialRoutes: routesTo(path).slice(0, 3),
    });
    const row = (frame: string) => frame.split('\n').find((line) => line.includes('feature-login')) ?? '';
    await app.waitForText((f) => row(f).includes('Not Deployed'), 'feature-login not deployed');
    await setFaultPlan(emulator.origin, { taskError: true });
    const started = Date.now();
    const { activityId } = await client.applications.run('deploy', path.ids);
    let shown = false;
    const final = app
      .waitForText((f) => row(f).includes('Error') && row(f).includes('ERROR'), 'the row to show Error', 60_000)
      .then(() => {
        shown = true;
        return Date.now() - started;
      });
    const cuts = await cutPushWhileRunning(emulator.origin, CUTS, channel.opens, () => shown);
    const shownAfterMs = await final;
    const truth = await client.applications.get(path.ids);
    expect(truth.lastActivity?.status).toBe('ERROR');
    expect(displayedApplicationState(truth).label).toBe('Error');
    expect(cuts).toBeGreaterThanOrEqual(5);
    expect(shownAfterMs).toBeLessThanOrEqual(2 * (await taskDurationMs(activityId ?? '')));
  }, 90_000);
});
