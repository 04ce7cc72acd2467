import type { TestEmulator } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const SITE = 'Acme Production/marketing-site/main';

// A failed test's retry gets a fresh world, set up again here; each test arranges the rest itself.
const s = useSignedInCli(undefined, async (signedIn) => {
  // Spec 002 section 6: daily backups need the workspace's enabledDailyBackup (off by default).
  const allowed = await signedIn.cli(['workspaces', 'update', 'Acme Production', '--daily-backup', 'on']);
  expect(allowed.code, allowed.stderr).toBe(0);
});

/** A finished database backup of SITE, made once per world (the restore tests only read it). */
const backups = new WeakMap<TestEmulator, Promise<string>>();
function backupOfSite(): Promise<string> {
  let made = backups.get(s.emulator);
  if (!made) {
    made = s
      .cli(['backups', 'create', SITE, '--database', '--wait', '--json'])
      .then((result) => jsonOf(result).backup._id as string);
    backups.set(s.emulator, made);
  }
  return made;
}

describe('skiff backups schedule', () => {
  it('Given parts, a timezone and a retention, When scheduled, Then the schedule is stored and said', async () => {
    const args = ['--database', '--files', '--timezone', 'UTC-3:30', '--retention', '30'];
    const result = await s.cli(['backups', 'schedule', SITE, ...args]);
    expect([result.code, result.stdout]).toEqual([
      0,
      'Daily backup of Acme Production/marketing-site/main: database, files, at UTC-3:30, kept 30 days.\n',
    ]);
    const app = jsonOf(await s.cli(['apps', 'get', SITE, '--json']));
    expect(app).toMatchObject({ enabledDailyBackup: true, timezoneDailyBackup: -3.5, backupRetentionTime: 30 });
  });

  it('Given defaults and --off, When scheduled, Then UTC+1 and 14 days, then off', async () => {
    const defaults = await s.cli(['backups', 'schedule', SITE, '--source', '--json']);
    expect(jsonOf(defaults)).toMatchObject({
      enabledDailyBackup: true,
      timezoneDailyBackup: 1,
      backupRetentionTime: 14,
    });
    const off = await s.cli(['backups', 'schedule', SITE, '--off']);
    expect(off.stdout).toBe('Daily backup of Acme Production/marketing-site/main is off.\n');
    expect(jsonOf(await s.cli(['apps', 'get', SITE, '--json'])).enabledDailyBackup).toBe(false);
  });

  it('Given bad choices, When scheduling, Then the spec messages with the option, exit 2', async () => {
    const cases: [string[], string][] = [
      [[], 'Error: Please select at least one backup type. Give --database, --files and/or --source, or --off.\n'],
      [['--database', '--timezone', ''], "Error: --timezone '': Please input your timezone!\n"],
      [
        ['--database', '--timezone', 'Europe/Paris'],
        "Error: --timezone 'Europe/Paris': Timezone must be a UTC offset from UTC-12 to UTC+14, e.g. UTC+1 or UTC+5:30.\n",
      ],
      [['--database', '--retention', '10'], "Error: --retention '10' is not offered: use 3, 7, 14, 30 (days).\n"],
      [['--off', '--database'], 'Error: --off goes alone: it turns the daily backup off.\n'],
    ];
    for (const [args, stderr] of cases) {
      const result = await s.cli(['backups', 'schedule', SITE, ...args]);
      expect([result.code, result.stderr], args.join(' ')).toEqual([2, stderr]);
    }
  });
});

describe('skiff backups schedule on a workspace without daily backups', () => {
  it('Given enabledDailyBackup off, When scheduling, Then the spec message, exit 1, and nothing stored (findings cli D-M5)', async () => {
    const site = 'Globex Staging/api-gateway/main';
    const off = await s.cli(['workspaces', 'update', 'Globex Staging', '--daily-backup', 'off']);
    expect(off.code, off.stderr).toBe(0);
    const result = await s.cli(['backups', 'schedule', site, '--database', '--files']);
    expect([result.code, result.stdout]).toEqual([1, '']);
    expect(result.stderr).toContain('Disabled for this workspace - contact support');
    expect(jsonOf(await s.cli(['apps', 'get', site, '--json'])).enabledDailyBackup).not.toBe(true);
    const stop = await s.cli(['backups', 'schedule', site, '--off']);
    expect(stop.code, stop.stderr).toBe(0); // turning it off stays allowed
  });
});

describe('skiff backups restore', () => {
  it('Given no or a wrong typed confirmation, When restoring, Then refused with the spec message', async () => {
    const backupId = await backupOfSite();
    const none = await s.cli(['backups', 'restore', SITE, backupId]);
    expect([none.code, none.stderr]).toEqual([
      2,
      `Error: To restore backup ${backupId} over the data of ${SITE}, add --confirm 'branch/main'.\n`,
    ]);
    const wrong = await s.cli(['backups', 'restore', SITE, backupId, '--confirm', 'main']);
    expect([wrong.code, wrong.stderr]).toEqual([2, "Error: --confirm 'main' does not match. Value is not matching!\n"]);
  });

  it('Given --confirm branch/main and --wait, When restoring, Then RESTORE_BACKUP succeeds', async () => {
    const backupId = await backupOfSite();
    const result = await s.cli(['backups', 'restore', SITE, backupId, '--confirm', 'branch/main', '--wait']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^RESTORE_BACKUP SUCCESS \(\d+ lines, /);
    const json = await s.cli(['backups', 'restore', SITE, backupId, '--confirm', 'branch/main', '--json']);
    expect(jsonOf(json)).toMatchObject({ activityId: expect.stringMatching(/^[0-9a-f]{24}$/) });
  });

  it('Given an unknown backup, When restoring, Then exit 5', async () => {
    const result = await s.cli(['backups', 'restore', SITE, 'ffffffffffffffffffffffff', '--confirm', 'branch/main']);
    expect(result.code).toBe(5);
  });
});
