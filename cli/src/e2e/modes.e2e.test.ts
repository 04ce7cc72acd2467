/**
 * Commands whose other e2e tests cover one output mode only (issue 4 asks for human and --json each): here the
 * missing mode, against the demo world. Each test asserts stdout, stderr and the exit code.
 */
import { spawn } from 'node:child_process';
import { isTaskRunning } from '@skiff/sdk/domain';
import { CLI_PATH, DEMO_OWNER, waitFor } from '@skiff/testkit';
import { describe, expect, it, onTestFinished } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// A failed test's retry gets a fresh world; a test that needs the tag v9 makes it when no earlier test has (tagV9).
const s = useSignedInCli();
const PROJECT = 'Acme Production/storefront';
const ID = /^[0-9a-f]{24}$/;

/** The tag v9 of PROJECT (image reg.example/x:9), created here when it does not exist yet. */
async function tagV9(): Promise<void> {
  if ((await s.cli(['tags', 'get', `${PROJECT}@v9`, '--json'])).code === 0) return;
  const created = await s.cli(['tags', 'create', 'v9', '--project', PROJECT, '--image', 'reg.example/x:9']);
  expect(created.code, created.stderr).toBe(0);
}

describe('skiff apps undeploy, unpause, state, extend in both modes', () => {
  it('Given a running branch, When undeploying without --confirm or with the wrong branch, Then refused, exit 2, still running', async () => {
    const bare = await s.cli(['apps', 'undeploy', `${PROJECT}/develop`, '--wait']);
    expect([bare.code, bare.stdout, bare.stderr]).toEqual([
      2,
      '',
      `Error: To undeploy ${PROJECT}/develop, add --confirm 'branch/develop'.\n`,
    ]);
    const yes = await s.cli(['apps', 'undeploy', `${PROJECT}/develop`, '--yes']);
    expect([yes.code, yes.stderr]).toEqual([
      2,
      `Error: To undeploy ${PROJECT}/develop, add --confirm 'branch/develop' (--yes is not enough for this one).\n`,
    ]);
    const wrong = await s.cli(['apps', 'undeploy', `${PROJECT}/develop`, '--confirm', 'branch/main']);
    expect([wrong.code, wrong.stderr]).toEqual([
      2,
      "Error: --confirm 'branch/main' does not match. Value is not matching!\n",
    ]);
    const app = jsonOf(await s.cli(['apps', 'get', `${PROJECT}/develop`, '--json']));
    expect(app.lastActivity.action).not.toBe('UNDEPLOY_APPLICATION');
  });

  it('Given a running branch, When undeploying with --confirm and --wait, Then the result line on stdout, progress on stderr', async () => {
    const result = await s.cli(['apps', 'undeploy', `${PROJECT}/develop`, '--confirm', 'branch/develop', '--wait']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^UNDEPLOY_APPLICATION SUCCESS \(\d+ lines, \d+\.\d s\)\n$/);
    expect(result.stderr).toMatch(/^Undeploy application: Acme Production\/storefront\/develop\.\.\./);
  });

  it('Given a branch deployed, When undeploying with --wait --json, Then one JSON result, stderr empty', async () => {
    // Its own branch (seeded Not Deployed), not the develop the test above undeploys.
    expect((await s.cli(['apps', 'deploy', `${PROJECT}/feature-login`, '--wait', '--json'])).code).toBe(0);
    const result = await s.cli([
      'apps',
      'undeploy',
      `${PROJECT}/feature-login`,
      '--confirm',
      'branch/feature-login',
      '--wait',
      '--json',
    ]);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ action: 'UNDEPLOY_APPLICATION', status: 'SUCCESS', activityId: ID });
  });

  it('Given a paused branch, When unpausing with --json and no --wait, Then the started activity as JSON', async () => {
    const result = await s.cli(['apps', 'unpause', `${PROJECT}/staging`, '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ action: 'UNPAUSE_APPLICATION', activityId: ID });
  });

  it('Given --json, When turning deletion protection on and off, Then the application as JSON, then a sentence', async () => {
    const on = await s.cli(['apps', 'state', `${PROJECT}/main`, '--deletion-protection', 'on', '--json']);
    expect([on.code, on.stderr]).toEqual([0, '']);
    expect(jsonOf(on)).toMatchObject({ name: 'main', enableDeletionProtection: true });
    const off = await s.cli(['apps', 'state', `${PROJECT}/main`, '--deletion-protection', 'off']);
    expect([off.code, off.stdout]).toEqual([
      0,
      'Acme Production/storefront/main: auto pause off, deletion protection off.\n',
    ]);
  });

  it('Given a sandbox application, When extending with --json, Then the application with its later expiry', async () => {
    const ref = 'Drupal Forge Sandbox/intranet/main';
    const before = jsonOf(await s.cli(['apps', 'get', ref, '--json'])).expiredTime;
    const result = await s.cli(['apps', 'extend', ref, '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(Date.parse(jsonOf(result).expiredTime)).toBeGreaterThan(Date.parse(before));
  });
});

describe('skiff templates list in both modes', () => {
  it('Given the catalogue, When listing, Then a table with the published state; --search narrows it', async () => {
    const result = await s.cli(['templates', 'list', '--search', 'word']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+TITLE\s+PUBLISHED\s+ORGANIZATION\s+REPOSITORY\s+ID$/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(/^wordpress-blog\s+WordPress Blog\s+Published\s+Skiff Labs\s/);
  });

  it('Given --json, When listing, Then one document with every template', async () => {
    const result = await s.cli(['templates', 'list', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const names = jsonOf(result).items.map((template: { name: string }) => template.name);
    expect(names).toEqual(expect.arrayContaining(['wordpress-blog', 'drupal-cms-starter', 'admin-draft']));
  });
});

describe('skiff projects and workspaces writes with --json', () => {
  it('Given --json, When updating a project, Then the saved project as JSON', async () => {
    const result = await s.cli(['projects', 'update', PROJECT, '--description', 'The shop', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ name: 'storefront', description: 'The shop' });
  });

  it("Given --json, When syncing a project's branches, Then the spec's message and the branches", async () => {
    const result = await s.cli(['projects', 'sync', PROJECT, '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({
      message: 'Syncing branches successfully.',
      branches: expect.arrayContaining(['main', 'staging']),
    });
  });

  it('Given --json, When updating a workspace setting, Then the saved workspace as JSON', async () => {
    const result = await s.cli(['workspaces', 'update', 'Acme Production', '--description', 'Acme sites', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ name: 'Acme Production', description: 'Acme sites' });
  });

  it('Given --json, When creating a tag, Then the new tag as JSON', async () => {
    const result = await s.cli(['tags', 'create', 'v9', '--project', PROJECT, '--image', 'reg.example/x:9', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ _id: ID, name: 'v9', containerImage: 'reg.example/x:9' });
  });
});

describe('skiff notifications and tokens writes with --json', () => {
  it('Given --json, When marking every notification read then clearing them, Then one object each', async () => {
    // A task still running (the unpause above starts one and does not wait) notifies when it ends: after the clear
    // it would be listed. Start once none runs.
    const owner = await s.emulator.clientFor(DEMO_OWNER);
    await waitFor(
      async () => (await owner.activities.list({ pageSize: 100 })).items.every((a) => !isTaskRunning(a.status)),
      'no task running',
      30_000,
      100,
    );
    const read = await s.cli(['notifications', 'read', '--all', '--json']);
    expect([read.code, read.stderr, jsonOf(read)]).toEqual([0, '', { all: true, seen: true }]);
    const cleared = await s.cli(['notifications', 'clear', '--yes', '--json']);
    expect([cleared.code, cleared.stderr, jsonOf(cleared)]).toEqual([0, '', { cleared: true }]);
    expect(jsonOf(await s.cli(['notifications', 'list', '--json'])).items).toEqual([]);
  });

  it('Given a new token, When deleting it with --json, Then an object names it and it is no longer listed', async () => {
    const created = jsonOf(await s.cli(['tokens', 'create', '--note', 'short-lived', '--json']));
    const result = await s.cli(['tokens', 'delete', created._id, '--yes', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ _id: created._id });
    const notes = jsonOf(await s.cli(['tokens', 'list', '--json'])).items.map((token: { note: string }) => token.note);
    expect(notes).not.toContain('short-lived');
  });
});

describe('skiff tags configure and security, apps security with --json', () => {
  const TAG = `${PROJECT}@v9`;

  it('Given a tag not deployed, When configuring with --json, Then saved at once: no activity, the tag', async () => {
    await tagV9();
    const args = ['tags', 'configure', TAG, '--capacity', 'micro', '--capacity-limit', 'small_1', '--json'];
    const result = await s.cli(args);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({
      saved: true,
      activityId: null,
      deployment: { name: 'v9', capacity: 'micro', capacityLimit: 'small_1' },
    });
  });

  it('Given a tag not deployed, When securing with --json, Then saved at once with the permission level', async () => {
    await tagV9();
    const result = await s.cli(['tags', 'security', TAG, '--file-permission', 'looser', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ saved: true, activityId: null, deployment: { name: 'v9' } });
  });

  it('Given a running branch, When securing with --wait --json, Then the upgrade task as one JSON result', async () => {
    const result = await s.cli([
      'apps',
      'security',
      `${PROJECT}/main`,
      '--file-permission',
      'stricter',
      '--wait',
      '--json',
    ]);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ action: 'UPGRADE_APPLICATION', status: 'SUCCESS', activityId: ID });
  });
});

describe('the admin lists in the missing mode', () => {
  it('Given --json, When listing cloud accounts and hosted zones, Then one document each, never a secret', async () => {
    const accounts = await s.cli(['cloud-accounts', 'list', '--json']);
    expect([accounts.code, accounts.stderr]).toEqual([0, '']);
    const items = jsonOf(accounts).items;
    expect(items.map((account: { provider: string }) => account.provider)).toEqual(
      expect.arrayContaining(['AZURE', 'DIGITAL_OCEAN']),
    );
    expect(accounts.stdout).not.toMatch(/secret|password|privateKey/i);
    const zones = await s.cli(['hosted-zones', 'list', '--json']);
    expect([zones.code, zones.stderr]).toEqual([0, '']);
    expect(jsonOf(zones).items[0]).toMatchObject({ name: 'forge.skiff.dev', isDrupalForge: true });
  });

  it('Given the instance owner, When listing users and the workspaces of one, Then tables', async () => {
    const users = await s.cli(['users', 'list']);
    expect([users.code, users.stderr]).toEqual([0, '']);
    expect(users.stdout).toMatch(/^EMAIL\s+NAME\s+ROLE\s+SIGN-IN\s+WORKSPACES\s+CREATED\s+ID\n/);
    expect(users.stdout).toMatch(/^admin@demo\.skiff\.dev\s+Adam Admin\s+MEMBER\s+password\s+2\s/m);
    const workspaces = await s.cli(['users', 'workspaces', 'admin@demo.skiff.dev']);
    expect([workspaces.code, workspaces.stderr]).toEqual([0, '']);
    const names = workspaces.stdout
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(/\s{2,}/)[0]);
    expect(names.sort()).toEqual(['Acme Production', 'Globex Staging']);
  });

  it('Given --json, When showing a template, Then the template document', async () => {
    const result = await s.cli(['templates', 'get', 'wordpress-blog', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ _id: ID, name: 'wordpress-blog', title: 'WordPress Blog' });
  });
});

describe('profiles use, and a failure with --json', () => {
  it('Given --json, When choosing the profile in use, Then {current}', async () => {
    const result = await s.cli(['profiles', 'use', 'default', '--json']);
    expect([result.code, result.stderr, jsonOf(result)]).toEqual([0, '', { current: 'default' }]);
  });

  it('Given --json and an unknown activity, When aborting it, Then nothing on stdout, the error as text, exit 5', async () => {
    const result = await s.cli(['activities', 'abort', '000000000000000000000000', '--json']);
    expect([result.code, result.stdout]).toEqual([5, '']);
    expect(result.stderr).toMatch(/^Error: Activity not found\.\n/);
  });
});

describe('skiff tags undeploy (human) and delete (--json)', () => {
  const TAG = `${PROJECT}@v9`;

  it('Given a deployed tag, When undeploying with --wait, Then the result line; deleting with --json, {deleted}', async () => {
    await tagV9();
    expect((await s.cli(['tags', 'deploy', TAG, '--wait', '--json'])).code).toBe(0);
    const undeployed = await s.cli(['tags', 'undeploy', TAG, '--confirm', 'reg.example/x:9', '--wait']);
    expect(undeployed.code, undeployed.stderr).toBe(0);
    expect(undeployed.stdout).toMatch(/^DELETE_DEPLOYMENT SUCCESS \(\d+ lines, \d+\.\d s\)\n$/);
    const deleted = await s.cli(['tags', 'delete', TAG, '--confirm', 'reg.example/x:9', '--json']);
    expect([deleted.code, deleted.stderr]).toEqual([0, '']);
    expect(jsonOf(deleted)).toEqual({ deleted: true, _id: expect.stringMatching(ID), tag: 'v9' });
  });
});

describe('skiff notifications watch (human)', () => {
  it('Given a watch, When a notification arrives and a task runs, Then one line each on stdout until Ctrl-C', async () => {
    // Not --timeout 8: two CLI runs and a task on a busy machine can outlast it. Ctrl-C once both lines are out.
    const child = spawn(process.execPath, [CLI_PATH, 'notifications', 'watch', '--timeout', '50'], {
      env: { ...process.env, SKIFF_CONFIG_DIR: s.emulator.configDir, NO_COLOR: '1', SKIFF_PROFILE: undefined },
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    onTestFinished(() => {
      child.kill();
    });
    await waitFor(() => stderr.includes('Watching; Ctrl-C to stop.'), 'the watch to open', 20_000);
    await s.cli(['api', 'POST', '/notifications', '-f', 'title=Watched', '-f', 'message=by the test']);
    await s.cli(['apps', 'pause', 'Acme Production/marketing-site/main', '--wait']);
    await waitFor(() => /ACTIVITY PAUSE_APPLICATION SUCCESS /.test(stdout), 'the task line', 20_000);
    await waitFor(() => stdout.includes('NOTIFICATION Watched: by the test'), 'the notification line', 20_000);
    child.kill('SIGINT');
    expect(await closed).toBe(0);
    expect(stderr).toBe('Watching; Ctrl-C to stop.\n');
    expect(stdout).toMatch(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d NOTIFICATION Watched: by the test$/m);
    expect(stdout).toMatch(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d ACTIVITY PAUSE_APPLICATION PENDING [0-9a-f]{24} /m);
  }, 60_000);
});
