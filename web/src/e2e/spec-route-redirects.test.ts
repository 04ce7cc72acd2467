import { describe, expect, it } from 'vitest';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signInThroughLoginPage, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())(
  'web: addresses the spec names for existing pages (spec 000 and 002 section 2)',
  () => {
    const web = useWebPage();

    it("Given a project, when its root or the spec's feature-branches/overview address opens, then the branch list shows", async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
      const storefront = (await owner.projects.list(acme._id, { search: 'storefront' })).items[0]!;
      const root = `/workspaces/${acme._id}/projects/${storefront._id}`;
      await signInThroughLoginPage(web.page, web.origin);
      for (const address of [root, `${root}/applications/feature-branches/overview`]) {
        await web.page.goto(`${web.origin}${address}`);
        await web.page.waitForURL(`${web.origin}${root}/applications/feature-branches`);
        await web.page.getByRole('heading', { name: 'storefront', level: 1 }).waitFor();
        await web.page.locator('li[data-branch="main"]').waitFor(); // the branch list is loaded too
        expect(await web.page.getByRole('alert').count()).toBe(0);
      }
    });

    it('Given the owner, when /infrastructure-accounts opens, then the cloud accounts list shows', async () => {
      await signInThroughLoginPage(web.page, web.origin);
      await web.page.goto(`${web.origin}/infrastructure-accounts`);
      await web.page.waitForURL(`${web.origin}/terraform/accounts`);
      await web.page.getByRole('table', { name: 'Cloud accounts' }).getByText('Acme AWS').first().waitFor();
    });
  },
);
