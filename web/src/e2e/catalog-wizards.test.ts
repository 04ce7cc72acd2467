import { CATALOG_PAGE_SIZE, CATALOG_WIZARD_TITLE, REQUIRED_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, stepNames, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())(
  'web catalogs and catalogue wizards (spec 001 section 2, spec 003 section 2.7)',
  () => {
    const web = useWebPage();
    const acmeAndCatalogs = async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!._id;
      return { owner, acme, catalogs: await owner.catalogs.listForWorkspace(acme, { pageSize: 100 }) };
    };

    it('Given the Catalogs tab, when a template is deployed, then two steps lead to Accept, which waits for the terms, and the project opens', async () => {
      const { owner, acme, catalogs } = await acmeAndCatalogs();
      await signIn(web.page, web.origin);
      await web.page.goto(`${web.origin}/workspaces/${acme}/projects`);
      await web.page.getByRole('link', { name: 'From a template' }).click();
      const cards = web.page.getByRole('list', { name: 'Catalogs' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(Math.min(catalogs.total, CATALOG_PAGE_SIZE));
      await screenshot(web.page, 'workspace-catalogs');
      expect(await seriousAxeViolations(web.page)).toEqual([]);

      await web.page.getByLabel('Search catalogs').fill('wordpress');
      await web.page.getByLabel('Search catalogs').press('Enter');
      await web.page.waitForURL(/search=wordpress/);
      await expect.poll(() => cards.count()).toBe(1);
      await web.page.getByRole('link', { name: 'Deploy WordPress Blog' }).click();

      await web.page.getByRole('heading', { name: CATALOG_WIZARD_TITLE, level: 1 }).waitFor();
      expect(await stepNames(web.page)).toEqual(['1. Setting Up New Project', '2. Review and Launch']);
      const form = web.page.getByRole('form');
      expect(await form.getByLabel('Project name').inputValue()).toMatch(/^wordpress-blog-\d+$/);
      await form.getByLabel('Project name').fill('');
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByRole('alert').first().waitFor();
      await form.getByLabel('Project name').fill('blog-from-template');
      await form.getByRole('button', { name: 'Next' }).click();
      await web.page.getByRole('heading', { name: 'Review and Launch', level: 2 }).waitFor();
      const accept = form.getByRole('button', { name: 'Accept' });
      expect(await accept.isDisabled()).toBe(true);
      await form.getByRole('link', { name: 'Privacy Policy' }).waitFor();
      await form.getByLabel('I agree to the policies').check();
      await screenshot(web.page, 'catalog-quickstart-review');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      await accept.click();

      await web.page.getByRole('heading', { name: 'blog-from-template', level: 1 }).waitFor();
      const project = (await owner.projects.list(acme, { search: 'blog-from-template' })).items[0];
      expect((project as { catalog?: { name?: string } } | undefined)?.catalog?.name).toBe('wordpress-blog');
    });

    it('Given a template to develop, when cloned, then the Source Code step needs the new repository and the project records it', async () => {
      const { owner, acme, catalogs } = await acmeAndCatalogs();
      const storefront = catalogs.items.find((c) => c.name === 'nextjs-storefront')!;
      await signIn(web.page, web.origin);
      await web.page.goto(`${web.origin}/workspaces/${acme}/catalogs/${storefront._id}`);
      await web.page.waitForURL(/\/quickstart$/);
      await web.page.goto(`${web.origin}/workspaces/${acme}/catalogs`);
      await web.page.getByRole('link', { name: 'Develop Next.js Storefront' }).click();
      await web.page.waitForURL(/\/quickclone$/);

      const form = web.page.getByRole('form');
      const next = form.getByRole('button', { name: 'Next' });
      await form.getByLabel('Project name').fill('storefront-clone');
      await next.click();
      await web.page.getByRole('heading', { name: 'Source Code', level: 2 }).waitFor();
      expect(await form.getByLabel('Repository name').inputValue()).toMatch(/^nextjs-storefront-\d+$/);
      await next.click();
      await form.getByText(REQUIRED_MESSAGE, { exact: true }).waitFor();
      await form.getByLabel('GitLab').check();
      await form.getByLabel('Repository owner').fill('Acme Corp');
      await form.getByLabel('Repository name').fill('storefront-clone');
      await next.click();
      await form.getByText('GITLAB acmecorp/storefront-clone').waitFor();
      await form.getByLabel('I agree to the policies').check();
      await form.getByRole('button', { name: 'Accept' }).click();

      await web.page.getByRole('heading', { name: 'storefront-clone', level: 1 }).waitFor();
      const project = (await owner.projects.list(acme, { search: 'storefront-clone' })).items[0];
      expect(project).toMatchObject({
        repositoryProvider: 'GITLAB',
        repositoryOwner: 'acmecorp',
        repositoryName: 'storefront-clone',
      });
    });
  },
);
