import { DEMO_OWNER, useTestEmulator, waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SkiffClient } from '../client.js';
import type { PushMessage } from '../push/messages.js';
import { PushClient, type PushState, type WebSocketLike } from '../push/push-client.js';
import { type PushReaction, subscribePushReactions } from './push-reactions.js';
import { resolveApplicationRef } from './resolve-ref.js';
import { runApplicationAction } from './run-application-action.js';

let owner: SkiffClient;
// A fresh emulator after a failed try: its retry would meet the application the first try left unpaused.
const emulatorOf = useTestEmulator({ taskSpeed: 200 }, async (emulator) => {
  owner = await emulator.clientFor(DEMO_OWNER);
});

describe('subscribePushReactions against a real emulator', () => {
  it('Given a subscription, When a task runs, Then its messages come as typed reactions, and none after unsubscribing', async () => {
    const emulator = emulatorOf.current;
    const states: PushState[] = [];
    const push = new PushClient({
      origin: emulator.origin,
      token: await emulator.tokenFor(DEMO_OWNER),
      webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      onState: (state) => states.push(state),
    }).connect();
    const seen: { reaction: PushReaction; message: PushMessage }[] = [];
    const unsubscribe = subscribePushReactions(push, (reaction, message) => seen.push({ reaction, message }));
    try {
      await waitFor(() => states.includes('open'), 'the push connection to open');
      const ids = await resolveApplicationRef(owner, 'Acme Production/storefront/staging');
      const outcome = await runApplicationAction(owner, ids, 'unpause', { timeoutMs: 30_000, pollIntervalMs: 50 });
      await waitFor(
        () =>
          seen.some(
            ({ reaction }) =>
              reaction.kind === 'activity-changed' &&
              reaction.actionId === outcome.activityId &&
              reaction.status === 'SUCCESS',
          ),
        'the SUCCESS reaction',
      );
      await waitFor(
        () =>
          seen.some(
            ({ reaction, message }) => message.kind === 'notification' && reaction.kind === 'reload-notifications',
          ),
        'the notification reaction',
      );
      // Other tasks may push first (the protocol promises no order between tasks): check this task's own reaction.
      const own = seen.find(
        ({ reaction }) => reaction.kind === 'activity-changed' && reaction.actionId === outcome.activityId,
      );
      expect(own?.reaction).toMatchObject({ actionName: 'UNPAUSE_APPLICATION' });
      unsubscribe();
      const count = seen.length;
      await runApplicationAction(owner, ids, 'pause', { timeoutMs: 30_000, pollIntervalMs: 50 });
      expect(seen).toHaveLength(count);
    } finally {
      push.close();
    }
  });
});
