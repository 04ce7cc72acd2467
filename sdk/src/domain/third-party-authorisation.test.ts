import { describe, expect, it } from 'vitest';
import {
  decodeMaybeBase64,
  isLoopbackHost,
  THIRD_PARTY_INSECURE_MESSAGE,
  THIRD_PARTY_INVALID_MESSAGE,
  thirdPartyDestination,
} from './third-party-authorisation.js';

describe('third-party authorisation (spec 003 section 2.6, issue 6)', () => {
  it('Given an https destination, When built, Then the token and state are appended and the host shown', () => {
    const d = thirdPartyDestination('https://tool.example.com/cb?x=1', 'tok', 'st');
    expect(d).toEqual({
      ok: true,
      host: 'tool.example.com',
      url: 'https://tool.example.com/cb?x=1&accessToken=tok&state=st',
    });
  });

  it('Given a destination without a scheme, When built, Then https:// is prefixed', () => {
    expect(thirdPartyDestination('tool.example.com/cb', 't', undefined)).toMatchObject({
      ok: true,
      url: 'https://tool.example.com/cb?accessToken=t',
    });
  });

  it('Given http to another host or another scheme, When built, Then it is refused; http to loopback is allowed', () => {
    expect(thirdPartyDestination('http://evil.example.com/', 't', '')).toEqual({
      ok: false,
      host: 'evil.example.com',
      reason: THIRD_PARTY_INSECURE_MESSAGE,
    });
    expect(thirdPartyDestination('javascript:alert(1)', 't', '')).toMatchObject({ ok: false });
    expect(thirdPartyDestination('', 't', '')).toEqual({ ok: false, reason: THIRD_PARTY_INVALID_MESSAGE });
    expect(thirdPartyDestination('http://127.0.0.1:8123/cb', 't', '')).toMatchObject({
      ok: true,
      host: '127.0.0.1:8123',
    });
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('127.evil.com')).toBe(false);
  });

  it('Given base64 and plain values, When decoded, Then only printable base64 text is decoded', () => {
    expect(decodeMaybeBase64(btoa('state-42'))).toBe('state-42');
    expect(decodeMaybeBase64('plain_value!')).toBe('plain_value!');
    expect(decodeMaybeBase64('abcd')).toBe('abcd');
  });
});
