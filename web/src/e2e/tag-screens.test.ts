import {
  type DeploymentIds,
  resolveDeploymentRef,
  resolveProject,
  resolveWorkspace,
  runDeploymentAction,
  type SkiffClient,
} from '@skiff/sdk';
import {
  APPLICATION_UPDATED_MESSAGE,
  BACKUP_DELETED_MESSAGE,
  BASIC_AUTH_USERNAME_INVALID_MESSAGE,
  DEPLOYMENT_MENU,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  DOMAIN_INVALID_MESSAGE,
  humanAction,
  VALUE_NOT_MATCHING_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';
import { stuckDeployTask } from './stuck-task.js';

/** Our text for a saved schedule (the spec gives none): `BACKUP_SCHEDULE_SAVED_MESSAGE` in the web app. */
const BACKUP_SCHEDULE_SAVED = 'Backup schedule saved.';
const WORKSPACE = 'Acme Production';
const PROJECT = `${WORKSPACE}/storefront`;

describe.runIf(chromiumAvailable())("a tag's deployment screens against a real emulator", () => {
  const web = useWebPage();

  it('Given a running tag v1 and a new tag v9, when the owner works through the tag screens, then each shows and saves what the spec says', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const [workspaceId, projectId] = await projectIds(api);
    await api.deployments.create(workspaceId, projectId, { name: 'v1', containerImage: '1.0.0' });
    await api.deployments.create(workspaceId, projectId, { name: 'v9', containerImage: '9.0.0' });
    const v1 = await resolveDeploymentRef(api, `${PROJECT}@v1`);
    const outcome = await runDeploymentAction(api, v1, 'activate', { timeoutMs: 60_000 });
    expect(outcome.status).toBe('SUCCESS');

    const { page } = web;
    await signIn(page, web.origin);
    const tagsUrl = `${web.origin}/workspaces/${workspaceId}/projects/${projectId}/deployments/tags`;
    await page.goto(tagsUrl);
    await page.locator('li[data-tag="v1"]').getByRole('link', { name: 'v1' }).click();
    await page.waitForURL(/\/deployments\/[^/]+\/overview$/);
    await page.getByRole('heading', { name: 'Tag v1', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Tag' });
    expect(await menu.getByRole('listitem').allTextContents()).toEqual(DEPLOYMENT_MENU.map((item) => item.label));
    await page.getByTestId('tag-state').getByText('Running').waitFor();
    await page.getByRole('list', { name: 'Pods' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'tag-overview');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Configuration: the SDK's range rule, then a saved change that rolls out.
    await menu.getByRole('link', { name: 'Configuration' }).click();
    const configuration = page.getByRole('form', { name: 'Configuration' });
    await configuration.getByLabel('Replicas').fill('11');
    await configuration.getByRole('button', { name: 'Save configuration' }).click();
    await configuration.getByText('replicas must be between 1 and 10').waitFor();
    await configuration.getByLabel('Replicas').fill('2');
    await configuration.getByRole('button', { name: 'Save configuration' }).click();
    await configuration.getByText(`${APPLICATION_UPDATED_MESSAGE} The change is rolling out.`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect.poll(async () => (await api.deployments.get(v1)).replicas, { timeout: 30_000 }).toBe(2);

    // Security: the basic-auth username rule, then saved.
    await menu.getByRole('link', { name: 'Security' }).click();
    const security = page.getByRole('form', { name: 'Security' });
    await security.getByLabel('Basic auth lock (visitors sign in first)').check();
    await security.getByLabel('Username').fill('bad user!');
    await security.getByLabel('Password').fill('secret1');
    await security.getByRole('button', { name: 'Save security' }).click();
    await security.getByText(BASIC_AUTH_USERNAME_INVALID_MESSAGE).waitFor();
    await security.getByLabel('Username').fill('admin');
    await waitIdle(api, v1);
    await security.getByRole('button', { name: 'Save security' }).click();
    await security.getByText(`${APPLICATION_UPDATED_MESSAGE} The change is rolling out.`).waitFor();
    await expect.poll(async () => (await api.deployments.get(v1)).authUsername).toBe('admin');
    await waitIdle(api, v1);

    // Backups: a manual database backup, listed with its status, then deleted.
    await menu.getByRole('link', { name: 'Backups' }).click();
    const manual = page.getByRole('group', { name: 'Manual backup' });
    await manual.getByRole('checkbox', { name: 'Database' }).waitFor();
    expect(await manual.getByRole('checkbox').count()).toBe(1); // a tag backs up its database only
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByText('Backup started.').waitFor();
    const backups = page.getByRole('list', { name: 'Backups' });
    await backups.getByText('SUCCESS').waitFor({ timeout: 30_000 });
    await screenshot(page, 'tag-backups');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await backups.getByRole('button', { name: /^Delete the backup of / }).click();
    await page
      .getByRole('dialog', { name: /^Delete the backup of / })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(BACKUP_DELETED_MESSAGE).waitFor();
    await page.getByText('No backups yet.').waitFor();
    const schedule = page.getByRole('form', { name: 'Daily backup' });
    await schedule.getByText(DISABLED_FOR_WORKSPACE_MESSAGE).waitFor(); // the demo workspace has daily backup off
    expect(await schedule.getByLabel('Back up every day').isDisabled()).toBe(true);
    await api.workspaces.update(workspaceId, { name: WORKSPACE, enabledDailyBackup: true });
    await page.reload();
    await schedule.getByLabel('Back up every day').check();
    await schedule.getByLabel('Timezone').selectOption({ label: 'UTC+5:30' });
    await schedule.getByLabel('Keep backups for').selectOption({ label: '1 month' });
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await schedule.getByText(BACKUP_SCHEDULE_SAVED).waitFor();
    const scheduled = await api.deployments.get(v1);
    expect([scheduled.enabledDailyBackup, scheduled.timezoneDailyBackup, scheduled.backupRetentionTime]).toEqual([
      true,
      5.5,
      30,
    ]);

    // Custom domains: the spec's message, then a domain added by its task.
    await menu.getByRole('link', { name: 'Custom Domains' }).click();
    const addDomain = page.getByRole('form', { name: 'Add a domain' });
    await addDomain.getByLabel('Domain').fill('not a domain');
    await addDomain.getByRole('button', { name: 'Add domain' }).click();
    await addDomain.getByText(DOMAIN_INVALID_MESSAGE).waitFor();
    await addDomain.getByLabel('Domain').fill('shop.example.com');
    await addDomain.getByRole('button', { name: 'Add domain' }).click();
    await addDomain.getByText('shop.example.com is being added.').waitFor();
    await page.getByRole('list', { name: 'Custom domains' }).getByText('shop.example.com').waitFor({ timeout: 30_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Logs: the newest task's log, to its end.
    await menu.getByRole('link', { name: 'Logs' }).click();
    await page
      .getByRole('heading', { name: /ADD_CUSTOM_DOMAIN/ })
      .getByText('SUCCESS')
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('list', { name: 'Activity log' }).getByRole('listitem').count()).toBeGreaterThan(0);

    // Activities: the tag's tasks only.
    await menu.getByRole('link', { name: 'Activities' }).click();
    const activities = page.getByRole('list', { name: 'Activities' });
    await activities.getByText(humanAction('ADD_CUSTOM_DOMAIN')).first().waitFor();
    const tagTasks = ['CREATE_DEPLOYMENT', 'UPDATE_DEPLOYMENT', 'EXPORT_DATABASE', 'ADD_CUSTOM_DOMAIN'].map(
      humanAction,
    );
    const shown = await activities.locator('li strong').allTextContents();
    expect(shown).toContain(humanAction('CREATE_DEPLOYMENT'));
    expect(shown.filter((label) => !tagTasks.includes(label))).toEqual([]); // no other application's tasks
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The dropdown: All Tags plus each tag, deployed ones first; v9 is not deployed yet.
    const picker = page.getByRole('form', { name: 'Choose a tag' });
    // The picker loads the tags on its own: 'All Tags' shows before them.
    await expect.poll(() => picker.getByRole('option').allTextContents()).toEqual(['All Tags', 'v1', 'v9']);
    await picker.getByLabel('Tag').selectOption({ label: 'v9' });
    await picker.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { name: 'Tag v9', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/activities$/);
    expect(await menu.getByText('Backups').getAttribute('aria-disabled')).toBe('true');
    expect(await menu.getByText('Custom Domains').getAttribute('aria-disabled')).toBe('true');
    await picker.getByLabel('Tag').selectOption({ label: 'v1' });
    await picker.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { name: 'Tag v1', level: 1 }).waitFor();

    // Danger zone: the typed image, undeploy, then delete.
    await menu.getByRole('link', { name: 'Danger Zone' }).click();
    const undeploy = page.getByRole('form', { name: 'Undeploy this tag' });
    const remove = page.getByRole('form', { name: 'Delete this tag' });
    expect(await remove.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await undeploy.getByLabel('Type 1.0.0 to confirm').fill('v1');
    await undeploy.getByRole('button', { name: 'Undeploy' }).click();
    await undeploy.getByText(VALUE_NOT_MATCHING_MESSAGE).waitFor();
    await screenshot(page, 'tag-danger-zone');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await undeploy.getByLabel('Type 1.0.0 to confirm').fill('1.0.0');
    await undeploy.getByRole('button', { name: 'Undeploy' }).click();
    await page.waitForURL(/\/overview$/);
    await page.getByTestId('tag-state').getByText('Not Deployed').waitFor({ timeout: 30_000 });
    await menu.getByRole('link', { name: 'Danger Zone' }).click();
    await remove.getByLabel('Type 1.0.0 to confirm').fill('1.0.0');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/deployments\/tags$/);
    await page.locator('li[data-tag="v9"]').waitFor();
    expect(await page.locator('li[data-tag="v1"]').count()).toBe(0);
  }, 240_000);

  it('Given a tag whose deploy task stopped moving 6 minutes ago, when its overview opens, then Abort Process ends the task as an error', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const [workspaceId, projectId] = await projectIds(api);
    const tag = await api.deployments.create(workspaceId, projectId, { name: 'v5', containerImage: '5.0.0' });
    stuckDeployTask(web.harness.emulator.dataDir ?? '', { kind: 'deployment', workspaceId, deploymentId: tag._id }, 6);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(`${web.origin}/workspaces/${workspaceId}/projects/${projectId}/deployments/${tag._id}/overview`);
    await page.getByTestId('tag-state').getByText('Processing').waitFor();
    await page.getByRole('button', { name: 'Abort Process' }).click();
    await page.getByText('The task was aborted.').waitFor();
    await page.getByTestId('tag-state').getByText('Error').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Abort Process' }).count()).toBe(0);
  }, 120_000);
});

async function projectIds(api: SkiffClient): Promise<[string, string]> {
  const workspace = await resolveWorkspace(api, WORKSPACE);
  const project = await resolveProject(api, workspace._id, 'storefront');
  return [workspace._id, project._id];
}

/** Waits until the tag's last task ended (the platform refuses a settings change while one runs). */
async function waitIdle(api: SkiffClient, ids: DeploymentIds) {
  await expect
    .poll(async () => (await api.deployments.get(ids)).lastActivity?.status, { timeout: 30_000 })
    .toMatch(/SUCCESS|ERROR/);
}
