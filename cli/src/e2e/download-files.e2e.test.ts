import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSignedInCli } from './signed-in.js';

/** Downloads and exports hold dumps and secret values: 0600 files in 0700 folders, never overwritten unasked. */
const owner = useSignedInCli();
const SITE = 'Acme Production/marketing-site/main';
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('backup downloads', () => {
  it('Given a new folder, When a backup is downloaded into it, Then the folder is 0700 and the dump 0600', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'skiff-dl-')), 'out');
    const result = await owner.cli(['backups', 'create', SITE, '--database', '--download', `${dir}/`]);
    expect(result.code, result.stderr).toBe(0);
    const [sql] = readdirSync(dir);
    expect(modeOf(dir)).toBe('700');
    expect(modeOf(join(dir, sql!))).toBe('600');
  });

  it('Given the file exists, When downloading again, Then exit 2 names --force and the file is unchanged; --force replaces it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skiff-dl-'));
    const created = await owner.cli(['backups', 'create', SITE, '--database', '--wait', '--json']);
    const backupId = JSON.parse(created.stdout).backup?._id ?? JSON.parse(created.stdout)._id;
    const first = await owner.cli(['backups', 'download', SITE, backupId, '-o', dir]);
    expect(first.code, first.stderr).toBe(0);
    const file = join(dir, readdirSync(dir)[0]!);
    writeFileSync(file, 'mine');
    const again = await owner.cli(['backups', 'download', SITE, backupId, '-o', dir]);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(`Error: --output ${file}: the file exists; add --force to replace it.\n`);
    expect(readFileSync(file, 'utf8')).toBe('mine');
    const forced = await owner.cli(['backups', 'download', SITE, backupId, '-o', dir, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('CREATE TABLE');
    expect(modeOf(file)).toBe('600');
  });
});

describe('secret exports', () => {
  it('Given the file exists, When exporting to it, Then exit 2 and the file is unchanged; --force replaces it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skiff-export-')), 'prod.json');
    const set = await owner.cli(['secrets', 'set', 'Acme Production/storefront', 'prod', 'APP_ENV=prod']);
    expect(set.code, set.stderr).toBe(0);
    writeFileSync(file, 'mine');
    const refused = await owner.cli(['secrets', 'export', 'Acme Production/storefront', 'prod', '-o', file]);
    expect([refused.code, refused.stderr]).toEqual([
      2,
      `Error: --output ${file}: the file exists; add --force to replace it.\n`,
    ]);
    expect(readFileSync(file, 'utf8')).toBe('mine');
    const forced = await owner.cli(['secrets', 'export', 'Acme Production/storefront', 'prod', '-o', file, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toBeTypeOf('object');
    expect(modeOf(file)).toBe('600');
  });
});
