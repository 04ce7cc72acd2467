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

const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())('web workspace list against a real emulator (spec 000 section 2)', () => {
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

  it('Given the owner, when a kind filter is ticked, then the kinds exclude each other and Reset clears them', async () => {
    await signIn(page, origin);
    const production = page.getByRole('checkbox', { name: 'Production' });
    const forge = page.getByRole('checkbox', { name: 'Drupal Forge' });
    const personal = page.getByRole('checkbox', { name: 'Personal' });
    await production.check();
    await page.waitForURL(/regular=true/);
    await page.getByRole('link', { name: 'Acme Production' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Drupal Forge Sandbox' }).count()).toBe(0);
    await screenshot(page, 'workspaces-filter-production');

    await forge.check();
    await page.waitForURL(/drupalForge=true/);
    expect(page.url()).not.toContain('regular=');
    expect(await production.isChecked()).toBe(false);
    await page.getByRole('link', { name: 'Drupal Forge Sandbox' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Acme Production' }).count()).toBe(0);

    await personal.check();
    await page.getByRole('link', { name: "Owner's Personal" }).waitFor();
    await expect.poll(() => page.locator('ul.cards > li').count()).toBe(1);

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('link', { name: 'Acme Production' }).waitFor();
    expect(await personal.isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
  });

  it('Given 15 workspaces, when the page size changes from 12 to 24, then all show; 12, 24 and 50 are offered', async () => {
    await signIn(page, origin);
    await page.getByText('1-12 of 15').waitFor();
    const size = page.getByLabel('Per page');
    expect(await size.locator('option').allTextContents()).toEqual(['12', '24', '50']);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('13-15 of 15').waitFor();
    await size.selectOption('24');
    await page.waitForURL(/size=24/);
    await page.getByText('1-15 of 15').waitFor();
    expect(await page.locator('ul.cards > li').count()).toBe(15);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('Given two invitations for the developer, when one is rejected and one accepted, then the list reloads and Accept opens the workspace', async () => {
    const owner = await apiClientFor(origin, DEMO_OWNER);
    const [globex, initech] = await Promise.all(
      ['Globex Staging', 'Initech Internal'].map(
        async (name) => (await owner.workspaces.list({ search: name })).items[0]!,
      ),
    );
    await owner.invitations.inviteToWorkspace(globex!._id, { email: DEV, role: 'DEVELOPER' });
    await owner.invitations.inviteToWorkspace(initech!._id, { email: DEV, role: 'DEVELOPER' });

    await signIn(page, origin, DEV);
    const invitations = page.getByRole('region', { name: 'Pending invitations' });
    await invitations.getByRole('button', { name: 'Accept invitation to Globex Staging' }).waitFor();
    await screenshot(page, 'workspaces-invitations');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await invitations.getByRole('button', { name: 'Reject invitation to Initech Internal' }).click();
    await expect.poll(() => invitations.getByText('Initech Internal').count()).toBe(0);
    await invitations.getByRole('button', { name: 'Accept invitation to Globex Staging' }).click();
    await page.waitForURL(new RegExp(`/workspaces/${globex!._id}/projects`));
  });

  it('Given a user with no workspace, when the list is empty, then Start Here creates a demo workspace', async () => {
    const owner = await apiClientFor(origin, DEMO_OWNER);
    await owner.members.create({ username: 'fresh@example.com', password: 'Fresh!2345' });
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill('fresh@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Fresh!2345');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    const card = page.getByRole('region', { name: 'Start Here' });
    await card.waitFor();
    await screenshot(page, 'workspaces-start-here');
    await card.getByRole('button', { name: 'Create Demo Workspace' }).click();
    await page.waitForURL(/\/workspaces\/[^/]+\/projects/);
  });
});
