import { isTokenExpired } from '@skiff/sdk';
import { SESSION_CHECK_INTERVAL_MS } from '@skiff/sdk/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../contexts/services-context.js';

/**
 * Whether the session has expired, checked every 5 seconds (spec 000: SESSION_CHECK_INTERVAL_MS) as the web does:
 * the token the calls send is expired (by the wall clock), or the session could not renew it (the SDK's
 * SessionExpiredError). Other failures (the network) are not an expiry: the next check tries again.
 */
export function useSessionExpiry(): boolean {
  const { client } = useServices();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (expired) return;
    let stopped = false;
    const check = async () => {
      try {
        const token = await client.transport.currentToken();
        if (!stopped && token && isTokenExpired(token, Date.now())) setExpired(true);
      } catch (error) {
        if (!stopped && error instanceof Error && error.name === 'SessionExpiredError') setExpired(true);
      }
    };
    void check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, expired]);
  return expired;
}
