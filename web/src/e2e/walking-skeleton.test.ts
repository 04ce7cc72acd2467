import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH,
  chromiumAvailable,
  DEMO_OWNER,
  screenshot,
  signInThroughLoginPage,
  useWebPage,
} from './browser.js';

const canRun = chromiumAvailable();

describe.runIf(!canRun && process.env.CI)('web end-to-end prerequisites', () => {
  it(`Given CI, when the web tests start, then ${CHROMIUM_PATH} must exist`, () => {
    throw new Error(`${CHROMIUM_PATH} is missing in CI: install the chromium package.`);
  });
});

describe.runIf(canRun)('web app against a real emulator', () => {
  const web = useWebPage();

  it('Given the login page, when Log In is pressed with an empty email, then the spec message "Email is require!" shows', async () => {
    await web.page.goto(`${web.origin}/`);
    await web.page.waitForURL(/\/login/);
    const submit = web.page.getByRole('button', { name: 'Log In', exact: true });
    expect(await submit.isDisabled()).toBe(true); // the Terms checkbox gates submit
    await web.page.getByLabel('I agree to the Terms and Conditions').check();
    await submit.click();
    await web.page.getByText('Email is require!').waitFor();
    await screenshot(web.page, 'login');
  });

  it('Given a wrong password, when signing in, then "Incorrect username or password." shows', async () => {
    await web.page.goto(`${web.origin}/login`);
    await web.page.getByLabel('Email').fill('Owner@Demo.Skiff.dev');
    await web.page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await web.page.getByLabel('I agree to the Terms and Conditions').check();
    await web.page.getByRole('button', { name: 'Log In', exact: true }).click();
    await web.page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }).waitFor();
    expect(web.page.url()).toContain('/login');
  });

  it('Given the demo owner, when signing in, then the workspace list, search box and email show', async () => {
    await signInThroughLoginPage(web.page, web.origin);
    await web.page.getByRole('link', { name: 'Acme Production' }).waitFor();
    expect(await web.page.getByPlaceholder('Search workspaces by name or description').isVisible()).toBe(true);
    expect(await web.page.getByRole('banner').textContent()).toContain(DEMO_OWNER);
    await screenshot(web.page, 'workspaces');

    await web.page.getByPlaceholder('Search workspaces by name or description').fill('Drupal');
    await web.page.waitForURL(/search=Drupal/);
    // The unfiltered list also shows Drupal Forge Sandbox: wait for Acme to go, then check what stays.
    await web.page.getByRole('link', { name: 'Acme Production' }).waitFor({ state: 'detached' });
    expect(await web.page.getByRole('link', { name: 'Drupal Forge Sandbox' }).count()).toBe(1);
  });

  it('Given a Not Deployed branch, when Deploy is clicked, then the log fills to 108/108, the state becomes Running and the bell count grows', async () => {
    await signInThroughLoginPage(web.page, web.origin);
    // The bell loads its count after sign-in; the demo owner has unread notifications, so wait for them first.
    await web.page.getByTestId('unread-count').waitFor();
    const unreadBefore = await unreadCount(web.page);
    await web.page.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.getByRole('link', { name: 'storefront' }).click();
    const row = web.page.locator('li[data-branch="feature-login"]');
    await row.getByText('Not Deployed').waitFor();
    await row.getByRole('link', { name: 'feature-login' }).click();
    await web.page.getByRole('heading', { name: 'feature-login', level: 1 }).waitFor();
    const state = web.page.getByTestId('application-state');
    await state.getByText('Not Deployed').waitFor();

    await web.page.getByRole('button', { name: 'Deploy', exact: true }).click();
    await web.page.getByRole('list', { name: 'Activity log' }).locator('li').first().waitFor();
    await web.page.getByTestId('progress-count').filter({ hasText: '108/108' }).waitFor({ timeout: 20_000 });
    expect(await web.page.getByRole('progressbar', { name: 'Progress' }).getAttribute('value')).toBe('108');
    expect(await web.page.getByRole('list', { name: 'Activity log' }).locator('li').count()).toBe(108);
    await state.getByText('Running').waitFor({ timeout: 10_000 });
    await expect.poll(() => unreadCount(web.page), { timeout: 10_000 }).toBeGreaterThan(unreadBefore);
    await screenshot(web.page, 'application-overview');

    await web.page.setViewportSize({ width: 375, height: 800 });
    await screenshot(web.page, 'application-overview-375');
  });

  it('Given an unknown path, when it is opened, then the 404 page says so', async () => {
    await signInThroughLoginPage(web.page, web.origin);
    await web.page.goto(`${web.origin}/no/such/page`);
    await web.page.getByText('Sorry, the page you visited does not exist.').waitFor();
  });
});

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}
