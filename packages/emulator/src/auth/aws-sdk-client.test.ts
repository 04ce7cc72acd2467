import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../test-support.js';
import { awsCognitoClient } from './aws-cognito-client.js';

/**
 * Amazon's own JavaScript SDK (v3) against the emulator's user pool: the calls and answers a real pool gives it.
 * SRP's math comes from amazon-cognito-identity-js's AuthenticationHelper, an implementation independent of ours.
 */
const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: the helper ships without types
const { AuthenticationHelper, DateHelper } = require('amazon-cognito-identity-js') as any;
// biome-ignore lint/suspicious/noExplicitAny: see above
const BigInteger = require('amazon-cognito-identity-js/lib/BigInteger').default as any;

const PASSWORD = 'Skiff!demo1';
const SECRET_CLIENT = 'skiff-confidential';
const SECRET = 'skiff-demo-client-secret-4c1f0d2b9e7a';

function secretHash(username: string, clientId = SECRET_CLIENT): string {
  return createHmac('sha256', SECRET)
    .update(username + clientId)
    .digest('base64');
}

/** The PASSWORD_VERIFIER answer computed by amazon-cognito-identity-js's helper. */
async function claimWithIdentityJs(params: Record<string, string>, password: string, helper: Loose) {
  const key: number[] = await new Promise((resolve, reject) =>
    helper.getPasswordAuthenticationKey(
      params.USER_ID_FOR_SRP,
      password,
      new BigInteger(params.SRP_B, 16),
      new BigInteger(params.SALT, 16),
      (error: Error | null, value: number[]) => (error ? reject(error) : resolve(value)),
    ),
  );
  const timestamp = new DateHelper().getNowString();
  const message = Buffer.concat([
    Buffer.from('SkiffEmulator'),
    Buffer.from(params.USER_ID_FOR_SRP!),
    Buffer.from(params.SECRET_BLOCK!, 'base64'),
    Buffer.from(timestamp),
  ]);
  const signature = createHmac('sha256', Buffer.from(key)).update(message).digest('base64');
  return { signature, timestamp };
}

// biome-ignore lint/suspicious/noExplicitAny: third-party helper objects
type Loose = any;

describe('the AWS SDK for JavaScript v3 against the emulator', () => {
  let emu: TestEmulator;
  let client: CognitoIdentityProviderClient;
  const codes: string[] = [];
  beforeAll(async () => {
    emu = await startTestEmulator({ onCode: (line) => codes.push(line) });
    client = awsCognitoClient(emu.origin);
  });
  afterAll(() => emu.dispose());

  const codeFor = (kind: string, email: string) =>
    [...codes]
      .reverse()
      .find((l) => l.startsWith(`${kind} code for ${email}: `))
      ?.match(/: (\d{6}) /)?.[1];

  async function srpSignIn(email: string, password: string, clientId = 'skiff-emulator', withSecret = false) {
    const helper = new AuthenticationHelper('SkiffEmulator');
    const largeA: Loose = await new Promise((resolve, reject) =>
      helper.getLargeAValue((error: Error | null, value: Loose) => (error ? reject(error) : resolve(value))),
    );
    const srpA = largeA.toString(16);
    const started = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, SRP_A: srpA, ...(withSecret ? { SECRET_HASH: secretHash(email) } : {}) },
      }),
    );
    expect(started.ChallengeName).toBe('PASSWORD_VERIFIER');
    const params = started.ChallengeParameters as Record<string, string>;
    const { signature, timestamp } = await claimWithIdentityJs(params, password, helper);
    const userId = params.USER_ID_FOR_SRP!;
    return client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: clientId,
        ChallengeResponses: {
          USERNAME: userId,
          PASSWORD_CLAIM_SECRET_BLOCK: params.SECRET_BLOCK!,
          PASSWORD_CLAIM_SIGNATURE: signature,
          TIMESTAMP: timestamp,
          ...(withSecret ? { SECRET_HASH: secretHash(userId) } : {}),
        },
      }),
    );
  }

  it('Given USER_PASSWORD_AUTH, Then tokens; refresh, GetUser and GlobalSignOut work as on Cognito', async () => {
    const signedIn = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'skiff-emulator',
        AuthParameters: { USERNAME: 'dev@demo.skiff.dev', PASSWORD },
      }),
    );
    const tokens = signedIn.AuthenticationResult!;
    expect(tokens).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    const user = await client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: 'dev@demo.skiff.dev' });
    const refreshed = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'skiff-emulator',
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! },
      }),
    );
    expect(refreshed.AuthenticationResult?.IdToken).toBeTruthy();
    await client.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    await expect(
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: 'skiff-emulator',
          AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(client.send(new GetUserCommand({ AccessToken: tokens.IdToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('Given USER_SRP_AUTH, When the PASSWORD_VERIFIER answer is right, Then tokens; a wrong password is refused', async () => {
    const ok = await srpSignIn('owner@demo.skiff.dev', PASSWORD);
    expect(ok.AuthenticationResult?.AccessToken).toBeTruthy();
    await expect(srpSignIn('owner@demo.skiff.dev', 'Wrong!pass1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(srpSignIn('nobody@demo.skiff.dev', PASSWORD)).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
  });

  it('Given the SRP-only client, Then USER_PASSWORD_AUTH is refused as Cognito refuses a flow not enabled', async () => {
    await expect(
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: 'skiff-srp-only',
          AuthParameters: { USERNAME: 'dev@demo.skiff.dev', PASSWORD },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
    expect((await srpSignIn('dev@demo.skiff.dev', PASSWORD, 'skiff-srp-only')).AuthenticationResult).toBeTruthy();
  });

  it('Given the client with a secret, Then SECRET_HASH is required and checked, and SRP with it signs in', async () => {
    const attempt = (hash?: string) =>
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: SECRET_CLIENT,
          AuthParameters: { USERNAME: 'dev@demo.skiff.dev', PASSWORD, ...(hash ? { SECRET_HASH: hash } : {}) },
        }),
      );
    await expect(attempt()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: `Client ${SECRET_CLIENT} is configured for secret but secret was not received`,
    });
    await expect(attempt(secretHash('someone@else.dev'))).rejects.toMatchObject({
      message: `Unable to verify secret hash for client ${SECRET_CLIENT}`,
    });
    expect((await attempt(secretHash('dev@demo.skiff.dev'))).AuthenticationResult).toBeTruthy();
    expect((await srpSignIn('dev@demo.skiff.dev', PASSWORD, SECRET_CLIENT, true)).AuthenticationResult).toBeTruthy();
  });

  it('Given SignUp, When ConfirmSignUp gets the announced code, Then the new user signs in; ForgotPassword too', async () => {
    const email = 'aws.sdk@example.com';
    const up = await client.send(
      new SignUpCommand({
        ClientId: 'skiff-emulator',
        Username: email,
        Password: 'Fresh!pass1',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    expect(up.UserConfirmed).toBe(false);
    await expect(
      client.send(new ConfirmSignUpCommand({ ClientId: 'skiff-emulator', Username: email, ConfirmationCode: '1' })),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const code = codeFor('sign-up confirmation', email)!;
    await client.send(
      new ConfirmSignUpCommand({ ClientId: 'skiff-emulator', Username: email, ConfirmationCode: code }),
    );
    expect((await srpSignIn(email, 'Fresh!pass1')).AuthenticationResult).toBeTruthy();
    await client.send(new ForgotPasswordCommand({ ClientId: 'skiff-emulator', Username: email }));
    const reset = codeFor('password reset', email)!;
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: 'skiff-emulator',
        Username: email,
        ConfirmationCode: reset,
        Password: 'Reset!pass2',
      }),
    );
    expect((await srpSignIn(email, 'Reset!pass2')).AuthenticationResult).toBeTruthy();
    const listed = (await (await fetch(`${emu.origin}/__emulator/codes?email=${email}`)).json()) as Loose;
    expect(listed.codes.map((c: Loose) => [c.kind, c.code])).toEqual([
      ['password reset', reset],
      ['sign-up confirmation', code],
    ]);
  });
});
