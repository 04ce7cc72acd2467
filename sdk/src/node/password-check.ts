import { discoverLoginSettings, type LoginSettings } from '../auth/discovery.js';
import { LoginProvider } from '../auth/login-provider.js';
import { LoginChallengeError } from '../auth/sign-in-flow.js';
import type { HttpClient } from '../transport/http.js';

export interface PasswordCheckOptions {
  origin: string;
  /** The account's sign-in name (its e-mail). */
  email: string;
  password: string;
  http: HttpClient;
  /** The profile's login provider, when it was signed in with one; else the origin's advertised one. */
  settings?: Partial<LoginSettings> & { clientSecret?: string };
}

/**
 * Checks an account's current password, as the spec's change-password form requires one (spec 002 section 5).
 * The contract's `POST /users/change-password` (CognitoUserChangePasswordDTO: username, password, confirmPassword)
 * carries no current password, so it is checked where passwords live: a sign-in with it at the login provider,
 * which refuses a wrong one with the platform's own `NotAuthorizedException` ('Incorrect username or password.',
 * spec 000 section 8). A challenge after the password (MFA, a new password) means the password was right. The
 * session this sign-in opened is revoked at once; nothing else changes.
 */
export async function checkAccountPassword(options: PasswordCheckOptions): Promise<void> {
  const settings =
    options.settings?.loginEndpoint && options.settings.clientId
      ? options.settings
      : await discoverLoginSettings(options.origin, options.http);
  const provider = new LoginProvider({
    endpoint: settings.loginEndpoint ?? '',
    clientId: settings.clientId ?? '',
    http: options.http,
    ...(settings.userPoolId ? { userPoolId: settings.userPoolId } : {}),
    ...(options.settings?.clientSecret ? { clientSecret: options.settings.clientSecret } : {}),
  });
  let refreshToken: string | undefined;
  try {
    refreshToken = (await provider.signIn(options.email, options.password)).refreshToken;
  } catch (error) {
    if (error instanceof LoginChallengeError) return;
    throw error;
  }
  if (refreshToken) await provider.signOut({ refreshToken }).catch(() => undefined);
}
