import { useCallback, useEffect, useState } from 'react';
import { useNotice } from '../contexts/notice-context.js';
import { useServices } from '../contexts/services-context.js';
import { usePushMessages } from './use-push-messages.js';

/**
 * The unread notification count for the bell: fetched at start, and again on every notification or activity push
 * message and after a reconnect (push is a hint; the count comes from REST). Undefined until known.
 */
export function useUnreadCount(): number | undefined {
  const { client } = useServices();
  const { showError } = useNotice();
  const [count, setCount] = useState<number>();
  const refresh = useCallback(() => {
    client.notifications.unreadCount().then(setCount, showError);
  }, [client, showError]);
  useEffect(refresh, [refresh]);
  usePushMessages(refresh);
  return count;
}
