import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const WS = 'Acme Production';
interface Item {
  _id: string;
  status?: string | null;
  replicas?: number | null;
  deployedAt?: string | null;
  displayedState: string;
  workspace?: string | { _id: string };
}

const s = useSignedInCli();

const listJson = async (...args: string[]) => {
  const result = await s.cli(['apps', 'list', '--json', ...args]);
  expect(result.code).toBe(0);
  return jsonOf(result) as { workspace?: { name: string }; items: Item[]; total: number };
};
const ids = (items: Item[]) => items.map((app) => app._id).sort();

/** Spec 001, applications table: the status filter's three states, written out here from the spec's words. */
function expectedStatus(app: Item): 'Deployed' | 'Paused' | 'Undeployed' {
  const deployed = app.status === 'DEPLOY_APPLICATION_SUCCESS' || app.status === 'UPGRADING';
  if (!deployed) return 'Undeployed';
  return (app.replicas ?? 0) > 0 ? 'Deployed' : 'Paused';
}

describe('skiff apps list --status', () => {
  it('Given a workspace, When filtering by each status, Then the three lists split the whole list by state', async () => {
    const all = await listJson('--workspace', WS);
    expect(all.items.length).toBeGreaterThan(3);
    for (const status of ['Deployed', 'Paused', 'Undeployed'] as const) {
      const filtered = await listJson('--workspace', WS, '--status', status);
      expect(filtered.workspace?.name).toBe(WS);
      expect(filtered.total).toBe(filtered.items.length);
      expect(ids(filtered.items)).toEqual(ids(all.items.filter((app) => expectedStatus(app) === status)));
    }
    const deployed = (await listJson('--workspace', WS, '--status', 'deployed')).items;
    expect(deployed.length).toBeGreaterThan(0);
  });

  it('Given --status Paused, When listing as a table, Then every row shows the Paused state', async () => {
    const result = await s.cli(['apps', 'list', '--workspace', WS, '--status', 'Paused']);
    expect(result.code).toBe(0);
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^BRANCH\s+PROJECT\s+STATE\s+HOSTNAME\s+LAST ACTIVITY\s+ID$/);
    const paused = (await listJson('--workspace', WS, '--status', 'Paused')).items;
    expect(rows).toHaveLength(paused.length);
    for (const row of rows) expect(row).toMatch(/\sPaused\s.*[0-9a-f]{24}$/);
  });

  it('Given an unknown status, When listing, Then exit 2 with a message naming --status and its choices', async () => {
    const result = await s.cli(['apps', 'list', '--workspace', WS, '--status', 'Running']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("--status 'Running' is not one of Deployed, Undeployed, Paused.");
  });
});

describe('skiff apps list --sort', () => {
  const times = (items: Item[]) => items.filter((app) => app.deployedAt).map((app) => Date.parse(`${app.deployedAt}`));

  it('Given --sort newest or oldest, When listing, Then deployed ones come by date and never-deployed ones last', async () => {
    const all = await listJson('--workspace', WS);
    for (const [order, compare] of [
      ['newest', (a: number, b: number) => b - a],
      ['oldest', (a: number, b: number) => a - b],
    ] as const) {
      const sorted = (await listJson('--workspace', WS, '--sort', order)).items;
      expect(ids(sorted)).toEqual(ids(all.items));
      expect(times(sorted)).toEqual([...times(sorted)].sort(compare));
      const firstUndeployed = sorted.findIndex((app) => !app.deployedAt);
      if (firstUndeployed >= 0) expect(sorted.slice(firstUndeployed).every((app) => !app.deployedAt)).toBe(true);
    }
  });

  it('Given --sort with --status, When listing as a table, Then rows follow the sorted JSON order', async () => {
    const sorted = (await listJson('--workspace', WS, '--status', 'Deployed', '--sort', 'oldest')).items;
    const result = await s.cli(['apps', 'list', '--workspace', WS, '--status', 'Deployed', '--sort', 'oldest']);
    expect(result.code).toBe(0);
    const rowIds = result.stdout
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((row) => row.trim().split(/\s+/).at(-1));
    expect(rowIds).toEqual(sorted.map((app) => app._id));
  });

  it('Given an unknown order, When listing, Then exit 2 naming --sort', async () => {
    const result = await s.cli(['apps', 'list', '--sort', 'name']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--sort 'name' is not one of newest, oldest.");
  });
});

describe('skiff apps list without --workspace', () => {
  it('Given several workspaces, When listing every application, Then one document holds them all', async () => {
    const all = await listJson();
    expect(all.workspace).toBeUndefined();
    expect(all.total).toBe(all.items.length);
    const acme = await listJson('--workspace', WS);
    expect(all.total).toBeGreaterThan(acme.total);
    const everyId = new Set(ids(all.items));
    expect(acme.items.every((app) => everyId.has(app._id))).toBe(true);
    expect(everyId.size).toBe(all.total);
    for (const app of all.items) expect(app.displayedState).toMatch(/\S/);
  });

  it('Given --project alone, When listing, Then exit 2 asking for --workspace', async () => {
    const result = await s.cli(['apps', 'list', '--project', 'storefront']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--project needs --workspace');
  });
});
