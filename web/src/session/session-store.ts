import { decodeJwtClaims } from '@skiff/sdk';

/** What the browser keeps of a signed-in user. The refresh token is deliberately not kept (see web/README.md). */
export interface Session {
  idToken: string;
  accessToken: string;
  email: string;
}

/** sessionStorage key: one tab's session, gone when the tab closes. Never localStorage. */
export const SESSION_STORAGE_KEY = 'skiff.session';

/**
 * localStorage key of the originating-host marker (spec 000 section 7): the one thing a log-out keeps there. The app
 * itself writes nothing else to localStorage; clearing the rest removes what other code on this origin left.
 */
export const ORIGINATING_HOST_KEY = 'skiff.originatingHost';

type Listener = (session: Session | undefined) => void;

/**
 * The session in memory, mirrored to sessionStorage so a reload of the same tab stays signed in. Created once by
 * main.tsx (no module-level state), read by the SDK client's token function and by React through `subscribe`.
 */
export class SessionStore {
  private current: Session | undefined;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly storage: Storage | undefined,
    private readonly local?: Storage,
  ) {
    this.current = readStored(storage);
  }

  get(): Session | undefined {
    return this.current;
  }

  set(session: Session | undefined): void {
    this.current = session;
    try {
      if (session) this.storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else {
        this.storage?.removeItem(SESSION_STORAGE_KEY);
        if (this.local) clearExcept(this.local, ORIGINATING_HOST_KEY);
      }
    } catch {
      // storage may be full or disabled (private mode): the session still lives in memory
    }
    for (const listener of this.listeners) listener(session);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** A session from tokens; the email comes from the id token's claims, else from what the user typed. */
export function sessionFromTokens(tokens: { idToken: string; accessToken: string }, typedEmail: string): Session {
  const email = decodeJwtClaims(tokens.idToken)?.email;
  return { idToken: tokens.idToken, accessToken: tokens.accessToken, email: email ?? typedEmail.trim().toLowerCase() };
}

function clearExcept(storage: Storage, kept: string): void {
  const value = storage.getItem(kept);
  storage.clear();
  if (value !== null) storage.setItem(kept, value);
}

function readStored(storage: Storage | undefined): Session | undefined {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.idToken !== 'string' || typeof value.accessToken !== 'string') return undefined;
    return { idToken: value.idToken, accessToken: value.accessToken, email: String(value.email ?? '') };
  } catch {
    return undefined;
  }
}
