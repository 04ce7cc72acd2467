import { resolveApplicationRef } from '@skiff/sdk';
import { MANUAL_BACKUP_LIMIT_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';
import { stuckDeployTask } from './stuck-task.js';

const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())('web application screens against a real emulator (spec 002 section 2.2)', () => {
  const web = useWebPage();

  /** Opens a branch's overview through the lists, as a user would. */
  async function openBranch(project: string, branch: string): Promise<void> {
    await web.page.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.getByRole('link', { name: project }).click();
    await web.page.locator(`li[data-branch="${branch}"]`).getByRole('link', { name: branch }).click();
    await web.page.getByRole('heading', { name: branch, level: 1 }).waitFor();
  }

  const menu = () => web.page.getByRole('navigation', { name: 'Application' });

  it('Given a WordPress branch, when its menu shows, then Backups is listed; for a Node.js branch it is hidden', async () => {
    await signIn(web.page, web.origin);
    await openBranch('marketing-site', 'main');
    const labels = await menu().locator('li').allTextContents();
    expect(labels).toEqual([
      'Overview',
      'Activities',
      'Backups',
      'Code',
      'Configuration',
      'Custom Domains',
      'Logs',
      'Members',
      'Security',
      'Export Site',
      'Danger Zone',
    ]);
    await screenshot(web.page, 'application-menu');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await web.page.getByRole('link', { name: 'Workspaces', exact: true }).first().click();
    await openBranch('storefront', 'main');
    await menu().getByRole('link', { name: 'Logs' }).waitFor();
    await expect.poll(() => menu().getByText('Backups').count()).toBe(0);
  });

  it('Given a branch whose deploy task stopped moving 6 minutes ago, when its overview opens, then Abort Process ends the task as an error', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const ids = await resolveApplicationRef(api, 'Acme Production/storefront/feature-login');
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${ids.workspaceId}/projects/${ids.projectId}/applications/${ids.applicationId}/overview`,
    );
    await page.getByTestId('application-state').waitFor();
    expect(await page.getByRole('button', { name: 'Abort Process' }).count()).toBe(0); // nothing is running

    stuckDeployTask(web.harness.emulator.dataDir ?? '', { kind: 'application', ...ids }, 6);
    await page.reload();
    await page.getByRole('button', { name: 'Abort Process' }).waitFor();
    expect(await page.getByRole('button', { name: 'Deploy', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'application-overview-abort-process');
    await page.getByRole('button', { name: 'Abort Process' }).click();
    await page.getByText('The task was aborted.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Abort Process' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Deploy', exact: true }).isEnabled()).toBe(true);
    await expect.poll(async () => (await api.applications.get(ids)).lastActivity?.status).toBe('ERROR');
  });

  it('Given the developer on a paused branch, when the menu shows, then guarded items are disabled and their routes redirect to overview', async () => {
    await signIn(web.page, web.origin, DEV);
    await openBranch('storefront', 'staging');
    await menu().getByText('Logs').waitFor();
    expect(await menu().getByText('Logs').getAttribute('aria-disabled')).toBe('true');
    expect(await menu().getByText('Configuration').getAttribute('aria-disabled')).toBe('true');
    expect(await menu().getByRole('link', { name: 'Activities' }).count()).toBe(1);
    await web.page.goto(web.page.url().replace(/overview$/, 'logs'));
    await web.page.waitForURL(/\/overview$/);
  });

  it('Given a running WordPress branch, when a backup is made, downloaded and deleted, then each step shows; a sixth manual backup is refused', async () => {
    await signIn(web.page, web.origin);
    await openBranch('marketing-site', 'main');
    await menu().getByRole('link', { name: 'Backups' }).click();
    await web.page.getByRole('heading', { name: 'Backups', level: 2 }).waitFor();
    await web.page.getByRole('button', { name: 'Back up now' }).click();
    await web.page.getByRole('status').filter({ hasText: 'Backup started.' }).waitFor();
    const row = web.page.getByRole('list', { name: 'Backups' }).locator('li').first();
    await row.waitFor();
    await expect.poll(async () => row.textContent(), { timeout: 20_000 }).toContain('SUCCESS');
    await screenshot(web.page, 'application-backups');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    const download = web.context.waitForEvent('request', (r) => r.url().includes('/backup-downloads/'));
    await row.getByRole('button', { name: /^Download database of the backup/ }).click();
    expect((await download).url()).toContain('/backup-downloads/');

    await row.getByRole('button', { name: /^Delete the backup/ }).click();
    await web.page
      .getByRole('dialog', { name: /^Delete the backup of / })
      .getByRole('button', { name: 'Delete' })
      .click();
    await web.page.getByRole('status').filter({ hasText: 'The backup resource deleted successfully.' }).waitFor();

    const [, , workspaceId, , projectId, , applicationId] = new URL(web.page.url()).pathname.split('/');
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const ids = { workspaceId: workspaceId!, projectId: projectId!, applicationId: applicationId! };
    for (let made = 0; made < 5; ) {
      // one task at a time per application: a 409 means the previous backup is still running
      const started = await owner.applications.backups.create(ids, { database: true }).then(
        () => true,
        (e: { status?: number }) => {
          if (e.status !== 409) throw e;
          return false;
        },
      );
      if (started) made++;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await web.page.reload();
    await expect.poll(() => web.page.getByRole('list', { name: 'Backups' }).locator('li').count()).toBe(5);
    await web.page.getByRole('button', { name: 'Back up now' }).click();
    await web.page.getByRole('alert').filter({ hasText: MANUAL_BACKUP_LIMIT_MESSAGE }).waitFor();

    await menu().getByRole('link', { name: 'Activities' }).click();
    const activities = web.page.getByRole('list', { name: 'Activities' });
    await activities.getByText('Export database').first().waitFor();
    await activities.getByRole('button', { name: 'Show log: Export database' }).first().click();
    await web.page.getByRole('list', { name: 'Activity log' }).locator('li').first().waitFor();
    await screenshot(web.page, 'application-activities');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given a paused branch, when the Danger Zone text does not match, then "Value is not matching!"; when it matches, undeploy then delete', async () => {
    await signIn(web.page, web.origin);
    await openBranch('marketing-site', 'staging');
    await menu().getByRole('link', { name: 'Danger Zone' }).click();
    const undeploy = web.page.getByRole('form', { name: 'Undeploy this application' });
    await undeploy.getByLabel('Type branch/staging to confirm').fill('staging');
    await undeploy.getByRole('button', { name: 'Undeploy' }).click();
    await undeploy.getByText('Value is not matching!').waitFor();
    expect(await web.page.getByRole('form', { name: 'Delete this application' }).getByRole('button').isDisabled()).toBe(
      true,
    );
    await screenshot(web.page, 'application-danger-zone');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await undeploy.getByLabel('Type branch/staging to confirm').fill('branch/staging');
    await undeploy.getByRole('button', { name: 'Undeploy' }).click();
    await web.page.waitForURL(/\/overview$/);
    await web.page.getByTestId('application-state').getByText('Not Deployed').waitFor({ timeout: 20_000 });

    await menu().getByRole('link', { name: 'Danger Zone' }).click();
    const remove = web.page.getByRole('form', { name: 'Delete this application' });
    await remove.getByLabel('Type branch/staging to confirm').fill('branch/staging');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await web.page.waitForURL(/\/applications\/feature-branches$/);
    await web.page.locator('li[data-branch="main"]').waitFor(); // the list is loaded
    await expect.poll(() => web.page.locator('li[data-branch="staging"]').count()).toBe(0);
  });
});
