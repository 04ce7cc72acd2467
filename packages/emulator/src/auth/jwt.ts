import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  sub: string;
  email: string;
  token_use: 'id' | 'access';
  iat: number;
  exp: number;
  iss: string;
  [claim: string]: unknown;
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

function hmac(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** Signs claims as an HS256 JWT. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${hmac(`${head}.${body}`, secret).toString('base64url')}`;
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The claims of a valid token, or undefined. Only HS256 is accepted (never `none` or another algorithm a caller
 * names in the header), the signature is compared in constant time, and an expired token is invalid.
 */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head, body, signature] = parts as [string, string, string];
  const header = decodeJson(head);
  if (header?.alg !== 'HS256') return undefined;
  const expected = hmac(`${head}.${body}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = decodeJson(body);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
  if (claims.token_use !== 'id' && claims.token_use !== 'access') return undefined;
  if (claims.exp <= nowSeconds) return undefined;
  return claims as JwtClaims;
}
