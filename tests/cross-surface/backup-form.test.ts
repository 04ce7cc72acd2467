import { resolveApplicationRef } from '@skiff/sdk';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBodies, signedInCli } from './cli-side.js';

/**
 * One model, three renderers: the backup model's same answers, given to the web app's Backups page and to
 * `skiff backups create|schedule` against one real emulator, make the same calls: the manual backup's parts, and
 * the daily schedule on (parts, offset, retention) and then off. The seed's one running WordPress branch, through
 * the web app first and then the CLI, in a workspace that allows daily backups.
 */
const PROJECT = 'Acme Production/marketing-site';
const configDir = cliConfigDir('backups');

/** The JSON bodies of the calls `METHOD .../backups` in a SKIFF_DEBUG=1 log. */
function backupBodies(stderr: string, method: string): Record<string, unknown>[] {
  const bodies = loggedBodies(stderr, method, '/backups');
  expect(bodies.length, stderr).toBeGreaterThan(0);
  return bodies;
}

describe.runIf(chromiumAvailable())('the backup model on the web app and the CLI', () => {
  const web = useWebPage();

  it('Given the same answers on both surfaces, when each backs up and schedules a branch, then the emulator receives the same calls', async () => {
    const env = await signedInCli(web.origin, configDir);
    const allowed = await runCli(['workspaces', 'update', 'Acme Production', '--daily-backup', 'on'], { env });
    expect(allowed.code, allowed.stderr).toBe(0);

    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const viaWeb = await resolveApplicationRef(api, `${PROJECT}/main`);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${viaWeb.workspaceId}/projects/${viaWeb.projectId}/applications/${viaWeb.applicationId}/backup`,
    );
    const calls: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (/\/backups$/.test(r.url()) && ['POST', 'PATCH'].includes(r.method())) calls.push(r.postDataJSON());
    });
    // A manual backup of the database and the source code.
    const manual = page.getByRole('group', { name: 'Manual backup' });
    await manual.getByRole('checkbox', { name: 'Files' }).uncheck();
    await manual.getByRole('button', { name: 'Back up now' }).click();
    await page.getByRole('status').filter({ hasText: 'Backup started.' }).waitFor();
    // The daily schedule: database and files, UTC+5:30, one month; then off.
    const schedule = page.getByRole('form', { name: 'Daily backup' });
    await schedule.getByLabel('Back up every day').check();
    await schedule.getByRole('checkbox', { name: 'Database' }).check();
    await schedule.getByRole('checkbox', { name: 'Files' }).check();
    await schedule.getByRole('checkbox', { name: 'Source code' }).uncheck();
    await schedule.getByLabel('Timezone').selectOption({ label: 'UTC+5:30' });
    await schedule.getByLabel('Keep backups for').selectOption({ label: '1 month' });
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByRole('status').filter({ hasText: 'Backup schedule saved.' }).waitFor();
    await expect.poll(() => calls.length).toBe(2);
    await schedule.getByLabel('Back up every day').uncheck();
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect.poll(() => calls.length).toBe(3);

    const site = `${PROJECT}/main`;
    const debug = { env: { ...env, SKIFF_DEBUG: '1' } };
    const made = await runCli(['backups', 'create', site, '--database', '--source'], debug);
    expect(made.code, made.stderr).toBe(0);
    const on = ['--database', '--files', '--timezone', 'UTC+5:30', '--retention', '30'];
    const scheduled = await runCli(['backups', 'schedule', site, ...on], debug);
    expect(scheduled.code, scheduled.stderr).toBe(0);
    const off = await runCli(['backups', 'schedule', site, '--off'], debug);
    expect(off.code, off.stderr).toBe(0);

    const viaCli = [
      ...backupBodies(made.stderr, 'POST'),
      ...backupBodies(scheduled.stderr, 'PATCH'),
      ...backupBodies(off.stderr, 'PATCH'),
    ];
    expect(viaCli).toEqual(calls);
    expect(calls).toEqual([
      { type: 'MANUAL', database: true, files: false, source: true },
      {
        enabledDailyBackup: true,
        database: true,
        files: true,
        source: false,
        timezoneDailyBackup: 5.5,
        backupRetentionTime: 30,
      },
      { enabledDailyBackup: false },
    ]);
  }, 180_000);
});
