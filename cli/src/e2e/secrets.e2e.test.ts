import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// Each test makes the secret managers it works on, named for it (none uses another's): a failed test's retry gets
// a fresh world.
const s = useSignedInCli();
const P = 'Acme Production/storefront';
const dir = mkdtempSync(join(tmpdir(), 'skiff-secrets-'));

/** Makes the secret manager `name` of P with four variables, one of them holding '=' in its value. */
async function madeManager(name: string): Promise<void> {
  const args = ['APP_ENV=staging', 'URL=a=b', 'DB_PASSWORD=pa55-from-env', 'LOG_LEVEL=info'];
  const made = await s.cli(['secrets', 'set', P, name, ...args]);
  expect(made.code, made.stderr).toBe(0);
}
/** The names of P's secret managers. */
const managerNames = async (): Promise<string[]> =>
  jsonOf(await s.cli(['secrets', 'list', P, '--json'])).items.map((m: { name: string }) => m.name);

describe('skiff secrets', () => {
  it('Given KEY=VALUE words, env and stdin, When set, Then merged into one manager', async () => {
    const created = await s.cli(['secrets', 'set', P, 'production', 'APP_ENV=prod', 'URL=a=b']);
    expect([created.code, created.stdout]).toEqual([
      0,
      'Created secret manager production of Acme Production/storefront: 2 variables (APP_ENV, URL).\n',
    ]);
    const fromEnv = await s.cli(['secrets', 'set', P, 'production', '--from-env', 'DB_PASSWORD'], {
      env: { DB_PASSWORD: 'pa55-from-env' },
    });
    expect(fromEnv.stdout).toMatch(/^Updated secret manager production .*: 3 variables/);
    const stdin = await s.cli(['secrets', 'set', P, 'production', '--stdin', '--json'], {
      input: '# comment\nexport LOG_LEVEL=info\n\nAPP_ENV=staging\n',
    });
    expect(jsonOf(stdin)).toEqual({
      name: 'production',
      project: 'Acme Production/storefront',
      keys: ['APP_ENV', 'DB_PASSWORD', 'LOG_LEVEL', 'URL'],
    });
  });

  it('Given a manager, When listed and read, Then names only, values hidden unless asked', async () => {
    await madeManager('listed');
    const list = await s.cli(['secrets', 'list', P]);
    expect(list.stdout).toBe(`NAME\n${(await managerNames()).join('\n')}\n`);
    expect(list.stdout).toMatch(/^listed$/m);
    const hidden = await s.cli(['secrets', 'get', P, 'listed']);
    expect(hidden.stdout).toBe('APP_ENV\nURL\nDB_PASSWORD\nLOG_LEVEL\n');
    expect(hidden.stderr).toMatch(/Values hidden/);
    const shown = await s.cli(['secrets', 'get', P, 'listed', '--show-values']);
    expect(shown.stdout).toBe('APP_ENV=staging\nURL=a=b\nDB_PASSWORD=pa55-from-env\nLOG_LEVEL=info\n');
    expect(jsonOf(await s.cli(['secrets', 'get', P, 'listed', '--json'])).values).toEqual({
      APP_ENV: null,
      URL: null,
      DB_PASSWORD: null,
      LOG_LEVEL: null,
    });
  });

  it('Given export to a file and import of it, When round-tripped, Then the same values, file mode 0600', async () => {
    await madeManager('exported');
    const file = join(mkdtempSync(join(dir, 'export-')), 'exported.json');
    const exported = await s.cli(['secrets', 'export', P, 'exported', '-o', file]);
    expect([exported.code, exported.stdout]).toEqual([0, `${file}\n`]);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    const imported = await s.cli(['secrets', 'import', P, 'copy', file]);
    expect(imported.stdout).toMatch(/^Created secret manager copy .*: 4 variables/);
    const copy = await s.cli(['secrets', 'export', P, 'copy']);
    expect(JSON.parse(copy.stdout)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  it('Given bad names, keys, values and files, When set or imported, Then the spec messages and nothing stored', async () => {
    const before = await managerNames();
    const cases: [string[], string][] = [
      [['set', P, 'bad name', 'A=1'], "Error: NAME 'bad name': Name may only contain letters, digits and hyphens\n"],
      [['set', P, 'production', 'BAD-KEY=1'], "Error: KEY=VALUE 'BAD-KEY': Variable name is invalid\n"],
      [['set', P, 'production', 'EMPTY='], "Error: KEY=VALUE 'EMPTY': Please input value or delete this field.\n"],
      [
        ['set', P, 'production', 'NOEQUALS'],
        "Error: KEY=VALUE 'NOEQUALS' has no '=': write the name, then =, then the value.\n",
      ],
      [
        ['set', P, 'production'],
        'Error: No variables given: add KEY=VALUE words, --from-env NAME, or --stdin with KEY=VALUE lines.\n',
      ],
      [
        ['set', P, 'production', '--from-env', 'UNSET_VAR_X'],
        "Error: --from-env 'UNSET_VAR_X': Please input value or delete this field. (it is not set).\n",
      ],
    ];
    for (const [args, stderr] of cases) {
      const result = await s.cli(['secrets', ...args]);
      expect([result.code, result.stderr], args.join(' ')).toEqual([2, stderr]);
    }
    writeFileSync(join(dir, 'list.json'), '["a"]');
    const list = await s.cli(['secrets', 'import', P, 'bad', join(dir, 'list.json')]);
    expect([list.code, list.stderr]).toEqual([
      2,
      `Error: ${join(dir, 'list.json')}: The file must hold one JSON object.\n`,
    ]);
    writeFileSync(join(dir, 'keys.json'), '{"bad key": "x"}');
    const keys = await s.cli(['secrets', 'import', P, 'bad', join(dir, 'keys.json')]);
    expect([keys.code, keys.stderr]).toEqual([2, 'Error: Variable name is invalid\n']);
    expect(await managerNames()).toEqual(before);
  });

  it('Given export to a file in a folder that does not exist, When run, Then one sentence naming --output, exit 2', async () => {
    await madeManager('unsaved');
    const file = join(dir, 'no', 'such', 'unsaved.json');
    const exported = await s.cli(['secrets', 'export', P, 'unsaved', '-o', file]);
    expect([exported.code, exported.stdout, exported.stderr]).toEqual([
      2,
      '',
      `Error: --output ${file}: no such folder.\n`,
    ]);
  });

  it('Given delete, When unconfirmed then confirmed, Then refused, then gone (404 after)', async () => {
    await madeManager('doomed');
    const refused = await s.cli(['secrets', 'delete', P, 'doomed']);
    expect([refused.code, refused.stderr]).toEqual([
      2,
      'Error: To delete the secret manager doomed of Acme Production/storefront, add --yes.\n',
    ]);
    expect(await managerNames()).toContain('doomed');
    const deleted = await s.cli(['secrets', 'delete', P, 'doomed', '--yes', '--json']);
    expect(jsonOf(deleted)).toEqual({ name: 'doomed', project: 'Acme Production/storefront', deleted: true });
    const gone = await s.cli(['secrets', 'get', P, 'doomed']);
    expect(gone.code).toBe(5);
  });

  it('Given a misspelt or differently cased name, When read, exported or deleted, Then did you mean, or the manager', async () => {
    await madeManager('production');
    for (const args of [['get'], ['export'], ['delete', '--yes']]) {
      const missed = await s.cli(['secrets', ...args, P, 'producton']);
      expect([missed.code, missed.stdout, missed.stderr]).toEqual([
        5,
        '',
        "Error: No secret manager named 'producton'. Did you mean 'production'?\n" +
          `List them with: skiff secrets list '${P}'\n`,
      ]);
    }
    const cased = await s.cli(['secrets', 'get', P, 'PRODUCTION', '--json']);
    expect(jsonOf(cased).name).toBe('production');
  });
});
