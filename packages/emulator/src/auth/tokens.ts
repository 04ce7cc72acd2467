import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Store } from '../store/index.js';
import type { User } from '../store/users.js';
import { COMMAND_TOKEN_PREFIX, userOfCommandToken } from './command-tokens.js';
import { type JwtClaims, signJwt, verifyJwt } from './jwt.js';
import type { SigningKey } from './signing-keys.js';
import { DEFAULT_CLIENT_ID, POOL_PATH } from './user-pool.js';

/** Kept for callers that name the default app client. */
export const CLIENT_ID = DEFAULT_CLIENT_ID;
const REFRESH_TTL_DAYS = 30;
/** Verified tokens remembered at most; past it the memo starts afresh (a bound, not an eviction policy). */
const MAX_VERIFIED_TOKENS = 10_000;

export interface IssuedTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** The sign-in a set of tokens belongs to: which app client, and when the user authenticated (kept on refresh). */
export interface TokenGrant {
  clientId: string;
  /** Epoch seconds of the authentication; defaults to now. */
  authTime?: number;
  /** The sign-in session a refresh continues: its tokens keep the session's origin_jti, as Cognito's do. */
  originJti?: string;
}

/** The user and sign-in session of a refresh token. */
export interface RefreshGrant {
  user: User;
  originJti: string;
}

export type TokenService = ReturnType<typeof createTokenService>;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Issues and checks tokens, signed RS256 with the data folder's key (signing-keys.ts). Claims as Cognito sets them:
 * both tokens carry `sub`, `iss` = `{origin}/cognito/{userPoolId}`, `token_use`, `auth_time`, `iat`, `exp`, `jti`,
 * `origin_jti`, `event_id`; the id token `aud` (the client id), `cognito:username`, `email`, `email_verified`; the
 * access token `client_id`, `username` and `scope`.
 */
export function createTokenService(
  store: Store,
  options: { ttlSeconds: number; origin: () => string; key: SigningKey },
) {
  const key = options.key;
  // A signature checked once stays valid until the token's own expiry, which is still checked on every use.
  const verified = new Map<string, JwtClaims>();

  function claimsOf(token: string): JwtClaims | undefined {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known) {
      if (known.exp > now) return known;
      verified.delete(token);
      return undefined;
    }
    const claims = verifyJwt(token, key, POOL_PATH, now);
    if (claims) {
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  }

  return {
    /** The issuer of this emulator's tokens. */
    issuer(): string {
      return `${options.origin()}${POOL_PATH}`;
    },
    /** The public key set served at `{iss}/.well-known/jwks.json`. */
    jwks(): { keys: Record<string, string>[] } {
      return { keys: [key.jwk] };
    },
    issue(user: User, withRefresh: boolean, grant: TokenGrant = { clientId: DEFAULT_CLIENT_ID }): IssuedTokens {
      const iat = Math.floor(Date.now() / 1000);
      const originJti = grant.originJti ?? randomUUID();
      const base = {
        sub: user.sub,
        iss: this.issuer(),
        origin_jti: originJti,
        event_id: randomUUID(),
        auth_time: grant.authTime ?? iat,
        iat,
        exp: iat + options.ttlSeconds,
      };
      const tokens: IssuedTokens = {
        // A fresh jti (as Cognito sends) makes every issued token distinct, even within one second.
        AccessToken: signJwt(
          {
            ...base,
            token_use: 'access',
            scope: 'aws.cognito.signin.user.admin',
            client_id: grant.clientId,
            username: user.sub,
            jti: randomUUID(),
          },
          key,
        ),
        IdToken: signJwt(
          {
            ...base,
            token_use: 'id',
            aud: grant.clientId,
            'cognito:username': user.sub,
            email: user.email,
            email_verified: user.confirmed,
            jti: randomUUID(),
          },
          key,
        ),
        ExpiresIn: options.ttlSeconds,
        TokenType: 'Bearer',
      };
      if (withRefresh) {
        // The refresh token names its session (origin_jti) before a random part, so a refresh can keep it.
        const refresh = `${originJti}.${randomBytes(32).toString('base64url')}`;
        const now = new Date();
        const expires = new Date(now.getTime() + REFRESH_TTL_DAYS * 86_400_000);
        store.transaction(() => {
          store.tokens.saveRefresh(sha256(refresh), user._id, now.toISOString(), expires.toISOString());
          store.tokens.saveOrigin(originJti, user._id, expires.toISOString(), now.toISOString());
        });
        tokens.RefreshToken = refresh;
      }
      return tokens;
    },
    /** The user and session of a refresh token, if it is known, not expired and not revoked. */
    refreshGrant(refreshToken: string): RefreshGrant | undefined {
      const userId = store.tokens.refreshOwner(sha256(refreshToken), new Date().toISOString());
      const user = userId ? store.users.findById(userId) : undefined;
      const originJti = refreshToken.split('.')[0]!;
      return user && !store.tokens.originRevoked(originJti) ? { user, originJti } : undefined;
    },
    /**
     * Revokes a refresh token and the access and id tokens of its session ("Revokes all of the access tokens
     * generated by, and at the same time as, the specified refresh token": AWS API reference, RevokeToken).
     */
    revokeRefresh(refreshToken: string): void {
      // Only a known refresh token revokes its session: the origin_jti alone (readable in any access token) does not.
      if (!store.tokens.refreshOwner(sha256(refreshToken), '')) return;
      store.transaction(() => {
        store.tokens.deleteRefresh(sha256(refreshToken));
        store.tokens.revokeOrigin(refreshToken.split('.')[0]!);
      });
    },
    /**
     * Signs a user out of every session: refresh tokens deleted, access and id tokens refused from now on
     * ("Invalidates the identity, access, and refresh tokens that Amazon Cognito issued to a user": AWS API
     * reference, GlobalSignOut).
     */
    signOutEverywhere(userId: string): void {
      store.transaction(() => {
        store.userAdmin.revokeRefreshTokens(userId);
        store.tokens.revokeOriginsOf(userId);
      });
    },
    /** The signed-in user of an `Authorization` header value, or undefined. */
    authenticate(authorization: string | undefined): User | undefined {
      if (!authorization) return undefined;
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      return match ? this.userOfToken(match[1]!) : undefined;
    },
    userOfToken(token: string): User | undefined {
      // A command access token (created at /users/command-access-token) is also a bearer token.
      if (token.startsWith(COMMAND_TOKEN_PREFIX)) return userOfCommandToken(store, token);
      const claims = claimsOf(token);
      if (!claims) return undefined;
      if (typeof claims.origin_jti === 'string' && store.tokens.originRevoked(claims.origin_jti)) return undefined;
      const user = store.users.findBySub(claims.sub);
      return user?.confirmed ? user : undefined;
    },
    /** The claims of a valid token of this pool (id or access), or undefined. */
    claimsOf,
  };
}
