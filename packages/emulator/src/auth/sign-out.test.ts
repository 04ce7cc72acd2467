import {
  type CognitoIdentityProviderClient,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { api, startTestEmulator, type TestEmulator } from '../test-support.js';
import { awsCognitoClient } from './aws-cognito-client.js';

/**
 * Sign-out as AWS documents it, through Amazon's own SDK: GlobalSignOut "invalidates the identity, access, and
 * refresh tokens that Amazon Cognito issued to a user"; RevokeToken "revokes all of the access tokens generated
 * by, and at the same time as, the specified refresh token" and leaves the user's other sessions alone (Cognito
 * developer guide, "Revoking tokens"). Revoked tokens are refused by GetUser and by the platform API (401).
 */
describe('GlobalSignOut and RevokeToken with the AWS SDK', () => {
  let emu: TestEmulator;
  let client: CognitoIdentityProviderClient;
  beforeAll(async () => {
    emu = await startTestEmulator();
    client = awsCognitoClient(emu.origin);
  });
  afterAll(() => emu.dispose());

  async function session(email: string) {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'skiff-emulator',
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    );
    return answer.AuthenticationResult!;
  }
  const refresh = (refreshToken: string) =>
    client.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'skiff-emulator',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
  const profileStatus = async (token: string) => (await api(emu.origin, token, '/users/profile')).status;

  it('Given two sessions, When GlobalSignOut, Then every token of both is refused and refresh fails', async () => {
    const first = await session('dev@demo.skiff.dev');
    const second = await session('dev@demo.skiff.dev');
    const refreshed = (await refresh(first.RefreshToken!)).AuthenticationResult!;
    expect(await profileStatus(refreshed.AccessToken!)).toBe(200);

    await client.send(new GlobalSignOutCommand({ AccessToken: second.AccessToken }));

    for (const token of [first.AccessToken!, first.IdToken!, second.IdToken!, refreshed.AccessToken!]) {
      expect(await profileStatus(token)).toBe(401);
    }
    await expect(client.send(new GetUserCommand({ AccessToken: first.AccessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(client.send(new GlobalSignOutCommand({ AccessToken: second.AccessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    for (const token of [first.RefreshToken!, second.RefreshToken!]) {
      await expect(refresh(token)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    // Signing in again opens a new session that works.
    const again = await session('dev@demo.skiff.dev');
    expect(await profileStatus(again.IdToken!)).toBe(200);
    const user = await client.send(new GetUserCommand({ AccessToken: again.AccessToken }));
    expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: 'dev@demo.skiff.dev' });
  });

  it("Given two sessions, When RevokeToken with one's refresh token, Then only that session's tokens are refused", async () => {
    const kept = await session('owner@demo.skiff.dev');
    const revoked = await session('owner@demo.skiff.dev');
    const refreshedBefore = (await refresh(revoked.RefreshToken!)).AuthenticationResult!;

    await client.send(new RevokeTokenCommand({ ClientId: 'skiff-emulator', Token: revoked.RefreshToken }));

    for (const token of [revoked.AccessToken!, revoked.IdToken!, refreshedBefore.AccessToken!]) {
      expect(await profileStatus(token)).toBe(401);
    }
    await expect(client.send(new GetUserCommand({ AccessToken: revoked.AccessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(refresh(revoked.RefreshToken!)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(await profileStatus(kept.AccessToken!)).toBe(200);
    expect((await refresh(kept.RefreshToken!)).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('Given a made-up refresh token naming a real session, When RevokeToken, Then the session stays valid', async () => {
    const tokens = await session('admin@demo.skiff.dev');
    const claims = JSON.parse(Buffer.from(tokens.AccessToken!.split('.')[1]!, 'base64url').toString());
    await client.send(new RevokeTokenCommand({ ClientId: 'skiff-emulator', Token: `${claims.origin_jti}.forged` }));
    expect(await profileStatus(tokens.AccessToken!)).toBe(200);
    expect((await refresh(tokens.RefreshToken!)).AuthenticationResult?.IdToken).toBeTruthy();
  });
});
