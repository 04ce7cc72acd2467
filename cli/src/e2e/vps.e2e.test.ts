import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, type SignedInCli, startSignedInCli } from './signed-in.js';

let s: SignedInCli;
const SITE = 'Acme Production/storefront/main';
const keyFile = join(mkdtempSync(join(tmpdir(), 'skiff-vps-')), 'edge-1');
writeFileSync(
  keyFile,
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----\n',
);

beforeAll(async () => {
  s = await startSignedInCli();
});
afterAll(() => s?.close());

describe('skiff vps', () => {
  it('Given missing fields, When connecting, Then each missing flag with the spec message, nothing sent', async () => {
    const result = await s.cli(['vps', 'connect', SITE, '--title', 'edge-1']);
    expect([result.code, result.stderr]).toEqual([
      2,
      'Error: --user: Required\n--ip: Required\n--key-file: Required\n',
    ]);
    expect((await s.cli(['vps', 'list', SITE])).stderr).toMatch(
      /^No VPS connected to Acme Production\/storefront\/main/,
    );
  });

  it('Given the form and a key file, When connected with --wait, Then INIT_VPS succeeds and the list says Ready', async () => {
    const args = ['--title', 'edge-1', '--user', 'ubuntu', '--ip', '203.0.113.10', '--key-file', keyFile];
    const result = await s.cli(['vps', 'connect', SITE, ...args, '--wait']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^INIT_VPS SUCCESS \(\d+ lines, /);
    const list = await s.cli(['vps', 'list', SITE]);
    expect(list.stdout).toMatch(/^TITLE +ADDRESS +STATUS +CREATED +ID\nedge-1 +ubuntu@203\.0\.113\.10 +Ready /);
    const json = jsonOf(await s.cli(['vps', 'list', SITE, '--json']));
    expect(json.items[0]).toMatchObject({ title: 'edge-1', displayedStatus: 'Ready' });
    expect(JSON.stringify(json)).not.toContain('OPENSSH');
  });

  it('Given update and deploy, When run, Then the address changes and DEPLOY_TO_VPS succeeds', async () => {
    const update = await s.cli(['vps', 'update', SITE, 'edge-1', '--ip', '203.0.113.11']);
    expect([update.code, update.stdout]).toEqual([0, 'Updated VPS edge-1 (ubuntu@203.0.113.11).\n']);
    const deploy = await s.cli(['vps', 'deploy', SITE, 'edge-1', '--wait', '--json']);
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(jsonOf(deploy)).toMatchObject({ action: 'DEPLOY_TO_VPS', status: 'SUCCESS' });
    const typo = await s.cli(['vps', 'deploy', SITE, 'edge-2']);
    expect(typo.code).toBe(5);
    expect(typo.stderr).toMatch(/^Error: No VPS named 'edge-2'\. Did you mean 'edge-1'\?/);
  });

  it('Given remove, When unconfirmed then confirmed, Then refused, then the list is empty', async () => {
    expect((await s.cli(['vps', 'remove', SITE, 'edge-1'])).code).toBe(2);
    const removed = await s.cli(['vps', 'remove', SITE, 'edge-1', '--yes']);
    expect([removed.code, removed.stdout]).toEqual([0, 'Removed VPS edge-1.\n']);
    expect(jsonOf(await s.cli(['vps', 'list', SITE, '--json'])).items).toEqual([]);
  });
});
