import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertWebBuilt,
  CHROMIUM_PATH,
  chromiumAvailable,
  DEMO_OWNER,
  screenshot,
  signIn,
  startWebHarness,
  type WebHarness,
} from './browser.js';

const canRun = chromiumAvailable();

describe.runIf(!canRun && process.env.CI)('web end-to-end prerequisites', () => {
  it(`Given CI, when the web tests start, then ${CHROMIUM_PATH} must exist`, () => {
    throw new Error(`${CHROMIUM_PATH} is missing in CI: install the chromium package.`);
  });
});

describe.runIf(canRun)('web app against a real emulator', () => {
  let harness: WebHarness;
  let context: BrowserContext;
  let page: Page;
  let origin: string;
  let pageErrors: string[];

  beforeAll(async () => {
    assertWebBuilt();
    harness = await startWebHarness();
    origin = harness.emulator.origin;
  });
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterEach(async () => {
    await context?.close();
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it('Given the login page, when Log In is pressed with an empty email, then the spec message "Email is require!" shows', async () => {
    await page.goto(`${origin}/`);
    await page.waitForURL(/\/login/);
    const submit = page.getByRole('button', { name: 'Log In', exact: true });
    expect(await submit.isDisabled()).toBe(true); // the Terms checkbox gates submit
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await submit.click();
    await page.getByText('Email is require!').waitFor();
    await screenshot(page, 'login');
  });

  it('Given a wrong password, when signing in, then "Incorrect username or password." shows', async () => {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill('Owner@Demo.Skiff.dev');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }).waitFor();
    expect(page.url()).toContain('/login');
  });

  it('Given the demo owner, when signing in, then the workspace list, search box and email show', async () => {
    await signIn(page, origin);
    await page.getByRole('link', { name: 'Acme Production' }).waitFor();
    expect(await page.getByPlaceholder('Search workspaces by name or description').isVisible()).toBe(true);
    expect(await page.getByRole('banner').textContent()).toContain(DEMO_OWNER);
    await screenshot(page, 'workspaces');

    await page.getByPlaceholder('Search workspaces by name or description').fill('Drupal');
    await page.waitForURL(/search=Drupal/);
    // The unfiltered list also shows Drupal Forge Sandbox: wait for Acme to go, then check what stays.
    await page.getByRole('link', { name: 'Acme Production' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Drupal Forge Sandbox' }).count()).toBe(1);
  });

  it('Given a Not Deployed branch, when Deploy is clicked, then the log fills to 108/108, the state becomes Running and the bell count grows', async () => {
    await signIn(page, origin);
    const unreadBefore = await unreadCount(page);
    await page.getByRole('link', { name: 'Acme Production' }).click();
    await page.getByRole('link', { name: 'storefront' }).click();
    const row = page.locator('li[data-branch="feature-login"]');
    await row.getByText('Not Deployed').waitFor();
    await row.getByRole('link', { name: 'feature-login' }).click();
    await page.getByRole('heading', { name: 'feature-login', level: 1 }).waitFor();
    const state = page.getByTestId('application-state');
    await state.getByText('Not Deployed').waitFor();

    await page.getByRole('button', { name: 'Deploy', exact: true }).click();
    await page.getByRole('list', { name: 'Activity log' }).locator('li').first().waitFor();
    await page.getByTestId('progress-count').filter({ hasText: '108/108' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('progressbar', { name: 'Progress' }).getAttribute('value')).toBe('108');
    expect(await page.getByRole('list', { name: 'Activity log' }).locator('li').count()).toBe(108);
    await state.getByText('Running').waitFor({ timeout: 10_000 });
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBeGreaterThan(unreadBefore);
    await screenshot(page, 'application-overview');

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'application-overview-375');
  });

  it('Given an unknown path, when it is opened, then the 404 page says so', async () => {
    await signIn(page, origin);
    await page.goto(`${origin}/no/such/page`);
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
  });
});

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}
