import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, buildForgotPasswordUrl } from './pkce.js';

describe('hosted login provider page URLs', () => {
  it('Given a login domain with or without a trailing slash, Then the forgot-password URL carries the client and the encoded return address', () => {
    for (const loginDomain of ['https://auth.example.com/cognito', 'https://auth.example.com/cognito/']) {
      const url = new URL(
        buildForgotPasswordUrl({
          loginDomain,
          clientId: 'client-1',
          redirectUri: 'http://127.0.0.1:5173/login?next=/a&b=1',
        }),
      );
      expect(`${url.origin}${url.pathname}`).toBe('https://auth.example.com/cognito/forgotPassword');
      expect([...url.searchParams]).toEqual([
        ['client_id', 'client-1'],
        ['redirect_uri', 'http://127.0.0.1:5173/login?next=/a&b=1'],
      ]);
    }
  });

  it('Given the same login domain, Then the authorize URL is a sibling page of the same domain', () => {
    const url = new URL(
      buildAuthorizeUrl({
        loginDomain: 'https://auth.example.com/cognito/',
        clientId: 'client-1',
        redirectUri: 'http://127.0.0.1:5173/sso-callback',
        state: 's',
        challenge: 'c',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.example.com/cognito/oauth2/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });
});
