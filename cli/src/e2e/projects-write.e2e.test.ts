import type { TestEmulator } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// A failed test's retry gets a fresh world; each test makes (or asks `keptProject` for) the project it works on.
const s = useSignedInCli();
const WS = 'Acme Production';

/** Creates the GitHub Node.js project `name` of WS with a main branch, and waits for it. */
async function madeProject(name: string): Promise<void> {
  const made = await s.cli(
    [
      'projects',
      'create',
      name,
      '--workspace',
      WS,
      '--repo',
      `Acme/${name}`,
      '--type',
      'nodejs',
      '--branch',
      'main',
    ].concat('--wait'),
  );
  expect(made.code, made.stderr).toBe(0);
}
/** The project 'kept', made once per world: each test that changes it sets and reads back only what it checks. */
const kept = new WeakMap<TestEmulator, Promise<void>>();
function keptProject(): Promise<void> {
  let made = kept.get(s.emulator);
  if (!made) {
    made = madeProject('kept');
    kept.set(s.emulator, made);
  }
  return made;
}

describe('skiff projects create and import', () => {
  it('Given a repository and two branches, When creating with --wait, Then the task ends and both branches exist', async () => {
    const result = await s.cli([
      'projects',
      'create',
      'shop',
      '--workspace',
      WS,
      '--repo',
      'Acme/shop',
      '--type',
      'nodejs',
      '--branch',
      'main',
      '--branch',
      'develop',
      '--wait',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^CREATE_PROJECT SUCCESS \(\d+ lines, \d+\.\d s\)\n$/);
    const apps = jsonOf(await s.cli(['apps', 'list', '--workspace', WS, '--project', 'shop', '--json']));
    expect(apps.items.map((a: { branch: string }) => a.branch).sort()).toEqual(['develop', 'main']);
    const project = jsonOf(await s.cli(['projects', 'get', `${WS}/shop`, '--json']));
    expect(project).toMatchObject({ repositoryProvider: 'GITHUB', repositoryOwner: 'acme', repositoryName: 'shop' });
  });

  it('Given bad source flags, When creating, Then exit 2 naming the flag and rule', async () => {
    const noRepo = await s.cli(['projects', 'create', 'x', '--workspace', WS]);
    expect(noRepo.code).toBe(2);
    expect(noRepo.stderr).toBe('Error: --repo is required: the repository as OWNER/NAME.\n');
    const github = await s.cli(
      ['projects', 'create', 'x', '--workspace', WS, '--repo', 'a/b', '--repository-token-stdin'],
      {
        input: 'tok',
      },
    );
    expect(github.stderr).toBe(
      'Error: --repository-token-stdin: GitHub cannot use a repository token; use --personal-token.\n',
    );
    const blank = await s.cli(['projects', 'create', ' ', '--workspace', WS, '--repo', 'a/b']);
    expect(blank.stderr).toBe('Error: NAME: Required\n');
    // The wizard's Application Type step has no preselection: the type must be given (spec 001 section 2).
    const noType = await s.cli(['projects', 'create', 'x', '--workspace', WS, '--repo', 'a/b']);
    expect([noType.code, noType.stderr]).toEqual([2, 'Error: --type: Required\n']);
    const both = await s.cli(
      ['projects', 'create', 'x', '--workspace', WS, '--repo', 'a/b', '--personal-token', '--repository-token-stdin'],
      { input: 'tok' },
    );
    expect(both.stderr).toBe(
      'Error: --personal-token and --repository-token-stdin: choose one way to reach the repository.\n',
    );
  });

  it('Given a template by name, When creating (quickstart) with --json, Then the project and its activity', async () => {
    const result = await s.cli([
      'projects',
      'create',
      'blog',
      '--workspace',
      WS,
      '--template',
      'wordpress-blog',
      '--json',
    ]);
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toMatchObject({ name: 'blog', activityId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const typo = await s.cli(['projects', 'create', 'b2', '--workspace', WS, '--template', 'wordpress-blg']);
    expect(typo.code).toBe(5);
    expect(typo.stderr).toMatch(/^Error: No template named 'wordpress-blg'\. Did you mean 'wordpress-blog'\?/);
  });

  it('Given a Pantheon site and its machine token on stdin, When importing with --wait, Then MIGRATE_PROJECT SUCCESS', async () => {
    const args = ['projects', 'import', 'old-site', '--workspace', WS, '--site-id', 'site-1234'];
    const missing = await s.cli([...args, '--repo', 'acme/old-site']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('Error: --machine-token-stdin is required: pipe the Pantheon machine token in.\n');
    const result = await s.cli([...args, '--machine-token-stdin', '--repo', 'acme/old-site', '--new-repo', '--wait'], {
      input: 'pantheon-machine-token\n',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^MIGRATE_PROJECT SUCCESS/);
    expect(result.stdout + result.stderr).not.toContain('pantheon-machine-token');
  });
});

describe('skiff projects update, sync, settings', () => {
  it('Given a new description, When updating, Then it shows; an empty name gets the spec message', async () => {
    await keptProject();
    const result = await s.cli(['projects', 'update', `${WS}/kept`, '--description', 'The new shop']);
    expect(result.stdout).toBe("Updated project 'Acme Production/kept'.\n");
    expect(jsonOf(await s.cli(['projects', 'get', `${WS}/kept`, '--json'])).description).toBe('The new shop');
    const empty = await s.cli(['projects', 'update', `${WS}/kept`, '--name', '']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toBe('Error: --name: Please enter name\n');
  });

  it('Given a project type by name, When updating with --type, Then the project has it; an unknown one is refused', async () => {
    await keptProject();
    const result = await s.cli(['projects', 'update', `${WS}/kept`, '--type', 'Drupal 11']);
    expect(result.stdout, result.stderr).toBe("Updated project 'Acme Production/kept'.\n");
    const after = jsonOf(await s.cli(['projects', 'get', `${WS}/kept`, '--json']));
    expect(after.projectType).toMatchObject({ key: 'drupal11' });
    const bad = await s.cli(['projects', 'update', `${WS}/kept`, '--type', 'cobol']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^Error: --type 'cobol' is not a project type: use lamp, nodejs, /);
    expect(jsonOf(await s.cli(['projects', 'get', `${WS}/kept`, '--json'])).projectType.key).toBe('drupal11');
  });

  it("Given a project, When syncing its branches, Then the spec's success message", async () => {
    const result = await s.cli(['projects', 'sync', `${WS}/storefront`]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Syncing branches successfully.\n');
  });

  it('Given extensions, When set and listed, Then one per line and as JSON', async () => {
    await keptProject();
    const set = await s.cli([
      'projects',
      'extensions',
      `${WS}/kept`,
      'esbenp.prettier-vscode',
      'dbaeumer.vscode-eslint',
    ]);
    expect(set.stdout).toBe('esbenp.prettier-vscode\ndbaeumer.vscode-eslint\n');
    const listed = jsonOf(await s.cli(['projects', 'extensions', `${WS}/kept`, '--json']));
    expect(listed).toEqual({ extensions: ['esbenp.prettier-vscode', 'dbaeumer.vscode-eslint'] });
    const cleared = await s.cli(['projects', 'extensions', `${WS}/kept`, '--clear']);
    expect(cleared.stderr).toBe('No editor extensions in kept.\n');
  });

  it('Given registry fields, When some are missing, Then each flag with its rule; complete, it is saved', async () => {
    await keptProject();
    const bad = await s.cli([
      'projects',
      'registries',
      `${WS}/kept`,
      '--provider',
      'Github',
      '--server',
      'not a url',
      '--base',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'Error: --server: Invalid url\n--username: Required\n--token-stdin: Required\n--tag: Required\n',
    );
    const args = ['projects', 'registries', `${WS}/kept`, '--provider', 'Github', '--server', 'ghcr.io'];
    const saved = await s.cli([...args, '--username', 'acme', '--token-stdin'], { input: 'ghp_secret\n' });
    expect(saved.code).toBe(0);
    expect(saved.stdout).toBe("Saved the registry of project 'Acme Production/kept'.\n");
    expect(jsonOf(await s.cli(['projects', 'get', `${WS}/kept`, '--json'])).registryServer).toBe('ghcr.io');
  });

  it('Given a GitHub project, When refreshing with a repository token, Then refused; a personal token is fine', async () => {
    await keptProject();
    const refused = await s.cli(['projects', 'refresh-token', `${WS}/kept`, '--repository-token-stdin'], {
      input: 't',
    });
    expect(refused.code).toBe(2);
    const personal = await s.cli(['projects', 'refresh-token', `${WS}/kept`, '--personal-token']);
    expect(personal.code).toBe(0);
    expect(personal.stdout).toBe("Refreshed the repository access of project 'Acme Production/kept'.\n");
  });
});

describe('skiff projects delete', () => {
  it("Given the wrong typed text, When deleting, Then 'Value is not matching!'; project/NAME deletes it", async () => {
    await madeProject('gone-soon');
    const wrong = await s.cli(['projects', 'delete', `${WS}/gone-soon`, '--confirm', 'gone-soon']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toBe("Error: --confirm 'gone-soon' does not match. Value is not matching!\n");
    const missing = await s.cli(['projects', 'delete', `${WS}/gone-soon`]);
    expect(missing.stderr).toBe(
      "Error: To delete project 'Acme Production/gone-soon' with its applications, add --confirm 'project/gone-soon'.\n",
    );
    const deleted = await s.cli(['projects', 'delete', `${WS}/gone-soon`, '--confirm', 'project/gone-soon', '--json']);
    expect(deleted.code).toBe(0);
    expect(jsonOf(deleted)).toMatchObject({ deleted: true, name: 'gone-soon' });
    const gone = await s.cli(['projects', 'get', `${WS}/gone-soon`]);
    expect(gone.code).toBe(5);
    expect(gone.stderr).toMatch(/No project named 'gone-soon'/);
  });
});
