import { PAGE_MESSAGES } from '@skiff/sdk';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import {
  apiClientFor,
  assertWebBuilt,
  chromiumAvailable,
  DEMO_OWNER,
  screenshot,
  signIn,
  startWebHarness,
  type WebHarness,
} from './browser.js';

const ADMIN = 'admin@demo.skiff.dev';
const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())('web shell, drawer, account and access pages against a real emulator', () => {
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

  it('Given 25 new notifications, when the drawer opens, then it is 512 wide, pages with Load more, cuts previews at 180, marks seen on close and clears all', async () => {
    const admin = await apiClientFor(origin, ADMIN);
    for (let i = 1; i <= 25; i++) {
      await admin.notifications.create({ title: `Note ${i}`, message: i === 25 ? 'x'.repeat(200) : `message ${i}` });
    }
    await signIn(page, origin, ADMIN);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const drawer = page.getByRole('complementary', { name: 'Notifications' });
    const items = drawer.getByRole('list', { name: 'Notification list' }).locator('li');
    await expect.poll(() => items.count()).toBe(20);
    expect((await drawer.boundingBox())?.width).toBe(512);
    expect(await items.getByText(`${'x'.repeat(180)}…`, { exact: true }).count()).toBe(1);
    await screenshot(page, 'notification-drawer');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(20);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('unread-count').count()).toBe(0);

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await drawer.getByRole('button', { name: 'Clear All' }).click();
    await drawer.getByText('No notifications.').waitFor();
  });

  it('Given the keyboard only, when signing in and opening the drawer, then every step works without a mouse', async () => {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').focus();
    await page.keyboard.type(DEMO_OWNER);
    await page.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.type('Skiff!demo1');
    await page.getByLabel('I agree to the Terms and Conditions').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();

    // after a navigation focus is on the page's main region; the top bar is just before it
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    let label = '';
    for (let i = 0; i < 10 && !label.startsWith('Notifications'); i++) {
      await page.keyboard.press('Shift+Tab');
      label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    }
    expect(label).toMatch(/^Notifications/);
    await page.keyboard.press('Enter');
    await page.getByRole('complementary', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('complementary', { name: 'Notifications' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Notifications/);

    await page.reload();
    await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('Given the profile page, when the name is blank then valid, then the message and the success show', async () => {
    await signIn(page, origin, DEV);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(/\/account\/profile$/);
    const name = page.getByLabel('Display name');
    await expect.poll(() => name.inputValue()).toBe('Dana Developer');
    await name.fill(' ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please input your name!').waitFor();
    await name.fill('Dana D.');
    await page.getByLabel('State').selectOption('BUSY');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Update profile successfully!' }).waitFor();
    await screenshot(page, 'account-profile');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('Given the command access tokens page, when a token is created with an expiry, then it shows once and can be deleted', async () => {
    await signIn(page, origin, DEV);
    await page.goto(`${origin}/account/command-access-token`);
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('Please input name!').waitFor();
    const expiry = page.getByLabel('Expiration');
    expect(await expiry.inputValue()).toBe('30');
    expect(await expiry.locator('option').allTextContents()).toEqual([
      '7 days',
      '30 days',
      '60 days',
      '90 days',
      '1 year',
      'No expiration',
    ]);
    await page.getByLabel('Name').fill('ci pipeline');
    await expiry.selectOption('90');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('created-token').textContent()) ?? '';
    expect(token.length).toBeGreaterThan(10);
    const list = page.getByRole('list', { name: 'Command access tokens' });
    await list.getByText('ci pipeline').waitFor();
    await screenshot(page, 'account-command-tokens');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await list.getByText('ci pipeline').waitFor();
    expect(await page.getByText(token).count()).toBe(0); // shown once
    page.once('dialog', (dialog) => void dialog.accept());
    await list.getByRole('button', { name: 'Delete token ci pipeline' }).click();
    await page.getByText('No tokens yet.').waitFor();
  });

  it('Given a developer, when an admin route is opened, then the 403 page shows; the owner sees the members', async () => {
    await signIn(page, origin, DEV);
    expect(await page.getByRole('link', { name: 'Members' }).count()).toBe(0);
    await page.goto(`${origin}/members`);
    await page.getByText(PAGE_MESSAGES.forbidden).waitFor();
    await page.getByRole('heading', { name: '403', level: 1 }).waitFor();
    await screenshot(page, 'forbidden-403');

    await page.getByRole('button', { name: 'Log out' }).click();
    await signIn(page, origin);
    await page.getByRole('link', { name: 'Members' }).click();
    await page.getByRole('list', { name: 'Members' }).getByText(DEV).waitFor();
  });

  it('Given the login, projects, branches and overview pages, when axe-core checks them, then there is no serious violation', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('tab', { name: 'Log In' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signIn(page, origin);
    await page.getByRole('link', { name: 'Acme Production' }).click();
    await page.getByRole('link', { name: 'storefront' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'storefront' }).click();
    await page.locator('li[data-branch="main"]').getByRole('link', { name: 'main' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('li[data-branch="main"]').getByRole('link', { name: 'main' }).click();
    await page.getByTestId('application-state').getByText('Running').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('Given a 375 px screen, when the app opens, then the menu is collapsed behind Menu and opens on demand', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, origin);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.waitFor();
    expect(await page.getByRole('link', { name: 'Account' }).isVisible()).toBe(false);
    await screenshot(page, 'workspaces-375');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(/\/account\/profile$/);
    expect(await page.getByRole('link', { name: 'Account' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = page.getByRole('complementary', { name: 'Notifications' });
    expect((await drawer.boundingBox())?.width).toBe(375);
    await screenshot(page, 'notification-drawer-375');
  });
});
