import { LoginError } from '../transport/errors.js';
import { CHALLENGE_MESSAGES, challengeQuestion, challengeResponses } from './challenges.js';
import { answerPasswordVerifier, bytesToBase64, hmacSha256, poolNameOf, startSrpClient } from './srp.js';

/**
 * Email-and-password sign-in against a Cognito user pool, as its app client allows it, and the challenges a pool
 * can answer with. The flow is chosen by what the pool accepts, not by a flag: SRP (`USER_SRP_AUTH`) first when
 * the user pool id is known, because it is what app clients allow by default and the password never leaves the
 * machine; `USER_PASSWORD_AUTH` when the pool says SRP is not enabled for the client (or the pool id is unknown).
 */

/** What the user is asked when the pool needs more than the password (challenges.ts says how each is answered). */
export interface SignInAnswers {
  /** A new password for an account that must set one (NEW_PASSWORD_REQUIRED); checked with the sign-up rules. */
  newPassword?: () => Promise<string>;
  /** The code of an MFA challenge: from the authenticator app (SOFTWARE_TOKEN_MFA) or sent by SMS (SMS_MFA). */
  mfaCode?: (challenge: MfaChallenge) => Promise<string>;
}

export interface MfaChallenge {
  kind: 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA';
  /** Where an SMS code went, as the pool shows it (`+*******0123`). */
  destination?: string;
}

/** The pool asked for something the caller did not provide an answer for; `challenge` says what. */
export class LoginChallengeError extends LoginError {
  override name = 'LoginChallengeError';
  constructor(
    readonly challenge: string,
    message: string,
  ) {
    super(challenge, message);
  }
}

/** A refusal by the login provider, with the provider's own message (the user sees the spec's). */
export class ProviderError extends LoginError {
  override name = 'ProviderError';
  constructor(
    code: string,
    message: string,
    readonly providerMessage: string,
  ) {
    super(code, message);
  }
}

type Json = Record<string, unknown>;
export interface ChallengeAnswer {
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
  AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken?: string; ExpiresIn?: number };
}

export interface SignInContext {
  clientId: string;
  userPoolId?: string;
  clientSecret?: string;
  call(operation: string, body: Json): Promise<ChallengeAnswer>;
}

/** SECRET_HASH = Base64(HMAC-SHA256(clientSecret, username + clientId)) when the client has a secret. */
export async function secretHashFields(
  ctx: Pick<SignInContext, 'clientId' | 'clientSecret'>,
  username: string,
  field = 'SECRET_HASH',
): Promise<Record<string, string>> {
  if (!ctx.clientSecret) return {};
  const encoder = new TextEncoder();
  const mac = await hmacSha256(encoder.encode(ctx.clientSecret), encoder.encode(username + ctx.clientId));
  return { [field]: bytesToBase64(mac) };
}

function flowNotEnabled(error: unknown, flow: string): boolean {
  return (
    error instanceof ProviderError &&
    error.code === 'InvalidParameterException' &&
    error.providerMessage.includes(flow) &&
    /not enabled|unsupported/i.test(error.providerMessage)
  );
}

async function passwordAuth(ctx: SignInContext, username: string, password: string): Promise<ChallengeAnswer> {
  try {
    return await ctx.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: ctx.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password, ...(await secretHashFields(ctx, username)) },
    });
  } catch (error) {
    if (!flowNotEnabled(error, 'USER_PASSWORD_AUTH')) throw error;
    throw new LoginError(
      'InvalidParameterException',
      ctx.userPoolId
        ? 'The app client allows neither SRP nor password sign-in; enable ALLOW_USER_SRP_AUTH on it.'
        : 'The app client allows only SRP sign-in, which needs the user pool id: give it (e.g. us-east-1_AbC123).',
    );
  }
}

/**
 * SRP: `USER_SRP_AUTH`, or with `choice` the choice-based `USER_AUTH` with PREFERRED_CHALLENGE PASSWORD_SRP (the
 * same SRP_A and PASSWORD_VERIFIER; AWS API reference, InitiateAuth AuthParameters).
 */
async function srpAuth(ctx: SignInContext, userPoolId: string, username: string, password: string, choice = false) {
  const client = startSrpClient();
  const started = await ctx.call('InitiateAuth', {
    AuthFlow: choice ? 'USER_AUTH' : 'USER_SRP_AUTH',
    ClientId: ctx.clientId,
    AuthParameters: {
      USERNAME: username,
      SRP_A: client.srpA,
      ...(choice ? { PREFERRED_CHALLENGE: 'PASSWORD_SRP' } : {}),
      ...(await secretHashFields(ctx, username)),
    },
  });
  if (started.ChallengeName !== 'PASSWORD_VERIFIER') return started;
  const p = started.ChallengeParameters ?? {};
  const userId = p.USER_ID_FOR_SRP ?? username;
  let claim: { signature: string; timestamp: string };
  try {
    claim = await answerPasswordVerifier({
      ...client,
      poolName: poolNameOf(userPoolId),
      userId,
      password,
      srpB: p.SRP_B ?? '',
      salt: p.SALT ?? '',
      secretBlock: p.SECRET_BLOCK ?? '',
    });
  } catch {
    throw new LoginError('InvalidResponse', 'The login provider sent an SRP challenge skiff cannot use.');
  }
  return ctx.call('RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: ctx.clientId,
    ...(started.Session ? { Session: started.Session } : {}),
    ChallengeResponses: {
      USERNAME: userId,
      PASSWORD_CLAIM_SECRET_BLOCK: p.SECRET_BLOCK,
      PASSWORD_CLAIM_SIGNATURE: claim.signature,
      TIMESTAMP: claim.timestamp,
      ...(await secretHashFields(ctx, userId)),
    },
  });
}

/**
 * The first answer of a sign-in: SRP when possible; when the app client does not allow USER_SRP_AUTH, SRP through
 * choice-based sign-in (USER_AUTH: an app client may allow only that, AWS developer guide "Manage authentication
 * methods in AWS SDKs"), and when it allows neither, the password flow. The password leaves the machine only in
 * the last case.
 */
async function firstStep(ctx: SignInContext, username: string, password: string): Promise<ChallengeAnswer> {
  if (!ctx.userPoolId) return passwordAuth(ctx, username, password);
  try {
    return await srpAuth(ctx, ctx.userPoolId, username, password);
  } catch (error) {
    if (!flowNotEnabled(error, 'USER_SRP_AUTH')) throw error;
  }
  try {
    return await srpAuth(ctx, ctx.userPoolId, username, password, true);
  } catch (error) {
    if (!flowNotEnabled(error, 'USER_AUTH')) throw error;
    return passwordAuth(ctx, username, password);
  }
}

/** Answers the challenges until the pool gives tokens. */
export async function signInWithChallenges(
  ctx: SignInContext,
  email: string,
  password: string,
  answers: SignInAnswers = {},
): Promise<ChallengeAnswer> {
  const typed = email.trim().toLowerCase();
  let answer = await firstStep(ctx, typed, password);
  let username = answer.ChallengeParameters?.USER_ID_FOR_SRP ?? typed;
  for (let round = 0; answer.ChallengeName && round < 4; round++) {
    const name = answer.ChallengeName;
    const p = answer.ChallengeParameters ?? {};
    username = p.USER_ID_FOR_SRP ?? username;
    const question = challengeQuestion(name, p);
    if (!question) {
      throw new LoginChallengeError(name, `The login provider asks for ${name}, which skiff cannot answer.`);
    }
    const { kind, destination } = question;
    const ask =
      kind === 'NEW_PASSWORD_REQUIRED'
        ? answers.newPassword
        : answers.mfaCode && (() => answers.mfaCode!({ kind, destination }));
    if (!ask) throw new LoginChallengeError(name, CHALLENGE_MESSAGES[kind]);
    const given = await ask();
    const checked = challengeResponses(question.kind, given);
    if ('problem' in checked) throw new LoginError('InvalidPasswordException', checked.problem);
    const responses = checked.responses;
    try {
      answer = await ctx.call('RespondToAuthChallenge', {
        ChallengeName: name,
        ClientId: ctx.clientId,
        Session: answer.Session,
        ChallengeResponses: { USERNAME: username, ...responses, ...(await secretHashFields(ctx, username)) },
      });
    } catch (error) {
      if (error instanceof ProviderError && /session is expired/i.test(error.providerMessage)) {
        throw new LoginError('NotAuthorizedException', CHALLENGE_MESSAGES.SESSION_EXPIRED);
      }
      throw error;
    }
  }
  return answer;
}
