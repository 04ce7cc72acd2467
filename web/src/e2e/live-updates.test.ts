import { resolveApplicationRef, runApplicationAction } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from './browser.js';
import { nextPushReady } from './page-checks.js';

const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())('web live updates through the push channel (issue 6)', () => {
  const web = useWebPage();

  it('Given the branch list open, when another user deploys a branch, then its row turns Running without a reload', async () => {
    const { page } = web;
    await signIn(page, web.origin);
    const api = await apiClientFor(web.origin, DEV);
    const branch = await resolveApplicationRef(api, 'Acme Production/storefront/feature-login');
    await page.goto(
      `${web.origin}/workspaces/${branch.workspaceId}/projects/${branch.projectId}/applications/feature-branches`,
    );
    const row = page.locator('li[data-branch="feature-login"]');
    await row.getByText('Not Deployed').waitFor();
    let loads = 0;
    page.on('load', () => loads++);

    await runApplicationAction(api, branch, 'deploy', { wait: false });
    await row.getByText('Running').waitFor({ timeout: 60_000 });
    expect(loads).toBe(0); // the list reloaded its data, not the page
  }, 120_000);

  it('Given the workspace list open, when a workspace is created elsewhere, then it appears without a reload (findings web D3)', async () => {
    const { page } = web;
    await signIn(page, web.origin);
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    const listening = nextPushReady(page);
    await page.goto(`${web.origin}/workspaces?search=Pushed`);
    await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
    // A message sent before the page's push socket is ready never reaches it.
    await listening;
    let loads = 0;
    page.on('load', () => loads++);

    // Another client (the CLI's `workspaces create` sends the same request) creates a matching workspace.
    await owner.workspaces.create({ name: 'Pushed from elsewhere', environmentId: acme.environment?._id ?? '' });
    await page.getByText('Pushed from elsewhere').first().waitFor({ timeout: 5_000 });
    expect(loads).toBe(0); // the list reloaded its data, not the page
  }, 120_000);
});
