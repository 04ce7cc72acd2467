import { ACTIVITY_PAGE_SIZE, humanAction } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())(
  'web activity timelines of a cluster and of a workspace (spec 001 section 2, spec 003 sections 2.10 and 7)',
  () => {
    const web = useWebPage();
    const rows = () => web.page.getByRole('list', { name: 'Activities' }).getByRole('listitem');

    it('Given a cluster with more than a page of activities, when its Activities tab opens, then its own show 12 at a time, Load more adds the next, and a log opens', async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const cluster = (await owner.environments.list({ search: 'acme-prod-eks' })).items[0]!;
      const own = await owner.activities.list({ environmentId: cluster._id, pageSize: 1000 });
      const everyone = await owner.activities.list({ pageSize: 1 });
      expect(own.total).toBeGreaterThan(ACTIVITY_PAGE_SIZE);
      expect(everyone.total).toBeGreaterThan(own.total);

      await signIn(web.page, web.origin);
      await web.page.goto(`${web.origin}/infrastructures/${cluster._id}/activities`);
      await web.page.getByRole('heading', { name: 'Activities', level: 2 }).waitFor();
      await expect.poll(() => rows().count()).toBe(ACTIVITY_PAGE_SIZE);
      const first = own.items[0]!;
      await expect(rows().first().textContent()).resolves.toContain(humanAction(first.action));
      await screenshot(web.page, 'admin-cluster-activities');
      expect(await seriousAxeViolations(web.page)).toEqual([]);

      await web.page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => rows().count()).toBe(Math.min(own.total, 2 * ACTIVITY_PAGE_SIZE));
      await rows()
        .first()
        .getByRole('button', { name: /^Show log:/ })
        .click();
      await expect
        .poll(() => web.page.getByRole('list', { name: 'Activity log' }).getByRole('listitem').count())
        .toBeGreaterThan(0);
    });

    it('Given a workspace with no activities yet, when its Activities tab opens from the projects page, then it says so; a new task shows after Refresh', async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const hooli = (await owner.workspaces.list({ search: 'Hooli Labs' })).items[0]!;
      expect((await owner.activities.list({ workspaceId: hooli._id })).total).toBe(0);

      await signIn(web.page, web.origin);
      await web.page.goto(`${web.origin}/workspaces/${hooli._id}/projects`);
      await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Activities' }).click();
      await web.page.waitForURL(`${web.origin}/workspaces/${hooli._id}/activities`);
      await web.page.getByText('No activities yet.').waitFor();
      await screenshot(web.page, 'workspace-activities');
      expect(await seriousAxeViolations(web.page)).toEqual([]);

      const created = await owner.projects.create(hooli._id, {
        name: 'timeline-probe',
        projectType: 'nodejs',
        repositoryProvider: 'GITLAB',
        repositoryOwner: 'hooli',
        repositoryName: 'timeline-probe',
        instances: ['main'],
      });
      await web.page.getByRole('button', { name: 'Refresh' }).click();
      await rows().first().getByText(humanAction('CREATE_PROJECT')).waitFor();
      expect((await owner.activities.get(created.activityId ?? '')).workspace).toBe(hooli._id);
    });
  },
);
