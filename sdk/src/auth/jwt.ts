/** Reading (not verifying) a JWT's claims on the client: expiry checks and who is signed in. */

export interface JwtClaims {
  sub?: string;
  email?: string;
  exp?: number;
  iat?: number;
  nbf?: number;
  [claim: string]: unknown;
}

function base64UrlDecode(part: string): string {
  // In Node, Buffer decodes base64url itself: about a millisecond of each CLI start went to atob and TextDecoder
  // there (issue 18). Browsers have no Buffer and a fast atob.
  const nodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  if (nodeBuffer) return nodeBuffer.from(part, 'base64url').toString('utf8');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}

/** The last token decoded and its claims: a client checks the same token's expiry before each of its calls. */
let lastDecoded: { token: string; claims: JwtClaims | undefined } | undefined;

/** The claims of a JWT (frozen), or undefined when the token is not a JWT (e.g. a command access token). */
export function decodeJwtClaims(token: string): JwtClaims | undefined {
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: readClaims(token) };
  return lastDecoded.claims;
}

function readClaims(token: string): JwtClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as unknown;
    return claims && typeof claims === 'object' ? Object.freeze(claims as JwtClaims) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the token is expired or not yet valid (spec 000 section 4: such a session is logged out).
 * `skewMs` treats a token about to expire as expired, so it is refreshed before a call fails.
 */
export function isTokenExpired(token: string, now = Date.now(), skewMs = 0): boolean {
  const claims = decodeJwtClaims(token);
  if (!claims) return false;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now + skewMs) return true;
  if (typeof claims.nbf === 'number' && claims.nbf * 1000 > now + 60_000) return true;
  return false;
}
