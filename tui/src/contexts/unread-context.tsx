import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { usePushMessages } from '../hooks/use-push-messages.js';
import { useNotice } from './notice-context.js';
import { useServices } from './services-context.js';

interface UnreadApi {
  /** The unread notification count; undefined until known. */
  count?: number;
  /** Fetches the count again (after the drawer marked all seen or cleared them). */
  refresh(): void;
}

const UnreadContext = createContext<UnreadApi | undefined>(undefined);

/**
 * The bell's unread count: fetched at start, again on every push message (a notification, an activity, a resync
 * after reconnecting: push is a hint, the count comes from REST) and whenever a screen asks.
 */
export function UnreadProvider({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const { showError } = useNotice();
  const [count, setCount] = useState<number>();
  const refresh = useCallback(() => {
    client.notifications.unreadCount().then(setCount, showError);
  }, [client, showError]);
  useEffect(refresh, [refresh]);
  usePushMessages(refresh);
  const value = useMemo(() => ({ count, refresh }), [count, refresh]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}

/** The bell's count and a way to refresh it. */
export function useUnread(): UnreadApi {
  const api = useContext(UnreadContext);
  if (!api) throw new Error('useUnread must be used inside <App>.');
  return api;
}
