/**
 * Push is optional: against an origin without a push channel (the emulator's --no-push) the TUI says so in its
 * header within 10 s and its live views (the branch list, the bell) are fed by the SDK's polling fallback, so a
 * deploy started elsewhere shows its end within the polling interval. The same test runs with push, where both
 * must converge to the same screen.
 */
import { PushClient, pollingFallback, type SkiffClient, type WebSocketLike } from '@skiff/sdk';
import { PUSH_FALLBACK_POLL_INTERVAL_MS, PUSH_UNAVAILABLE_AFTER_MS } from '@skiff/sdk/domain';
import { DEMO_OWNER, startTestEmulator, type TestEmulator, waitForActivityEnd } from '@skiff/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createPushStateStore } from '../services/push-state.js';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { type RenderedApp, renderApp } from '../test/render-app.js';

describe.each([
  { push: true, name: 'with push', label: 'live' },
  { push: false, name: 'without push (--no-push)', label: `polling ${PUSH_FALLBACK_POLL_INTERVAL_MS / 1000}s` },
])('TUI live views $name', ({ push: withPush, label }) => {
  let emulator: TestEmulator;
  let client: SkiffClient;
  let push: PushClient | undefined;
  let app: RenderedApp | undefined;
  beforeAll(async () => {
    emulator = await startTestEmulator({ taskSpeed: 100, push: withPush });
    client = await emulator.clientFor(DEMO_OWNER);
  });
  afterEach(() => {
    app?.unmount();
    push?.close();
  });
  afterAll(() => emulator?.close());

  it('Given the branch list, When a deploy started elsewhere ends, Then the row shows Running and the bell counts its notification within the polling interval', async () => {
    const path = await demoApplication(client, 'Acme Production', 'marketing-site', 'feature-login');
    const pushState = createPushStateStore();
    push = new PushClient({
      origin: emulator.origin,
      token: await emulator.tokenFor(DEMO_OWNER),
      webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      onState: pushState.set,
      fallback: pollingFallback(client),
    }).connect();
    app = renderApp({ client, push, pushState, initialRoutes: routesTo(path).slice(0, 3) });
    const header = (frame: string) => frame.split('\n')[0] ?? '';
    const row = (frame: string) => frame.split('\n').find((line) => line.includes('feature-login')) ?? '';
    await app.waitForText((f) => row(f).includes('Not Deployed'), 'feature-login not deployed');
    await app.waitForText(
      (f) => header(f).includes(label),
      `the header to say ${label}`,
      PUSH_UNAVAILABLE_AFTER_MS + 2_000,
    );
    // Past the fallback's first poll, so the deploy below is news to it, not part of its first reload.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const unreadBefore = await client.notifications.unreadCount();

    const elsewhere = await emulator.clientFor(DEMO_OWNER);
    const { activityId } = await elsewhere.applications.run('deploy', path.ids);
    await waitForActivityEnd(elsewhere, activityId ?? '');
    const endedAt = Date.now();
    const within = PUSH_FALLBACK_POLL_INTERVAL_MS + 1_500;
    await app.waitForText((f) => row(f).includes('Running'), 'the row to show Running', within);
    await app.waitForText((f) => header(f).endsWith(String(unreadBefore + 1)), 'the bell to count it', within);
    expect(Date.now() - endedAt).toBeLessThanOrEqual(within);
    expect(header(app.frame())).toContain(label);
  }, 60_000);

  it('Given Home filtered, When a workspace is created elsewhere, Then it is listed within the polling interval', async () => {
    push = new PushClient({
      origin: emulator.origin,
      token: await emulator.tokenFor(DEMO_OWNER),
      webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      fallback: pollingFallback(client),
    }).connect();
    app = renderApp({ client, push, initialRoutes: [{ name: 'workspaces' }] });
    const name = `Made elsewhere ${withPush ? 'pushed' : 'polled'}`;
    await app.waitForText('Acme Production');
    await app.press('/', ...'Made elsewhere');
    await app.waitForText('Nothing matches the filter.');
    // Past the fallback's first poll, so the creation below is news to it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const elsewhere = await emulator.clientFor(DEMO_OWNER);
    const acme = (await elsewhere.workspaces.list({ search: 'Acme Production' })).items[0]!;
    await elsewhere.workspaces.create({ name, environmentId: acme.environment?._id ?? '' });
    const createdAt = Date.now();
    const within = PUSH_FALLBACK_POLL_INTERVAL_MS + 1_500;
    await app.waitForText(name, 'the new workspace', within);
    expect(Date.now() - createdAt).toBeLessThanOrEqual(within);
  }, 60_000);
});
