import { describe, expect, it, vi } from 'vitest';
import { decodeJwtClaims, isTokenExpired } from './jwt.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;

describe('JWT expiry checks', () => {
  const now = Date.UTC(2026, 10, 22);
  it('Given a token whose exp has passed, Then it is expired', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
  });
  it('Given a token valid for an hour, Then it is not expired, unless the skew covers it', () => {
    const token = jwt({ exp: now / 1000 + 3600 });
    expect(isTokenExpired(token, now)).toBe(false);
    expect(isTokenExpired(token, now, 2 * 3600_000)).toBe(true);
  });
  it('Given a token not valid yet, Then it counts as expired', () => {
    expect(isTokenExpired(jwt({ nbf: now / 1000 + 7200, exp: now / 1000 + 9000 }), now)).toBe(true);
  });
  it('Given something that is not a JWT, Then it has no claims and is not judged expired', () => {
    expect(decodeJwtClaims('skf_abc123')).toBeUndefined();
    expect(isTokenExpired('skf_abc123', now)).toBe(false);
  });
  it('Given claims beyond ASCII, When decoded in Node and where there is no Buffer (a browser), Then both read the same', () => {
    const claims = { email: 'zoë@example.com', name: 'Łukasz 😀', exp: 1 };
    expect(decodeJwtClaims(jwt(claims))).toEqual(claims);
    const another = jwt({ ...claims, exp: 2 });
    vi.stubGlobal('Buffer', undefined);
    try {
      expect(decodeJwtClaims(another)).toEqual({ ...claims, exp: 2 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
