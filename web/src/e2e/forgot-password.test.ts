import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, DEMO_PASSWORD, screenshot, signInThroughLoginPage, useWebPage } from './browser.js';

const EMAIL = 'dev@demo.skiff.dev';
const NEW_PASSWORD = 'Reset!pass1';

describe.runIf(chromiumAvailable())(
  'the forgot-password link of the login page against a real emulator (spec 000 section 2)',
  () => {
    const log: string[] = [];
    const web = useWebPage(undefined, { log: (line) => log.push(line) });

    /** The code the emulator logged for the e-mail (its stand-in for the provider's e-mail), once it is there. */
    const loggedResetCode = async () => {
      const prefix = `password reset code for ${EMAIL}: `;
      await expect.poll(() => log.some((line) => line.startsWith(prefix))).toBe(true);
      return log.findLast((line) => line.startsWith(prefix))!.slice(prefix.length, prefix.length + 6);
    };

    it('Given the login page, when Forgot password? is followed, a code asked for and a new password set with it, then the browser is back on the login page and only the new password logs in', async () => {
      const { page, origin } = web;
      await page.goto(`${origin}/login`);
      const link = page.getByRole('link', { name: 'Forgot password?' });
      await link.waitFor();
      await screenshot(page, 'login-forgot-password-link');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await link.click();
      await page.waitForURL(/\/cognito\/forgotPassword\?/);
      const hosted = new URL(page.url());
      expect(hosted.searchParams.get('client_id')).toBe('skiff-emulator');
      expect(hosted.searchParams.get('redirect_uri')).toBe(`${origin}/login`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel('Email').fill(EMAIL);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `A code was sent to ${EMAIL}.` })
        .waitFor();
      const code = await loggedResetCode();
      await page.getByLabel('Code').fill(code);
      await page.getByLabel('New password', { exact: true }).fill('weak');
      await page.getByLabel('Confirm new password').fill('weak');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid Password' }).waitFor();
      await page.getByLabel('Code').fill(code);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await screenshot(page, 'hosted-forgot-password-code');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.waitForURL(`${origin}/login`);
      await page.getByRole('tab', { name: 'Log In', selected: true }).waitFor();

      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('I agree to the Terms and Conditions').check();
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByText('Incorrect username or password.').waitFor();
      await signInThroughLoginPage(page, origin, EMAIL, NEW_PASSWORD);
    });
  },
);
