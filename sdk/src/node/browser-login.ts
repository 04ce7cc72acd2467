import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { callbackUrlFor, DEFAULT_CALLBACK_PORT } from '../auth/callback-url.js';
import { discoverLoginSettings } from '../auth/discovery.js';
import { decodeJwtClaims } from '../auth/jwt.js';
import { type AuthTokens, exchangeAuthorizationCode } from '../auth/login-provider.js';
import { buildAuthorizeUrl, createPkcePair, createState } from '../auth/pkce.js';
import { SkiffError } from '../transport/errors.js';
import type { HttpClient } from '../transport/http.js';
import type { ProfileStore } from './profile-store.js';
import type { StoredProfile } from './profiles-file.js';
import { undiciHttpClient } from './undici-http.js';

/** Why a browser sign-in stopped. Never carries a code, a token or the state value. */
export type BrowserLoginFailure =
  | 'state_mismatch'
  | 'code_replayed'
  | 'denied'
  | 'timeout'
  | 'no_login_domain'
  | 'port_in_use';

export class BrowserLoginError extends SkiffError {
  override name = 'BrowserLoginError';
  constructor(
    readonly reason: BrowserLoginFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface BrowserLoginOptions {
  store: ProfileStore;
  profile: string;
  origin: string;
  /** Given with `clientId` and `loginDomain` when the origin does not advertise them (discovery). */
  loginEndpoint?: string;
  clientId?: string;
  loginDomain?: string;
  /** The user pool id, stored in the profile (when the origin does not advertise it). */
  userPoolId?: string;
  /** The app client's secret, for a confidential client: the code exchange authenticates with it. */
  clientSecret?: string;
  /**
   * The port of the redirect `http://localhost:{port}/callback` (default DEFAULT_CALLBACK_PORT, 4601): that exact URL
   * must be registered as a callback URL on the app client.
   */
  callbackPort?: number;
  http?: HttpClient;
  /** How long to wait for the redirect (or the pasted code). Default 5 minutes. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A sign-in whose URL the caller shows; the user pastes the code (or the whole redirected URL) back. */
export interface PastedCodeLogin {
  url: string;
  /** Exchanges a pasted code (or redirected URL) and stores the profile; a second code is refused. */
  complete(pasted: string): Promise<StoredProfile>;
  /** Stops the loopback server (also done by complete and after the timeout). */
  close(): void;
}

const PAGE_STYLE = 'font-family:sans-serif;max-width:32rem;margin:3rem auto';

function answer(res: ServerResponse, status: number, title: string, text: string): void {
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const page = Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="${PAGE_STYLE}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
  );
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(page.length),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(page);
}

function parsePasted(pasted: string): { code: string; state?: string } {
  const text = pasted.trim();
  if (/^https?:\/\//i.test(text)) {
    const url = new URL(text);
    return { code: url.searchParams.get('code') ?? '', state: url.searchParams.get('state') ?? undefined };
  }
  return { code: text };
}

/** Shared by both modes: PKCE, state, the loopback server, the exchange and the profile. */
async function prepare(options: BrowserLoginOptions, onCallback: (req: IncomingMessage, res: ServerResponse) => void) {
  const http = options.http ?? undiciHttpClient();
  const origin = options.origin.replace(/\/+$/, '');
  const settings =
    options.loginEndpoint && options.clientId && options.loginDomain
      ? { loginEndpoint: options.loginEndpoint, clientId: options.clientId, loginDomain: options.loginDomain }
      : await discoverLoginSettings(origin, http);
  const loginDomain = options.loginDomain ?? settings.loginDomain;
  if (!loginDomain) {
    throw new BrowserLoginError(
      'no_login_domain',
      `${origin} does not say where its hosted login page is; sign in with --email and --password-stdin instead.`,
    );
  }
  const pkce = await createPkcePair();
  const state = createState();
  const port = options.callbackPort ?? DEFAULT_CALLBACK_PORT;
  const servers = await listenOnLocalhost(port, onCallback);
  const redirectUri = callbackUrlFor(port);
  const url = buildAuthorizeUrl({
    loginDomain,
    clientId: settings.clientId,
    redirectUri,
    state,
    challenge: pkce.challenge,
  });
  /** Stops the callback servers; resolves once the port is free again. */
  const close = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    ).then(() => undefined);
  const exchange = async (code: string): Promise<StoredProfile> => {
    const tokens: AuthTokens = await exchangeAuthorizationCode({
      loginDomain,
      clientId: settings.clientId,
      code,
      redirectUri,
      verifier: pkce.verifier,
      ...(options.clientSecret ? { clientSecret: options.clientSecret } : {}),
      http,
    });
    const email = decodeJwtClaims(tokens.idToken)?.email;
    const profile: StoredProfile = {
      origin,
      loginEndpoint: settings.loginEndpoint,
      clientId: settings.clientId,
      loginDomain,
      ...((options.userPoolId ?? settings.userPoolId) ? { userPoolId: options.userPoolId ?? settings.userPoolId } : {}),
      ...(options.clientSecret ? { clientSecret: options.clientSecret } : {}),
      ...(typeof email === 'string' ? { email: email.toLowerCase() } : {}),
      tokens,
    };
    options.store.save(options.profile, profile);
    return profile;
  };
  return { url, state, close, exchange };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Listens on `localhost:{port}`: 127.0.0.1, and ::1 too when the machine has it (a browser may resolve localhost to
 * either). A port already taken on 127.0.0.1 is a BrowserLoginError naming it.
 */
async function listenOnLocalhost(port: number, onRequest: (req: IncomingMessage, res: ServerResponse) => void) {
  const v4 = createServer(onRequest);
  try {
    await listen(v4, port, '127.0.0.1');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BrowserLoginError(
      'port_in_use',
      code === 'EADDRINUSE'
        ? `Port ${port} of the sign-in callback (${callbackUrlFor(port)}) is already in use.`
        : `Cannot listen on ${callbackUrlFor(port)}: ${(error as Error).message}.`,
    );
  }
  const v6 = createServer(onRequest);
  try {
    await listen(v6, port, '::1');
    return [v4, v6];
  } catch {
    return [v4];
  }
}

/** Reads the loopback callback: the code, or the reason to refuse it. */
function readCallback(req: IncomingMessage, expectedState: string) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname !== '/callback') return { kind: 'other' as const };
  if (url.searchParams.get('state') !== expectedState) return { kind: 'bad_state' as const };
  const error = url.searchParams.get('error');
  if (error) return { kind: 'denied' as const, error };
  const code = url.searchParams.get('code');
  return code ? { kind: 'code' as const, code } : { kind: 'other' as const };
}

const STATE_MESSAGE =
  'The sign-in was refused: the answer does not belong to the sign-in this terminal started (wrong state).';
const REPLAY_MESSAGE = 'The sign-in was refused: a code was already received for this sign-in; a code works once.';

/**
 * Signs in through the hosted login page: starts a loopback server on 127.0.0.1, gives the authorize URL (PKCE S256,
 * random state) to `openUrl`, waits for the redirect, exchanges the code and stores the profile. A wrong state or a
 * second code is refused with a page for the browser and a BrowserLoginError.
 */
export async function loginWithBrowser(
  options: BrowserLoginOptions & { openUrl: (url: string) => unknown },
): Promise<StoredProfile> {
  let settle!: { resolve: (p: StoredProfile) => void; reject: (e: unknown) => void };
  const done = new Promise<StoredProfile>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Awaited below once the URL is opened; a refusal before that must not count as unhandled.
  done.catch(() => {});
  let received = false;
  let expectedState = '';
  const prepared = await prepare(options, (req, res) => {
    const callback = readCallback(req, expectedState);
    if (callback.kind === 'other') return answer(res, 404, 'Not found', 'This is the skiff sign-in callback.');
    if (received) return answer(res, 400, 'Sign-in refused', REPLAY_MESSAGE);
    if (callback.kind === 'bad_state') {
      received = true;
      answer(res, 400, 'Sign-in refused', STATE_MESSAGE);
      return settle.reject(new BrowserLoginError('state_mismatch', STATE_MESSAGE));
    }
    received = true;
    if (callback.kind === 'denied') {
      answer(res, 400, 'Sign-in cancelled', 'The login provider did not sign you in. You can close this tab.');
      return settle.reject(
        new BrowserLoginError('denied', `The login provider refused the sign-in (${callback.error}).`),
      );
    }
    prepared.exchange(callback.code).then(
      (profile) => {
        answer(
          res,
          200,
          'Signed in',
          'You are signed in to skiff. You can close this tab and go back to the terminal.',
        );
        settle.resolve(profile);
      },
      (error: unknown) => {
        answer(res, 400, 'Sign-in failed', error instanceof Error ? error.message : 'The sign-in failed.');
        settle.reject(error);
      },
    );
  });
  expectedState = prepared.state;
  const timeoutMs = options.timeoutMs ?? 5 * 60_000;
  const timer = setTimeout(
    () =>
      settle.reject(new BrowserLoginError('timeout', `No sign-in arrived within ${Math.round(timeoutMs / 1000)} s.`)),
    timeoutMs,
  );
  const onAbort = () => settle.reject(options.signal?.reason ?? new BrowserLoginError('timeout', 'Interrupted.'));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    try {
      await options.openUrl(prepared.url);
    } catch (error) {
      // No browser: the port is freed before the caller falls back to the paste sign-in on the same port.
      await prepared.close();
      throw error;
    }
    return await done;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    // Give the browser its page before the server goes.
    setTimeout(() => void prepared.close(), 50).unref();
  }
}

/**
 * The `printUrlOnly` mode of the browser sign-in, for machines without a browser: returns the URL to show; the
 * loopback page (when the browser is on this machine) shows the code to paste. `complete` takes the code or the
 * redirected URL (whose state is then checked), exchanges it once and stores the profile.
 */
export async function loginWithBrowserPrintUrlOnly(options: BrowserLoginOptions): Promise<PastedCodeLogin> {
  let expectedState = '';
  const prepared = await prepare(options, (req, res) => {
    const callback = readCallback(req, expectedState);
    if (callback.kind === 'bad_state') return answer(res, 400, 'Sign-in refused', STATE_MESSAGE);
    if (callback.kind !== 'code') return answer(res, 404, 'Not found', 'This is the skiff sign-in callback.');
    answer(res, 200, 'Almost signed in', `Paste this code in the terminal: ${callback.code}`);
  });
  expectedState = prepared.state;
  const timer = setTimeout(() => void prepared.close(), options.timeoutMs ?? 5 * 60_000);
  timer.unref();
  let used = false;
  return {
    url: prepared.url,
    close: () => {
      clearTimeout(timer);
      void prepared.close();
    },
    async complete(pasted) {
      const { code, state } = parsePasted(pasted);
      if (state !== undefined && state !== prepared.state) throw new BrowserLoginError('state_mismatch', STATE_MESSAGE);
      if (used) throw new BrowserLoginError('code_replayed', REPLAY_MESSAGE);
      if (!code) throw new BrowserLoginError('denied', 'No code was pasted.');
      used = true;
      clearTimeout(timer);
      await prepared.close();
      return prepared.exchange(code);
    },
  };
}
