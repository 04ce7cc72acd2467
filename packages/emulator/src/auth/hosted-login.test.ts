import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognito, type Loose, startTestEmulator, type TestEmulator } from '../test-support.js';

const CLIENT = 'skiff-emulator';
const REDIRECT = 'http://localhost:53682/callback';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('hosted login page and the authorization code grant with PKCE', () => {
  let emu: TestEmulator;
  let domain: string;
  beforeAll(async () => {
    emu = await startTestEmulator({ callbackUrls: [REDIRECT] });
    domain = ((await (await fetch(`${emu.origin}/.well-known/skiff.json`)).json()) as Loose).loginDomain;
  });
  afterAll(() => emu.dispose());

  const authorizeQuery = (challenge: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT,
      redirect_uri: REDIRECT,
      state: 'st-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });

  /** Plays the browser: posts the form and answers the redirect target. */
  async function signInOnPage(challenge: string, email = 'owner@demo.skiff.dev', password = 'Skiff!demo1') {
    const form = authorizeQuery(challenge);
    form.set('email', email);
    form.set('password', password);
    return fetch(`${domain}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
  }

  const token = (fields: Record<string, string>) =>
    fetch(`${domain}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT, ...fields }).toString(),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Loose }));

  async function codeFor(challenge: string): Promise<string> {
    const res = await signInOnPage(challenge);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st-123');
    return location.searchParams.get('code')!;
  }

  it('Given the authorize URL, When the page loads (at /login and /oauth2/authorize), Then a labelled form shows', async () => {
    expect(domain).toBe(`${emu.origin}/cognito`);
    for (const page of ['/login', '/oauth2/authorize']) {
      const res = await fetch(`${domain}${page}?${authorizeQuery(pkce().challenge)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<label for="email">Email</label>');
      expect(html).toContain('<label for="password">Password</label>');
      expect(html).toContain('name="state" value="st-123"');
    }
  });

  it("Given a redirect_uri not registered on the app client, Then Cognito's redirect_mismatch error page, never the uri", async () => {
    const unregistered = [
      'https://evil.example/cb',
      'http://localhost:53683/callback',
      'http://127.0.0.1:53682/callback',
      `${REDIRECT}/`,
    ];
    for (const uri of unregistered) {
      const res = await fetch(`${domain}/oauth2/authorize?${authorizeQuery(pkce().challenge, { redirect_uri: uri })}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(location).toBe('/cognito/error?error=redirect_mismatch&client_id=skiff-emulator');
      const page = await fetch(`${emu.origin}${location}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('redirect_mismatch');
      const form = authorizeQuery(pkce().challenge, { redirect_uri: uri, email: 'owner@demo.skiff.dev' });
      form.set('password', 'Skiff!demo1');
      const post = await fetch(`${domain}/login`, { method: 'POST', body: form, redirect: 'manual' });
      expect(post.headers.get('location')).toBe(location);
    }
    const builtIn = `${domain}/login?${authorizeQuery(pkce().challenge, { redirect_uri: 'http://localhost:4601/callback' })}`;
    expect((await fetch(builtIn)).status).toBe(200);
  });

  it('Given the confidential client, Then the token endpoint wants its secret (HTTP Basic)', async () => {
    const res = await fetch(`${domain}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('skiff-confidential:wrong').toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'skiff-confidential', refresh_token: 'x' }),
    });
    expect(res.status).toBe(401);
    const right = await fetch(`${domain}/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('skiff-confidential:skiff-demo-client-secret-4c1f0d2b9e7a').toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'skiff-confidential', refresh_token: 'x' }),
    });
    expect(((await right.json()) as Loose).error).toBe('invalid_grant');
  });

  it('Given a wrong password on the page, Then the form shows the spec message and no code', async () => {
    const res = await signInOnPage(pkce().challenge, 'owner@demo.skiff.dev', 'Wrong!pass1');
    expect(res.status).toBe(401);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('Incorrect username or password.');
    const missing = await signInOnPage(pkce().challenge, 'nobody@demo.skiff.dev');
    expect(await missing.text()).toContain('User is not existed.');
  });

  it('Given a code and its verifier, Then tokens come once; a replay is invalid_grant', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const fields = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier };
    const first = await token(fields);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const profile = await fetch(`${emu.origin}/api/v2/users/profile`, {
      headers: { authorization: `Bearer ${first.body.id_token}` },
    });
    expect(((await profile.json()) as Loose).email).toBe('owner@demo.skiff.dev');
    expect(await token(fields)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined();
    // The same refresh token works with the Cognito API, and revoking it there ends it here.
    await cognito(emu.origin, 'RevokeToken', { ClientId: CLIENT, Token: first.body.refresh_token });
    expect(await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('Given a verifier that does not match the challenge, Then invalid_grant, and the code is spent', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    const wrong = await token({ ...base, code_verifier: pkce().verifier });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(wrong.body.error_description).toContain('code_verifier');
    expect((await token({ ...base, code_verifier: verifier })).body.error).toBe('invalid_grant');
  });

  it('Given a different redirect_uri or client at the token endpoint, Then the exchange is refused', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const other = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:4601/callback',
      code_verifier: verifier,
    });
    expect(other.body.error).toBe('invalid_grant');
    const client = await fetch(`${domain}/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'other', code }),
    });
    expect(client.status).toBe(401);
    expect(((await client.json()) as Loose).error).toBe('invalid_client');
    expect((await token({ grant_type: 'password' })).body.error).toBe('unsupported_grant_type');
  });
});
