import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_CALLBACK_PORT, makeSrpVerifier, poolNameOf } from '@skiff/sdk/cognito';
import type { AppContext } from '../context.js';
import type { Store } from '../store/index.js';
import type { User } from '../store/users.js';
import { CognitoError } from './cognito-error.js';
import { hashPassword } from './passwords.js';

/**
 * The emulator's one user pool and its app clients, as a Cognito user pool would have them. The pool id has
 * Cognito's `{region}_{name}` form ("local" for the region); SRP hashes the part after `_`.
 */
export const USER_POOL_ID = 'local_SkiffEmulator';
export const POOL_NAME = poolNameOf(USER_POOL_ID);
/** Where the pool's issuer lives under the emulator's origin: `iss` = `{origin}/cognito/{userPoolId}`. */
export const POOL_PATH = `/cognito/${USER_POOL_ID}`;

export type AuthFlow = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH' | 'USER_AUTH';

export interface AppClient {
  clientId: string;
  /** Set for a confidential client: every call naming a user must carry SECRET_HASH. */
  clientSecret?: string;
  /** The flows the client allows (Cognito's ExplicitAuthFlows without the ALLOW_ prefix). */
  authFlows: readonly AuthFlow[];
  description: string;
}

/** The client skiff's discovery names. */
export const DEFAULT_CLIENT_ID = 'skiff-emulator';

/** Documented in README ("Sign-in and the emulator's user pool"); the secret is demo data, like the demo passwords. */
export const APP_CLIENTS: readonly AppClient[] = [
  {
    clientId: DEFAULT_CLIENT_ID,
    authFlows: ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'USER_AUTH'],
    description: 'public client, SRP, password and choice-based (USER_AUTH) sign-in',
  },
  {
    clientId: 'skiff-srp-only',
    authFlows: ['USER_SRP_AUTH', 'REFRESH_TOKEN_AUTH'],
    description: "public client with the Cognito console's default flows: SRP only",
  },
  {
    clientId: 'skiff-choice-only',
    authFlows: ['USER_AUTH', 'REFRESH_TOKEN_AUTH'],
    description: 'public client that allows only choice-based sign-in (USER_AUTH)',
  },
  {
    clientId: 'skiff-password-only',
    authFlows: ['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH'],
    description: 'public client that allows only USER_PASSWORD_AUTH',
  },
  {
    clientId: 'skiff-confidential',
    clientSecret: 'skiff-demo-client-secret-4c1f0d2b9e7a',
    authFlows: ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'USER_AUTH'],
    description: 'confidential client with a client secret (SECRET_HASH required)',
  },
];

type Json = Record<string, unknown>;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The app client a call names; Cognito's errors for a missing or unknown one. */
export function appClientOf(body: Json): AppClient {
  const clientId = str(body.ClientId);
  if (!clientId) throw new CognitoError('InvalidParameterException', 'Missing required parameter ClientId');
  const client = APP_CLIENTS.find((c) => c.clientId === clientId);
  if (!client) throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  return client;
}

export function appClientById(clientId: string | null | undefined): AppClient | undefined {
  return APP_CLIENTS.find((c) => c.clientId === clientId);
}

/** Refuses a flow the client does not allow, with Cognito's wording. */
export function checkFlow(client: AppClient, flow: AuthFlow): void {
  if (!client.authFlows.includes(flow)) {
    throw new CognitoError('InvalidParameterException', `${flow} flow not enabled for this client`);
  }
}

export function secretHashOf(secret: string, username: string, clientId: string): string {
  return createHmac('sha256', secret)
    .update(username + clientId)
    .digest('base64');
}

/**
 * For a client with a secret: SECRET_HASH = Base64(HMAC-SHA256(secret, username + clientId)) must be sent and match
 * one of the user's names (the e-mail they typed, or the pool's username, as after SRP). No-op for a public client.
 */
export function checkSecretHash(client: AppClient, given: unknown, usernames: readonly (string | undefined)[]): void {
  if (!client.clientSecret) return;
  const hash = str(given);
  if (!hash) {
    throw new CognitoError(
      'NotAuthorizedException',
      `Client ${client.clientId} is configured for secret but secret was not received`,
    );
  }
  const given64 = Buffer.from(hash);
  const matches = usernames.some((name) => {
    if (!name) return false;
    const expected = Buffer.from(secretHashOf(client.clientSecret!, name, client.clientId));
    return expected.length === given64.length && timingSafeEqual(expected, given64);
  });
  if (!matches) {
    throw new CognitoError('NotAuthorizedException', `Unable to verify secret hash for client ${client.clientId}`);
  }
}

/**
 * The callback URLs registered on the app clients: the CLI's fixed `http://localhost:{DEFAULT_CALLBACK_PORT}/callback`,
 * the web app's `/sso-callback` (single sign-on) and `/login` (where the forgot-password page sends the browser back)
 * on this emulator, on `skiff web` (4700) and on the Vite dev server (5173), plus the `callbackUrls` the emulator was
 * started with. A redirect_uri must equal one of them exactly, on every hosted page, as on Cognito.
 */
export function registeredCallbackUrls(ctx: AppContext): string[] {
  const origin = ctx.origin();
  const local = origin.replace('//127.0.0.1:', '//localhost:');
  const webOrigins = [origin, local, 'http://localhost:4700', 'http://127.0.0.1:4700', 'http://localhost:5173'];
  return [
    `http://localhost:${DEFAULT_CALLBACK_PORT}/callback`,
    ...webOrigins.flatMap((web) => [`${web}/sso-callback`, `${web}/login`]),
    ...ctx.options.callbackUrls,
  ];
}

/** What the pool keeps of a password: the scrypt hash (password sign-in) and the SRP salt and verifier. */
export async function passwordRecord(sub: string, password: string) {
  const [passwordHash, srp] = await Promise.all([hashPassword(password), makeSrpVerifier(POOL_NAME, sub, password)]);
  return { passwordHash, srp };
}

/** Sets a user's password (both records). */
export async function setPassword(store: Store, user: Pick<User, '_id' | 'sub'>, password: string): Promise<void> {
  const { passwordHash, srp } = await passwordRecord(user.sub, password);
  store.transaction(() => {
    store.userAdmin.setPasswordHash(user._id, passwordHash);
    store.userAdmin.patchData(user._id, { srp });
  });
}

/** The SRP salt and verifier of a user, if their password was set by this version of the emulator. */
export function srpRecordOf(user: User): { salt: string; verifier: string } | undefined {
  const srp = user.data.srp as { salt?: unknown; verifier?: unknown } | undefined;
  return typeof srp?.salt === 'string' && typeof srp.verifier === 'string'
    ? { salt: srp.salt, verifier: srp.verifier }
    : undefined;
}
