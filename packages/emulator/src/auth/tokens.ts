import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Store } from '../store/index.js';
import type { User } from '../store/users.js';
import { COMMAND_TOKEN_PREFIX, userOfCommandToken } from './command-tokens.js';
import { type JwtClaims, signJwt, verifyJwt } from './jwt.js';

export const CLIENT_ID = 'skiff-emulator';
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

export type TokenService = ReturnType<typeof createTokenService>;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Issues and checks tokens; the signing secret lives in the database so tokens survive a restart. */
export function createTokenService(store: Store, options: { ttlSeconds: number; issuer: () => string }) {
  let secret = store.tokens.setting('jwt_secret');
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    store.tokens.putSetting('jwt_secret', secret);
  }
  const key = secret;
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
    const claims = verifyJwt(token, key, now);
    if (claims) {
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  }

  return {
    issue(user: User, withRefresh: boolean): IssuedTokens {
      const iat = Math.floor(Date.now() / 1000);
      const base = { sub: user.sub, email: user.email, iat, exp: iat + options.ttlSeconds, iss: options.issuer() };
      const tokens: IssuedTokens = {
        // A fresh jti (as Cognito sends) makes every issued token distinct, even within one second.
        AccessToken: signJwt(
          { ...base, token_use: 'access', client_id: CLIENT_ID, username: user.email, jti: randomUUID() },
          key,
        ),
        IdToken: signJwt(
          { ...base, token_use: 'id', aud: CLIENT_ID, 'cognito:username': user.email, jti: randomUUID() },
          key,
        ),
        ExpiresIn: options.ttlSeconds,
        TokenType: 'Bearer',
      };
      if (withRefresh) {
        const refresh = `${randomUUID()}.${randomBytes(32).toString('base64url')}`;
        const now = new Date();
        const expires = new Date(now.getTime() + REFRESH_TTL_DAYS * 86_400_000);
        store.tokens.saveRefresh(sha256(refresh), user._id, now.toISOString(), expires.toISOString());
        tokens.RefreshToken = refresh;
      }
      return tokens;
    },
    /** The user a refresh token belongs to, if it is known and not expired. */
    refreshUser(refreshToken: string): User | undefined {
      const userId = store.tokens.refreshOwner(sha256(refreshToken), new Date().toISOString());
      return userId ? store.users.findById(userId) : undefined;
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
      const user = store.users.findBySub(claims.sub);
      return user?.confirmed ? user : undefined;
    },
  };
}
