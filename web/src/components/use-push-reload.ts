import type { PushMessage } from '@skiff/sdk';
import { useEffect } from 'react';
import { useSession } from '../session/session-context.js';

/**
 * Calls `reload` when a push activity message concerns what the page shows (per `concerns`), and after a push
 * reconnect, when messages may have been missed. Push is a hint; the reload asks REST for the truth.
 */
export function usePushReload(reload: () => void, concerns: (message: PushMessage & { kind: 'activity' }) => boolean) {
  const { push } = useSession();
  useEffect(
    () =>
      push?.subscribe(
        reload,
        (message) => message.kind === 'resync' || (message.kind === 'activity' && concerns(message)),
      ),
    [push, reload, concerns],
  );
}
