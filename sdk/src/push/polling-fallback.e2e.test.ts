import { DEMO_OWNER, startTestEmulator, type TestEmulator, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SkiffClient } from '../client.js';
import { PUSH_FALLBACK_POLL_INTERVAL_MS, PUSH_UNAVAILABLE_AFTER_MS } from '../domain/constants.js';
import { resolveApplicationRef } from '../flows/resolve-ref.js';
import { runApplicationAction } from '../flows/run-application-action.js';
import type { PushMessage } from './messages.js';
import { pollingFallback } from './polling-fallback.js';
import { PushClient, type PushState, type WebSocketLike } from './push-client.js';

/** A push client as the front ends make one: the `ws` socket and the polling fallback. */
function connect(emulator: TestEmulator, client: SkiffClient, token: string) {
  const states: { state: PushState; at: number }[] = [];
  const messages: { message: PushMessage; at: number }[] = [];
  const push = new PushClient({
    origin: emulator.origin,
    token,
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    onState: (state) => states.push({ state, at: Date.now() }),
    fallback: pollingFallback(client),
  });
  push.subscribe((message) => messages.push({ message, at: Date.now() }));
  return { push: push.connect(), states, messages, startedAt: Date.now() };
}

describe.each([
  { push: true, name: 'with push' },
  { push: false, name: 'without push (--no-push)' },
])('PushClient $name', ({ push: withPush }) => {
  let emulator: TestEmulator;
  let owner: SkiffClient;
  beforeAll(async () => {
    emulator = await startTestEmulator({ taskSpeed: 100, push: withPush });
    owner = await emulator.clientFor(DEMO_OWNER);
  });
  afterAll(() => emulator?.close());

  it('Given a deploy started elsewhere, When it ends, Then a subscriber hears its SUCCESS (by push, or by polling within the interval)', async () => {
    const live = connect(emulator, owner, await emulator.tokenFor(DEMO_OWNER));
    try {
      if (withPush) {
        await waitFor(() => live.push.state === 'open', 'the push channel to open');
      } else {
        // The typed state within 10 s, not an endless "connecting" (the polling started at once).
        await waitFor(
          () => live.push.state === 'unavailable',
          'the unavailable state',
          PUSH_UNAVAILABLE_AFTER_MS + 2_000,
        );
        const unavailableAt = live.states.find((s) => s.state === 'unavailable')!.at;
        expect(unavailableAt - live.startedAt).toBeLessThanOrEqual(PUSH_UNAVAILABLE_AFTER_MS + 500);
        expect(live.states.map((s) => s.state)).not.toContain('open');
      }
      const elsewhere = await emulator.clientFor(DEMO_OWNER);
      const ids = await resolveApplicationRef(elsewhere, 'Acme Production/marketing-site/feature-login');
      const outcome = await runApplicationAction(elsewhere, ids, 'deploy', { timeoutMs: 30_000, pollIntervalMs: 50 });
      const endedAt = Date.now();
      expect(outcome.status).toBe('SUCCESS');
      const heard = await waitFor(
        () =>
          live.messages.find(
            ({ message }) =>
              message.kind === 'activity' &&
              message.actionId === outcome.activityId &&
              message.status === 'SUCCESS' &&
              message.application === ids.applicationId,
          ),
        'the SUCCESS message',
        PUSH_FALLBACK_POLL_INTERVAL_MS + 5_000,
      );
      expect((heard?.at ?? Number.POSITIVE_INFINITY) - endedAt).toBeLessThanOrEqual(
        PUSH_FALLBACK_POLL_INTERVAL_MS + 1_000,
      );
      expect(live.push.state).toBe(withPush ? 'open' : 'unavailable');
    } finally {
      live.push.close();
    }
    expect(live.push.state).toBe('closed');
  });
});
