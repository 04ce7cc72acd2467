import { discoverLoginSettings } from '../auth/discovery.js';
import { decodeJwtClaims, isTokenExpired } from '../auth/jwt.js';
import { type AuthTokens, LoginProvider } from '../auth/login-provider.js';
import type { SignInAnswers } from '../auth/sign-in-flow.js';
import { SkiffClient } from '../client.js';
import { sessionExpiredMessage } from '../domain/constants.js';
import { pollingFallback } from '../push/polling-fallback.js';
import { PushClient, type WebSocketLike } from '../push/push-client.js';
import { SkiffError } from '../transport/errors.js';
import type { HttpClient } from '../transport/http.js';
import type { TransportOptions } from '../transport/transport.js';
import { checkAccountPassword } from './password-check.js';
import type { ProfileStore } from './profile-store.js';
import type { StoredProfile } from './profiles-file.js';
import { proxyFor } from './proxy-env.js';
import { proxyTunnelAgent } from './proxy-tunnel.js';
import { undiciHttpClient } from './undici-http.js';

export const DEFAULT_PROFILE = 'default';
/** The profile `skiff emulator start` and `npm start` sign in to. */
export const LOCAL_PROFILE = 'local';

/** Where the credential in use came from, for `skiff auth status`. */
export type CredentialSource = 'env' | 'profile';

/** No credential for this profile. */
export class NotSignedInError extends SkiffError {
  override name = 'NotSignedInError';
  constructor(readonly profile: string) {
    super(
      `Not signed in (profile '${profile}'). Run: skiff auth login --origin URL --email EMAIL --password-stdin` +
        (profile === LOCAL_PROFILE ? ', or start the emulator with: skiff emulator start' : ''),
    );
  }
}

/** `SKIFF_TOKEN` is set, but neither `SKIFF_ORIGIN` nor the profile says which platform it belongs to. */
export class MissingOriginError extends SkiffError {
  override name = 'MissingOriginError';
  constructor() {
    super('SKIFF_TOKEN is set but no origin is known: set SKIFF_ORIGIN too.');
  }
}

/** The stored session expired and cannot be renewed: the user must sign in again. */
export class SessionExpiredError extends SkiffError {
  override name = 'SessionExpiredError';
  constructor(readonly profile: string) {
    super(sessionExpiredMessage(profile));
  }
}

/** The profile name in use: the flag, else `SKIFF_PROFILE`, else `default`. */
export function profileNameFrom(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.SKIFF_PROFILE || DEFAULT_PROFILE;
}

export interface Session {
  profile: string;
  origin: string;
  source: CredentialSource;
  email?: string;
  client: SkiffClient;
  /** The bearer token the session sends (renewed first when about to expire), for `skiff auth token`; optional for hand-made sessions. */
  accessToken?(): Promise<string>;
  /**
   * Checks the signed-in account's current password at its login provider (see password-check.ts); throws the
   * provider's refusal ('Incorrect username or password.') on a wrong one. Optional for hand-made sessions.
   */
  checkPassword?(password: string): Promise<void>;
  /** Opens the push channel for this session. */
  push(options?: { onState?: ConstructorParameters<typeof PushClient>[0]['onState'] }): PushClient;
}

export interface OpenSessionOptions {
  store: ProfileStore;
  profile?: string;
  env?: NodeJS.ProcessEnv;
  http?: HttpClient;
  timeoutMs?: number;
  /** Told before each retry's wait (see TransportOptions.onRetry). */
  onRetry?: TransportOptions['onRetry'];
}

/**
 * Opens a session: `SKIFF_TOKEN` with `SKIFF_ORIGIN` (or the profile's origin) win over the stored profile, for CI.
 * Stored login tokens are refreshed when they are about to expire, and saved back.
 */
export function openSession(options: OpenSessionOptions): Session {
  const env = options.env ?? process.env;
  const profile = profileNameFrom(options.profile, env);
  const stored = options.store.get(profile);
  const http = options.http ?? undiciHttpClient();
  const origin = env.SKIFF_ORIGIN || stored?.origin;
  if (env.SKIFF_TOKEN) {
    if (!origin) throw new MissingOriginError();
    return makeSession({
      profile,
      origin,
      source: 'env',
      http,
      token: env.SKIFF_TOKEN,
      timeoutMs: options.timeoutMs,
      onRetry: options.onRetry,
      env,
    });
  }
  if (!stored || !origin || (!stored.tokens && !stored.commandToken)) throw new NotSignedInError(profile);
  const token = stored.commandToken ? stored.commandToken : refreshingToken(options.store, profile, stored, http);
  return makeSession({
    profile,
    origin,
    source: 'profile',
    http,
    token,
    email: stored.email,
    loginSettings: stored,
    timeoutMs: options.timeoutMs,
    onRetry: options.onRetry,
    env,
  });
}

function makeSession(args: {
  profile: string;
  origin: string;
  source: CredentialSource;
  http: HttpClient;
  token: string | (() => Promise<string>);
  email?: string;
  /** The stored profile's login provider, when it has one. */
  loginSettings?: StoredProfile;
  timeoutMs?: number;
  onRetry?: TransportOptions['onRetry'];
  env?: NodeJS.ProcessEnv;
}): Session {
  const client = new SkiffClient({
    origin: args.origin,
    http: args.http,
    token: args.token,
    timeoutMs: args.timeoutMs,
    onRetry: args.onRetry,
  });
  return {
    profile: args.profile,
    origin: args.origin,
    source: args.source,
    email: args.email,
    client,
    accessToken: async () => (typeof args.token === 'string' ? args.token : args.token()),
    checkPassword: async (password) =>
      checkAccountPassword({
        origin: args.origin,
        // A token from the environment names no one: the account is the one the server says it is.
        email: args.email ?? String((await client.users.profile()).email ?? ''),
        password,
        http: args.http,
        settings: args.loginSettings,
      }),
    push: (pushOptions) =>
      new PushClient({
        origin: args.origin,
        token: args.token,
        // ws is loaded when a push connection opens, not when a command starts; through the environment's proxy too.
        webSocket: async (url) => {
          const proxy = proxyFor(url, args.env);
          const agent = proxy ? proxyTunnelAgent(proxy, url.startsWith('wss:')) : undefined;
          return new (await import('ws')).default(url, { agent }) as unknown as WebSocketLike;
        },
        onState: pushOptions?.onState,
        fallback: pollingFallback(client),
      }).connect(),
  };
}

function refreshingToken(store: ProfileStore, profile: string, stored: StoredProfile, http: HttpClient) {
  let tokens = stored.tokens!;
  let pending: Promise<AuthTokens> | undefined;
  return async (): Promise<string> => {
    if (!isTokenExpired(tokens.idToken, Date.now(), 60_000)) return tokens.idToken;
    if (!tokens.refreshToken || !stored.loginEndpoint || !stored.clientId) {
      throw new SessionExpiredError(profile);
    }
    const provider = providerOf(stored, http);
    const username = decodeJwtClaims(tokens.idToken)?.['cognito:username'];
    pending ??= provider
      .refresh(tokens.refreshToken, typeof username === 'string' ? username : undefined)
      .finally(() => {
        pending = undefined;
      });
    tokens = await pending;
    store.save(profile, { ...stored, tokens });
    return tokens.idToken;
  };
}

/** The login provider a stored profile points at (with its pool id and client secret, when it has them). */
export function providerOf(
  stored: { loginEndpoint?: string; clientId?: string; userPoolId?: string; clientSecret?: string },
  http: HttpClient,
): LoginProvider {
  return new LoginProvider({
    endpoint: stored.loginEndpoint ?? '',
    clientId: stored.clientId ?? '',
    http,
    ...(stored.userPoolId ? { userPoolId: stored.userPoolId } : {}),
    ...(stored.clientSecret ? { clientSecret: stored.clientSecret } : {}),
  });
}

export interface PasswordLoginOptions {
  store: ProfileStore;
  profile: string;
  origin: string;
  email: string;
  password: string;
  loginEndpoint?: string;
  clientId?: string;
  /** The user pool id when the origin does not advertise it (SRP needs it). */
  userPoolId?: string;
  /** The app client's secret, for a client that has one; stored in the profile. */
  clientSecret?: string;
  /** A new password or an MFA code, when the pool asks for one. */
  answers?: SignInAnswers;
  http?: HttpClient;
}

/**
 * Signs in with email and password and stores the profile. The stored profile is replaced only after the sign-in
 * succeeded, so a wrong password leaves the previous credentials as they were.
 */
export async function loginWithPassword(options: PasswordLoginOptions): Promise<StoredProfile> {
  const http = options.http ?? undiciHttpClient();
  const origin = options.origin.replace(/\/+$/, '');
  const discovered =
    options.loginEndpoint && options.clientId
      ? { loginEndpoint: options.loginEndpoint, clientId: options.clientId }
      : await discoverLoginSettings(origin, http);
  const userPoolId = options.userPoolId ?? discovered.userPoolId;
  const settings = {
    ...discovered,
    ...(userPoolId ? { userPoolId } : {}),
    ...(options.clientSecret ? { clientSecret: options.clientSecret } : {}),
  };
  const tokens = await providerOf(settings, http).signIn(options.email, options.password, options.answers);
  const profile: StoredProfile = { origin, ...settings, email: options.email.trim().toLowerCase(), tokens };
  options.store.save(options.profile, profile);
  return profile;
}
