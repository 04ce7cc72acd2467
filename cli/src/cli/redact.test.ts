import { describe, expect, it } from 'vitest';
import { loggedHttpClient } from './http-log.js';
import { REDACTED, redactBody, redactHeaders, redactUrl, shownInvitation } from './redact.js';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw';

describe('redaction for the request log', () => {
  it('Given ids, a JWT segment and a secret query, When a URL is redacted, Then only the credentials go', () => {
    expect(redactUrl('http://h/api/v2/workspaces/65a1b2c3d4e5f6a7b8c9d0e1/projects?pageIndex=1')).toBe(
      '/api/v2/workspaces/65a1b2c3d4e5f6a7b8c9d0e1/projects?pageIndex=1',
    );
    expect(redactUrl(`http://h/api/v2/invitations/verify?token=abc&x=${JWT}`)).toBe(
      `/api/v2/invitations/verify?token=${REDACTED}&x=${REDACTED}`,
    );
    expect(redactUrl('http://h/api/v2/workspaces/token/short-invite')).toBe(`/api/v2/workspaces/token/${REDACTED}`);
    expect(redactUrl(`http://h/x/${'a'.repeat(40)}`)).toBe(`/x/${REDACTED}`);
  });

  it('Given credentials in headers and nested body keys, When redacted, Then names stay and values go', () => {
    expect(redactHeaders({ authorization: `Bearer ${JWT}`, accept: 'application/json' })).toEqual({
      authorization: REDACTED,
      accept: 'application/json',
    });
    const body = JSON.stringify({
      user: { email: 'owner@demo.skiff.dev', PASSWORD: 'Skiff!demo1' },
      AuthParameters: { USERNAME: 'owner@demo.skiff.dev', PASSWORD: 'Skiff!demo1', REFRESH_TOKEN: 'r' },
      name: 'db',
      values: { DB_PASSWORD: 'hunter2' },
      privKey: '-----BEGIN KEY-----',
      registryToken: 't',
    });
    const shown = redactBody(body)!;
    expect(JSON.parse(shown)).toEqual({
      user: { email: 'owner@demo.skiff.dev', PASSWORD: REDACTED },
      AuthParameters: REDACTED,
      name: 'db',
      values: REDACTED,
      privKey: REDACTED,
      registryToken: REDACTED,
    });
    expect(redactBody('not json with secret')).toBe('(20 bytes)');
    expect(redactBody(new Uint8Array(3))).toBe('(3 bytes)');
  });

  it('Given a logged client, When a request answers or fails, Then one line each, without the token', async () => {
    const lines: string[] = [];
    let clock = 0;
    const inner = {
      send: async (request: { url: string }) => {
        clock += 12;
        if (request.url.includes('down')) throw Object.assign(new Error('x'), { code: 'ECONNREFUSED' });
        return { status: 200, headers: {}, text: async () => '{}' };
      },
    };
    const http = loggedHttpClient(inner, (l) => lines.push(l), { debug: true, now: () => clock });
    const headers = { authorization: `Bearer ${JWT}` };
    await http.send({ method: 'POST', url: 'http://h/api/v2/a?b=1', headers, body: '{"password":"p4ss"}' });
    await expect(http.send({ method: 'GET', url: 'http://h/down', headers })).rejects.toThrow('x');
    expect(lines).toEqual([
      `HTTP > POST /api/v2/a?b=1 {"authorization":"${REDACTED}"}`,
      `HTTP > body {"password":"${REDACTED}"}`,
      'HTTP POST /api/v2/a?b=1 -> 200 (12 ms)',
      `HTTP > GET /down {"authorization":"${REDACTED}"}`,
      'HTTP GET /down -> ECONNREFUSED (12 ms)',
    ]);
  });
});

describe('invitations as printed', () => {
  it('Given an invitation with its token, When shown, Then every field but the token', () => {
    const invitation = { _id: 'i1', email: 'a@b.io', role: 'DEVELOPER', token: 'accept-me', workspace: { name: 'W' } };
    expect(shownInvitation(invitation)).toEqual({
      _id: 'i1',
      email: 'a@b.io',
      role: 'DEVELOPER',
      workspace: { name: 'W' },
    });
  });
});
