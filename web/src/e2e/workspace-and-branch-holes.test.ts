import { resolveApplicationRef } from '@skiff/sdk';
import { SYNC_BRANCHES_SUCCESS_MESSAGE, VALUE_NOT_MATCHING_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

/** Issue 17's web holes: branches header and rows, workspace header and tabs, views, entry points, Undeploy. */
describe.skipIf(!chromiumAvailable())('web holes of issue 17', () => {
  const web = useWebPage();

  const branchesOf = async (ref: string) => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const app = await resolveApplicationRef(api, ref);
    const project = `/workspaces/${app.workspaceId}/projects/${app.projectId}`;
    return { api, app, project, branches: `${project}/applications/feature-branches` };
  };

  it('Given a project, When Sync All Branches and Refresh Token are used, Then the spec answers show as toasts', async () => {
    const { branches } = await branchesOf('Acme Production/storefront/main');
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}${branches}`);
    const toasts = web.page.getByRole('region', { name: 'Notifications of results' });
    await web.page.getByRole('button', { name: 'Sync All Branches' }).click();
    await toasts.getByText(SYNC_BRANCHES_SUCCESS_MESSAGE).waitFor();

    await web.page.getByRole('button', { name: 'Refresh Token' }).click();
    const form = web.page.getByRole('form', { name: 'Refresh the repository token' });
    await form.getByRole('button', { name: 'Refresh' }).click();
    await toasts.getByText('Refreshed', { exact: true }).waitFor();
    await expect.poll(() => form.count()).toBe(0);
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'branches-header');
  });

  it('Given the branch picker, Then it offers All Branches and the deployed branches first, and a choice opens that branch', async () => {
    const { branches, app } = await branchesOf('Acme Production/storefront/main');
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}${branches}`);
    const picker = web.page.getByLabel('Branch', { exact: true });
    await picker.locator('optgroup[label="Deployed"] option').first().waitFor({ state: 'attached' });
    const first = await picker.locator('option').allTextContents();
    expect(first[0]).toBe('All Branches');
    const deployed = await picker.locator('optgroup[label="Deployed"] option').allTextContents();
    expect(deployed).toContain('main');
    expect(await picker.locator('optgroup[label="Not deployed"] option').allTextContents()).toContain('feature-login');
    await picker.selectOption({ label: 'main' });
    await web.page.waitForURL(new RegExp(`/applications/${app.applicationId}/overview$`));
    await web.page.getByTestId('application-state').getByText('Running').waitFor();
  });

  it('Given branch rows, When a never-deployed branch is deleted with its typed name, Then it leaves the list; a running one cannot be deleted', async () => {
    const { branches } = await branchesOf('Acme Production/storefront/feature-login');
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}${branches}`);
    const row = web.page.locator('li[data-branch="feature-login"]');
    expect(
      await web.page.locator('li[data-branch="main"]').getByRole('button', { name: 'Delete main' }).isDisabled(),
    ).toBe(true);
    await row.getByRole('button', { name: 'Delete feature-login' }).click();
    const question = web.page.getByRole('dialog', { name: 'Delete feature-login?' });
    await question.getByLabel('Type branch/feature-login to confirm').fill('feature-login');
    await question.getByRole('button', { name: 'Delete' }).click();
    await question.getByText(VALUE_NOT_MATCHING_MESSAGE).waitFor();
    await question.getByLabel('Type branch/feature-login to confirm').fill('branch/feature-login');
    await question.getByRole('button', { name: 'Delete' }).click();
    await web.page
      .getByRole('region', { name: 'Notifications of results' })
      .getByText('Branch feature-login deleted.')
      .waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });

  it('Given a workspace, Then every tab page shows its header (description, provider, counters) and the tab bar with the current tab', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await api.workspaces.list({ search: 'Acme Production' })).items[0]!;
    await signIn(web.page, web.origin);
    for (const [path, label] of [
      ['projects', 'Projects'],
      ['applications', 'Applications'],
      ['members', 'Members'],
      ['activities', 'Activities'],
      ['settings', 'Settings'],
    ] as const) {
      await web.page.goto(`${web.origin}/workspaces/${acme._id}/${path}`);
      const tabs = web.page.getByRole('navigation', { name: 'Workspace' });
      await tabs.getByRole('link', { name: label, exact: true }).waitFor();
      expect(await tabs.getByRole('link', { name: label, exact: true }).getAttribute('aria-current'), path).toBe(
        'page',
      );
      expect(await tabs.getByRole('link').allTextContents(), path).toEqual(
        expect.arrayContaining(['Projects', 'Applications', 'Members', 'Activities', 'Settings']),
      );
      await web.page
        .getByText(acme.description ?? '')
        .first()
        .waitFor();
      expect(await web.page.getByTestId('workspace-provider').textContent(), path).toBe('AWS');
      const counters = web.page.getByRole('definition');
      expect(await web.page.locator('dl[aria-label="Workspace counters"] dt').allTextContents(), path).toEqual([
        'Projects',
        'Activated',
        'Paused',
        'Applications',
      ]);
      expect(await web.page.locator('dl[aria-label="Workspace counters"] dd').allTextContents(), path).toEqual([
        String(acme.totalProjects),
        String(acme.totalActivatedApplications),
        String(acme.totalPausedApplications),
        String(acme.totalApplications),
      ]);
      expect(await counters.count()).toBeGreaterThan(0);
    }
    await screenshot(web.page, 'workspace-header-settings');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given the projects and workspaces lists, When List is chosen, Then cards stack one per line and the choice is remembered; Import and Clusters are linked', async () => {
    await signIn(web.page, web.origin);
    const cards = web.page.locator('ul.cards > li');
    await cards.nth(1).waitFor();
    const lefts = () => cards.evaluateAll((items) => new Set(items.map((li) => li.getBoundingClientRect().left)).size);
    expect(await lefts()).toBeGreaterThan(1);
    await web.page.getByRole('button', { name: 'List' }).click();
    expect(await web.page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(await lefts()).toBe(1);
    await web.page.reload();
    await cards.nth(1).waitFor();
    expect(await lefts()).toBe(1);

    await web.page
      .getByRole('link', { name: /Acme Production/ })
      .first()
      .click();
    await web.page.getByRole('heading', { name: 'Projects', level: 2 }).waitFor();
    await cards.first().waitFor();
    expect(await lefts()).toBe(1);
    await web.page.getByRole('link', { name: 'Import', exact: true }).click();
    await web.page.getByRole('heading', { name: 'Import site', level: 1 }).waitFor();

    await web.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clusters' }).click();
    await web.page.waitForURL(`${web.origin}/clusters`);
    expect(
      await web.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Clusters' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('Given a paused branch, When Undeploy is pressed on its overview, Then the typed branch/NAME is asked first; a protected branch cannot be undeployed', async () => {
    // Every seeded main is protected; a paused staging branch may be undeployed (spec 002 section 2.2).
    const { app, project } = await branchesOf('Acme Production/marketing-site/staging');
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}${project}/applications/${app.applicationId}/overview`);
    const state = web.page.getByTestId('application-state');
    await state.getByText('Paused').waitFor();
    await web.page.getByRole('button', { name: 'Undeploy', exact: true }).click();
    const question = web.page.getByRole('dialog', { name: 'Undeploy staging?' });
    await question.getByRole('button', { name: 'Undeploy' }).click();
    await question.getByText(VALUE_NOT_MATCHING_MESSAGE).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => question.count()).toBe(0);
    // Cancelled: nothing was sent, the branch is still paused.
    expect(await state.textContent()).toBe('Paused');

    await web.page.getByRole('button', { name: 'Undeploy', exact: true }).click();
    await question.getByLabel('Type branch/staging to confirm').fill('branch/staging');
    await question.getByRole('button', { name: 'Undeploy' }).click();
    await state.getByText('Not Deployed').waitFor();

    const storefront = await branchesOf('Acme Production/storefront/main');
    await web.page.goto(`${web.origin}${storefront.project}/applications/${storefront.app.applicationId}/overview`);
    await state.getByText('Running').waitFor();
    expect(await web.page.getByRole('button', { name: 'Undeploy', exact: true }).isDisabled()).toBe(true);
  });
});
