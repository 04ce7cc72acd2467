import { DRUPAL_FORGE_EXPIRY_WARNING, EXPRESS_LAUNCH_EMPTY_MESSAGE, PAGE_MESSAGES } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())(
  "a Drupal Forge workspace's DrupalForge tab against a real emulator (spec 001)",
  () => {
    const web = useWebPage();

    it('Given the Drupal Forge Sandbox owner, when one instance is removed at 0, added and removed, then the refusal shows and the counts follow the platform', {
      timeout: 90_000,
    }, async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const forge = (await owner.workspaces.list({ isDrupalForge: true })).items[0]!;
      const catalogs = (await owner.catalogs.listDrupalForge(forge._id)).items;
      expect(catalogs.length).toBeGreaterThan(0);
      const first = catalogs[0]!;
      const title = first.title ?? first.name;

      await signIn(web.page, web.origin);
      await web.page.goto(`${web.origin}/workspaces/${forge._id}/projects`);
      await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'DrupalForge' }).click();
      const table = web.page.getByRole('table', { name: 'Drupal catalogs' });
      for (const catalog of catalogs) await table.getByText(catalog.title ?? catalog.name, { exact: true }).waitFor();
      const row = table.getByRole('row').filter({ hasText: title });
      await row.getByText('Ready 0 · In progress 0').waitFor();

      await row.getByRole('button', { name: `Remove one ${title}` }).click();
      await row.getByRole('alert').filter({ hasText: EXPRESS_LAUNCH_EMPTY_MESSAGE }).waitFor();

      await row.getByRole('button', { name: `Add one ${title}` }).click();
      await row.getByText(/^Ready [01] · In progress [01]$/).waitFor();
      // The instance warms up on the platform; the row asks again until it is ready.
      await row.getByText('Ready 1 · In progress 0').waitFor({ timeout: 30_000 });
      expect(await owner.drupalForge.expressLaunchCount(first._id)).toEqual({ ready: 1, inprogress: 0 });
      await screenshot(web.page, 'workspace-drupal-forge');
      expect(await seriousAxeViolations(web.page)).toEqual([]);

      await row.getByRole('button', { name: `Remove one ${title}` }).click();
      await row.getByText('Ready 0 · In progress 0').waitFor();
      expect(await owner.drupalForge.expressLaunchCount(first._id)).toEqual({ ready: 0, inprogress: 0 });
    });

    it('Given a workspace without the Drupal Forge flag, when its projects page and DrupalForge address open, then the tab is hidden and the address refused', async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
      await signIn(web.page, web.origin);
      await web.page.goto(`${web.origin}/workspaces/${acme._id}/projects`);
      const tabs = web.page.getByRole('navigation', { name: 'Workspace' });
      await tabs.getByRole('link', { name: 'Settings' }).waitFor();
      expect(await tabs.getByRole('link', { name: 'DrupalForge' }).count()).toBe(0);
      await web.page.goto(`${web.origin}/workspaces/${acme._id}/drupal-forge`);
      await web.page.getByText(PAGE_MESSAGES.forbidden).waitFor();
    });

    it('Given a Drupal Forge workspace and a regular one, when each is opened, then only the first warns that its applications pause (spec 000 section 8; findings web D7)', async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const forge = (await owner.workspaces.list({ isDrupalForge: true })).items[0]!;
      const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
      await signIn(web.page, web.origin);
      await web.page.goto(`${web.origin}/workspaces/${forge._id}/projects`);
      await web.page.getByRole('note').filter({ hasText: DRUPAL_FORGE_EXPIRY_WARNING }).waitFor();
      await web.page.goto(`${web.origin}/workspaces/${acme._id}/projects`);
      // The workspace has loaded once its tab bar shows (the bar needs the workspace).
      await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).waitFor();
      expect(await web.page.getByText(DRUPAL_FORGE_EXPIRY_WARNING).count()).toBe(0);
    });
  },
);
