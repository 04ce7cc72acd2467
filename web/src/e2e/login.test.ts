import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertWebBuilt,
  chromiumAvailable,
  signInThroughLoginPage,
  startWebHarness,
  type WebHarness,
} from './browser.js';

const canRun = chromiumAvailable();

describe.runIf(canRun)('web sign-up and session expiry against a real emulator', () => {
  let harness: WebHarness;
  let context: BrowserContext;
  let page: Page;
  let origin: string;

  beforeAll(async () => {
    assertWebBuilt();
    harness = await startWebHarness({ tokenTtlSeconds: 4 });
    origin = harness.emulator.origin;
  });
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    context = await harness.browser.newContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('Given the Sign Up tab, when the password is weak or unconfirmed, then the spec messages show; when valid, then the e-mail is sent lower-cased and the verify notice shows', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    // Findings web D7: the live checklist of the password rules (spec 000 section 5) follows the typing.
    const rules = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
    expect(await rules.allTextContents()).toEqual([
      '○ 8 to 16 characters (not met)',
      '✓ a lowercase letter (met)',
      '○ an uppercase letter (not met)',
      '○ a digit (not met)',
      '○ one of !@#$%^&* (not met)',
    ]);
    await page.getByLabel('Confirm password').fill('other');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Invalid email').waitFor();
    await page.getByText('Invalid Password').waitFor();
    await page.getByText('Confirm password that you entered do not match!').waitFor();

    await page.getByLabel('Email').fill('New.User@Example.com');
    await page.getByLabel('Password', { exact: true }).fill('Newuser!23');
    expect((await rules.allTextContents()).every((line) => line.endsWith('(met)') && !line.includes('not met'))).toBe(
      true,
    );
    await page.getByLabel('Confirm password').fill('Newuser!23');
    const signUpCall = page.waitForRequest((r) => r.url().includes('/cognito') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    expect((await signUpCall).postData()).toContain('"new.user@example.com"'); // the e-mail is lower-cased
    await page.getByText('Please open your email inbox to verify your account, and login!').waitFor();
    expect(await page.getByRole('tab', { name: 'Log In' }).getAttribute('aria-selected')).toBe('true');
  });

  it('Given the Log In form, when the owner signs in, then the browser runs SRP (the password is never sent) and the shell opens', async () => {
    const flows: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/cognito/') && body.includes('AuthFlow')) flows.push(JSON.parse(body).AuthFlow);
      expect(body).not.toContain('Skiff!demo1');
    });
    await signInThroughLoginPage(page, origin);
    expect(flows).toEqual(['USER_SRP_AUTH']);
  });

  it('Given a signed-in user whose id token expires, when the 5-second check runs, then the app logs out to /login and clears localStorage but the originating-host marker', async () => {
    await signInThroughLoginPage(page, origin);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0); // tokens never go to localStorage
    await page.evaluate(() => {
      window.localStorage.setItem('skiff.originatingHost', 'partner.example.com');
      window.localStorage.setItem('left-behind', 'x');
    });
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    expect(await page.evaluate(() => window.sessionStorage.getItem('skiff.session'))).toBeNull();
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['skiff.originatingHost']);
  });
});
