import { PAGE_MESSAGES } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

const ADMIN = 'admin@demo.skiff.dev';
const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())('web shell, drawer, account and access pages against a real emulator', () => {
  const web = useWebPage();

  it('Given 25 new notifications, when the drawer opens, then it is 512 wide, pages with Load more, cuts previews at 180, marks seen on close and clears all', async () => {
    const admin = await apiClientFor(web.origin, ADMIN);
    for (let i = 1; i <= 25; i++) {
      await admin.notifications.create({ title: `Note ${i}`, message: i === 25 ? 'x'.repeat(200) : `message ${i}` });
    }
    await signIn(web.page, web.origin, ADMIN);
    const bell = web.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const drawer = web.page.getByRole('complementary', { name: 'Notifications' });
    const items = drawer.getByRole('list', { name: 'Notification list' }).locator('li');
    await expect.poll(() => items.count()).toBe(20);
    expect((await drawer.boundingBox())?.width).toBe(512);
    expect(await items.getByText(`${'x'.repeat(180)}…`, { exact: true }).count()).toBe(1);
    await screenshot(web.page, 'notification-drawer');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(20);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await web.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await expect.poll(() => web.page.getByTestId('unread-count').count()).toBe(0);

    await web.page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await drawer.getByRole('button', { name: 'Clear All' }).click();
    const question = web.page.getByRole('dialog', { name: 'Clear all notifications?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    await drawer.getByRole('button', { name: 'Clear All' }).click();
    await question.getByRole('button', { name: 'Clear All' }).click();
    await drawer.getByText('No notifications.').waitFor();
  });

  it('Given the keyboard only, when signing in and opening the drawer, then every step works without a mouse', async () => {
    await web.page.goto(`${web.origin}/login`);
    await web.page.getByLabel('Email').focus();
    await web.page.keyboard.type(DEMO_OWNER);
    await web.page.getByLabel('Password', { exact: true }).focus();
    await web.page.keyboard.type('Skiff!demo1');
    await web.page.getByLabel('I agree to the Terms and Conditions').focus();
    await web.page.keyboard.press('Space');
    await web.page.keyboard.press('Enter');
    await web.page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();

    // after a navigation focus is on the page's main region; the top bar is just before it
    expect(await web.page.evaluate(() => document.activeElement?.id)).toBe('main');
    let label = '';
    for (let i = 0; i < 10 && !label.startsWith('Notifications'); i++) {
      await web.page.keyboard.press('Shift+Tab');
      label = (await web.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    }
    expect(label).toMatch(/^Notifications/);
    await web.page.keyboard.press('Enter');
    await web.page.getByRole('complementary', { name: 'Notifications' }).waitFor();
    await web.page.keyboard.press('Escape');
    await expect.poll(() => web.page.getByRole('complementary', { name: 'Notifications' }).count()).toBe(0);
    expect(await web.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Notifications/);

    await web.page.reload();
    await web.page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
    await web.page.keyboard.press('Tab');
    expect(await web.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await web.page.keyboard.press('Enter');
    expect(await web.page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('Given the profile page, when the name is blank then valid, then the message and the success show', async () => {
    await signIn(web.page, web.origin, DEV);
    await web.page.getByRole('link', { name: 'Account' }).click();
    await web.page.waitForURL(/\/account\/profile$/);
    const name = web.page.getByLabel('Display name');
    await expect.poll(() => name.inputValue()).toBe('Dana Developer');
    await name.fill(' ');
    await web.page.getByRole('button', { name: 'Save' }).click();
    await web.page.getByText('Please input your name!').waitFor();
    await name.fill('Dana D.');
    await web.page.getByLabel('State').selectOption('BUSY');
    await web.page.getByRole('button', { name: 'Save' }).click();
    await web.page.getByRole('status').filter({ hasText: 'Update profile successfully!' }).waitFor();
    await screenshot(web.page, 'account-profile');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given the command access tokens page, when a token is created with an expiry, then it shows once and can be deleted', async () => {
    await signIn(web.page, web.origin, DEV);
    await web.page.goto(`${web.origin}/account/command-access-token`);
    await web.page.getByRole('button', { name: 'Create token' }).click();
    await web.page.getByText('Please input name!').waitFor();
    const expiry = web.page.getByLabel('Expiration');
    expect(await expiry.inputValue()).toBe('30');
    expect(await expiry.locator('option').allTextContents()).toEqual([
      '7 days',
      '30 days',
      '60 days',
      '90 days',
      '1 year',
      'No expiration',
    ]);
    await web.page.getByLabel('Name').fill('ci pipeline');
    await expiry.selectOption('90');
    await web.page.getByRole('button', { name: 'Create token' }).click();
    const token = (await web.page.getByTestId('created-token').textContent()) ?? '';
    expect(token.length).toBeGreaterThan(10);
    const list = web.page.getByRole('list', { name: 'Command access tokens' });
    await list.getByText('ci pipeline').waitFor();
    await screenshot(web.page, 'account-command-tokens');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await web.page.reload();
    await list.getByText('ci pipeline').waitFor();
    expect(await web.page.getByText(token).count()).toBe(0); // shown once
    await list.getByRole('button', { name: 'Delete token ci pipeline' }).click();
    await web.page
      .getByRole('dialog', { name: 'Delete the token "ci pipeline"?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await web.page.getByText('No tokens yet.').waitFor();
  });

  it('Given a developer, when an admin route is opened, then the 403 page shows; the owner sees the members', async () => {
    await signIn(web.page, web.origin, DEV);
    await web.page.goto(`${web.origin}/members`);
    await web.page.getByText(PAGE_MESSAGES.forbidden).waitFor();
    // The 403 page shows once the profile is loaded, as the menu's admin links are.
    expect(await web.page.getByRole('link', { name: 'Members' }).count()).toBe(0);
    await web.page.getByRole('heading', { name: '403', level: 1 }).waitFor();
    await screenshot(web.page, 'forbidden-403');

    await web.page.getByRole('button', { name: 'Log out' }).click();
    await signIn(web.page, web.origin);
    await web.page.getByRole('link', { name: 'Members' }).click();
    await web.page.getByRole('table', { name: 'Members' }).getByRole('link', { name: DEV }).waitFor();
  });

  it('Given the login, projects, branches and overview pages, when axe-core checks them, then there is no serious violation', async () => {
    await web.page.goto(`${web.origin}/login`);
    await web.page.getByRole('tab', { name: 'Log In' }).waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await web.page.getByRole('tab', { name: 'Sign Up' }).click();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await signIn(web.page, web.origin);
    await web.page.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.getByRole('link', { name: 'storefront' }).waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await web.page.getByRole('link', { name: 'storefront' }).click();
    await web.page.locator('li[data-branch="main"]').getByRole('link', { name: 'main' }).waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await web.page.locator('li[data-branch="main"]').getByRole('link', { name: 'main' }).click();
    await web.page.getByTestId('application-state').getByText('Running').waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given a 375 px screen, when the app opens, then the menu is collapsed behind Menu and opens on demand', async () => {
    await web.page.setViewportSize({ width: 375, height: 800 });
    await signIn(web.page, web.origin);
    const menuButton = web.page.getByRole('button', { name: 'Menu' });
    await menuButton.waitFor();
    expect(await web.page.getByRole('link', { name: 'Account' }).isVisible()).toBe(false);
    await screenshot(web.page, 'workspaces-375');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    expect(await web.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await web.page.getByRole('link', { name: 'Account' }).click();
    await web.page.waitForURL(/\/account\/profile$/);
    await expect.poll(() => web.page.getByRole('link', { name: 'Account' }).isVisible()).toBe(false); // closes after

    await web.page.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = web.page.getByRole('complementary', { name: 'Notifications' });
    expect((await drawer.boundingBox())?.width).toBe(375);
    await screenshot(web.page, 'notification-drawer-375');
  });
});
