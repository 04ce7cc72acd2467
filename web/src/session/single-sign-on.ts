import {
  type AuthTokens,
  buildAuthorizeUrl,
  createPkcePair,
  createState,
  discoverLoginSettings,
  exchangeAuthorizationCode,
  fetchHttpClient,
  SkiffClient,
} from '@skiff/sdk';
import { SSO_ACCESS_POLL_INTERVAL_MS } from '@skiff/sdk/domain';

/** Where the hosted login page sends the browser back with `?code=&state=` (ours; the spec names no route). */
export const SSO_CALLBACK_PATH = '/sso-callback';
/** Our wording: the origin advertises no hosted login page. */
export const SSO_UNAVAILABLE_MESSAGE = 'Single sign-on is not available on this platform.';
/** Our wording: a return without a code, or one this tab did not start (state mismatch). */
export const SSO_RETURN_INVALID_MESSAGE = 'The sign-on did not complete. Please log in again.';

/** What this tab keeps between leaving for the hosted page and coming back (sessionStorage; the verifier is no token). */
const PENDING_KEY = 'skiff.sso';
interface PendingSignOn {
  verifier: string;
  state: string;
  loginDomain: string;
  clientId: string;
}

/**
 * The hosted login page's address for the authorization code grant with PKCE (the SDK's `buildAuthorizeUrl`); the
 * verifier and state wait in this tab's sessionStorage for the return to `SSO_CALLBACK_PATH`.
 */
export async function singleSignOnUrl(origin: string): Promise<string> {
  const { loginDomain, clientId } = await discoverLoginSettings(origin, fetchHttpClient());
  if (!loginDomain) throw new Error(SSO_UNAVAILABLE_MESSAGE);
  const [pkce, state] = [await createPkcePair(), createState()];
  const pending: PendingSignOn = { verifier: pkce.verifier, state, loginDomain, clientId };
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return buildAuthorizeUrl({
    loginDomain,
    clientId,
    redirectUri: `${origin}${SSO_CALLBACK_PATH}`,
    state,
    challenge: pkce.challenge,
  });
}

/** The exchange under way, so a second mount of the page (React's development double effects) shares it. */
let finishing: { code: string; tokens: Promise<AuthTokens> } | undefined;

/** The tokens of a return to `SSO_CALLBACK_PATH`: the state must be this tab's; the pending sign-on is used once. */
export function finishSingleSignOn(origin: string, query: URLSearchParams): Promise<AuthTokens> {
  const code = query.get('code') ?? '';
  if (finishing?.code !== code) finishing = { code, tokens: exchange(origin, query) };
  return finishing.tokens;
}

async function exchange(origin: string, query: URLSearchParams): Promise<AuthTokens> {
  const raw = window.sessionStorage.getItem(PENDING_KEY);
  window.sessionStorage.removeItem(PENDING_KEY);
  const pending = raw ? (JSON.parse(raw) as PendingSignOn) : undefined;
  const code = query.get('code');
  if (!pending || !code || query.get('state') !== pending.state) throw new Error(SSO_RETURN_INVALID_MESSAGE);
  return exchangeAuthorizationCode({
    loginDomain: pending.loginDomain,
    clientId: pending.clientId,
    code,
    redirectUri: `${origin}${SSO_CALLBACK_PATH}`,
    verifier: pending.verifier,
    http: fetchHttpClient(),
  });
}

/** How long user access is polled before giving up (our choice; the spec gives only the 500 ms interval). */
const SSO_ACCESS_POLL_LIMIT = 40;

/**
 * After a single sign-on (spec 000 section 8): polls user access every 500 ms until the platform knows the user,
 * then `onAccess` gets the profile's e-mail; `onFailure` gets the last error after 40 tries. Returns a stop.
 */
export function pollUserAccess(
  origin: string,
  idToken: string,
  onAccess: (email: string) => void,
  onFailure: (error: unknown) => void,
): () => void {
  const client = new SkiffClient({ origin, token: idToken });
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const poll = () => {
    tries++;
    client.users.profile().then(
      (profile) => {
        if (!stopped) onAccess(profile.email ?? '');
      },
      (error: unknown) => {
        if (stopped) return;
        if (tries < SSO_ACCESS_POLL_LIMIT) timer = setTimeout(poll, SSO_ACCESS_POLL_INTERVAL_MS);
        else onFailure(error);
      },
    );
  };
  poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
