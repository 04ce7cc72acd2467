import { resolveApplicationRef } from '@skiff/sdk';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../tui/src/test/demo-paths.js';
import { KEYS } from '../../tui/src/test/render-app.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBodies, signedInCli } from './cli-side.js';
import { tuiOn } from './tui-side.js';

/**
 * One model, three renderers: the backup model's same answers, given to the web app's Backups page and to
 * `skiff backups create|schedule` against one real emulator, make the same calls: the manual backup's parts, and
 * the daily schedule on (parts, offset, retention) and then off; then the TUI's Backups screen, the same calls,
 * the schedule's parts typed after its offset and retention. The seed's one running WordPress branch, through the web app, the CLI and
 * the TUI in turn, in a workspace that allows daily backups.
 */
const PROJECT = 'Acme Production/marketing-site';
const configDir = cliConfigDir('backups');

/** The JSON bodies of the calls `METHOD .../backups` in a SKIFF_DEBUG=1 log. */
function backupBodies(stderr: string, method: string): Record<string, unknown>[] {
  const bodies = loggedBodies(stderr, method, '/backups');
  expect(bodies.length, stderr).toBeGreaterThan(0);
  return bodies;
}

describe.runIf(chromiumAvailable())('the backup model on the web app, the CLI and the TUI', () => {
  const web = useWebPage();

  it('Given the same answers on the three surfaces, when each backs up and schedules a branch, then the emulator receives the same calls', async () => {
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

    // The TUI: C with the parts typed, S with the offset and the retention typed, S again answered yes.
    const path = await demoApplication(api, 'Acme Production', 'marketing-site', 'main');
    const tui = await tuiOn(web.origin, { initialRoutes: [...routesTo(path), { name: 'backups', ...path }] });
    const { app } = tui;
    await app.waitForText((f) => f.includes('Backups of main') && f.includes('Daily backup: off'), 'the backups');
    await app.press('C');
    await app.waitForText('Back up which parts of main?');
    await app.press(...'database source', KEYS.enter);
    await app.waitForText('Backup started.');
    await app.press('S');
    await app.waitForText('Back up every day: at which UTC offset?');
    await app.press(...'UTC+5:30', KEYS.enter);
    await app.waitForText('Keep each daily backup how many days?');
    await app.press(...'30', KEYS.enter);
    await app.waitForText('Back up which parts every day?');
    await app.press(...'database files', KEYS.enter);
    await app.waitForText('Daily backup: on, UTC+5:30 (database, files), kept 1 month');
    await app.press('S');
    await app.waitForText('Turn the daily backup off?');
    await app.press('y');
    await app.waitForText('Daily backup: off');
    const viaTui = [...tui.bodies('POST', '/backups'), ...tui.bodies('PATCH', '/backups')];
    expect(viaTui).toEqual(calls);
  }, 180_000);
});
