import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';
import { usageErrors } from './usage-errors.js';

const s = useSignedInCli();
const MAIN = 'Acme Production/storefront/main';
const DEVELOP = 'Acme Production/storefront/develop';
const USAGE_ERRORS = usageErrors(mkdtempSync(join(tmpdir(), 'skiff-bad-input-')));

describe('bad input: a clear message naming the flag and the rule, exit 2, never a stack', () => {
  it.each(USAGE_ERRORS)('Given skiff %j, When run, Then exit 2 and the message', async (args, message) => {
    const result = await s.cli(args, { input: '' });
    expect([result.code, result.stdout, result.stderr]).toEqual([2, '', `Error: ${message}\n`]);
  });

  it('Given --yes and --json on a typed confirmation, When run, Then the same usage error, nothing deleted', async () => {
    const never = 'Acme Production/storefront/feature-login';
    const result = await s.cli(['apps', 'delete', never, '--yes', '--json']);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toMatch(/add --confirm 'branch\/feature-login' \(--yes is not enough for this one\)\.\n$/);
    expect(jsonOf(await s.cli(['apps', 'get', never, '--json'])).branch).toBe('feature-login');
  });
});

describe('no terminal to answer on', () => {
  it('Given a browser sign-in with nothing on stdin, When run, Then exit 2 names the flags that need no browser', async () => {
    const result = await s.cli(['--profile', 'ci', 'auth', 'login', '--origin', s.emulator.origin, '--no-browser'], {
      input: '',
    });
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toMatch(
      /\nError: No code was pasted\.\nWithout a browser or a terminal, sign in with --email EMAIL --password-stdin, or --token-stdin\.\n$/,
    );
    expect((await s.cli(['profiles', 'list', '--json'])).stdout).not.toContain('"ci"');
  });
});

describe('misses by name: did you mean, and the command that lists them', () => {
  it('Given two tokens with one note, When revoking by that note, Then exit 2 asks for the id, both still work', async () => {
    for (let i = 0; i < 2; i++) expect((await s.cli(['tokens', 'create', '--note', 'twin'])).code).toBe(0);
    const result = await s.cli(['tokens', 'delete', 'twin', '--yes']);
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      '',
      "Error: 2 tokens have the note 'twin': give the id (see skiff tokens list).\n",
    ]);
    const notes = jsonOf(await s.cli(['tokens', 'list', '--json'])).items.map((t: { note: string }) => t.note);
    expect(notes.filter((note: string) => note === 'twin')).toHaveLength(2);
  });

  it('Given a pod name one character short, When deleting it, Then exit 5 suggests the pod, nothing deleted', async () => {
    const pods = jsonOf(await s.cli(['apps', 'get', DEVELOP, '--json'])).podDetails as Array<{ podName: string }>;
    const pod = pods[0]!.podName;
    const result = await s.cli(['apps', 'delete-pod', DEVELOP, pod.slice(0, -1), '--yes']);
    expect([result.code, result.stdout, result.stderr]).toEqual([
      5,
      '',
      `Error: No pod named '${pod.slice(0, -1)}'. Did you mean '${pod}'?\nList them with: skiff apps get '${DEVELOP}'\n`,
    ]);
  });

  it('Given --secret-manager misspelt or in another case, When configuring or deploying, Then did you mean, or its name', async () => {
    const never = 'Acme Production/storefront/feature-login';
    expect((await s.cli(['secrets', 'set', 'Acme Production/storefront', 'production', 'A=1'])).code).toBe(0);
    const miss =
      "Error: No secret manager named 'productio'. Did you mean 'production'?\n" +
      "List them with: skiff secrets list 'Acme Production/storefront'\n";
    for (const args of [
      ['apps', 'configure', never, '--secret-manager', 'productio'],
      ['deploy', never, '--secret-manager', 'productio'],
    ]) {
      const result = await s.cli(args);
      expect([result.code, result.stdout, result.stderr]).toEqual([5, '', miss]);
    }
    expect((await s.cli(['apps', 'configure', never, '--secret-manager', 'PRODUCTION'])).code).toBe(0);
    expect(jsonOf(await s.cli(['apps', 'get', never, '--json'])).secretManager).toBe('production');
  });

  it('Given a backup id that is not there, When downloading, Then exit 5 and the list command of that branch', async () => {
    const result = await s.cli(['backups', 'download', MAIN, '65a1b2c3d4e5f6a7b8c9d0e1']);
    expect([result.code, result.stderr]).toEqual([
      5,
      `Error: No backup 65a1b2c3d4e5f6a7b8c9d0e1 in this application.\nList them with: skiff backups list '${MAIN}'\n`,
    ]);
  });

  it('Given a misspelt branch, When read, Then the branch is suggested and the apps list command named', async () => {
    const result = await s.cli(['apps', 'get', 'Acme Production/storefront/mian']);
    expect([result.code, result.stderr]).toEqual([
      5,
      "Error: No branch named 'mian'. Did you mean 'main'?\n" +
        "List them with: skiff apps list --workspace 'Acme Production' --project storefront\n",
    ]);
  });
});
