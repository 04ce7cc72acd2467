import type { AppContext } from '../context.js';
import { CognitoError } from './cognito-error.js';
import {
  answerOf,
  checkPassword,
  findPoolUser,
  namesOf,
  newSession,
  pendingSession,
  respondToAuthChallenge,
  srpStart,
} from './sign-in.js';
import { type AppClient, appClientOf, checkFlow, checkSecretHash } from './user-pool.js';

/**
 * Choice-based sign-in, `InitiateAuth` with `AuthFlow: USER_AUTH`, for the first factors this pool has (passwords;
 * no passkeys or one-time passwords). From AWS's API reference (InitiateAuth AuthParameters, RespondToAuthChallenge
 * ChallengeName) and developer guide ("Manage authentication methods in AWS SDKs", choice-based authentication):
 * - AuthParameters USERNAME (required) and PREFERRED_CHALLENGE. PASSWORD with PASSWORD checks it at once;
 *   PASSWORD_SRP with SRP_A answers PASSWORD_VERIFIER, as USER_SRP_AUTH does.
 * - Without PREFERRED_CHALLENGE Cognito answers SELECT_CHALLENGE with AvailableChallenges and a Session; the client
 *   answers RespondToAuthChallenge SELECT_CHALLENGE with ANSWER (one of them) and that challenge's parameters
 *   (USERNAME and PASSWORD, or USERNAME and SRP_A).
 * Our choices where the pages are silent: a PREFERRED_CHALLENGE the pool does not offer gets SELECT_CHALLENGE too;
 * the client must allow USER_AUTH (ALLOW_USER_AUTH), with the wording of a flow not enabled.
 */

type Json = Record<string, unknown>;

/** The first factors this pool offers every user. */
const AVAILABLE = ['PASSWORD', 'PASSWORD_SRP'] as const;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The chosen first factor with its parameters (from AuthParameters or ChallengeResponses). */
async function firstFactor(ctx: AppContext, client: AppClient, userId: string, choice: string, params: Json) {
  const user = ctx.store.users.findById(userId);
  if (!user) throw new CognitoError('UserNotFoundException');
  if (choice === 'PASSWORD') {
    const password = str(params.PASSWORD);
    if (!password) throw new CognitoError('InvalidParameterException', 'Missing required parameter PASSWORD');
    return answerOf(ctx, client, await checkPassword(ctx, client, user, password));
  }
  const srpA = str(params.SRP_A);
  if (!srpA) throw new CognitoError('InvalidParameterException', 'Missing required parameter SRP_A');
  return srpStart(ctx, client, user, srpA);
}

export async function userAuth(ctx: AppContext, body: Json): Promise<Json> {
  const client = appClientOf(body);
  checkFlow(client, 'USER_AUTH');
  const params = (body.AuthParameters ?? {}) as Json;
  const username = str(params.USERNAME);
  if (!username) throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME');
  const user = findPoolUser(ctx, username);
  checkSecretHash(client, params.SECRET_HASH, namesOf(user, username));
  if (!user) throw new CognitoError('UserNotFoundException');
  const preferred = str(params.PREFERRED_CHALLENGE);
  if (preferred && (AVAILABLE as readonly string[]).includes(preferred)) {
    return firstFactor(ctx, client, user._id, preferred, params);
  }
  return {
    ChallengeName: 'SELECT_CHALLENGE',
    Session: newSession(ctx, { kind: 'SELECT_CHALLENGE', userId: user._id, clientId: client.clientId }),
    ChallengeParameters: {},
    AvailableChallenges: [...AVAILABLE],
  };
}

/** RespondToAuthChallenge: SELECT_CHALLENGE here, every other challenge in sign-in.ts. */
export async function respondToChallenge(ctx: AppContext, body: Json): Promise<Json> {
  if (body.ChallengeName !== 'SELECT_CHALLENGE') return respondToAuthChallenge(ctx, body);
  const client = appClientOf(body);
  const answers = (body.ChallengeResponses ?? {}) as Json;
  const username = str(answers.USERNAME);
  const answer = str(answers.ANSWER);
  if (!username || !answer) {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME or ANSWER');
  }
  const pending = pendingSession(ctx, str(body.Session));
  const user = pending ? ctx.store.users.findById(pending.userId) : undefined;
  checkSecretHash(client, answers.SECRET_HASH, namesOf(user, username));
  if (!pending || !user || pending.kind !== 'SELECT_CHALLENGE' || pending.clientId !== client.clientId) {
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }
  if (findPoolUser(ctx, username)?._id !== user._id) throw new CognitoError('NotAuthorizedException');
  if (!(AVAILABLE as readonly string[]).includes(answer)) {
    throw new CognitoError('InvalidParameterException', `ANSWER must be one of ${AVAILABLE.join(', ')}.`);
  }
  pendingSession(ctx, str(body.Session), true);
  return firstFactor(ctx, client, user._id, answer, answers);
}
