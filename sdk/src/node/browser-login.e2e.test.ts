import { DEMO_OWNER, DEMO_PASSWORD_FOR_TESTS, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginProvider } from '../auth/login-provider.js';
import { LoginError } from '../transport/errors.js';
import { BrowserLoginError, loginWithBrowser, loginWithBrowserPrintUrlOnly } from './browser-login.js';
import { ProfileStore } from './profile-store.js';
import { openSession } from './session.js';
import { undiciHttpClient } from './undici-http.js';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ callbackPorts: 8 });
});

/** A registered callback port not used by an earlier test (each test's server closes a moment after it ends). */
let portsUsed = 0;
const nextPort = () => emulator.callbackPorts[portsUsed++]!;
afterAll(() => emulator?.close());

/** Plays the browser on the hosted page: loads the form, posts it, and answers the redirect's target URL. */
async function signInOnHostedPage(authorizeUrl: string): Promise<string> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<label for="password">Password</label>');
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set('email', DEMO_OWNER);
  form.set('password', DEMO_PASSWORD_FOR_TESTS);
  const posted = await fetch(`${url.origin}/cognito/login`, { method: 'POST', body: form, redirect: 'manual' });
  expect(posted.status).toBe(302);
  return posted.headers.get('location')!;
}

describe('loginWithBrowser (hosted page, PKCE, loopback redirect)', () => {
  it('Given the user signs in on the page, When the redirect reaches the loopback server, Then the profile works', async () => {
    const store = new ProfileStore(`${emulator.configDir}/browser`);
    let browserPage = '';
    const port = nextPort();
    const profile = await loginWithBrowser({
      store,
      profile: 'web',
      origin: emulator.origin,
      callbackPort: port,
      openUrl: async (url) => {
        expect(url).toMatch(/\/cognito\/oauth2\/authorize\?/);
        const params = new URL(url).searchParams;
        expect(params.get('code_challenge_method')).toBe('S256');
        expect(params.get('redirect_uri')).toBe(`http://localhost:${port}/callback`);
        const redirect = await signInOnHostedPage(url);
        // The browser follows the redirect; the answer comes once the code is exchanged.
        void fetch(redirect).then(async (res) => {
          browserPage = `${res.status} ${await res.text()}`;
        });
      },
    });
    expect(profile.email).toBe(DEMO_OWNER);
    expect(store.get('web')?.tokens?.refreshToken).toBeTruthy();
    const session = openSession({ store, profile: 'web', env: {} });
    expect((await session.client.users.profile()).email).toBe(DEMO_OWNER);
    await expect.poll(() => browserPage).toMatch(/^200 .*You are signed in/s);
  });

  it('Given a redirect with a wrong state, Then the browser gets a refusal page and the login a typed error', async () => {
    const store = new ProfileStore(`${emulator.configDir}/wrong-state`);
    let page = '';
    const attempt = loginWithBrowser({
      callbackPort: nextPort(),
      store,
      profile: 'web',
      origin: emulator.origin,
      openUrl: async (url) => {
        const redirect = new URL(await signInOnHostedPage(url));
        redirect.searchParams.set('state', 'forged');
        const res = await fetch(redirect);
        page = `${res.status} ${await res.text()}`;
      },
    });
    await expect(attempt).rejects.toMatchObject({ name: 'BrowserLoginError', reason: 'state_mismatch' });
    expect(page).toMatch(/^400 .*wrong state/s);
    expect(store.get('web')).toBeUndefined();
  });

  it('Given the same code delivered twice, Then the second is refused and the sign-in happens once', async () => {
    const store = new ProfileStore(`${emulator.configDir}/replay`);
    const pages: string[] = [];
    const port = nextPort();
    const profile = await loginWithBrowser({
      store,
      profile: 'web',
      origin: emulator.origin,
      callbackPort: port,
      openUrl: async (url) => {
        const redirect = await signInOnHostedPage(url);
        const hit = async () => {
          const res = await fetch(redirect);
          pages.push(`${res.status} ${await res.text()}`);
        };
        void Promise.all([hit(), hit()]);
      },
    });
    expect(profile.email).toBe(DEMO_OWNER);
    await expect.poll(() => pages.length).toBe(2);
    expect(pages.filter((p) => p.startsWith('200 '))).toHaveLength(1);
    expect(pages.find((p) => p.startsWith('400 '))).toContain('a code works once');
  });

  it('Given printUrlOnly, When the code is pasted, Then it signs in once; a second paste or a wrong state is refused', async () => {
    const store = new ProfileStore(`${emulator.configDir}/paste`);
    const login = await loginWithBrowserPrintUrlOnly({
      store,
      profile: 'paste',
      origin: emulator.origin,
      callbackPort: nextPort(),
    });
    const redirect = await signInOnHostedPage(login.url);
    const forged = new URL(redirect);
    forged.searchParams.set('state', 'forged');
    await expect(login.complete(forged.toString())).rejects.toBeInstanceOf(BrowserLoginError);
    const code = new URL(redirect).searchParams.get('code')!;
    expect((await login.complete(code)).email).toBe(DEMO_OWNER);
    await expect(login.complete(code)).rejects.toMatchObject({ reason: 'code_replayed' });
  });

  it('Given no redirect in time, Then a timeout error; an exchange the server refuses is a LoginError', async () => {
    const store = new ProfileStore(`${emulator.configDir}/timeout`);
    await expect(
      loginWithBrowser({
        store,
        profile: 'x',
        origin: emulator.origin,
        callbackPort: nextPort(),
        timeoutMs: 200,
        openUrl: () => {},
      }),
    ).rejects.toMatchObject({ reason: 'timeout' });
    const login = await loginWithBrowserPrintUrlOnly({
      store,
      profile: 'x',
      origin: emulator.origin,
      callbackPort: nextPort(),
    });
    const error = await login.complete('not-a-real-code').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect((error as LoginError).code).toBe('invalid_grant');
    expect(store.get('x')).toBeUndefined();
  });
});

describe('LoginProvider account calls', () => {
  it('Given a signed-in user, When signing out with the refresh token, Then it can no longer refresh', async () => {
    const http = undiciHttpClient();
    const provider = new LoginProvider({ endpoint: `${emulator.origin}/cognito/`, clientId: 'skiff-emulator', http });
    const tokens = await provider.signIn(DEMO_OWNER, DEMO_PASSWORD_FOR_TESTS);
    await provider.signOut({ refreshToken: tokens.refreshToken });
    await expect(provider.refresh(tokens.refreshToken!)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    const other = await provider.signIn(DEMO_OWNER, DEMO_PASSWORD_FOR_TESTS);
    await provider.signOut({ accessToken: other.accessToken });
    await expect(provider.refresh(other.refreshToken!)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await expect(provider.confirmSignUp('nobody@example.com', '123456')).rejects.toMatchObject({
      code: 'UserNotFoundException',
    });
    await expect(provider.changePassword(other.accessToken, 'Wrong!pass1', 'Newer!pass2')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
  });
});
