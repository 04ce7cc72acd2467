import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  base64ToBytes,
  parseSrpTimestamp,
  passwordClaimSignature,
  serverSessionKey,
  startSrpServer,
} from '@skiff/sdk/cognito';
import type { AppContext } from '../context.js';
import { isValidPassword } from '../domain.js';
import type { User } from '../store/users.js';
import { CognitoError } from './cognito-error.js';
import { announceCode } from './issued-codes.js';
import { isValidTotp, maskPhone, mfaOf, totpCode } from './mfa.js';
import { verifyPassword } from './passwords.js';
import {
  type AppClient,
  appClientOf,
  checkFlow,
  checkSecretHash,
  POOL_NAME,
  passwordRecord,
  setPassword,
  srpRecordOf,
} from './user-pool.js';

/**
 * `InitiateAuth` (USER_SRP_AUTH, USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH) and `RespondToAuthChallenge`
 * (PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED, SOFTWARE_TOKEN_MFA, SMS_MFA), as a Cognito user pool answers them.
 * The pool's username of a user (USER_ID_FOR_SRP, `cognito:username`) is their `sub`, as in a pool where the e-mail
 * is the sign-in name; either name is accepted as USERNAME.
 */

type Json = Record<string, unknown>;

/** A challenge session lives 3 minutes (Cognito's default authentication flow session duration). */
const SESSION_TTL_MS = 3 * 60_000;
/** An SMS code is valid as long as its session; 3 wrong codes end the session (our count). */
const MAX_CODE_ATTEMPTS = 3;

interface PendingChallenge {
  kind: 'PASSWORD_VERIFIER' | 'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA' | 'SELECT_CHALLENGE';
  userId: string;
  clientId: string;
  expiresAt: number;
  srp?: { b: bigint; srpA: string; srpB: string };
  smsCodeHash?: string;
  attempts: number;
}

const pendingByEmulator = new WeakMap<AppContext, Map<string, PendingChallenge>>();
function pendingOf(ctx: AppContext): Map<string, PendingChallenge> {
  let pending = pendingByEmulator.get(ctx);
  if (!pending) {
    pending = new Map();
    pendingByEmulator.set(ctx, pending);
  }
  const now = Date.now();
  for (const [key, value] of pending) if (value.expiresAt <= now) pending.delete(key);
  return pending;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The pending challenge of a session, if it is live; `take` ends it. */
export function pendingSession(ctx: AppContext, session: string | undefined, take = false) {
  const pending = session ? pendingOf(ctx).get(session) : undefined;
  if (pending && take) pendingOf(ctx).delete(session!);
  return pending;
}

/** A user by e-mail or by the pool's username (sub). */
export function findPoolUser(ctx: AppContext, name: string | undefined): User | undefined {
  if (!name) return undefined;
  return ctx.store.users.findByEmail(name.trim().toLowerCase()) ?? ctx.store.users.findBySub(name.trim());
}

export function namesOf(user: User | undefined, typed: string | undefined): (string | undefined)[] {
  return [typed, user?.email, user?.sub];
}

export function newSession(ctx: AppContext, challenge: Omit<PendingChallenge, 'expiresAt' | 'attempts'>): string {
  const session = randomBytes(96).toString('base64');
  pendingOf(ctx).set(session, { ...challenge, expiresAt: Date.now() + SESSION_TTL_MS, attempts: 0 });
  return session;
}

/**
 * Where a sign-in stands: a challenge to answer (the body InitiateAuth or RespondToAuthChallenge answers), or done.
 * The Cognito operations turn `done` into tokens; the hosted login page into an authorization code.
 */
export type SignInStep = { challenge: Json } | { done: User; authTime: number };

/** The body a Cognito operation answers for a step. */
export function answerOf(ctx: AppContext, client: AppClient, step: SignInStep): Json {
  if ('challenge' in step) return step.challenge;
  return {
    AuthenticationResult: ctx.tokens.issue(step.done, true, { clientId: client.clientId, authTime: step.authTime }),
    ChallengeParameters: {},
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** After the password is proven: a new password to set, an MFA code to give, or done. */
async function afterPassword(ctx: AppContext, user: User, client: AppClient, authTime: number): Promise<SignInStep> {
  if (!user.confirmed) throw new CognitoError('UserNotConfirmedException');
  const base = { userId: user._id, clientId: client.clientId };
  if (user.data.forceChangePassword === true) {
    const challenge = {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: newSession(ctx, { ...base, kind: 'NEW_PASSWORD_REQUIRED' }),
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.sub,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({ email_verified: 'true', email: user.email }),
      },
    };
    return { challenge };
  }
  const mfa = mfaOf(user.data);
  if (mfa?.type === 'SOFTWARE_TOKEN_MFA') {
    announceCode(ctx, 'authenticator (TOTP) MFA', user.email, totpCode(mfa.secret), 30_000);
    const challenge = {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: newSession(ctx, { ...base, kind: 'SOFTWARE_TOKEN_MFA' }),
      ChallengeParameters: {},
    };
    return { challenge };
  }
  if (mfa?.type === 'SMS_MFA') {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    announceCode(ctx, 'SMS MFA', user.email, code, SESSION_TTL_MS);
    const challenge = {
      ChallengeName: 'SMS_MFA',
      Session: newSession(ctx, { ...base, kind: 'SMS_MFA', smsCodeHash: sha256(code) }),
      ChallengeParameters: {
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: maskPhone(mfa.phoneNumber),
      },
    };
    return { challenge };
  }
  return { done: user, authTime };
}

async function passwordAuth(ctx: AppContext, client: AppClient, params: Json): Promise<Json> {
  const username = str(params.USERNAME);
  const password = str(params.PASSWORD);
  if (!username || !password) {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME or PASSWORD');
  }
  checkSecretHash(client, params.SECRET_HASH, namesOf(findPoolUser(ctx, username), username));
  return answerOf(ctx, client, await passwordSignIn(ctx, client, username, password));
}

/** Checks a password (the hosted login page's sign-in; USER_PASSWORD_AUTH after the secret hash) and goes on. */
export async function passwordSignIn(
  ctx: AppContext,
  client: AppClient,
  username: string,
  password: string,
): Promise<SignInStep> {
  const user = findPoolUser(ctx, username);
  if (!user) throw new CognitoError('UserNotFoundException');
  return checkPassword(ctx, client, user, password);
}

/** Checks the password of a known user and goes on (also USER_AUTH's PASSWORD challenge, user-auth.ts). */
export async function checkPassword(
  ctx: AppContext,
  client: AppClient,
  user: User,
  password: string,
): Promise<SignInStep> {
  if (!(await verifyPassword(password, user.passwordHash))) throw new CognitoError('NotAuthorizedException');
  // A user whose password predates SRP in the emulator gets a verifier now that the password is proven.
  if (!srpRecordOf(user))
    ctx.store.userAdmin.patchData(user._id, { srp: (await passwordRecord(user.sub, password)).srp });
  return afterPassword(ctx, user, client, nowSeconds());
}

async function srpAuth(ctx: AppContext, client: AppClient, params: Json): Promise<Json> {
  const username = str(params.USERNAME);
  const srpA = str(params.SRP_A);
  if (!username || !srpA) throw new CognitoError('InvalidParameterException', 'Missing required parameter SRP_A');
  const user = findPoolUser(ctx, username);
  checkSecretHash(client, params.SECRET_HASH, namesOf(user, username));
  if (!user) throw new CognitoError('UserNotFoundException');
  return srpStart(ctx, client, user, srpA);
}

/** The PASSWORD_VERIFIER challenge for SRP_A (also USER_AUTH's PASSWORD_SRP, user-auth.ts). */
export async function srpStart(ctx: AppContext, client: AppClient, user: User, srpA: string): Promise<Json> {
  // Without a verifier (a database from before SRP) a random one makes the proof fail as a wrong password would.
  const record = srpRecordOf(user) ?? {
    salt: randomBytes(16).toString('hex'),
    verifier: randomBytes(384).toString('hex'),
  };
  const { b, srpB } = await startSrpServer(record.verifier);
  const secretBlock = randomBytes(512).toString('base64');
  pendingOf(ctx).set(secretBlock, {
    kind: 'PASSWORD_VERIFIER',
    userId: user._id,
    clientId: client.clientId,
    expiresAt: Date.now() + SESSION_TTL_MS,
    srp: { b, srpA, srpB },
    attempts: 0,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: record.salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: srpB,
      USERNAME: user.sub,
      USER_ID_FOR_SRP: user.sub,
    },
  };
}

function refreshAuth(ctx: AppContext, client: AppClient, params: Json): Json {
  const token = str(params.REFRESH_TOKEN);
  const grant = token ? ctx.tokens.refreshGrant(token) : undefined;
  if (grant) checkSecretHash(client, params.SECRET_HASH, namesOf(grant.user, str(params.USERNAME)));
  if (!grant) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  return {
    AuthenticationResult: ctx.tokens.issue(grant.user, false, {
      clientId: client.clientId,
      originJti: grant.originJti,
    }),
    ChallengeParameters: {},
  };
}

export async function initiateAuth(ctx: AppContext, body: Json): Promise<Json> {
  const client = appClientOf(body);
  const params = (body.AuthParameters ?? {}) as Json;
  switch (body.AuthFlow) {
    case 'USER_SRP_AUTH':
      checkFlow(client, 'USER_SRP_AUTH');
      return srpAuth(ctx, client, params);
    case 'USER_PASSWORD_AUTH':
      checkFlow(client, 'USER_PASSWORD_AUTH');
      return passwordAuth(ctx, client, params);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      checkFlow(client, 'REFRESH_TOKEN_AUTH');
      return refreshAuth(ctx, client, params);
    default:
      throw new CognitoError('InvalidParameterException', `Unsupported AuthFlow ${String(body.AuthFlow)}`);
  }
}

const INCORRECT = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
const EXPIRED_SESSION = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

async function verifyPasswordClaim(pending: PendingChallenge, answers: Json, user: User) {
  const signature = str(answers.PASSWORD_CLAIM_SIGNATURE);
  const timestamp = str(answers.TIMESTAMP);
  const secretBlock = str(answers.PASSWORD_CLAIM_SECRET_BLOCK);
  if (!signature || !timestamp || !secretBlock || !pending.srp) {
    throw new CognitoError(
      'InvalidParameterException',
      'Missing required parameter PASSWORD_CLAIM_SIGNATURE, PASSWORD_CLAIM_SECRET_BLOCK or TIMESTAMP',
    );
  }
  const record = srpRecordOf(user);
  // The format is checked (a zero-padded day is refused); the signature covers the text as sent.
  if (!record || !parseSrpTimestamp(timestamp)) throw INCORRECT();
  const key = await serverSessionKey({ ...pending.srp, verifierHex: record.verifier });
  const given = base64ToBytes(signature);
  if (!key || !given) throw INCORRECT();
  const expected = Buffer.from(
    await passwordClaimSignature({
      key,
      poolName: POOL_NAME,
      userId: user.sub,
      secretBlock: base64ToBytes(secretBlock)!,
      timestamp,
    }),
    'base64',
  );
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw INCORRECT();
}

export async function respondToAuthChallenge(ctx: AppContext, body: Json): Promise<Json> {
  const client = appClientOf(body);
  return answerOf(ctx, client, await answerChallenge(ctx, client, body, true));
}

/**
 * Checks a RespondToAuthChallenge body (the hosted page builds one too, without SECRET_HASH: `checkSecret` false)
 * and goes on with the sign-in.
 */
export async function answerChallenge(
  ctx: AppContext,
  client: AppClient,
  body: Json,
  checkSecret: boolean,
): Promise<SignInStep> {
  const name = str(body.ChallengeName);
  const answers = (body.ChallengeResponses ?? {}) as Json;
  const username = str(answers.USERNAME);
  if (!name || !username) {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter ChallengeName or USERNAME');
  }
  const key = name === 'PASSWORD_VERIFIER' ? str(answers.PASSWORD_CLAIM_SECRET_BLOCK) : str(body.Session);
  const pending = key ? pendingOf(ctx).get(key) : undefined;
  const user = pending ? ctx.store.users.findById(pending.userId) : undefined;
  if (checkSecret) checkSecretHash(client, answers.SECRET_HASH, namesOf(user, username));
  if (!pending || !user || pending.clientId !== client.clientId) {
    throw name === 'PASSWORD_VERIFIER' ? INCORRECT() : EXPIRED_SESSION();
  }
  if (pending.kind !== name) {
    throw new CognitoError('InvalidParameterException', `The session is for ${pending.kind}, not ${name}.`);
  }
  if (findPoolUser(ctx, username)?._id !== user._id) throw INCORRECT();
  switch (pending.kind) {
    case 'SELECT_CHALLENGE':
      // Answered by user-auth.ts (RespondToAuthChallenge routes it there); the hosted page never asks it.
      throw new CognitoError('InvalidParameterException', 'SELECT_CHALLENGE is answered through USER_AUTH.');
    case 'PASSWORD_VERIFIER': {
      pendingOf(ctx).delete(key!);
      await verifyPasswordClaim(pending, answers, user);
      return afterPassword(ctx, user, client, nowSeconds());
    }
    case 'NEW_PASSWORD_REQUIRED': {
      const proposed = str(answers.NEW_PASSWORD);
      if (!proposed) throw new CognitoError('InvalidParameterException', 'Missing required parameter NEW_PASSWORD');
      if (!isValidPassword(proposed)) throw new CognitoError('InvalidPasswordException');
      pendingOf(ctx).delete(key!);
      await setPassword(ctx.store, user, proposed);
      ctx.store.userAdmin.patchData(user._id, { forceChangePassword: undefined });
      const updated = ctx.store.users.findById(user._id)!;
      return afterPassword(ctx, updated, client, nowSeconds());
    }
    case 'SOFTWARE_TOKEN_MFA':
    case 'SMS_MFA': {
      const field = pending.kind === 'SMS_MFA' ? 'SMS_MFA_CODE' : 'SOFTWARE_TOKEN_MFA_CODE';
      const code = str(answers[field]);
      if (!code) throw new CognitoError('InvalidParameterException', `Missing required parameter ${field}`);
      const mfa = mfaOf(user.data);
      const right =
        pending.kind === 'SMS_MFA'
          ? pending.smsCodeHash === sha256(code.trim())
          : mfa?.type === 'SOFTWARE_TOKEN_MFA' && isValidTotp(mfa.secret, code);
      if (!right) {
        pending.attempts += 1;
        if (pending.attempts >= MAX_CODE_ATTEMPTS) pendingOf(ctx).delete(key!);
        throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
      }
      pendingOf(ctx).delete(key!);
      return { done: user, authTime: nowSeconds() };
    }
  }
}
