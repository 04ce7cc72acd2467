import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import { isValidPassword, SIGN_IN_ERROR_MESSAGES, SIGN_IN_FALLBACK_MESSAGE } from '../domain.js';
import { newId } from '../ids.js';
import {
  changePassword,
  confirmSignUp,
  globalSignOut,
  issueConfirmationCode,
  resendConfirmationCode,
  revokeToken,
} from './cognito-account.js';
import { confirmForgotPassword, forgotPassword } from './forgot-password.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { CLIENT_ID } from './tokens.js';

/** A Cognito error: HTTP 400 with `__type` and `message`. */
export class CognitoError extends Error {
  readonly type: string;
  readonly status: number;

  constructor(type: string, message = SIGN_IN_ERROR_MESSAGES[type] ?? SIGN_IN_FALLBACK_MESSAGE, status = 400) {
    super(message);
    this.name = 'CognitoError';
    this.type = type;
    this.status = status;
  }
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
// No control or format character (NUL, ESC, BEL, bidi overrides, zero-width space): such an email would display
// exactly like another account's (issue 19, F-10).
const EMAIL_PATTERN = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;

type Json = Record<string, unknown>;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function checkClient(body: Json): void {
  const clientId = str(body.ClientId);
  if (!clientId) throw new CognitoError('InvalidParameterException', 'Missing required parameter ClientId');
  if (clientId !== CLIENT_ID) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

async function initiateAuth(ctx: AppContext, body: Json): Promise<Json> {
  checkClient(body);
  const params = (body.AuthParameters ?? {}) as Json;
  switch (body.AuthFlow) {
    case 'USER_PASSWORD_AUTH': {
      const username = str(params.USERNAME)?.trim().toLowerCase();
      const password = str(params.PASSWORD);
      if (!username || !password) {
        throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME or PASSWORD');
      }
      const user = ctx.store.users.findByEmail(username);
      if (!user) throw new CognitoError('UserNotFoundException');
      if (!(await verifyPassword(password, user.passwordHash))) throw new CognitoError('NotAuthorizedException');
      if (!user.confirmed) throw new CognitoError('UserNotConfirmedException');
      return { AuthenticationResult: ctx.tokens.issue(user, true), ChallengeParameters: {} };
    }
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const token = str(params.REFRESH_TOKEN);
      const user = token ? ctx.tokens.refreshUser(token) : undefined;
      if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
      return { AuthenticationResult: ctx.tokens.issue(user, false), ChallengeParameters: {} };
    }
    default:
      throw new CognitoError('InvalidParameterException', `Unsupported AuthFlow ${String(body.AuthFlow)}`);
  }
}

async function signUp(ctx: AppContext, body: Json): Promise<Json> {
  checkClient(body);
  const attributes = Array.isArray(body.UserAttributes) ? (body.UserAttributes as Json[]) : [];
  const emailAttribute = str(attributes.find((a) => a.Name === 'email')?.Value);
  const email = (emailAttribute ?? str(body.Username))?.trim().toLowerCase();
  const password = str(body.Password);
  if (!email || !EMAIL_PATTERN.test(email)) {
    throw new CognitoError('InvalidParameterException', 'Invalid email address format.');
  }
  if (!password || !isValidPassword(password)) throw new CognitoError('InvalidPasswordException');
  if (ctx.store.users.findByEmail(email)) throw new CognitoError('UsernameExistsException');
  const sub = randomUUID();
  const id = newId();
  ctx.store.users.insert({
    id,
    sub,
    email,
    passwordHash: await hashPassword(password),
    role: 'MEMBER',
    confirmed: false,
    createdAt: new Date().toISOString(),
  });
  issueConfirmationCode(ctx, { _id: id, email });
  return {
    UserConfirmed: false,
    UserSub: sub,
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email },
  };
}

const OPERATIONS: Record<string, (ctx: AppContext, body: Json) => Promise<Json>> = {
  InitiateAuth: initiateAuth,
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ChangePassword: changePassword,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
};

/** Handles one `POST /cognito/` call; answers the body of a success or throws a CognitoError. */
export async function handleCognito(ctx: AppContext, target: string | undefined, body: unknown): Promise<Json> {
  const operation = target?.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : undefined;
  const run = operation ? OPERATIONS[operation] : undefined;
  if (!run) throw new CognitoError('UnknownOperationException', `Unknown operation ${target ?? '(none)'}`);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new CognitoError('SerializationException', 'The request body is not a JSON object.');
  }
  return run(ctx, body as Json);
}
