import { refId } from '@skiff/sdk';
import { humanAction } from '@skiff/sdk/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A scale-1000 world: 1000 generated workspaces of 10 applications, plus the demo world's. */
const SCALE = 1000;

describe.runIf(chromiumAvailable())('web applications table with 10,000 rows (issue 6)', () => {
  let harness: WebHarness;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    assertWebBuilt();
    harness = await startWebHarness({ scale: SCALE });
    context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, harness.emulator.origin);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  const count = async () => Number((await page.getByTestId('row-count').textContent())?.split(' ')[0]);
  const table = () => page.getByRole('region', { name: 'Applications' });

  it('Given more than 10,000 applications, when the table opens, then all are counted but only the rows in view are in the page', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await page.getByTestId('row-count').waitFor({ timeout: 60_000 });
    const total = await count();
    expect(total).toBeGreaterThanOrEqual(SCALE * 10);
    expect(await table().locator('table').getAttribute('aria-rowcount')).toBe(String(total + 1));
    expect(await table().locator('tbody tr:not(.spacer)').count()).toBeLessThan(40);
    // Each row names its project ("branch / project"), from the SDK's readProjectNames.
    await expect
      .poll(() => table().locator('tbody tr:not(.spacer)').first().locator('.cell-sub').textContent())
      .toMatch(/^ \/ \S/);
    await screenshot(page, 'applications-table');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await table().evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect
      .poll(() => table().locator('tbody tr:not(.spacer)').last().getAttribute('aria-rowindex'))
      .toBe(String(total + 1));
    expect(await table().locator('tbody tr:not(.spacer)').count()).toBeLessThan(40);
  });

  it('Given the status filter and the Deployed sort, when used, then the rows narrow and the order flips', async () => {
    const total = await count();
    await page.getByLabel('Status').selectOption('Paused');
    await expect.poll(count).toBeLessThan(total);
    expect(await count()).toBeGreaterThan(0);
    await table().evaluate((el) => {
      el.scrollTop = 0;
    });
    // The table's first row (aria-rowindex 1 is the header): the window follows the scroll a frame later.
    const first = () => table().locator('tbody tr[aria-rowindex="2"]').locator('td').nth(5).textContent();
    const newest = await first();
    await page.getByRole('button', { name: /^Deployed, sorted newest first/ }).click();
    await page.getByRole('button', { name: /^Deployed, sorted oldest first/ }).waitFor();
    expect(await first()).not.toBe(newest);
  });

  it('Given an application whose activities are all older than the 500 newest, when its Activities page opens, then they show (issue 20: lists past 500)', async () => {
    const owner = await apiClientFor(harness.emulator.origin, DEMO_OWNER);
    const newest = await owner.activities.list({ pageSize: 500 });
    const recent = new Set(newest.items.map((a) => refId(a.application)));
    // The oldest activities are listed last: one of an application with none among the newest 500.
    const lastPage = Math.ceil(newest.total / 100);
    const oldest = (await owner.activities.list({ pageIndex: lastPage, pageSize: 100 })).items
      .reverse()
      .find((a) => refId(a.application) && refId(a.project) && !recent.has(refId(a.application)));
    if (!oldest) throw new Error('no application whose activities are all past the newest 500');
    const [workspace, project, application] = [oldest.workspace, oldest.project, oldest.application].map(refId);
    await page.goto(
      `${harness.emulator.origin}/workspaces/${workspace}/projects/${project}/applications/${application}/activities`,
    );
    const rows = page.getByRole('list', { name: 'Activities' }).getByRole('listitem');
    await rows.first().getByText(humanAction(oldest.action)).waitFor({ timeout: 20_000 });
    expect(await page.getByText('No activities yet.').count()).toBe(0);
  });

  it('Given a member in more than 50 workspaces, when Admin > Members opens their workspaces, then the pager says the real total and Next shows the following ones', async () => {
    const owner = await apiClientFor(harness.emulator.origin, DEMO_OWNER);
    // dev@ is a developer in every tenth generated workspace (and in demo ones): over 100.
    const email = 'dev@demo.skiff.dev';
    const member = (await owner.members.list({ search: email })).items.find((m) => m.rawInfo?.email === email);
    if (!member) throw new Error(`${email} is not among the members`);
    const second = await owner.members.workspaces(member._id, { pageIndex: 2, pageSize: 50 });
    expect(second.total).toBeGreaterThan(100);
    await page.goto(`${harness.emulator.origin}/members/${member._id}/workspace?email=${encodeURIComponent(email)}`);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByText(`1-50 of ${second.total}`).waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`51-100 of ${second.total}`).waitFor();
    const cards = page.getByRole('list', { name: 'Workspaces' }).getByRole('heading', { level: 2 });
    await cards.getByText(second.items[0]?.name ?? '?', { exact: true }).waitFor();
  });
});
