import type { AppContext } from '../context.js';
import { isValidPassword } from '../domain.js';
import type { User } from '../store/users.js';
import { CognitoError, checkClient } from './cognito.js';
import { checkEmailCode, codeLifetimeMs, newEmailCode, type StoredCode, str, userOf } from './cognito-account.js';
import { announceCode } from './issued-codes.js';
import { passwordRecord } from './user-pool.js';

/**
 * Cognito's `ForgotPassword` and `ConfirmForgotPassword`: a 6-digit reset code goes to the emulator log (its
 * stand-in for the email), and the code with a new password sets the password. The hosted page uses the same two.
 */

type Json = Record<string, unknown>;

/** A reset code is valid for one hour, as Cognito's are. */
const RESET_CODE_TTL_MS = 3_600_000;
/** Wrong codes allowed before the code is spent (Cognito limits attempts too; the count is ours). */
const MAX_RESET_ATTEMPTS = 5;

interface StoredResetCode extends StoredCode {
  attempts: number;
}

export async function forgotPassword(ctx: AppContext, body: Json): Promise<Json> {
  checkClient(body);
  const user = userOf(ctx, body);
  if (!user.confirmed) {
    throw new CognitoError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  const lifetime = codeLifetimeMs(ctx, RESET_CODE_TTL_MS);
  const { code, stored } = newEmailCode(lifetime);
  const reset: StoredResetCode = { ...stored, attempts: 0 };
  ctx.store.userAdmin.patchData(user._id, { passwordResetCode: reset });
  announceCode(ctx, 'password reset', user.email, code, lifetime);
  return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: user.email } };
}

/** Sets the new password when the code is right; the user's refresh tokens end with the old password. */
export async function confirmForgotPassword(ctx: AppContext, body: Json): Promise<Json> {
  checkClient(body);
  const code = str(body.ConfirmationCode);
  const password = str(body.Password);
  if (!code || !password) {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter ConfirmationCode or Password');
  }
  const user = userOf(ctx, body);
  if (!isValidPassword(password)) throw new CognitoError('InvalidPasswordException');
  checkResetCode(ctx, user, code);
  const { passwordHash, srp } = await passwordRecord(user.sub, password);
  ctx.store.transaction(() => {
    ctx.store.userAdmin.setPasswordHash(user._id, passwordHash);
    ctx.store.userAdmin.patchData(user._id, { srp, forceChangePassword: undefined });
    ctx.store.userAdmin.patchData(user._id, { passwordResetCode: undefined });
    ctx.store.userAdmin.revokeRefreshTokens(user._id);
  });
  return {};
}

/** Counts a wrong code; the last allowed wrong one spends the code (LimitExceededException). */
function checkResetCode(ctx: AppContext, user: User, code: string): void {
  const stored = user.data.passwordResetCode as StoredResetCode | undefined;
  try {
    checkEmailCode(stored, code);
  } catch (error) {
    if (!stored || !(error instanceof CognitoError) || error.type !== 'CodeMismatchException') throw error;
    const attempts = stored.attempts + 1;
    if (attempts < MAX_RESET_ATTEMPTS) {
      ctx.store.userAdmin.patchData(user._id, { passwordResetCode: { ...stored, attempts } });
      throw error;
    }
    ctx.store.userAdmin.patchData(user._id, { passwordResetCode: undefined });
    throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
}
