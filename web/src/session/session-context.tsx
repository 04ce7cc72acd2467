import { AuthenticationError, isTokenExpired, PushClient, pollingFallback } from '@skiff/sdk';
import { SESSION_CHECK_INTERVAL_MS } from '@skiff/sdk/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { navigate } from '../router/history.js';
import type { AppServices } from './services.js';
import type { Session } from './session-store.js';

export interface SessionContextValue extends AppServices {
  session: Session | undefined;
  /** The push channel while signed in. */
  push: PushClient | undefined;
  signIn(session: Session): void;
  logOut(): void;
  /** Every failed call goes here: an expired or refused session (401) logs out. */
  handleError(error: unknown): void;
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

/** Provides the services, the session, the push channel, and the spec's 5-second session check. */
export function SessionProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const { sessions, origin } = services;
  const session = useSyncExternalStore(
    (onChange) => sessions.subscribe(onChange),
    () => sessions.get(),
  );
  const signedIn = session !== undefined;
  const [push, setPush] = useState<PushClient>();

  const logOut = useCallback(() => {
    sessions.set(undefined);
    navigate('/login', { replace: true });
  }, [sessions]);

  useEffect(() => {
    if (!signedIn) return;
    const client = new PushClient({
      origin,
      token: () => sessions.get()?.idToken,
      webSocket: (url) => new WebSocket(url),
      // Without a push channel, lists, task panels and the bell are fed by polling (same messages, every 5 s).
      fallback: pollingFallback(services.client),
    }).connect();
    setPush(client);
    return () => {
      client.close();
      setPush(undefined);
    };
  }, [signedIn, origin, sessions, services.client]);

  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      const current = sessions.get();
      if (current && isTokenExpired(current.idToken)) logOut();
    };
    check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn, sessions, logOut]);

  const value = useMemo<SessionContextValue>(
    () => ({
      ...services,
      session,
      push,
      signIn: (next) => sessions.set(next),
      logOut,
      handleError: (error) => {
        if (error instanceof AuthenticationError) logOut();
      },
    }),
    [services, session, push, sessions, logOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session context; throws when used outside SessionProvider (a bug, not a user error). */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
