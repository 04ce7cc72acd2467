import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../seed/demo-users.js';
import { startTestEmulator, type TestEmulator } from '../test-support.js';
import { totpCode } from './mfa.js';

/**
 * amazon-cognito-identity-js, the library Amplify-style web apps sign in with: `authenticateUser` runs SRP by
 * default, and its callbacks take the challenges a real pool sends (new password, authenticator code, SMS code).
 */
type Outcome =
  | { kind: 'success'; session: CognitoUserSession }
  | { kind: 'failure'; error: { code?: string; name?: string; message: string } }
  | { kind: 'newPassword' | 'totp' | 'sms' };

describe('amazon-cognito-identity-js against the emulator', () => {
  let emu: TestEmulator;
  let pool: CognitoUserPool;
  const codes: string[] = [];
  beforeAll(async () => {
    emu = await startTestEmulator({ onCode: (line) => codes.push(line) });
    pool = new CognitoUserPool({
      UserPoolId: 'local_SkiffEmulator',
      ClientId: 'skiff-emulator',
      endpoint: `${emu.origin}/cognito/`,
    });
  });
  afterAll(() => emu.dispose());

  /** Runs one step; resolves with how the library called back. */
  function step(start: (callbacks: Parameters<CognitoUser['authenticateUser']>[1]) => void): Promise<Outcome> {
    return new Promise((resolve) =>
      start({
        onSuccess: (session) => resolve({ kind: 'success', session }),
        onFailure: (error) => resolve({ kind: 'failure', error }),
        newPasswordRequired: () => resolve({ kind: 'newPassword' }),
        totpRequired: () => resolve({ kind: 'totp' }),
        mfaRequired: () => resolve({ kind: 'sms' }),
      }),
    );
  }

  const userOf = (email: string) => new CognitoUser({ Username: email, Pool: pool });
  const signIn = (user: CognitoUser, password: string) =>
    step((callbacks) =>
      user.authenticateUser(new AuthenticationDetails({ Username: user.getUsername(), Password: password }), callbacks),
    );

  it('Given authenticateUser (SRP), Then a session whose id token names the user; a wrong password fails', async () => {
    const done = await signIn(userOf('admin@demo.skiff.dev'), 'Skiff!demo1');
    expect(done.kind).toBe('success');
    if (done.kind === 'success') expect(done.session.getIdToken().payload.email).toBe('admin@demo.skiff.dev');
    const wrong = await signIn(userOf('admin@demo.skiff.dev'), 'Wrong!pass1');
    expect(wrong).toMatchObject({ kind: 'failure', error: { code: 'NotAuthorizedException' } });
  });

  it('Given the admin-created user, When the new password is given, Then signed in, and the new password works', async () => {
    const user = userOf('newpass@demo.skiff.dev');
    expect((await signIn(user, 'Skiff!temp1')).kind).toBe('newPassword');
    const weak = await step((callbacks) => user.completeNewPasswordChallenge('weak', {}, callbacks));
    expect(weak).toMatchObject({ kind: 'failure', error: { code: 'InvalidPasswordException' } });
    expect((await signIn(user, 'Skiff!temp1')).kind).toBe('newPassword');
    const set = await step((callbacks) => user.completeNewPasswordChallenge('Chosen!pass1', {}, callbacks));
    expect(set.kind).toBe('success');
    expect((await signIn(userOf('newpass@demo.skiff.dev'), 'Chosen!pass1')).kind).toBe('success');
  });

  it('Given the TOTP user, When the authenticator code is sent, Then signed in; a wrong code is a CodeMismatch', async () => {
    const user = userOf('mfa@demo.skiff.dev');
    expect((await signIn(user, 'Skiff!demo1')).kind).toBe('totp');
    const code = totpCode(DEMO_TOTP_SECRET);
    const wrong = code === '000000' ? '111111' : '000000';
    const mismatch = await step((callbacks) => user.sendMFACode(wrong, callbacks, 'SOFTWARE_TOKEN_MFA'));
    expect(mismatch).toMatchObject({ kind: 'failure', error: { code: 'CodeMismatchException' } });
    const done = await step((callbacks) =>
      user.sendMFACode(totpCode(DEMO_TOTP_SECRET), callbacks, 'SOFTWARE_TOKEN_MFA'),
    );
    expect(done.kind).toBe('success');
  });

  it('Given the SMS user, When the code the emulator announced is sent, Then signed in', async () => {
    const user = userOf('sms@demo.skiff.dev');
    expect((await signIn(user, 'Skiff!demo1')).kind).toBe('sms');
    const line = [...codes].reverse().find((l) => l.startsWith('SMS MFA code for sms@demo.skiff.dev: '))!;
    const done = await step((callbacks) => user.sendMFACode(/: (\d{6}) /.exec(line)![1]!, callbacks));
    expect(done.kind).toBe('success');
  });
});
