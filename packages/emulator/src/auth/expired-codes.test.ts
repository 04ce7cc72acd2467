import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { startTestEmulator, type TestEmulator } from '../test-support.js';
import { awsCognitoClient } from './aws-cognito-client.js';

/**
 * The test-only `codeTtlSeconds` option: 0 issues sign-up and reset codes already expired, and Amazon's SDK sees
 * ExpiredCodeException with the spec's 'Code has expired.'; nothing changes (the user stays unconfirmed, the old
 * password stays).
 */
describe('codes issued already expired (codeTtlSeconds: 0)', () => {
  let emu: TestEmulator;
  let client: CognitoIdentityProviderClient;
  const codes: string[] = [];
  beforeAll(async () => {
    emu = await startTestEmulator({ codeTtlSeconds: 0, onCode: (line) => codes.push(line) });
    client = awsCognitoClient(emu.origin);
  });
  afterAll(() => emu.dispose());
  const codeOf = (kind: string, email: string) =>
    codes.findLast((l) => l.startsWith(`${kind} code for ${email}: `))?.match(/: (\d{6}) /)?.[1];
  const passwordSignIn = (email: string, password: string) =>
    client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'skiff-emulator',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );

  it('Given an expired confirmation code, Then ExpiredCodeException and the user stays unconfirmed', async () => {
    const email = 'late@example.com';
    await client.send(new SignUpCommand({ ClientId: 'skiff-emulator', Username: email, Password: 'Late!pass1' }));
    const code = codeOf('sign-up confirmation', email)!;
    await expect(
      client.send(new ConfirmSignUpCommand({ ClientId: 'skiff-emulator', Username: email, ConfirmationCode: code })),
    ).rejects.toMatchObject({ name: 'ExpiredCodeException', message: 'Code has expired.' });
    await expect(passwordSignIn(email, 'Late!pass1')).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
  });

  it('Given an expired reset code, Then ExpiredCodeException and the old password still signs in', async () => {
    const email = 'dev@demo.skiff.dev';
    await client.send(new ForgotPasswordCommand({ ClientId: 'skiff-emulator', Username: email }));
    const code = codeOf('password reset', email)!;
    await expect(
      client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: 'skiff-emulator',
          Username: email,
          ConfirmationCode: code,
          Password: 'Reset!pass1',
        }),
      ),
    ).rejects.toMatchObject({ name: 'ExpiredCodeException', message: 'Code has expired.' });
    expect((await passwordSignIn(email, DEMO_PASSWORD)).AuthenticationResult?.IdToken).toBeTruthy();
    await expect(passwordSignIn(email, 'Reset!pass1')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
