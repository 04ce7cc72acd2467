import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CLI_PATH,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  freshAfterFailure,
  runCli,
  startTestEmulator,
  type TestEmulator,
  waitFor,
} from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

let emulator: TestEmulator;
const env = () => ({ SKIFF_CONFIG_DIR: emulator.configDir });
const cli = (args: string[]) => runCli(args, { env: env(), timeoutMs: 60_000 });
const SITE = 'Acme Production/marketing-site/main';

// Each test makes the backups it reads (none uses another's); a failed test's retry gets a fresh world.
freshAfterFailure(
  async () => {
    emulator = await startTestEmulator({ taskSpeed: 200 });
    const login = await runCli(
      ['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER, '--password-stdin'],
      {
        env: env(),
        input: DEMO_PASSWORD_FOR_TESTS,
      },
    );
    expect(login.code).toBe(0);
  },
  async () => {
    await emulator?.close();
  },
);

/** Makes a finished manual backup of SITE with these parts (`--database`, `--files`, ...), and gives its id. */
async function madeBackup(...parts: string[]): Promise<string> {
  const made = await cli(['backups', 'create', SITE, ...parts, '--wait', '--json']);
  expect(made.code, made.stderr).toBe(0);
  return JSON.parse(made.stdout).backup._id;
}

describe('skiff backups', () => {
  it('Given --database --files --download DIR, When creating, Then it waits and saves each part in DIR', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'skiff-backups-')), 'out');
    const result = await cli(['backups', 'create', SITE, '--database', '--files', '--download', dir]);
    expect(result.code).toBe(0);
    const [summary, ...paths] = result.stdout.trimEnd().split('\n');
    expect(summary).toMatch(/^[0-9a-f]{24} SUCCESS \(\d+\.\d s\)$/);
    expect(paths.map((p) => p.slice(dir.length + 1)).sort()).toEqual(readdirSync(dir).sort());
    expect(readdirSync(dir)).toHaveLength(2);
    const sql = readdirSync(dir).find((name) => name.endsWith('.sql'))!;
    expect(readFileSync(join(dir, sql), 'utf8')).toContain('CREATE TABLE');
    expect(result.stderr).toMatch(/EXPORT_DATABASE/);
    expect(result.stderr).toMatch(/\.sql \d+ B \/ \d+ B/);
  });

  it('Given --download -, When creating one part, Then the dump alone on stdout', async () => {
    const result = await cli(['backups', 'create', SITE, '--database', '--download', '-']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^-- skiff emulator backup database of .*\nCREATE TABLE/);
    expect(result.stderr).toMatch(/Backup [0-9a-f]{24} SUCCESS/);
  });

  it('Given a path in a folder that does not exist, When downloading to it, Then one sentence naming the flag, exit 2', async () => {
    const id = await madeBackup('--database');
    const missing = join(mkdtempSync(join(tmpdir(), 'skiff-backups-')), 'no', 'such');
    const download = await cli(['backups', 'download', SITE, id, '--part', 'database', '-o', join(missing, 'db.sql')]);
    expect([download.code, download.stdout, download.stderr]).toEqual([
      2,
      '',
      `Error: --output ${join(missing, 'db.sql')}: no such folder.\n`,
    ]);
    const created = await cli(['backups', 'create', SITE, '--database', '--download', join(missing, 'db.sql')]);
    expect([created.code, created.stderr.split('\n').at(-2)]).toEqual([
      2,
      `Error: --download ${join(missing, 'db.sql')}: no such folder.`,
    ]);
    const plainFile = join(mkdtempSync(join(tmpdir(), 'skiff-backups-')), 'plain');
    writeFileSync(plainFile, 'not a folder');
    const underFile = await cli(['backups', 'download', SITE, id, '-o', `${plainFile}/parts/`]);
    expect([underFile.code, underFile.stderr]).toEqual([
      2,
      `Error: --output ${plainFile}/parts/: a part of the path is not a folder.\n`,
    ]);
  });

  it('Given the backups, When listed and one downloaded again and deleted, Then table, file, then gone', async () => {
    const id = await madeBackup('--database', '--files');
    const list = await cli(['backups', 'list', SITE]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ID +TYPE +STATUS +PARTS +CREATED\n/);
    expect(list.stdout).toMatch(new RegExp(`^${id} +MANUAL +SUCCESS +database,files`, 'm'));
    const dump = await cli(['backups', 'download', SITE, id, '--part', 'database', '-o', '-']);
    expect(dump.code).toBe(0);
    expect(dump.stdout).toContain('CREATE TABLE');
    const unconfirmed = await cli(['backups', 'delete', SITE, id]);
    expect([unconfirmed.code, unconfirmed.stderr]).toEqual([
      2,
      `Error: To delete backup ${id} of ${SITE} (it cannot be undone), add --yes.\n`,
    ]);
    const deleted = await cli(['backups', 'delete', SITE, id, '--yes', '--json']);
    expect(deleted.code).toBe(0);
    expect(JSON.parse(deleted.stdout)).toMatchObject({ _id: id, deleted: true });
    expect((await cli(['backups', 'delete', SITE, id, '--yes'])).code).toBe(5);
  });

  it('Given no part, a LAMP app, or --wait --json, When creating, Then the spec messages and exit codes', async () => {
    const none = await cli(['backups', 'create', SITE]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(
      /^Error: Please select at least one backup type\. Give --database, --files and\/or --source/,
    );
    const lamp = await cli(['backups', 'create', 'Acme Production/legacy-lamp/main', '--source']);
    expect([lamp.code, lamp.stderr]).toEqual([1, 'Error: LAMP Application is unsupported the backup feature!\n']);
    const json = await cli(['backups', 'create', SITE, '--source', '--wait', '--json']);
    expect([json.code, json.stderr]).toEqual([0, '']);
    expect(JSON.parse(json.stdout)).toMatchObject({ backup: { type: 'MANUAL', status: 'SUCCESS' }, files: [] });
  });

  it('Given five manual backups, When a sixth is made, Then the limit message from the server', async () => {
    let count = JSON.parse((await cli(['backups', 'list', SITE, '--json'])).stdout).items.length;
    while (count < 5) {
      expect((await cli(['backups', 'create', SITE, '--source', '--wait'])).code).toBe(0);
      count++;
    }
    const sixth = await cli(['backups', 'create', SITE, '--source']);
    expect(sixth.code).toBe(1);
    expect(sixth.stderr).toMatch(/only manually backed up to five versions/);
  }, 60_000);
});

describe('skiff tokens', () => {
  it('Given a note and an expiration, When creating, Then the token once on stdout and the rest on stderr', async () => {
    const created = await cli(['tokens', 'create', '--note', 'CI deploy', '--expiration', '90']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^skf_\w+\n$/);
    expect(created.stderr).toMatch(/Created token 'CI deploy' .* shown only this once/);
    const list = await cli(['tokens', 'list']);
    expect(list.stdout).toMatch(/^NOTE +PREFIX +EXPIRES +CREATED +ID$/m);
    expect(list.stdout).toContain('CI deploy');
    expect(list.stdout).not.toContain(created.stdout.trim());
    const works = await runCli(['workspaces', 'list', '--json'], {
      env: { SKIFF_TOKEN: created.stdout.trim(), SKIFF_ORIGIN: emulator.origin },
    });
    expect(works.code).toBe(0);
    const id = JSON.parse((await cli(['tokens', 'list', '--json'])).stdout).items.find(
      (t: { note?: string }) => t.note === 'CI deploy',
    )._id;
    const unconfirmed = await cli(['tokens', 'delete', id]);
    expect([unconfirmed.code, unconfirmed.stderr]).toEqual([
      2,
      `Error: To revoke token 'CI deploy' (${id}) (scripts using it will fail), add --yes.\n`,
    ]);
    const missed = await cli(['tokens', 'delete', 'CI deplo', '-y']);
    expect([missed.code, missed.stderr]).toEqual([
      5,
      "Error: No command access token named 'CI deplo'. Did you mean 'CI deploy'?\nList them with: skiff tokens list\n",
    ]);
    expect((await cli(['tokens', 'delete', 'CI deploy', '-y'])).stdout).toBe(`Revoked token 'CI deploy' (${id}).\n`);
    const revoked = await runCli(['workspaces', 'list'], {
      env: { SKIFF_TOKEN: created.stdout.trim(), SKIFF_ORIGIN: emulator.origin },
    });
    expect(revoked.code).toBe(3);
  });

  it('Given --expiration none and --json, When creating, Then the token field; bad input exits 2 naming the flag', async () => {
    const json = await cli(['tokens', 'create', '--note', 'forever', '--expiration', 'none', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ note: 'forever', token: expect.stringMatching(/^skf_/) });
    const bad = await cli(['tokens', 'create', '--note', 'x', '--expiration', '45']);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      "Error: --expiration '45' is not one of 7, 30, 60, 90, 365, none (days, or none).\n",
    ]);
    const noNote = await cli(['tokens', 'create']);
    expect(noNote.code).toBe(2);
    expect(noNote.stderr).toMatch(/--note is required/);
  });
});

describe('skiff notifications', () => {
  it('Given notifications from tasks, When listed, read and cleared, Then table, marks and an empty list', async () => {
    const list = await cli(['notifications', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ID +READ +TITLE +MESSAGE +CREATED$/m);
    const items = JSON.parse((await cli(['notifications', 'list', '--json'])).stdout).items;
    const read = await cli(['notifications', 'read', items[0]._id]);
    expect(read.stdout).toBe(`Marked ${items[0]._id} read.\n`);
    const unread = JSON.parse((await cli(['notifications', 'list', '--unread', '--json'])).stdout).items;
    expect(unread.map((n: { _id: string }) => n._id)).not.toContain(items[0]._id);
    expect((await cli(['notifications', 'read'])).code).toBe(2);
    expect((await cli(['notifications', 'read', '--all'])).code).toBe(0);
    const unconfirmed = await cli(['notifications', 'clear']);
    expect([unconfirmed.code, unconfirmed.stderr]).toEqual([2, 'Error: To delete every notification, add --yes.\n']);
    expect((await cli(['notifications', 'clear', '--yes'])).stdout).toBe('Cleared every notification.\n');
    const empty = await cli(['notifications', 'list']);
    expect([empty.stdout, empty.stderr]).toEqual(['', 'No notifications.\n']);
  });

  it('Given watch --json, When a notification arrives and a task runs, Then one JSON object per line', async () => {
    // --timeout only ends the watch should the test go wrong: it stops with Ctrl-C once it has printed both.
    const child = spawn(process.execPath, [CLI_PATH, 'notifications', 'watch', '--json', '--timeout', '40'], {
      env: { ...process.env, ...env(), NO_COLOR: '1' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const events = () =>
      stdout
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line));
    try {
      // What happens before the watch has read the list and opened its push channel is not watched, and a CLI
      // start-up on a busy machine can take seconds: no fixed sleep, a probe notice each second until one is shown.
      await waitFor(
        async () => {
          await cli(['api', 'POST', '/notifications', '-f', 'title=Probe', '-f', 'message=is the watch on?']);
          return waitFor(() => events().some((e) => e.kind === 'notification'), 'a probe', 1_000).catch(() => false);
        },
        'the watch to show a notification',
        30_000,
      );
      await cli(['api', 'POST', '/notifications', '-f', 'title=Watched', '-f', 'message=by the test']);
      await cli(['apps', 'pause', 'Acme Production/storefront/main', '--wait']);
      const printedBoth = () =>
        events().some((e) => e.kind === 'notification' && e.title === 'Watched') &&
        events().some((e) => e.kind === 'activity' && e.actionName === 'PAUSE_APPLICATION' && e.status === 'SUCCESS');
      await waitFor(printedBoth, 'the notification and the task end on stdout', 15_000);
      child.kill('SIGINT');
      expect(await closed).toBe(0);
      expect(events()).toContainEqual(expect.objectContaining({ kind: 'notification', title: 'Watched' }));
      expect(events()).toContainEqual(
        expect.objectContaining({ kind: 'activity', actionName: 'PAUSE_APPLICATION', status: 'SUCCESS' }),
      );
    } finally {
      child.kill();
    }
  }, 60_000);
});
