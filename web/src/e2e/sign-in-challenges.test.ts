import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, DEMO_PASSWORD, screenshot, useWebPage } from './browser.js';

/**
 * The challenges a real user pool answers a right password with, in headless Chromium, on both sign-in pages: the
 * web app's Log In form (the SDK's sign-in running in the browser) and the emulator's hosted login page (Single
 * sign-on). Demo users (README): newpass@ must set a new password, mfa@ has an authenticator app, sms@ gets a code
 * by SMS, which the emulator prints instead of sending.
 */
const NEW_PASSWORD = 'Fresh!pass9';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The authenticator code now (RFC 6238, SHA-1, 30 s, 6 digits), computed here, not taken from the emulator. */
function totpNow(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...TOTP_SECRET].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The code most recently printed for `email` of `kind`, once it is there. */
async function printedCode(log: string[], kind: string, email: string, after: number): Promise<string> {
  const prefix = `${kind} code for ${email}: `;
  await expect.poll(() => log.slice(after).some((line) => line.startsWith(prefix))).toBe(true);
  return log.findLast((line) => line.startsWith(prefix))!.slice(prefix.length, prefix.length + 6);
}

const workspaces = (page: Page) => page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();

describe.runIf(chromiumAvailable())('sign-in challenges on the web Log In form (the SDK flow in the browser)', () => {
  const log: string[] = [];
  const web = useWebPage(undefined, { log: (line) => log.push(line) });

  async function logIn(page: Page, email: string, password: string) {
    await page.goto(`${web.origin}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  it('Given newpass@, when the temporary password is right, then a new password is asked with the sign-up rules and the shell opens', async () => {
    const { page } = web;
    const challenges: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/cognito/') && body.includes('ChallengeName')) {
        challenges.push(JSON.parse(body).ChallengeName);
      }
    });
    await logIn(page, 'newpass@demo.skiff.dev', 'Skiff!temp1');
    await page.getByText('This account must set a new password before it can sign in.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm new password').fill('other');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Invalid Password').waitFor();
    await page.getByText('Confirm password that you entered do not match!').waitFor();
    await screenshot(page, 'login-new-password-required');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await workspaces(page);
    // SRP first, then the new password: the SDK's one flow, run in the browser.
    expect(challenges).toEqual(['PASSWORD_VERIFIER', 'NEW_PASSWORD_REQUIRED']);

    const again = await web.context.newPage();
    await again.goto(`${web.origin}/login`);
    await again.getByLabel('Email').fill('newpass@demo.skiff.dev');
    await again.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await again.getByLabel('I agree to the Terms and Conditions').check();
    await again.getByRole('button', { name: 'Log In', exact: true }).click();
    await workspaces(again);
  });

  it('Given mfa@, when a wrong code then the authenticator code is given, then "Code does not match." and then the shell', async () => {
    const { page } = web;
    await logIn(page, 'mfa@demo.skiff.dev', DEMO_PASSWORD);
    await page.getByText('This account asks for the 6-digit code of its authenticator app.').waitFor();
    const wrong = totpNow() === '000000' ? '111111' : '000000';
    await page.getByLabel('Code', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'Code does not match.' }).waitFor();
    expect(web.page.url()).toBe(`${web.origin}/login`);

    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByLabel('Code', { exact: true }).fill(totpNow());
    await page.getByRole('button', { name: 'Verify' }).click();
    await workspaces(page);
  });

  it('Given sms@, when the code printed by the emulator is given, then the shell opens; Cancel goes back to the form', async () => {
    const { page } = web;
    await logIn(page, 'sms@demo.skiff.dev', DEMO_PASSWORD);
    await page.getByText('This account asks for the 6-digit code sent by SMS to +*******0123.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alert').filter({ hasText: 'Sign-in cancelled.' }).waitFor();

    const before = log.length;
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    const code = await printedCode(log, 'SMS MFA', 'sms@demo.skiff.dev', before);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await workspaces(page);
  });
});

describe.runIf(chromiumAvailable())('sign-in challenges on the hosted login page (Single sign-on)', () => {
  const log: string[] = [];
  const web = useWebPage(undefined, { log: (line) => log.push(line) });

  async function hostedSignIn(page: Page, email: string, password: string) {
    await page.goto(`${web.origin}/login`);
    await page.getByRole('button', { name: 'Single sign-on' }).click();
    await page.waitForURL(/\/cognito\/oauth2\/authorize\?/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('Given newpass@, when the temporary password is right, then the hosted page asks a new password with the sign-up rules, then back in the app', async () => {
    const { page } = web;
    await hostedSignIn(page, 'newpass@demo.skiff.dev', 'Skiff!temp1');
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm new password').fill('weak');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid Password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Other!pass9');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Confirm password that you entered do not match!' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await screenshot(page, 'hosted-new-password-required');
    await page.getByRole('button', { name: 'Set password' }).click();
    await workspaces(page);
    expect(page.url()).not.toContain('code=');

    const again = await web.context.newPage();
    await hostedSignIn(again, 'newpass@demo.skiff.dev', NEW_PASSWORD);
    await workspaces(again);
  });

  it('Given mfa@, when a wrong code then the authenticator code is given, then "Code does not match." and then the app', async () => {
    const { page } = web;
    await hostedSignIn(page, 'mfa@demo.skiff.dev', DEMO_PASSWORD);
    await page.getByText('This account asks for the 6-digit code of its authenticator app.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Code', { exact: true }).fill(totpNow() === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'Code does not match.' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(totpNow());
    await page.getByRole('button', { name: 'Verify' }).click();
    await workspaces(page);
  });

  it('Given sms@, when the code printed by the emulator is given, then back in the app', async () => {
    const { page } = web;
    const before = log.length;
    await hostedSignIn(page, 'sms@demo.skiff.dev', DEMO_PASSWORD);
    await page.getByText('This account asks for the 6-digit code sent by SMS to +*******0123.').waitFor();
    const code = await printedCode(log, 'SMS MFA', 'sms@demo.skiff.dev', before);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await workspaces(page);
  });
});
