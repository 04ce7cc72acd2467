import { type PushMessage, statusChanges } from '@skiff/sdk';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/session-context.js';

/** Several changes in this window cost one reload. */
const COALESCE_MS = 300;

/**
 * Keeps a list page live: reloads it when a task it may show changes status (per `concerns`), after a push
 * reconnect, and, without a push channel, on the SDK's polling fallback's news (the same messages, every 5 s).
 * Changes close together cost one reload; progress-only messages cost none.
 */
export function useLiveList(reload: () => void, concerns: (message: PushMessage & { kind: 'activity' }) => boolean) {
  const { push } = useSession();
  const latest = useRef({ reload, concerns });
  latest.current = { reload, concerns };
  useEffect(() => {
    if (!push) return;
    const changed = statusChanges();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = push.subscribe(
      () => {
        clearTimeout(timer);
        timer = setTimeout(() => latest.current.reload(), COALESCE_MS);
      },
      (message) =>
        (message.kind === 'resync' || (message.kind === 'activity' && latest.current.concerns(message))) &&
        changed(message),
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [push]);
}
