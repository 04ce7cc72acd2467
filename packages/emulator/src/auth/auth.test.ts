import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo-users.js';
import { api, cognito, type Loose, signIn, startTestEmulator, type TestEmulator } from '../test-support.js';

function forge(header: object, claims: object, secret = 'not-the-secret'): string {
  const h = Buffer.from(JSON.stringify(header)).toString('base64url');
  const b = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const sig = createHmac('sha256', secret).update(`${h}.${b}`).digest('base64url');
  return `${h}.${b}.${sig}`;
}

/** An RS256 token signed with a key that is not the emulator's (same header, so the same kid). */
function forgeRs256(header: object, claims: object): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const h = Buffer.from(JSON.stringify(header)).toString('base64url');
  const b = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${h}.${b}.${createSign('RSA-SHA256').update(`${h}.${b}`).sign(privateKey).toString('base64url')}`;
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function claimsOf(token: string): Record<string, Loose> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('login provider and bearer auth', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu.dispose());

  it.each(DEMO_USERS.map((u) => [u.email, u.role]))(
    'Given demo user %s, When they sign in with the demo password, Then the profile says role %s',
    async (email, role) => {
      const token = await signIn(emu.origin, email);
      const profile = await api(emu.origin, token, '/users/profile');
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ email, role });
      expect(profile.body._id).toMatch(/^[0-9a-f]{24}$/);
    },
  );

  it('Given a sign-in, Then tokens are RS256 JWTs with a kid and the claims Cognito sets', async () => {
    const { body } = await cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'skiff-emulator',
      AuthParameters: { USERNAME: 'DEV@demo.skiff.dev', PASSWORD: 'Skiff!demo1' },
    });
    const result = body.AuthenticationResult;
    expect(result).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    expect(typeof result.RefreshToken).toBe('string');
    const header = JSON.parse(Buffer.from(result.IdToken.split('.')[0], 'base64url').toString());
    expect(header).toEqual({ kid: expect.stringMatching(/^[\w-]{43}$/), alg: 'RS256' });
    const iss = `${emu.origin}/cognito/local_SkiffEmulator`;
    const id = claimsOf(result.IdToken);
    expect(id).toMatchObject({
      email: 'dev@demo.skiff.dev',
      email_verified: true,
      token_use: 'id',
      aud: 'skiff-emulator',
      'cognito:username': id.sub,
      iss,
    });
    expect(id.exp - id.iat).toBe(3600);
    expect(id.auth_time).toBe(id.iat);
    const access = claimsOf(result.AccessToken);
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: 'skiff-emulator',
      username: id.sub,
      sub: id.sub,
      iss,
    });
    expect(access.jti).not.toBe(id.jti);
    const jwks = await fetch(`${iss}/.well-known/jwks.json`);
    expect(jwks.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await jwks.json()).keys).toEqual([expect.objectContaining({ kid: header.kid, kty: 'RSA', alg: 'RS256' })]);
    expect((await api(emu.origin, result.AccessToken, '/users/profile')).status).toBe(200);
  });

  it('Given a refresh token, When REFRESH_TOKEN_AUTH is called, Then new tokens come without a new refresh token', async () => {
    const first = await cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'skiff-emulator',
      AuthParameters: { USERNAME: 'owner@demo.skiff.dev', PASSWORD: 'Skiff!demo1' },
    });
    const refreshed = await cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'skiff-emulator',
      AuthParameters: { REFRESH_TOKEN: first.body.AuthenticationResult.RefreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.AuthenticationResult.RefreshToken).toBeUndefined();
    expect((await api(emu.origin, refreshed.body.AuthenticationResult.IdToken, '/users/profile')).status).toBe(200);
    const bad = await cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'skiff-emulator',
      AuthParameters: { REFRESH_TOKEN: 'nope' },
    });
    expect(bad).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });

  it('Given wrong credentials, Then the errors carry the catalogue names and messages', async () => {
    const wrong = await cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'skiff-emulator',
      AuthParameters: { USERNAME: 'owner@demo.skiff.dev', PASSWORD: 'Wrong!pass1' },
    });
    expect(wrong).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    const unknown = await cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'skiff-emulator',
      AuthParameters: { USERNAME: 'nobody@demo.skiff.dev', PASSWORD: 'Skiff!demo1' },
    });
    expect(unknown.body).toEqual({ __type: 'UserNotFoundException', message: 'User is not existed.' });
  });

  it('Given sign-up, When the password breaks the policy, Then InvalidPasswordException; else the user is unconfirmed', async () => {
    const signUp = (email: string, password: string) =>
      cognito(emu.origin, 'SignUp', {
        ClientId: 'skiff-emulator',
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      });
    for (const weak of ['Short1!', 'nouppercase1!', 'NOLOWER1!', 'NoDigits!!', 'NoSpecial11', 'Waytoolong1!abcdef']) {
      expect((await signUp('new@example.com', weak)).body.__type).toBe('InvalidPasswordException');
    }
    const ok = await signUp('new@example.com', 'Good!pass1');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ UserConfirmed: false });
    expect(ok.body.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect((await signUp('new@example.com', 'Good!pass1')).body.__type).toBe('UsernameExistsException');
    const login = await cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'skiff-emulator',
      AuthParameters: { USERNAME: 'new@example.com', PASSWORD: 'Good!pass1' },
    });
    expect(login.body).toEqual({ __type: 'UserNotConfirmedException', message: 'User is not confirmed.' });
  });

  it('Given no, expired, tampered or alg-none tokens, Then the API answers 401 Unauthorized', async () => {
    const good = await signIn(emu.origin, 'owner@demo.skiff.dev');
    const claims = claimsOf(good);
    const [h, b] = good.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, email: 'x@y.z', exp: claims.exp + 9 })).toString('base64url')}.${good.split('.')[2]}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${b}.`;
    const hs512 = forge({ alg: 'HS512', typ: 'JWT' }, claims);
    const wrongKey = forge({ alg: 'HS256', typ: 'JWT' }, claims);
    const header = JSON.parse(Buffer.from(h!, 'base64url').toString());
    const otherRsaKey = forgeRs256(header, claims);
    const jwks = (await (await fetch(`${claims.iss}/.well-known/jwks.json`)).json()) as Loose;
    const { createPublicKey } = await import('node:crypto');
    const publicPem = createPublicKey({ key: jwks.keys[0], format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    const algConfusion = forge({ alg: 'HS256', kid: header.kid }, claims, String(publicPem));
    const signature = good.split('.')[2]!;
    const last = B64URL.indexOf(signature.at(-1)!);
    // 256 signature bytes leave 4 unused bits in the last character: a lenient decoder reads the same bytes.
    const sloppy = `${h}.${b}.${signature.slice(0, -1)}${B64URL[last ^ 1]}`;
    const padded = `${good}==`;
    for (const token of [
      undefined,
      'garbage',
      tampered,
      none,
      hs512,
      wrongKey,
      otherRsaKey,
      algConfusion,
      sloppy,
      padded,
    ]) {
      const res = await api(emu.origin, token, '/workspaces');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
    expect((await api(emu.origin, good, '/workspaces')).status).toBe(200);
  });

  it('Given a token TTL of 1 second, When the token expires, Then the API answers 401', async () => {
    const short = await startTestEmulator({ tokenTtlSeconds: 1 });
    try {
      const token = await signIn(short.origin, 'dev@demo.skiff.dev');
      expect((await api(short.origin, token, '/users/profile')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await api(short.origin, token, '/users/profile')).status).toBe(401);
    } finally {
      await short.dispose();
    }
  });

  it('Given the discovery document, Then it names the login endpoint, the client id and the user pool id', async () => {
    const res = await fetch(`${emu.origin}/.well-known/skiff.json`);
    expect(await res.json()).toEqual({
      apiVersion: '2',
      loginEndpoint: `${emu.origin}/cognito/`,
      loginDomain: `${emu.origin}/cognito`,
      clientId: 'skiff-emulator',
      userPoolId: 'local_SkiffEmulator',
    });
    expect((await fetch(`${emu.origin}/cognito/.well-known/jwks.json`)).status).toBe(404);
    const health = await api(emu.origin, undefined, '/healthz');
    expect(health.body).toMatchObject({ status: 'ok', version: expect.stringMatching(/^2\.\d+\.\d+$/) });
  });
});
