import { createHash, randomInt } from 'node:crypto';
import type { AppContext } from '../context.js';
import { isValidPassword } from '../domain.js';
import type { User } from '../store/users.js';
import { CognitoError } from './cognito-error.js';
import { announceCode } from './issued-codes.js';
import { verifyPassword } from './passwords.js';
import { setPassword } from './user-pool.js';

/** Sign-up confirmation, password change and sign-out: the Cognito operations beside InitiateAuth and SignUp. */

type Json = Record<string, unknown>;

/** A sign-up confirmation code is valid for 24 hours, as Cognito's are. */
const CODE_TTL_MS = 24 * 3_600_000;

/** How long an e-mailed code lives: Cognito's `defaultMs`, or the test-only `codeTtlSeconds` option (0: expired). */
export function codeLifetimeMs(ctx: AppContext, defaultMs: number): number {
  const seconds = ctx.options.codeTtlSeconds;
  return seconds === undefined ? defaultMs : seconds * 1000;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A code sent by email, as kept in the user's data: its hash and expiry, never the code. */
export interface StoredCode {
  hash: string;
  expiresAt: string;
}

/** A fresh 6-digit code and what to store of it. */
export function newEmailCode(ttlMs: number): { code: string; stored: StoredCode } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, stored: { hash: sha256(code), expiresAt: new Date(Date.now() + ttlMs).toISOString() } };
}

/** Throws Cognito's CodeMismatchException or ExpiredCodeException unless `code` is the stored one, still valid. */
export function checkEmailCode(stored: StoredCode | undefined, code: string): void {
  if (!stored || stored.hash !== sha256(code.trim())) throw new CognitoError('CodeMismatchException');
  if (Date.parse(stored.expiresAt) <= Date.now()) throw new CognitoError('ExpiredCodeException');
}

/**
 * Makes a fresh 6-digit confirmation code for an unconfirmed user, stores its hash with its expiry, and announces
 * the code (issued-codes.ts: the emulator's stand-in for the email Cognito would send).
 */
export function issueConfirmationCode(ctx: AppContext, user: Pick<User, '_id' | 'email'>): void {
  const lifetime = codeLifetimeMs(ctx, CODE_TTL_MS);
  const { code, stored } = newEmailCode(lifetime);
  ctx.store.userAdmin.patchData(user._id, { confirmationCode: stored });
  announceCode(ctx, 'sign-up confirmation', user.email, code, lifetime);
}

export function userOf(ctx: AppContext, body: Json): User {
  const username = str(body.Username)?.trim().toLowerCase();
  if (!username) throw new CognitoError('InvalidParameterException', 'Missing required parameter Username');
  const user = ctx.store.users.findByEmail(username);
  if (!user) throw new CognitoError('UserNotFoundException');
  return user;
}

/** The user of a valid access token (not an id token, not a command access token). */
export function userOfAccessToken(ctx: AppContext, body: Json): User {
  const token = str(body.AccessToken);
  if (!token) throw new CognitoError('InvalidParameterException', 'Missing required parameter AccessToken');
  const claims = token.split('.').length === 3 ? ctx.tokens.claimsOf(token) : undefined;
  const user = claims?.token_use === 'access' ? ctx.tokens.userOfToken(token) : undefined;
  if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  return user;
}

export async function confirmSignUp(ctx: AppContext, body: Json): Promise<Json> {
  const code = str(body.ConfirmationCode);
  if (!code) throw new CognitoError('InvalidParameterException', 'Missing required parameter ConfirmationCode');
  const user = userOf(ctx, body);
  if (user.confirmed) {
    throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  }
  checkEmailCode(user.data.confirmationCode as StoredCode | undefined, code);
  ctx.store.transaction(() => {
    ctx.store.db.prepare('UPDATE users SET confirmed = 1 WHERE id = ?').run(user._id);
    ctx.store.userAdmin.patchData(user._id, { confirmationCode: undefined });
  });
  return {};
}

export async function resendConfirmationCode(ctx: AppContext, body: Json): Promise<Json> {
  const user = userOf(ctx, body);
  if (user.confirmed) throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
  issueConfirmationCode(ctx, user);
  return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: user.email } };
}

export async function changePassword(ctx: AppContext, body: Json): Promise<Json> {
  const user = userOfAccessToken(ctx, body);
  const previous = str(body.PreviousPassword);
  const proposed = str(body.ProposedPassword);
  if (!previous || !proposed) {
    throw new CognitoError(
      'InvalidParameterException',
      'Missing required parameter PreviousPassword or ProposedPassword',
    );
  }
  if (!(await verifyPassword(previous, user.passwordHash))) throw new CognitoError('NotAuthorizedException');
  if (!isValidPassword(proposed)) throw new CognitoError('InvalidPasswordException');
  await setPassword(ctx.store, user, proposed);
  return {};
}

/** Signs the access token's user out of every session (tokens.ts signOutEverywhere). */
export async function globalSignOut(ctx: AppContext, body: Json): Promise<Json> {
  const user = userOfAccessToken(ctx, body);
  ctx.tokens.signOutEverywhere(user._id);
  return {};
}

/**
 * Revokes one refresh token and its session's access and id tokens. An unknown refresh token is not an error
 * (RFC 7009); a JWT is not a refresh token.
 */
export async function revokeToken(ctx: AppContext, body: Json): Promise<Json> {
  const token = str(body.Token);
  if (!token) throw new CognitoError('InvalidParameterException', 'Missing required parameter Token');
  if (token.split('.').length === 3 && token.startsWith('eyJ')) throw new CognitoError('UnsupportedTokenTypeException');
  ctx.tokens.revokeRefresh(token);
  return {};
}
