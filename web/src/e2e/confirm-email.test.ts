import { INVITE_REQUEST_INVALID_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, screenshot, signInThroughLoginPage, useWebPage } from './browser.js';

const TOKEN = 'change-email-token-7f3a';

describe.runIf(chromiumAvailable())(
  'the /confirm-email landing page against a real emulator (spec 000 section 2)',
  () => {
    const web = useWebPage();

    it('Given an e-mail change link opened signed out, when it loads, then the query is kept for the tab, leaves the address bar, and the page leads to log in', async () => {
      await web.page.goto(`${web.origin}/confirm-email?token=${TOKEN}&email=new%40example.com`);
      await web.page.getByRole('heading', { name: 'Confirm email', level: 1 }).waitFor();
      await web.page.getByRole('status').filter({ hasText: 'Your e-mail change link was received.' }).waitFor();
      await expect.poll(() => new URL(web.page.url()).search).toBe('');
      const kept = await web.page.evaluate(() => window.sessionStorage.getItem('skiff.changeEmailToken'));
      expect(new URLSearchParams(kept ?? '').get('token')).toBe(TOKEN);
      expect(new URLSearchParams(kept ?? '').get('email')).toBe('new@example.com');
      expect(await web.page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(TOKEN);
      await screenshot(web.page, 'confirm-email');
      expect(await seriousAxeViolations(web.page)).toEqual([]);

      await web.page.getByRole('link', { name: 'Log in to your account' }).click();
      await web.page.waitForURL(/\/login\?next=%2Faccount%2Fprofile$/);
    });

    it('Given a signed-in user, when the link opens, then the page leads to the account', async () => {
      await signInThroughLoginPage(web.page, web.origin);
      await web.page.goto(`${web.origin}/confirm-email?token=${TOKEN}`);
      await web.page.getByRole('link', { name: 'Go to your account' }).click();
      await web.page.waitForURL(/\/account\/profile$/);
    });

    it('Given a link without a token, when it opens, then the invalid-link page shows and nothing is kept', async () => {
      await web.page.goto(`${web.origin}/confirm-email?email=new%40example.com`);
      await web.page.getByRole('alert').filter({ hasText: INVITE_REQUEST_INVALID_MESSAGE }).waitFor();
      expect(await web.page.evaluate(() => window.sessionStorage.getItem('skiff.changeEmailToken'))).toBeNull();
    });
  },
);
