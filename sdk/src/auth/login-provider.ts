import { signInErrorMessage } from '../domain/messages.js';
import { ConnectionError, LoginError } from '../transport/errors.js';
import type { HttpClient } from '../transport/http.js';

/** Tokens issued by the login provider. */
export interface AuthTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface LoginProviderOptions {
  /** The Cognito user pool JSON endpoint, e.g. `https://cognito-idp.us-east-1.amazonaws.com/`. */
  endpoint: string;
  clientId: string;
  http: HttpClient;
}

interface CognitoAuthResult {
  AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken?: string; ExpiresIn?: number };
}

/** The hosted login provider (an Amazon Cognito user pool): password sign-in, refresh, sign-up. */
export class LoginProvider {
  constructor(private readonly options: LoginProviderOptions) {}

  /** Signs in with email and password; the email is lower-cased first (spec 000 section 5). */
  async signIn(email: string, password: string): Promise<AuthTokens> {
    const result = await this.call<CognitoAuthResult>('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: this.options.clientId,
      AuthParameters: { USERNAME: email.trim().toLowerCase(), PASSWORD: password },
    });
    return toTokens(result);
  }

  /** Trades a refresh token for new id and access tokens; the refresh token is kept. */
  async refresh(refreshToken: string): Promise<AuthTokens> {
    const result = await this.call<CognitoAuthResult>('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: this.options.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    const tokens = toTokens(result);
    return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
  }

  /** Registers a new user; they must confirm by email before signing in. */
  async signUp(email: string, password: string): Promise<{ userConfirmed: boolean }> {
    const result = await this.call<{ UserConfirmed?: boolean }>('SignUp', {
      ClientId: this.options.clientId,
      Username: email.trim().toLowerCase(),
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email.trim().toLowerCase() }],
    });
    return { userConfirmed: result.UserConfirmed === true };
  }

  private async call<T>(operation: string, body: unknown): Promise<T> {
    let response: Awaited<ReturnType<HttpClient['send']>>;
    try {
      response = await this.options.http.send({
        method: 'POST',
        url: this.options.endpoint,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new ConnectionError(`Cannot reach the login provider at ${this.options.endpoint}.`, this.options.endpoint, {
        cause: error,
      });
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // a non-JSON answer is reported below as the provider's internal error
    }
    if (response.status >= 400) {
      const rawType = String(json.__type ?? response.headers['x-amzn-errortype'] ?? '');
      const code = rawType.split('#').pop()?.split(':')[0] ?? '';
      throw new LoginError(code || 'InternalErrorException', signInErrorMessage(code));
    }
    return json as T;
  }
}

function toTokens(result: CognitoAuthResult): AuthTokens {
  const auth = result.AuthenticationResult;
  if (!auth?.IdToken || !auth.AccessToken) throw new LoginError('InvalidResponse', signInErrorMessage(undefined));
  return {
    idToken: auth.IdToken,
    accessToken: auth.AccessToken,
    refreshToken: auth.RefreshToken,
    expiresAt: Date.now() + (auth.ExpiresIn ?? 3600) * 1000,
  };
}
