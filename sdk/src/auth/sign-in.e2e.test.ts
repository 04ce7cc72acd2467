import { DEMO_DEV, DEMO_PASSWORD_FOR_TESTS, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undiciHttpClient } from '../node/undici-http.js';
import type { HttpClient } from '../transport/http.js';
import { decodeJwtClaims } from './jwt.js';
import { LoginProvider } from './login-provider.js';
import { LoginChallengeError } from './sign-in-flow.js';

/** The SDK's own SRP and challenge answers against the emulator's user pool. */
const POOL = 'local_SkiffEmulator';
const SECRET = 'skiff-demo-client-secret-4c1f0d2b9e7a';

let emulator: TestEmulator;
const codes: string[] = [];
beforeAll(async () => {
  emulator = await startTestEmulator({ onCode: (line) => codes.push(line) });
});
afterAll(() => emulator?.close());

/** An HTTP client that notes the auth flow of each InitiateAuth, so a test can say which flow signed in. */
function recording(): { http: HttpClient; flows: string[] } {
  const inner = undiciHttpClient();
  const flows: string[] = [];
  return {
    flows,
    http: {
      send(request) {
        if (request.headers['x-amz-target']?.endsWith('.InitiateAuth') && typeof request.body === 'string') {
          flows.push(String(JSON.parse(request.body).AuthFlow));
        }
        return inner.send(request);
      },
    },
  };
}

function provider(clientId: string, extra: { userPoolId?: string; clientSecret?: string } = { userPoolId: POOL }) {
  const { http, flows } = recording();
  return { flows, login: new LoginProvider({ endpoint: `${emulator.origin}/cognito/`, clientId, http, ...extra }) };
}

const lastCode = (kind: string, email: string) =>
  [...codes]
    .reverse()
    .find((l) => l.startsWith(`${kind} code for ${email}: `))
    ?.match(/: (\d{6}) /)?.[1];

describe('LoginProvider.signIn against the emulator', () => {
  it('Given the pool id, Then SRP signs in; without it the password flow does', async () => {
    const srp = provider('skiff-emulator');
    const tokens = await srp.login.signIn(DEMO_DEV, DEMO_PASSWORD_FOR_TESTS);
    expect(decodeJwtClaims(tokens.idToken)?.email).toBe(DEMO_DEV);
    expect(srp.flows).toEqual(['USER_SRP_AUTH']);
    const plain = provider('skiff-emulator', {});
    await plain.login.signIn(DEMO_DEV, DEMO_PASSWORD_FOR_TESTS);
    expect(plain.flows).toEqual(['USER_PASSWORD_AUTH']);
  });

  it('Given a client that refuses SRP, Then the password flow is used; an SRP-only client signs in with SRP', async () => {
    const fallback = provider('skiff-password-only');
    await fallback.login.signIn(DEMO_DEV, DEMO_PASSWORD_FOR_TESTS);
    expect(fallback.flows).toEqual(['USER_SRP_AUTH', 'USER_AUTH', 'USER_PASSWORD_AUTH']);
    const srpOnly = provider('skiff-srp-only');
    await srpOnly.login.signIn(DEMO_DEV, DEMO_PASSWORD_FOR_TESTS);
    expect(srpOnly.flows).toEqual(['USER_SRP_AUTH']);
    const noPool = provider('skiff-srp-only', {});
    await expect(noPool.login.signIn(DEMO_DEV, DEMO_PASSWORD_FOR_TESTS)).rejects.toThrow(/needs the user pool id/);
  });

  it('Given a client that allows only choice-based sign-in, Then SRP through USER_AUTH signs in; MFA follows', async () => {
    const choice = provider('skiff-choice-only');
    const tokens = await choice.login.signIn(DEMO_DEV, DEMO_PASSWORD_FOR_TESTS);
    expect(decodeJwtClaims(tokens.idToken)?.email).toBe(DEMO_DEV);
    expect(choice.flows).toEqual(['USER_SRP_AUTH', 'USER_AUTH']);
    const mfa = provider('skiff-choice-only');
    await expect(mfa.login.signIn('mfa@demo.skiff.dev', DEMO_PASSWORD_FOR_TESTS)).rejects.toBeInstanceOf(
      LoginChallengeError,
    );
  });

  it('Given the client with a secret, Then sign-in and refresh send SECRET_HASH; without the secret it is refused', async () => {
    const confidential = provider('skiff-confidential', { userPoolId: POOL, clientSecret: SECRET });
    const tokens = await confidential.login.signIn(DEMO_DEV, DEMO_PASSWORD_FOR_TESTS);
    const username = decodeJwtClaims(tokens.idToken)?.['cognito:username'] as string;
    const renewed = await confidential.login.refresh(tokens.refreshToken!, username);
    expect(renewed.idToken).not.toBe(tokens.idToken);
    const without = provider('skiff-confidential');
    await expect(without.login.signIn(DEMO_DEV, DEMO_PASSWORD_FOR_TESTS)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('Given bad input, Then the spec messages (section 8) by error name', async () => {
    const { login } = provider('skiff-emulator');
    await expect(login.signIn(DEMO_DEV, 'Wrong!pass1')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(login.signIn('nobody@demo.skiff.dev', 'Wrong!pass1')).rejects.toMatchObject({
      code: 'UserNotFoundException',
      message: 'User is not existed.',
    });
    await login.signUp('unconfirmed@example.com', 'Fresh!pass1');
    await expect(login.signIn('unconfirmed@example.com', 'Fresh!pass1')).rejects.toMatchObject({
      code: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
  });

  it('Given NEW_PASSWORD_REQUIRED, Then without an answer a LoginChallengeError; a weak one is refused; a good one signs in', async () => {
    const { login } = provider('skiff-emulator');
    const email = 'newpass@demo.skiff.dev';
    const first = await login.signIn(email, 'Skiff!temp1').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(LoginChallengeError);
    expect(first).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED' });
    await expect(login.signIn(email, 'Skiff!temp1', { newPassword: async () => 'short' })).rejects.toMatchObject({
      message: 'Invalid Password',
    });
    await login.signIn(email, 'Skiff!temp1', { newPassword: async () => 'Chosen!pass2' });
    await expect(login.signIn(email, 'Chosen!pass2')).resolves.toMatchObject({ idToken: expect.any(String) });
  });

  it('Given SMS MFA, Then the code asked for signs in; a wrong one is CodeMismatch with the spec message', async () => {
    const { login } = provider('skiff-emulator');
    const email = 'sms@demo.skiff.dev';
    await expect(
      login.signIn(email, DEMO_PASSWORD_FOR_TESTS, { mfaCode: async () => '000000x' }),
    ).rejects.toMatchObject({ code: 'CodeMismatchException', message: 'Code does not match.' });
    let asked: unknown;
    const tokens = await login.signIn(email, DEMO_PASSWORD_FOR_TESTS, {
      mfaCode: async (challenge) => {
        asked = challenge;
        return lastCode('SMS MFA', email)!;
      },
    });
    expect(asked).toEqual({ kind: 'SMS_MFA', destination: '+*******0123' });
    expect(decodeJwtClaims(tokens.idToken)?.email).toBe(email);
  });
});
