import { createSign, createVerify } from 'node:crypto';
import type { SigningKey } from './signing-keys.js';

export interface JwtClaims {
  sub: string;
  token_use: 'id' | 'access';
  iat: number;
  exp: number;
  iss: string;
  [claim: string]: unknown;
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

/** Canonical base64url only: the URL alphabet, no padding, and no stray bits a lenient decoder would drop. */
function strictBase64url(part: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(part) || part.length % 4 === 1) return undefined;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : undefined;
}

/** Signs claims as an RS256 JWT whose header names the key (`kid`), as Cognito's tokens do. */
export function signJwt(claims: JwtClaims, key: SigningKey): string {
  const head = base64url(JSON.stringify({ kid: key.kid, alg: 'RS256' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key.privateKey);
  return `${head}.${body}.${signature.toString('base64url')}`;
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  const bytes = strictBase64url(part);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The claims of a valid token, or undefined. Only RS256 with this emulator's `kid` is accepted (never `none`, never
 * HS256 keyed with the public key), every part must be canonical base64url, the issuer must be this user pool (on
 * whichever port the emulator ran when it signed: the key is what proves it), and an expired token is invalid.
 */
export function verifyJwt(token: string, key: SigningKey, poolPath: string, nowSeconds: number): JwtClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head, body, signature] = parts as [string, string, string];
  const header = decodeJson(head);
  if (header?.alg !== 'RS256' || header.kid !== key.kid) return undefined;
  const signed = strictBase64url(signature);
  if (!signed || !createVerify('RSA-SHA256').update(`${head}.${body}`).verify(key.publicKey, signed)) return undefined;
  const claims = decodeJson(body);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
  if (claims.token_use !== 'id' && claims.token_use !== 'access') return undefined;
  if (typeof claims.iss !== 'string' || !claims.iss.endsWith(poolPath) || claims.exp <= nowSeconds) return undefined;
  return claims as JwtClaims;
}
