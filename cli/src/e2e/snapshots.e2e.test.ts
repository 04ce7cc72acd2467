import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const s = useSignedInCli();
const SITE = 'Acme Production/storefront/main';

describe('skiff snapshots', () => {
  it('Given the seeded snapshots, When listed and one shown, Then their names, tags, sizes and ids', async () => {
    const list = await s.cli(['snapshots', 'list', SITE]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/^NAME +IMAGE TAG +SIZE +STATUS +CREATED +ID\n/);
    expect(list.stdout).toMatch(
      /^storefront-main-\S+ +storefront-main:snap-\d{8} +700\.0 MiB +READY +.+ [0-9a-f]{24}$/m,
    );
    const items = jsonOf(await s.cli(['snapshots', 'list', SITE, '--json'])).items;
    expect(items).toHaveLength(2);
    const shown = await s.cli(['snapshots', 'get', items[0]._id]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`Name:        ${items[0].name}\n`);
    expect(shown.stdout).toMatch(/^Image tag: +storefront-main:snap-\d{8}$/m);
    expect(shown.stdout).toMatch(/^Status: +READY$/m);
    const missing = await s.cli(['snapshots', 'get', '0123456789abcdef01234567']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/^Error: .*[Ss]napshot/);
  });

  it('Given no terminal, When deleting without --yes, Then refused and kept; with --yes --wait it is gone', async () => {
    const [first] = jsonOf(await s.cli(['snapshots', 'list', SITE, '--json'])).items;
    const refused = await s.cli(['snapshots', 'delete', first._id]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`Error: To delete snapshot '${first.name}' (${first._id}), add --yes.\n`);
    expect(jsonOf(await s.cli(['snapshots', 'list', SITE, '--json'])).items).toHaveLength(2);
    const deleted = await s.cli(['snapshots', 'delete', first._id, '--yes', '--wait']);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toMatch(/^DELETE_SNAPSHOT SUCCESS/);
    const left = jsonOf(await s.cli(['snapshots', 'list', SITE, '--json'])).items;
    expect(left.map((x: { _id: string }) => x._id)).not.toContain(first._id);
    expect(left).toHaveLength(1);
  });
});
