import type { PushMessage } from './messages.js';
import type { PushClient } from './push-client.js';

/**
 * A `wake` for `followActivityLog` and `runApplicationAction`: resolves on the next push message that `accept`s
 * (and on a resync), or when the follower aborts it. Without a push client it never resolves early, so the
 * follower's poll interval applies.
 */
export function wakeOnPush(push: PushClient | undefined, accept: (message: PushMessage) => boolean) {
  return (signal: AbortSignal): Promise<void> =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      if (!push) {
        signal.addEventListener('abort', () => resolve(), { once: true });
        return;
      }
      const unsubscribe = push.subscribe(
        () => done(),
        (m) => m.kind === 'resync' || accept(m),
      );
      function done() {
        unsubscribe();
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
}

/** Accepts push messages about one activity. */
export function isAboutActivity(activityId: string) {
  return (message: PushMessage): boolean => message.kind === 'activity' && message.actionId === activityId;
}
