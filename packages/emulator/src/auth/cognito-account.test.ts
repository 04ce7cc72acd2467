import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cognito, startTestEmulator, type TestEmulator } from '../test-support.js';

const CLIENT = 'skiff-emulator';

describe('login provider: confirmation, password change, sign-out', () => {
  let emu: TestEmulator;
  const log: string[] = [];
  beforeAll(async () => {
    emu = await startTestEmulator({ log: (line) => log.push(line) });
  });
  afterAll(() => emu.dispose());

  const codeFor = (email: string) => {
    const line = [...log].reverse().find((l) => l.startsWith(`sign-up confirmation code for ${email}: `));
    return line && /: (\d{6}) \(valid until /.exec(line)?.[1];
  };
  const signIn = (email: string, password: string) =>
    cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });

  it('Given a sign-up, When confirming with a wrong code then the logged one, Then the user can sign in', async () => {
    const email = 'new.user@example.com';
    const up = await cognito(emu.origin, 'SignUp', {
      ClientId: CLIENT,
      Username: email,
      Password: 'Fresh!pass1',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect(up.status).toBe(200);
    const code = codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    const mismatch = await cognito(emu.origin, 'ConfirmSignUp', {
      ClientId: CLIENT,
      Username: email,
      ConfirmationCode: wrong,
    });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { __type: 'CodeMismatchException', message: 'Code does not match.' },
    });
    expect((await signIn(email, 'Fresh!pass1')).body.__type).toBe('UserNotConfirmedException');
    const ok = await cognito(emu.origin, 'ConfirmSignUp', {
      ClientId: CLIENT,
      Username: email,
      ConfirmationCode: code,
    });
    expect(ok).toEqual({ status: 200, body: {} });
    expect((await signIn(email, 'Fresh!pass1')).status).toBe(200);
    const again = await cognito(emu.origin, 'ConfirmSignUp', {
      ClientId: CLIENT,
      Username: email,
      ConfirmationCode: code,
    });
    expect(again.body.__type).toBe('NotAuthorizedException');
  });

  it('Given an expired code, When confirming, Then ExpiredCodeException with the spec message', async () => {
    const email = 'late.user@example.com';
    await cognito(emu.origin, 'SignUp', { ClientId: CLIENT, Username: email, Password: 'Fresh!pass1' });
    const code = codeFor(email)!;
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 25 * 3_600_000);
    let expired: Awaited<ReturnType<typeof cognito>>;
    try {
      expired = await cognito(emu.origin, 'ConfirmSignUp', {
        ClientId: CLIENT,
        Username: email,
        ConfirmationCode: code,
      });
    } finally {
      clock.mockRestore();
    }
    expect(expired).toMatchObject({
      status: 400,
      body: { __type: 'ExpiredCodeException', message: 'Code has expired.' },
    });
    await cognito(emu.origin, 'ResendConfirmationCode', { ClientId: CLIENT, Username: email });
    const fresh = codeFor(email)!;
    const ok = await cognito(emu.origin, 'ConfirmSignUp', {
      ClientId: CLIENT,
      Username: email,
      ConfirmationCode: fresh,
    });
    expect(ok.status).toBe(200);
  });

  it('Given an access token, When changing the password, Then only the new password signs in', async () => {
    const email = 'changer@example.com';
    await cognito(emu.origin, 'SignUp', { ClientId: CLIENT, Username: email, Password: 'Skiff!demo1' });
    await cognito(emu.origin, 'ConfirmSignUp', { ClientId: CLIENT, Username: email, ConfirmationCode: codeFor(email) });
    const tokens = (await signIn(email, 'Skiff!demo1')).body.AuthenticationResult;
    const badPrevious = await cognito(emu.origin, 'ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: 'Wrong!pass1',
      ProposedPassword: 'Newer!pass2',
    });
    expect(badPrevious.body.__type).toBe('NotAuthorizedException');
    const weak = await cognito(emu.origin, 'ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: 'Skiff!demo1',
      ProposedPassword: 'weak',
    });
    expect(weak.body).toEqual({ __type: 'InvalidPasswordException', message: 'Password is invalid.' });
    const byIdToken = await cognito(emu.origin, 'ChangePassword', {
      AccessToken: tokens.IdToken,
      PreviousPassword: 'Skiff!demo1',
      ProposedPassword: 'Newer!pass2',
    });
    expect(byIdToken.body.__type).toBe('NotAuthorizedException');
    const ok = await cognito(emu.origin, 'ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: 'Skiff!demo1',
      ProposedPassword: 'Newer!pass2',
    });
    expect(ok).toEqual({ status: 200, body: {} });
    expect((await signIn(email, 'Skiff!demo1')).body.__type).toBe('NotAuthorizedException');
    expect((await signIn(email, 'Newer!pass2')).status).toBe(200);
  });

  const refresh = (token: string) =>
    cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: CLIENT,
      AuthParameters: { REFRESH_TOKEN: token },
    });

  it('Given two sessions, When GlobalSignOut is called, Then both refresh tokens stop working', async () => {
    const a = (await signIn('dev@demo.skiff.dev', 'Skiff!demo1')).body.AuthenticationResult;
    const b = (await signIn('dev@demo.skiff.dev', 'Skiff!demo1')).body.AuthenticationResult;
    expect((await refresh(a.RefreshToken)).status).toBe(200);
    expect(await cognito(emu.origin, 'GlobalSignOut', { AccessToken: a.AccessToken })).toEqual({
      status: 200,
      body: {},
    });
    for (const token of [a.RefreshToken, b.RefreshToken]) {
      expect(await refresh(token)).toMatchObject({
        status: 400,
        body: { __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' },
      });
    }
  });

  it('Given a refresh token, When RevokeToken is called, Then only that token stops working', async () => {
    const a = (await signIn('owner@demo.skiff.dev', 'Skiff!demo1')).body.AuthenticationResult;
    const b = (await signIn('owner@demo.skiff.dev', 'Skiff!demo1')).body.AuthenticationResult;
    const revoked = await cognito(emu.origin, 'RevokeToken', { ClientId: CLIENT, Token: a.RefreshToken });
    expect(revoked).toEqual({ status: 200, body: {} });
    expect((await refresh(a.RefreshToken)).body.__type).toBe('NotAuthorizedException');
    expect((await refresh(b.RefreshToken)).status).toBe(200);
    const jwt = await cognito(emu.origin, 'RevokeToken', { ClientId: CLIENT, Token: a.AccessToken });
    expect(jwt.body.__type).toBe('UnsupportedTokenTypeException');
  });
});
