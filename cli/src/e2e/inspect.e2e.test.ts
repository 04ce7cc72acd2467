import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { runCli } from '@skiff/testkit';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useSignedInCli } from './signed-in.js';

// One signed-in emulator for the file; a fresh one, signed in again, after a failed test (`useSignedInCli`).
const signedIn = useSignedInCli(undefined, undefined, { taskSpeed: 20 });
const cli = (args: string[], input?: string) => signedIn.cli(args, { input });
const APP = 'Acme Production/storefront/main';

/** A workspace task that stopped moving `idleMinutes` ago, written into the emulator's database (as its own tests do). */
function stuckActivity(workspaceId: string, idleMinutes: number): string {
  const db = new Database(join(signedIn.emulator.dataDir, 'emulator.db'));
  try {
    const id = randomBytes(12).toString('hex');
    const at = new Date(Date.now() - idleMinutes * 60_000).toISOString();
    db.prepare(
      `INSERT INTO activities (id, action, status, workspace_id, created_by, created_at, updated_at, version, expected_lines, line_count, data)
       VALUES (?, 'CREATE_NAMESPACE', 'IN_PROGRESS', ?, NULL, ?, ?, 1, 18, 1, '{}')`,
    ).run(id, workspaceId, at, at);
    db.prepare('INSERT INTO activity_logs (activity_id, seq, message) VALUES (?, 0, ?)').run(id, `${at} Creating...`);
    return id;
  } finally {
    db.close();
  }
}

describe('skiff workspaces|projects|apps get', () => {
  it('Given a workspace name, When getting it, Then aligned details; --json gives the object', async () => {
    const human = await cli(['workspaces', 'get', 'Acme Production']);
    expect([human.code, human.stderr]).toEqual([0, '']);
    expect(human.stdout).toMatch(/^Name: +Acme Production$/m);
    expect(human.stdout).toMatch(/^ID: +[0-9a-f]{24}$/m);
    expect(human.stdout).toMatch(/^Projects: +3$/m);
    const json = await cli(['workspaces', 'get', 'Acme Production', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ name: 'Acme Production', totalProjects: 3 });
  });

  it('Given a near-miss name, When getting it, Then exit 5 with a suggestion', async () => {
    const result = await cli(['workspaces', 'get', 'Acme Prod']);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/Did you mean 'Acme Production'\?/);
  });

  it('Given workspace/project, When getting it, Then its details; a bad form exits 2 naming the form', async () => {
    const result = await cli(['projects', 'get', 'Acme Production/storefront']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Repository: +github:acme\/storefront$/m);
    const json = JSON.parse((await cli(['projects', 'get', 'Acme Production/storefront', '--json'])).stdout);
    expect(json).toMatchObject({ name: 'storefront', workspace: { name: 'Acme Production' } });
    const bad = await cli(['projects', 'get', 'Acme Production']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/expected workspace\/project/);
  });

  it('Given a REF, When getting the app, Then state, hostname and pods; --json adds the displayed state', async () => {
    const result = await cli(['apps', 'get', APP]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^State: +Running$/m);
    expect(result.stdout).toMatch(/^Hostname: +main-storefront\./m);
    expect(result.stdout).toMatch(/^Pod 1: +storefront-main-\S+ Running \(container storefront-main\)$/m);
    const json = JSON.parse((await cli(['apps', 'get', APP, '--json'])).stdout);
    expect(json).toMatchObject({ branch: 'main', displayedState: 'Running', projectName: 'storefront' });
  });
});

describe('skiff api', () => {
  it('Given GET with fields, When called, Then the raw JSON answer, fields in the query', async () => {
    const result = await cli(['api', 'GET', '/workspaces', '-F', 'pageSize=1']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const body = JSON.parse(result.stdout);
    expect(body.data).toHaveLength(1);
    expect(result.stdout).toContain('\n  "data": [');
  });

  it('Given POST with fields and with --input -, When called, Then the JSON body is sent', async () => {
    const fields = await cli(['api', 'post', 'notifications', '-f', 'title=From fields', '-f', 'message=42']);
    expect(fields.code).toBe(0);
    expect(JSON.parse(fields.stdout)).toMatchObject({ title: 'From fields', message: '42' });
    const input = await cli(
      ['api', 'POST', '/notifications', '--input', '-', '--json'],
      '{"title":"From stdin","message":"x"}',
    );
    expect(input.code).toBe(0);
    expect(input.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(input.stdout)).toMatchObject({ title: 'From stdin' });
  });

  it('Given failures, When called, Then the usual messages and exit codes', async () => {
    const missing = await cli(['api', 'GET', '/workspaces/0123456789abcdef01234567']);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toMatch(/^Error: /);
    const refused = await cli(['api', 'POST', '/notifications', '-F', 'title=1']);
    expect(refused.code).toBe(1);
    const method = await cli(['api', 'FETCH', '/workspaces']);
    expect([method.code, method.stderr]).toEqual([
      2,
      "Error: METHOD 'FETCH' is not one of GET, POST, PUT, PATCH, DELETE.\n",
    ]);
    const field = await cli(['api', 'GET', '/workspaces', '-F', 'oops']);
    expect(field.code).toBe(2);
    expect(field.stderr).toMatch(/--field 'oops' is not key=value/);
    const input = await cli(['api', 'POST', '/notifications', '--input', '-'], 'not json');
    expect(input.code).toBe(2);
    expect(input.stderr).toMatch(/--input '-' is not JSON/);
  });
});

describe('skiff activities', () => {
  it('Given a started deploy, When listed and attached, Then it shows, and attach follows it to SUCCESS', async () => {
    const started = await cli(['apps', 'deploy', 'Acme Production/storefront/feature-login']);
    const id = started.stdout.trim();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const list = await cli(['activities', 'list', '--workspace', 'Acme Production', '--limit', '3']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ID +ACTION +STATUS +WORKSPACE/);
    expect(list.stdout).toContain(id);
    const attach = await cli(['activities', 'attach', id]);
    expect(attach.code).toBe(0);
    expect(attach.stdout).toMatch(/^DEPLOY_APPLICATION SUCCESS \(108 lines, \d+\.\d s\)\n$/);
    expect(attach.stderr).toContain('108/108 DEPLOY_APPLICATION');
    const json = JSON.parse((await cli(['activities', 'attach', id, '--json'])).stdout);
    expect(json).toEqual({ activityId: id, action: 'DEPLOY_APPLICATION', status: 'SUCCESS', lines: 108 });
    const get = JSON.parse((await cli(['activities', 'get', id, '--json'])).stdout);
    expect(get).toMatchObject({ _id: id, status: 'SUCCESS', abortable: false });
    const shown = (await cli(['activities', 'get', id])).stdout;
    expect(shown).toMatch(/^Workspace: +Acme Production \([0-9a-f]{24}\)$/m);
    expect(shown).toMatch(/^Project: +storefront \([0-9a-f]{24}\)$/m);
    expect(shown).toMatch(/^Application: +feature-login \([0-9a-f]{24}\)$/m);
  });

  it('Given --limit and --json, When listing, Then at most that many items', async () => {
    const result = await cli(['activities', 'list', '--limit', '2', '--json']);
    expect(JSON.parse(result.stdout).items).toHaveLength(2);
    const bad = await cli(['activities', 'list', '--limit', '0']);
    expect([bad.code, bad.stderr]).toEqual([2, "Error: --limit '0' is not a whole number of at least 1.\n"]);
  });

  it('Given a task slower than --timeout, When attached, Then exit 8', async () => {
    // A task that never moves: a simulated deploy could end before a loaded machine starts the attach.
    const ws = JSON.parse((await cli(['workspaces', 'get', 'Acme Production', '--json'])).stdout)._id;
    const result = await cli(['activities', 'attach', stuckActivity(ws, 0), '--timeout', '0.2']);
    expect(result.code).toBe(8);
    expect(result.stderr).toMatch(/did not finish within/);
  });

  it('Given a task idle for 10 minutes, When aborted, Then it ends in ERROR; a finished one is refused with exit 6', async () => {
    const ws = JSON.parse((await cli(['workspaces', 'get', 'Acme Production', '--json'])).stdout)._id;
    const stuck = stuckActivity(ws, 10);
    const shown = await cli(['activities', 'get', stuck]);
    expect(shown.stdout).toMatch(/^Abortable: +yes/m);
    const aborted = await cli(['activities', 'abort', stuck]);
    expect([aborted.code, aborted.stdout]).toEqual([0, 'CREATE_NAMESPACE ERROR (aborted)\n']);
    const again = await cli(['activities', 'abort', stuck]);
    expect(again.code).toBe(6);
    expect(again.stderr).toMatch(/cannot be aborted: it already ended in ERROR/);
    const recent = await cli(['activities', 'abort', stuckActivity(ws, 2)]);
    expect(recent.code).toBe(6);
    expect(recent.stderr).toMatch(/without update for 5 minutes/);
    expect(recent.stderr).toMatch(/skiff activities attach/);
  });

  it('Given a malformed or unknown id, When shown, Then exit 2 or 5', async () => {
    expect((await cli(['activities', 'get', 'nope'])).code).toBe(2);
    expect((await cli(['activities', 'get', '0123456789abcdef01234567'])).code).toBe(5);
  });
});

describe('skiff completion', () => {
  it('Given bash, When printed, Then a script that bash accepts and that lists the new groups', async () => {
    const result = await runCli(['completion', 'bash']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('complete -o default -F _skiff skiff');
    expect(result.stdout).toMatch(
      /"backups create"\) opts='--database --files --source --wait --timeout --download --force'/,
    );
    const bad = await runCli(['completion', 'powershell']);
    expect([bad.code, bad.stderr]).toEqual([2, "Error: SHELL 'powershell' is not one of bash, zsh, fish.\n"]);
  });
});
