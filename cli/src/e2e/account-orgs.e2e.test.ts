import { DEMO_OWNER, DEMO_PASSWORD_FOR_TESTS } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const s = useSignedInCli();

describe('skiff account', () => {
  it('Given the profile, When shown and changed, Then the details and the spec message', async () => {
    const shown = await s.cli(['account', 'profile']);
    expect(shown.stdout).toMatch(new RegExp(`^Email: +${DEMO_OWNER}\\nName: +Olivia Owner\\nState: +FOCUSING\\n`));
    const changed = await s.cli(['account', 'profile', '--name', 'Olivia O', '--state', 'out-sick']);
    expect(changed.stderr).toBe('Update profile successfully!\n');
    expect(changed.stdout).toMatch(/^Name: +Olivia O\nState: +OUT_SICK$/m);
    expect(jsonOf(await s.cli(['account', 'profile', '--json']))).toMatchObject({ displayName: 'Olivia O' });
    const blank = await s.cli(['account', 'profile', '--name', ' ']);
    expect([blank.code, blank.stderr]).toEqual([2, 'Error: --name: Please input your name!\n']);
    const state = await s.cli(['account', 'profile', '--state', 'asleep']);
    expect(state.stderr).toBe("Error: --state 'asleep' is not one of FOCUSING, BUSY, TRAVELING, OUT_SICK.\n");
  });

  it('Given git tokens on stdin, When set, listed and removed, Then only a hint of the token is ever shown', async () => {
    const token = 'glpat-verysecret-1234';
    const set = await s.cli(['account', 'git-tokens', 'set', 'gitlab', '--username', 'olivia'], { input: token });
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/^PROVIDER +USERNAME +TOKEN +UPDATED\nGITLAB +olivia +\S+ /);
    const list = await s.cli(['account', 'git-tokens', '--json']);
    expect(jsonOf(list).items).toEqual([expect.objectContaining({ gitProvider: 'GITLAB', username: 'olivia' })]);
    expect(set.stdout + list.stdout).not.toContain(token);
    const noToken = await s.cli(['account', 'git-tokens', 'set', 'github', '--username', 'o']);
    expect(noToken.stderr).toMatch(/^Error: No token on stdin/);
    const badProvider = await s.cli(['account', 'git-tokens', 'set', 'svn', '--username', 'o'], { input: 'x' });
    expect(badProvider.stderr).toBe("Error: PROVIDER 'svn' is not one of GITHUB, GITLAB, BITBUCKET, DRUPALCODE.\n");
    const removed = await s.cli(['account', 'git-tokens', 'remove', 'gitlab', '--json']);
    expect(jsonOf(removed).items).toEqual([]);
  });

  it('Given the current and a new password on stdin, When changed, Then the spec message and the new one signs in', async () => {
    const current = DEMO_PASSWORD_FOR_TESTS;
    const change = (input: string) => s.cli(['account', 'password', '--current-password-stdin'], { input });
    const login = ['--profile', 'again', 'auth', 'login', '--origin', s.emulator.origin, '--email', DEMO_OWNER];
    const noCurrent = await s.cli(['account', 'password'], { input: 'N3w!Passw0rd\nN3w!Passw0rd\n' });
    expect(noCurrent.code).toBe(2);
    expect(noCurrent.stderr).toMatch(/^Error: The current password is required: pipe it as the first line of stdin/);
    expect((await change('\nN3w!Passw0rd\n')).stderr).toBe('Error: Please input your current password!\n');
    const weak = await change(`${current}\nweakpass\n`);
    expect(weak.stderr).toMatch(/^Error: Password must be 8-18 characters/);
    const mismatch = await change(`${current}\nN3w!Passw0rd\nN3w!Passw0rX\n`);
    expect(mismatch.stderr).toBe('Error: Confirm password that you entered do not match!\n');
    const wrong = await change('Wr0ng!pass\nN3w!Passw0rd\nN3w!Passw0rd\n');
    expect([wrong.code, wrong.stdout]).toEqual([3, '']);
    expect(wrong.stderr).toMatch(
      /^Error: Incorrect username or password\.\nNothing was changed: check your current password\./,
    );
    expect((await s.cli([...login, '--password-stdin'], { input: 'N3w!Passw0rd' })).code).toBe(3);
    const changed = await change(`${current}\nN3w!Passw0rd\nN3w!Passw0rd\n`);
    expect([changed.code, changed.stdout]).toEqual([0, 'Change password successfully!\n']);
    expect((await s.cli([...login, '--password-stdin'], { input: 'N3w!Passw0rd' })).code).toBe(0);
    expect((await s.cli([...login, '--password-stdin'], { input: current })).code).toBe(3);
  });
});

describe('skiff orgs', () => {
  it('Given an organization, When created, read, renamed and deleted, Then each step shows', async () => {
    const missing = await s.cli(['orgs', 'create']);
    expect([missing.code, missing.stderr]).toEqual([2, 'Error: --name: Required\n']);
    const created = await s.cli(['orgs', 'create', '--name', 'Acme Web Team', '--description', 'Storefront devs']);
    expect(created.stdout).toMatch(/^Created organization Acme Web Team \([0-9a-f]{24}\)\.\n$/);
    const get = await s.cli(['orgs', 'get', 'acme web team']);
    expect(get.stdout).toMatch(/^Name: +Acme Web Team$/m);
    expect(get.stdout).toMatch(new RegExp(`^Member 1: +${DEMO_OWNER} \\(OWNER\\)$`, 'm'));
    expect((await s.cli(['orgs', 'list'])).stdout).toMatch(/^Acme Web Team +Storefront devs +1 /m);
    const renamed = await s.cli(['orgs', 'update', 'Acme Web Team', '--name', 'Acme Web']);
    expect(renamed.stdout).toBe('Updated organization Acme Web.\n');
    const nothing = await s.cli(['orgs', 'update', 'Acme Web']);
    expect(nothing.stderr).toBe('Error: Nothing to change: give --name, --description, --email, --logo or --color.\n');
    expect((await s.cli(['orgs', 'delete', 'Acme Web'])).code).toBe(2);
    const deleted = await s.cli(['orgs', 'delete', 'Acme Web', '--yes', '--json']);
    expect(jsonOf(deleted)).toMatchObject({ name: 'Acme Web', deleted: true });
    expect(jsonOf(await s.cli(['orgs', 'list', '--json'])).items.map((o: { name: string }) => o.name)).not.toContain(
      'Acme Web',
    );
  });
});
