import { resolveApplicationRef, runApplicationAction } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { apiClientFor, chromiumAvailable, signIn, useWebPage } from './browser.js';

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
});
