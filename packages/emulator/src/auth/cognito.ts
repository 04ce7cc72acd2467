import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import { isValidPassword } from '../domain.js';
import { newId } from '../ids.js';
import {
  changePassword,
  confirmSignUp,
  globalSignOut,
  issueConfirmationCode,
  resendConfirmationCode,
  revokeToken,
  userOfAccessToken,
} from './cognito-account.js';
import { CognitoError } from './cognito-error.js';
import { confirmForgotPassword, forgotPassword } from './forgot-password.js';
import { mfaOf } from './mfa.js';
import { initiateAuth } from './sign-in.js';
import { respondToChallenge, userAuth } from './user-auth.js';
import { type AppClient, appClientOf, checkSecretHash, passwordRecord } from './user-pool.js';

export { CognitoError };

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
// No control or format character (NUL, ESC, BEL, bidi overrides, zero-width space): such an email would display
// exactly like another account's (issue 19, F-10).
const EMAIL_PATTERN = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;

type Json = Record<string, unknown>;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The app client of a call that names a user by `Username` (sign-up, confirmation, forgot password): it must exist,
 * and a confidential client's `SecretHash` must match.
 */
export function checkClient(body: Json): AppClient {
  const client = appClientOf(body);
  const username = str(body.Username);
  checkSecretHash(client, body.SecretHash, [username, username?.trim().toLowerCase()]);
  return client;
}

/** `GetUser`: the access token's user and attributes. */
async function getUser(ctx: AppContext, body: Json): Promise<Json> {
  const user = userOfAccessToken(ctx, body);
  const mfa = mfaOf(user.data);
  return {
    Username: user.sub,
    UserAttributes: [
      { Name: 'sub', Value: user.sub },
      { Name: 'email_verified', Value: String(user.confirmed) },
      { Name: 'email', Value: user.email },
    ],
    ...(mfa ? { PreferredMfaSetting: mfa.type, UserMFASettingList: [mfa.type] } : {}),
  };
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
  const { passwordHash, srp } = await passwordRecord(sub, password);
  ctx.store.users.insert({
    id,
    sub,
    email,
    passwordHash,
    role: 'MEMBER',
    confirmed: false,
    createdAt: new Date().toISOString(),
    data: { srp },
  });
  issueConfirmationCode(ctx, { _id: id, email });
  return {
    UserConfirmed: false,
    UserSub: sub,
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email },
  };
}

const OPERATIONS: Record<string, (ctx: AppContext, body: Json) => Promise<Json>> = {
  InitiateAuth: (ctx, body) => (body.AuthFlow === 'USER_AUTH' ? userAuth(ctx, body) : initiateAuth(ctx, body)),
  RespondToAuthChallenge: respondToChallenge,
  GetUser: getUser,
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
