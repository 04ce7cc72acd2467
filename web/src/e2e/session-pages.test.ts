import { LoginProvider } from '@skiff/sdk';
import { PAGE_MESSAGES, THIRD_PARTY_INSECURE_MESSAGE, THIRD_PARTY_LOGIN_REQUIRED_MESSAGE } from '@skiff/sdk/domain';
import { undiciHttpClient } from '@skiff/sdk/node';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import {
  apiClientFor,
  chromiumAvailable,
  DEMO_OWNER,
  DEMO_PASSWORD,
  screenshot,
  signInThroughLoginPage,
  useWebPage,
} from './browser.js';

const UI_VERSION = '0.1.0';

describe.runIf(chromiumAvailable())('web session rules, authorisation, footer and result pages (issue 6)', () => {
  const web = useWebPage();

  it('Given any page, when it shows, then the footer has the API version from healthz and the UI version', async () => {
    await web.page.goto(`${web.origin}/login`);
    await expect.poll(() => web.page.getByTestId('api-version').textContent()).toBe('API 2.0.0');
    expect(await web.page.getByTestId('ui-version').textContent()).toBe(`UI ${UI_VERSION}`);
  });

  it('Given the exception and result routes, when opened, then the spec sentences show and query text stays text', async () => {
    await web.page.goto(`${web.origin}/exception/500`);
    await web.page.getByText(PAGE_MESSAGES.serverError).waitFor();
    await web.page.goto(`${web.origin}/exception/403`);
    await web.page.getByText(PAGE_MESSAGES.forbidden).waitFor();
    await web.page.goto(`${web.origin}/no/such/page`);
    await web.page.getByText(PAGE_MESSAGES.notFound).waitFor();
    const subTitle = '<img src=x onerror=alert(1)> was saved';
    await web.page.goto(`${web.origin}/result?title=Saved&type=success&subTitle=${encodeURIComponent(subTitle)}`);
    await web.page.getByRole('heading', { name: 'Saved', level: 1 }).waitFor();
    await web.page.getByText(subTitle).waitFor();
    expect(await web.page.locator('main img').count()).toBe(0);
    await web.page.getByRole('link', { name: 'Back Home' }).waitFor();
    await screenshot(web.page, 'result-page');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given the authorisation page, when signed out it asks to log in; signed in it names the host and sends the token only on the click', async () => {
    const target = 'https://tool.example.com/callback';
    const query = `redirectUrl=${encodeURIComponent(target)}&state=${btoa('state-42')}`;
    await web.page.goto(`${web.origin}/authorize?${query}`);
    await web.page.getByText(THIRD_PARTY_LOGIN_REQUIRED_MESSAGE).waitFor();

    const sent: string[] = [];
    await web.context.route('https://tool.example.com/**', (route) => {
      sent.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>tool</title><p>received</p>' });
    });
    await signInThroughLoginPage(web.page, web.origin);
    await web.page.goto(`${web.origin}/authorize?${query}`);
    await web.page.locator('.destination-host').filter({ hasText: 'tool.example.com' }).waitFor();
    await screenshot(web.page, 'authorize-page');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    expect(sent).toEqual([]);
    await web.page.getByRole('button', { name: 'Continue to tool.example.com' }).click();
    await web.page.getByText('received').waitFor();
    const url = new URL(sent[0] ?? '');
    expect(url.origin + url.pathname).toBe(target);
    expect(url.searchParams.get('state')).toBe('state-42');
    expect(url.searchParams.get('accessToken')?.split('.')).toHaveLength(3);
  });

  it('Given an http destination on another host, when the page opens, then it refuses and offers no button; loopback http is allowed', async () => {
    await signInThroughLoginPage(web.page, web.origin);
    await web.page.goto(`${web.origin}/authorize?redirectUrl=${encodeURIComponent('http://evil.example.com/cb')}`);
    await web.page.getByRole('alert').filter({ hasText: THIRD_PARTY_INSECURE_MESSAGE }).waitFor();
    expect(await web.page.getByRole('button', { name: /^Continue to/ }).count()).toBe(0);
    await web.page.goto(`${web.origin}/authorize?redirectUrl=${encodeURIComponent('http://127.0.0.1:9/cb')}`);
    await web.page.getByRole('button', { name: 'Continue to 127.0.0.1:9' }).waitFor();
  });

  it('Given single sign-on tokens, when /integrate-sso opens, then the user is signed in, sent to the redirect, and the tokens leave the address bar', async () => {
    const provider = new LoginProvider({
      endpoint: `${web.origin}/cognito/`,
      clientId: 'skiff-emulator',
      http: undiciHttpClient(),
    });
    const { idToken, accessToken } = await provider.signIn(DEMO_OWNER, DEMO_PASSWORD);
    await web.page.goto(
      `${web.origin}/integrate-sso?idToken=${idToken}&accessToken=${accessToken}&redirectUrl=${encodeURIComponent('/account/profile')}`,
    );
    await web.page.waitForURL(/\/account\/profile$/);
    await web.page.getByText(DEMO_OWNER).first().waitFor();
    expect(web.page.url()).not.toContain(idToken);
    expect(await web.page.evaluate(() => window.localStorage.length)).toBe(0);
  });

  it('Given the login page, when Single sign-on is used on the hosted page while the platform is not ready yet, then user access is polled every 500 ms and the workspaces open; the code leaves the address bar', async () => {
    const { page } = web;
    // The platform answers 403 to the first two profile calls, as for a user whose access is still being set up.
    const profileCalls: number[] = [];
    await page.route('**/api/v2/users/profile*', (route) => {
      profileCalls.push(Date.now());
      return profileCalls.length <= 2
        ? route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Forbidden"}' })
        : route.continue();
    });
    await page.goto(`${web.origin}/login`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Single sign-on' }).click();
    await page.waitForURL(/\/cognito\/oauth2\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${web.origin}/sso-callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    await page.getByLabel('Email').fill(DEMO_OWNER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
    expect(page.url()).not.toContain('code=');
    expect(profileCalls.length).toBeGreaterThanOrEqual(3);
    expect(profileCalls[1]! - profileCalls[0]!).toBeGreaterThanOrEqual(450);
    expect(profileCalls[2]! - profileCalls[1]!).toBeGreaterThanOrEqual(450);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('skiff.sso'))).toBeNull();
  });

  it('Given a return to /sso-callback this tab did not start, when it opens, then the sign-on is refused and nobody is signed in', async () => {
    await web.page.goto(`${web.origin}/sso-callback?code=forged&state=forged`);
    await web.page.getByRole('alert').getByText('The sign-on did not complete. Please log in again.').waitFor();
    expect(new URL(web.page.url()).search).toBe('');
    expect(await web.page.evaluate(() => window.sessionStorage.getItem('skiff.session'))).toBeNull();
  });

  it('Given a stored session whose id token is not valid yet, when the app starts, then the session check logs out and keeps only the originating-host marker', async () => {
    const { page } = web;
    await page.goto(`${web.origin}/exception/404`);
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const idToken = `${part({ alg: 'RS256' })}.${part({ email: DEMO_OWNER, nbf: now + 3600, exp: now + 7200 })}.sig`;
    // No API call gets an answer (so no 401 can log out): the logout must come from the token check itself.
    await page.route('**/api/v2/**', (route) => route.abort());
    await page.evaluate(
      ([session]) => {
        window.sessionStorage.setItem('skiff.session', session!);
        window.localStorage.setItem('skiff.originatingHost', 'partner.example.com');
        window.localStorage.setItem('left-behind', 'x');
      },
      [JSON.stringify({ idToken, accessToken: 'not-used', email: DEMO_OWNER })],
    );
    await page.goto(`${web.origin}/account/profile`);
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('skiff.session'))).toBeNull();
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['skiff.originatingHost']);
  });

  it("Given an originating-host marker, when the shell shows, then the menu offers 'Leave {from-host}' (spec 000 section 1; findings web D7)", async () => {
    const { page } = web;
    await signInThroughLoginPage(page, web.origin);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('link', { name: /^Leave / }).count()).toBe(0);
    await page.evaluate(() => window.localStorage.setItem('skiff.originatingHost', 'partner.example.com'));
    await page.goto(`${web.origin}/workspaces`);
    const leave = page.getByRole('link', { name: 'Leave partner.example.com' });
    await leave.waitFor();
    expect(await leave.getAttribute('href')).toBe('https://partner.example.com/');
    // A marker that is not a host name gives no link (never a script URL).
    await page.evaluate(() => window.localStorage.setItem('skiff.originatingHost', 'javascript:alert(1)'));
    await page.goto(`${web.origin}/workspaces`);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('link', { name: /^Leave / }).count()).toBe(0);
  });

  it('Given a signed-in user with other data in localStorage, when logging out, then only the originating-host marker stays', async () => {
    await signInThroughLoginPage(web.page, web.origin);
    await web.page.evaluate(() => {
      window.localStorage.setItem('skiff.originatingHost', 'partner.example.com');
      window.localStorage.setItem('left-behind', 'secret');
    });
    await web.page.getByRole('button', { name: 'Log out' }).click();
    await web.page.waitForURL(/\/login/);
    const kept = await web.page.evaluate(() => Object.keys(window.localStorage));
    expect(kept).toEqual(['skiff.originatingHost']);
    expect(await web.page.evaluate(() => window.sessionStorage.getItem('skiff.session'))).toBeNull();
  });

  it('Given the extend-application page, when the token is junk, then "Token is invalid." with Contact; a widget link says ready with Visit', async () => {
    await web.page.goto(`${web.origin}/extend-application?token=not-a-token`);
    await web.page.getByRole('alert').filter({ hasText: 'Token is invalid.' }).waitFor();
    await web.page.getByText('Please contact support.').waitFor();
    await web.page.getByRole('link', { name: 'Contact' }).waitFor();

    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const [forge] = (await owner.drupalForge.list({ email: DEMO_OWNER })).items;
    const submissionId = String(forge?.drupalForge?.submissionId);
    const widget = await owner.drupalForge.widget(submissionId);
    const token = new URL(String(widget.extendTimeUrl)).searchParams.get('token') ?? '';
    await web.page.goto(`${web.origin}/extend-application?token=${encodeURIComponent(token)}`);
    await web.page.getByRole('status').filter({ hasText: 'Your application is ready.' }).waitFor();
    expect(await web.page.getByRole('button', { name: 'Visit Application' }).isEnabled()).toBe(true);
    await screenshot(web.page, 'extend-application');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });
});
