import { COPIED_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, screenshot, signIn, useWebPage } from './browser.js';

/** Issue 20 item 8: tokens with a dark scheme, tables that tell rows apart and fit 390 px, toasts for results. */
describe.skipIf(!chromiumAvailable())('the web design system', () => {
  const web = useWebPage();

  const openAcme = async () => {
    await signIn(web.page, web.origin);
    await web.page
      .getByRole('link', { name: /Acme Production/ })
      .first()
      .click();
    await web.page.getByRole('heading', { name: 'Acme Production', level: 1 }).waitFor();
    return new URL(web.page.url()).pathname.split('/').slice(0, 3).join('/');
  };

  /** The relative luminance of a computed rgb() colour, 0 (black) to 1 (white). */
  const luminanceOf = (selector: string, property: 'backgroundColor' | 'color') =>
    web.page.evaluate(
      ({ selector, property }) => {
        const element = document.querySelector(selector) as HTMLElement;
        const [r, g, b] = (getComputedStyle(element)[property].match(/\d+/g) ?? []).map(Number);
        return (0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)) / 255;
      },
      { selector, property },
    );

  it('Given a system in dark mode, When pages open, Then they are dark with light text and axe finds nothing serious', async () => {
    await web.page.emulateMedia({ colorScheme: 'dark' });
    const workspace = await openAcme();
    expect(await luminanceOf('html', 'backgroundColor')).toBeLessThan(0.2);
    expect(await luminanceOf('main', 'color')).toBeGreaterThan(0.7);
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await web.page.goto(`${web.origin}${workspace}/applications`);
    await web.page.getByRole('region', { name: 'Workspace applications' }).getByRole('link').first().waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'dark-workspace-applications');
    await web.page.emulateMedia({ colorScheme: 'light' });
    expect(await luminanceOf('html', 'backgroundColor')).toBeGreaterThan(0.8);
  });

  it('Given three feature-login branches, When the Applications tab shows them, Then each names its project and links its URL with the full address as tooltip', async () => {
    const workspace = await openAcme();
    await web.page.goto(`${web.origin}${workspace}/applications`);
    const table = web.page.getByRole('region', { name: 'Workspace applications' });
    const rows = table.locator('tbody tr:not(.spacer)').filter({ hasText: 'feature-login' });
    await expect.poll(() => rows.first().locator('td').first().textContent()).toMatch(/^feature-login \/ /);
    const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent));
    expect(names.length).toBe(3);
    expect(new Set(names).size).toBe(3);
    const url = rows.first().locator('td').nth(1).getByRole('link');
    const address = await url.textContent();
    expect(address).toMatch(/^feature-login-/);
    expect(await url.getAttribute('href')).toBe(`https://${address}`);
    expect(await url.getAttribute('title')).toBe(address);
  });

  it('Given the instance owner and a developer, When the Applications tab opens, Then only the owner gets Copy id, which copies the id', async () => {
    const workspace = await openAcme();
    await web.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.origin });
    await web.page.goto(`${web.origin}${workspace}/applications`);
    const table = web.page.getByRole('region', { name: 'Workspace applications' });
    const row = table.locator('tbody tr:not(.spacer)').filter({ hasText: 'feature-login' }).first();
    const copy = row.getByRole('button', { name: /^Copy id of feature-login \/ / });
    await copy.click();
    await row.getByText(COPIED_MESSAGE).waitFor();
    const href = await row.getByRole('link').first().getAttribute('href');
    const id = href?.match(/applications\/([0-9a-f]{24})\//)?.[1];
    expect(id).toBeDefined();
    expect(await web.page.evaluate(() => navigator.clipboard.readText())).toBe(id);
    await screenshot(web.page, 'applications-copy-id');

    const developer = await web.harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await developer.newPage();
    await signIn(page, web.origin, 'dev@demo.skiff.dev');
    await page.goto(`${web.origin}${workspace}/applications`);
    const rows = page.getByRole('region', { name: 'Workspace applications' }).locator('tbody tr:not(.spacer)');
    await rows.filter({ hasText: 'feature-login' }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Copy id of / }).count()).toBe(0);
    await developer.close();
  });

  it('Given a 390 px phone, When the Applications tab opens, Then the table scrolls sideways with no squeezed cell or spilling badge, and the page stays 390 wide', async () => {
    await web.page.setViewportSize({ width: 390, height: 844 });
    const workspace = await openAcme();
    await web.page.goto(`${web.origin}${workspace}/applications`);
    const table = web.page.getByRole('region', { name: 'Workspace applications' });
    await table.locator('tbody tr:not(.spacer)').first().waitFor();
    const cells = await table.evaluate((region) => {
      const tds = [...region.querySelectorAll('tbody tr:not(.spacer) td')] as HTMLElement[];
      const tags = [...region.querySelectorAll('tbody .tag')] as HTMLElement[];
      return {
        narrowest: Math.min(...tds.map((td) => td.clientWidth)),
        spilling: tags.filter(
          (tag) => tag.getBoundingClientRect().right > tag.closest('td')!.getBoundingClientRect().right,
        ).length,
        scrolls: region.scrollWidth > region.clientWidth,
      };
    });
    expect(cells.narrowest).toBeGreaterThanOrEqual(56);
    expect(cells.spilling).toBe(0);
    expect(cells.scrolls).toBe(true);
    expect(await web.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(web.page, 'workspace-applications-390');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given a workspace created and then deleted, Then a toast says so each time, and closes on Dismiss', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/workspaces/add`);
    await web.page.getByLabel('Name', { exact: true }).fill('Toast Check');
    await web.page.getByLabel('Environment').selectOption({ index: 1 });
    await web.page.getByRole('button', { name: 'Create' }).click();
    const toasts = web.page.getByRole('region', { name: 'Notifications of results' });
    await toasts.getByText('Workspace "Toast Check" created.').waitFor();
    await toasts.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => toasts.getByText('Workspace "Toast Check" created.').count()).toBe(0);

    await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).click();
    const danger = web.page.getByRole('form', { name: 'Danger Zone' });
    await danger.getByLabel('Type workspace/Toast Check to confirm').fill('workspace/Toast Check');
    await danger.getByRole('button', { name: 'Delete workspace' }).click();
    await web.page.waitForURL(`${web.origin}/workspaces`);
    await toasts.getByText('Workspace "Toast Check" deleted.').waitFor();
  });
});
