import { describe, expect, it } from 'vitest';
import { LANDING_REDIRECT_DELAY_MS } from '../pages/landing/landing-redirects.js';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, screenshot, signInThroughLoginPage, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())(
  'web landing routes: /marketplace-callback and /callback (spec 003 section 2)',
  () => {
    const web = useWebPage();

    it('Given a signed-in user, when /marketplace-callback?mpToken= opens, then a spinner shows, the token leaves the address bar, the profile is asked with it and /workspaces follows after a second', async () => {
      await signInThroughLoginPage(web.page, web.origin);
      const profileCalls: string[] = [];
      web.page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/v2/users/profile') profileCalls.push(url.searchParams.get('mpToken') ?? '');
      });
      const opened = Date.now();
      await web.page.goto(`${web.origin}/marketplace-callback?mpToken=mp-e2e-123`);
      await web.page.getByRole('status').getByText('Loading…').waitFor();
      await expect.poll(() => new URL(web.page.url()).search).toBe('');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      await screenshot(web.page, 'marketplace-callback');
      await web.page.waitForURL(`${web.origin}/workspaces`);
      expect(Date.now() - opened).toBeGreaterThanOrEqual(LANDING_REDIRECT_DELAY_MS);
      await expect.poll(() => profileCalls).toContain('mp-e2e-123');
      expect(await web.page.evaluate(() => window.localStorage.getItem('skiff.mpToken'))).toBeNull();
    });

    it('Given a stored callback address, when /callback opens, then it goes there after a second; another site is refused for /', async () => {
      await signInThroughLoginPage(web.page, web.origin);
      await web.page.evaluate(() => window.sessionStorage.setItem('skiff.callbackUrl', '/account/profile'));
      await web.page.goto(`${web.origin}/callback`);
      await web.page.getByRole('status').getByText('Loading…').waitFor();
      await web.page.waitForURL(`${web.origin}/account/profile`);

      await web.page.evaluate(() => window.sessionStorage.setItem('skiff.callbackUrl', '//evil.example/x'));
      await web.page.goto(`${web.origin}/callback`);
      await web.page.waitForURL(`${web.origin}/workspaces`);
      expect(await web.page.evaluate(() => window.sessionStorage.getItem('skiff.callbackUrl'))).toBeNull();
    });
  },
);
