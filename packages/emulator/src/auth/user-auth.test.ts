import {
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { answerPasswordVerifier, startSrpClient } from '@skiff/sdk/cognito';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { startTestEmulator, type TestEmulator } from '../test-support.js';
import { awsCognitoClient } from './aws-cognito-client.js';

/**
 * Choice-based sign-in (InitiateAuth AuthFlow USER_AUTH) through Amazon's own SDK, as AWS's API reference describes
 * it: PREFERRED_CHALLENGE PASSWORD or PASSWORD_SRP, or SELECT_CHALLENGE with AvailableChallenges answered by ANSWER.
 */
describe('USER_AUTH with the AWS SDK', () => {
  let emu: TestEmulator;
  let client: CognitoIdentityProviderClient;
  beforeAll(async () => {
    emu = await startTestEmulator();
    client = awsCognitoClient(emu.origin);
  });
  afterAll(() => emu.dispose());

  const userAuth = (authParameters: Record<string, string>, clientId = 'skiff-choice-only') =>
    client.send(new InitiateAuthCommand({ AuthFlow: 'USER_AUTH', ClientId: clientId, AuthParameters: authParameters }));

  /** Answers PASSWORD_VERIFIER with the SDK's SRP (amazon-cognito-identity-js covers the same server in aws-sdk-client.test.ts). */
  async function verifyPassword(
    srp: { a: bigint; srpA: string },
    started: InitiateAuthCommandOutput,
    clientId = 'skiff-choice-only',
  ) {
    expect(started.ChallengeName).toBe('PASSWORD_VERIFIER');
    const p = started.ChallengeParameters!;
    const claim = await answerPasswordVerifier({
      ...srp,
      poolName: 'SkiffEmulator',
      userId: p.USER_ID_FOR_SRP!,
      password: DEMO_PASSWORD,
      srpB: p.SRP_B!,
      salt: p.SALT!,
      secretBlock: p.SECRET_BLOCK!,
    });
    return client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: clientId,
        Session: started.Session,
        ChallengeResponses: {
          USERNAME: p.USER_ID_FOR_SRP!,
          PASSWORD_CLAIM_SECRET_BLOCK: p.SECRET_BLOCK!,
          PASSWORD_CLAIM_SIGNATURE: claim.signature,
          TIMESTAMP: claim.timestamp,
        },
      }),
    );
  }

  it('Given no PREFERRED_CHALLENGE, Then SELECT_CHALLENGE with the available factors; ANSWER PASSWORD signs in', async () => {
    const started = await userAuth({ USERNAME: 'dev@demo.skiff.dev' });
    expect(started.ChallengeName).toBe('SELECT_CHALLENGE');
    expect(started.AvailableChallenges).toEqual(['PASSWORD', 'PASSWORD_SRP']);
    expect(started.Session).toBeTruthy();
    const answer = (password: string) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ChallengeName: 'SELECT_CHALLENGE',
          ClientId: 'skiff-choice-only',
          Session: started.Session,
          ChallengeResponses: { ANSWER: 'PASSWORD', USERNAME: 'dev@demo.skiff.dev', PASSWORD: password },
        }),
      );
    await expect(answer('Wrong!pass1')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // The wrong password spent the session (our choice: one answer per session; AWS does not say).
    await expect(answer(DEMO_PASSWORD)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const again = await userAuth({ USERNAME: 'dev@demo.skiff.dev' });
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'SELECT_CHALLENGE',
        ClientId: 'skiff-choice-only',
        Session: again.Session,
        ChallengeResponses: { ANSWER: 'PASSWORD', USERNAME: 'dev@demo.skiff.dev', PASSWORD: DEMO_PASSWORD },
      }),
    );
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('Given SELECT_CHALLENGE, When ANSWER is PASSWORD_SRP with SRP_A, Then PASSWORD_VERIFIER and tokens', async () => {
    const started = await userAuth({ USERNAME: 'owner@demo.skiff.dev' });
    const srp = startSrpClient();
    const verifier = await client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'SELECT_CHALLENGE',
        ClientId: 'skiff-choice-only',
        Session: started.Session,
        ChallengeResponses: { ANSWER: 'PASSWORD_SRP', USERNAME: 'owner@demo.skiff.dev', SRP_A: srp.srpA },
      }),
    );
    const done = await verifyPassword(srp, verifier);
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('Given PREFERRED_CHALLENGE PASSWORD or PASSWORD_SRP, Then that factor at once; MFA still follows', async () => {
    const byPassword = await userAuth({
      USERNAME: 'dev@demo.skiff.dev',
      PREFERRED_CHALLENGE: 'PASSWORD',
      PASSWORD: DEMO_PASSWORD,
    });
    expect(byPassword.AuthenticationResult?.AccessToken).toBeTruthy();
    const srp = startSrpClient();
    const started = await userAuth({
      USERNAME: 'dev@demo.skiff.dev',
      PREFERRED_CHALLENGE: 'PASSWORD_SRP',
      SRP_A: srp.srpA,
    });
    expect((await verifyPassword(srp, started)).AuthenticationResult?.RefreshToken).toBeTruthy();
    const mfa = await userAuth({
      USERNAME: 'mfa@demo.skiff.dev',
      PREFERRED_CHALLENGE: 'PASSWORD',
      PASSWORD: DEMO_PASSWORD,
    });
    expect(mfa.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const unknown = await userAuth({ USERNAME: 'dev@demo.skiff.dev', PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    expect(unknown.ChallengeName).toBe('SELECT_CHALLENGE');
  });

  it('Given a client without ALLOW_USER_AUTH, Then USER_AUTH is refused as a flow not enabled', async () => {
    await expect(userAuth({ USERNAME: 'dev@demo.skiff.dev' }, 'skiff-srp-only')).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_AUTH flow not enabled for this client',
    });
  });
});
