import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

/** The one paging contract of every list (cli/src/cli/paging.ts), against the demo world. */
const owner = useSignedInCli();

describe('every list pages the same way', () => {
  it('Given more workspaces than a page, When listing with --json, Then every one, with total and more=false', async () => {
    const result = await owner.cli(['workspaces', 'list', '--json']);
    const doc = jsonOf(result);
    expect(doc.total).toBeGreaterThan(12);
    expect(doc.items).toHaveLength(doc.total);
    expect(doc.more).toBe(false);
  });

  it('Given --page 2, When listing workspaces, Then the rest after 12, with the page facts', async () => {
    const all = jsonOf(await owner.cli(['workspaces', 'list', '--json'])).total;
    const doc = jsonOf(await owner.cli(['workspaces', 'list', '--page', '2', '--json']));
    expect(doc).toMatchObject({ total: all, more: false, page: 2, pageSize: 12, pages: 2 });
    expect(doc.items).toHaveLength(all - 12);
  });

  it('Given --limit, When listing workspaces, projects and domains, Then at most that many and more tells', async () => {
    for (const args of [
      ['workspaces', 'list'],
      ['projects', 'list', '--workspace', 'Acme Production'],
      ['apps', 'list', '--workspace', 'Acme Production'],
    ]) {
      const doc = jsonOf(await owner.cli([...args, '--limit', '1', '--json']));
      expect(doc.items).toHaveLength(1);
      expect(doc.more).toBe(doc.total > 1);
    }
  });

  it('Given a table cut by --limit, When listing, Then stderr says how much is left out and how to see it', async () => {
    const result = await owner.cli(['workspaces', 'list', '--limit', '2']);
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(3);
    expect(result.stderr).toMatch(/^Showing 2 of \d+ workspaces: add --all for every one, or --limit N\.$/m);
  });

  it('Given activities, When listing without flags, Then the newest 20 and the total; --all gives every one', async () => {
    const some = jsonOf(await owner.cli(['activities', 'list', '--json']));
    expect(some.items.length).toBeLessThanOrEqual(20);
    expect(some.more).toBe(some.total > 20);
    const all = jsonOf(await owner.cli(['activities', 'list', '--all', '--json']));
    expect(all.items).toHaveLength(all.total);
  });

  it('Given an application, When its activities are listed with --app, Then its own only, newest first; with --workspace too, exit 2', async () => {
    const ref = 'Acme Production/storefront/main';
    const doc = jsonOf(await owner.cli(['activities', 'list', '--app', ref, '--all', '--json']));
    expect(doc.application.ref).toBe(ref);
    expect(doc.workspace.name).toBe('Acme Production');
    expect(doc.items.length).toBeGreaterThan(0);
    expect(doc.items).toHaveLength(doc.total);
    const own = (a: { application?: unknown }) => a.application === doc.application._id;
    expect(doc.items.filter(own)).toHaveLength(doc.items.length);
    const created = doc.items.map((a: { createdAt: string }) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const both = await owner.cli(['activities', 'list', '--app', ref, '--workspace', 'Acme Production']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--app and --workspace cannot be used together/);
  });

  it('Given --page with --all, or a page past the end, When listing, Then exit 2', async () => {
    expect((await owner.cli(['workspaces', 'list', '--page', '1', '--all'])).code).toBe(2);
    const past = await owner.cli(['workspaces', 'list', '--page', '99']);
    expect(past.code).toBe(2);
    expect(past.stderr).toMatch(/^Error: --page 99: there are 2 pages \(\d+ in all\)\.$/m);
  });
});
