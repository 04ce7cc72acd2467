import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const s = useSignedInCli();
const WS = 'Acme Production';
const keyFile = join(mkdtempSync(join(tmpdir(), 'skiff-ws-tabs-')), 'edge');
writeFileSync(
  keyFile,
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----\n',
);

describe('skiff workspaces deployments|vps|catalogs|express-launch', () => {
  it('Given a new tag, When listing the workspace deployments, Then it is a row and a JSON item', async () => {
    const created = await s.cli([
      'tags',
      'create',
      'v9.9.9',
      '--project',
      `${WS}/storefront`,
      '--image',
      'registry.example.com/shop:9.9.9',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const table = await s.cli(['workspaces', 'deployments', WS]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^NAME +HOSTNAME +IMAGE +REPLICAS +GROUP TYPE +STATUS +CREATED\n/);
    expect(table.stdout).toContain('v9.9.9');
    const json = jsonOf(await s.cli(['workspaces', 'deployments', WS, '--json']));
    expect(json.items.map((d: { name: string }) => d.name)).toContain('v9.9.9');
    expect(json.total).toBe(json.items.length);
  });

  it('Given a connected VPS, When listing the workspace VPS, Then it shows with its user and address', async () => {
    const empty = await s.cli(['workspaces', 'vps', WS]);
    expect([empty.code, empty.stderr]).toEqual([0, `No VPS in ${WS}.\n`]);
    const args = ['--title', 'edge-ws', '--user', 'ubuntu', '--ip', '203.0.113.20', '--key-file', keyFile];
    const connected = await s.cli(['vps', 'connect', `${WS}/storefront/main`, ...args, '--wait']);
    expect(connected.code, connected.stderr).toBe(0);
    const table = await s.cli(['workspaces', 'vps', WS]);
    expect(table.stdout).toMatch(/\nedge-ws +\S+ +ubuntu +203\.0\.113\.20 /);
    expect(jsonOf(await s.cli(['workspaces', 'vps', WS, '--json'])).items[0]).toMatchObject({ title: 'edge-ws' });
  });

  it('Given the workspace, When listing its catalogs and DrupalForge ones, Then the seeded catalogs by kind', async () => {
    const catalogs = jsonOf(await s.cli(['workspaces', 'catalogs', WS, '--json']));
    expect(catalogs.items.map((c: { name: string }) => c.name)).toContain('wordpress-blog');
    const forge = jsonOf(await s.cli(['workspaces', 'catalogs', WS, '--drupal-forge', '--json']));
    const names = forge.items.map((c: { name: string }) => c.name);
    expect(names).toContain('drupal-cms-starter');
    expect(names).not.toContain('wordpress-blog');
    const table = await s.cli(['workspaces', 'catalogs', WS]);
    expect(table.stdout).toMatch(/^NAME +TITLE +ORGANIZATION +PUBLISHED +ID\n/);
  });

  it('Given a DrupalForge catalog, When adding and removing an express launch, Then the counts follow', async () => {
    const start = jsonOf(await s.cli(['workspaces', 'express-launch', WS, 'drupal-cms-starter', '--json']));
    expect(start).toMatchObject({ catalog: 'drupal-cms-starter', ready: 0, inprogress: 0 });
    const added = jsonOf(await s.cli(['workspaces', 'express-launch', WS, 'drupal-cms-starter', '--add', '--json']));
    expect(added.ready + added.inprogress).toBe(1);
    const unknown = await s.cli(['workspaces', 'express-launch', WS, 'no-such-catalog']);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toContain(`skiff workspaces catalogs '${WS}' --drupal-forge`);
    const both = await s.cli(['workspaces', 'express-launch', WS, 'drupal-cms-starter', '--add', '--remove']);
    expect(both.code).toBe(2);
  });
});
