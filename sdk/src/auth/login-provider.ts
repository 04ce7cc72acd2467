import { signInErrorMessage } from '../domain/messages.js';
import { ConnectionError, LoginError } from '../transport/errors.js';
import type { HttpClient } from '../transport/http.js';
import { isTokenExpired } from './jwt.js';
import {
  type ChallengeAnswer,
  ProviderError,
  type SignInAnswers,
  secretHashFields,
  signInWithChallenges,
} from './sign-in-flow.js';

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
  /** The user pool id (`us-east-1_AbC123`): SRP needs it; without it only USER_PASSWORD_AUTH can be used. */
  userPoolId?: string;
  /** The app client's secret, when it has one: SECRET_HASH is then sent on every call naming a user. */
  clientSecret?: string;
}

type CognitoAuthResult = ChallengeAnswer;

/** The hosted login provider (an Amazon Cognito user pool): sign-in (SRP or password), refresh, sign-up. */
export class LoginProvider {
  constructor(private readonly options: LoginProviderOptions) {}

  /**
   * Signs in with email and password (sign-in-flow.ts: SRP when the pool id is known, else or when the pool refuses
   * SRP the password flow); the email is lower-cased first (spec 000 section 5). `answers` supply a new password or
   * an MFA code when the pool asks; without them such a sign-in ends in a LoginChallengeError.
   */
  async signIn(email: string, password: string, answers?: SignInAnswers): Promise<AuthTokens> {
    const context = {
      clientId: this.options.clientId,
      userPoolId: this.options.userPoolId,
      clientSecret: this.options.clientSecret,
      call: (operation: string, body: Record<string, unknown>) => this.call<ChallengeAnswer>(operation, body),
    };
    return toTokens(await signInWithChallenges(context, email, password, answers));
  }

  /**
   * Trades a refresh token for new id and access tokens; the refresh token is kept. `username` (the id token's
   * `cognito:username`) is what SECRET_HASH is computed with for a client with a secret.
   */
  async refresh(refreshToken: string, username?: string): Promise<AuthTokens> {
    const result = await this.call<CognitoAuthResult>('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: this.options.clientId,
      AuthParameters: {
        REFRESH_TOKEN: refreshToken,
        ...(username ? await secretHashFields(this.options, username) : {}),
      },
    });
    const tokens = toTokens(result);
    return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
  }

  /** Registers a new user; they must confirm by email before signing in. */
  async signUp(email: string, password: string): Promise<{ userConfirmed: boolean }> {
    const result = await this.call<{ UserConfirmed?: boolean }>('SignUp', {
      ClientId: this.options.clientId,
      ...(await secretHashFields(this.options, email.trim().toLowerCase(), 'SecretHash')),
      Username: email.trim().toLowerCase(),
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email.trim().toLowerCase() }],
    });
    return { userConfirmed: result.UserConfirmed === true };
  }

  /** Confirms a sign-up with the code sent by email (`CodeMismatchException`, `ExpiredCodeException` on a bad one). */
  async confirmSignUp(email: string, code: string): Promise<void> {
    await this.call('ConfirmSignUp', {
      ClientId: this.options.clientId,
      ...(await secretHashFields(this.options, email.trim().toLowerCase(), 'SecretHash')),
      Username: email.trim().toLowerCase(),
      ConfirmationCode: code.trim(),
    });
  }

  /** Sends a new sign-up confirmation code to the e-mail of an account not confirmed yet. */
  async resendConfirmationCode(email: string): Promise<void> {
    await this.call('ResendConfirmationCode', {
      ClientId: this.options.clientId,
      ...(await secretHashFields(this.options, email.trim().toLowerCase(), 'SecretHash')),
      Username: email.trim().toLowerCase(),
    });
  }

  /** Changes the signed-in user's password; needs their access token (not the id token). */
  async changePassword(accessToken: string, previousPassword: string, proposedPassword: string): Promise<void> {
    await this.call('ChangePassword', {
      AccessToken: accessToken,
      PreviousPassword: previousPassword,
      ProposedPassword: proposedPassword,
    });
  }

  /**
   * Signs out on the server. By default this session only: `RevokeToken` with the refresh token, which also ends
   * the access and id tokens issued with it (AWS API reference, RevokeToken). With `everywhere`, every session of
   * the user: `GlobalSignOut` with the access token (renewed first with the refresh token when it has expired).
   * Without a refresh token, `GlobalSignOut` is the only way to end the session on the server.
   */
  async signOut(tokens: {
    refreshToken?: string;
    accessToken?: string;
    everywhere?: boolean;
    /** The id token's `cognito:username`, for SECRET_HASH when the access token must be renewed first. */
    username?: string;
  }): Promise<void> {
    if (tokens.refreshToken && !tokens.everywhere) {
      await this.call('RevokeToken', {
        ClientId: this.options.clientId,
        Token: tokens.refreshToken,
        // "The secret for the client ID. This is required only if the client ID has a secret." (RevokeToken)
        ...(this.options.clientSecret ? { ClientSecret: this.options.clientSecret } : {}),
      });
      return;
    }
    let accessToken = tokens.accessToken;
    if ((!accessToken || isTokenExpired(accessToken, Date.now(), 30_000)) && tokens.refreshToken) {
      accessToken = (await this.refresh(tokens.refreshToken, tokens.username)).accessToken;
    }
    if (accessToken) await this.call('GlobalSignOut', { AccessToken: accessToken });
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
      const said = typeof json.message === 'string' ? json.message : '';
      throw new ProviderError(code || 'InternalErrorException', signInErrorMessage(code), said);
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

export interface CodeExchangeOptions {
  /** The hosted login domain; tokens come from `{loginDomain}/oauth2/token`. */
  loginDomain: string;
  clientId: string;
  code: string;
  redirectUri: string;
  /** The PKCE verifier of the authorize request. */
  verifier: string;
  /** A confidential client's secret: sent as HTTP Basic client authentication, as Cognito's token endpoint wants. */
  clientSecret?: string;
  http: HttpClient;
}

/** Trades an authorization code and its PKCE verifier for tokens (OAuth 2 token endpoint). */
export async function exchangeAuthorizationCode(options: CodeExchangeOptions): Promise<AuthTokens> {
  const url = `${options.loginDomain.replace(/\/+$/, '')}/oauth2/token`;
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: options.clientId,
    code: options.code,
    redirect_uri: options.redirectUri,
    code_verifier: options.verifier,
  }).toString();
  let status: number;
  let text: string;
  try {
    const response = await options.http.send({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...(options.clientSecret
          ? { authorization: `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}` }
          : {}),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ConnectionError(`Cannot reach the login provider at ${url}.`, url, { cause: error });
  }
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // reported below
  }
  if (status >= 400) {
    const code = typeof json.error === 'string' ? json.error : 'InternalErrorException';
    const detail = typeof json.error_description === 'string' ? json.error_description : signInErrorMessage(undefined);
    throw new LoginError(code, `The sign-in could not be completed (${code}): ${detail}`);
  }
  return toTokens({
    AuthenticationResult: {
      AccessToken: String(json.access_token ?? ''),
      IdToken: String(json.id_token ?? ''),
      RefreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : undefined,
      ExpiresIn: typeof json.expires_in === 'number' ? json.expires_in : undefined,
    },
  });
}
