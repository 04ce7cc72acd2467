import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// A failed test's retry gets a fresh world; each test connects the VPS it works on (no test uses another's).
const s = useSignedInCli();
const SITE = 'Acme Production/storefront/main';
const keyFile = join(mkdtempSync(join(tmpdir(), 'skiff-vps-')), 'edge-1');
writeFileSync(
  keyFile,
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----\n',
);

/** Connects a VPS named `title` to SITE and waits for its INIT_VPS task to end. */
async function connected(title: string, ip: string): Promise<void> {
  const args = ['--title', title, '--user', 'ubuntu', '--ip', ip, '--key-file', keyFile, '--wait'];
  const result = await s.cli(['vps', 'connect', SITE, ...args]);
  expect(result.code, result.stderr).toBe(0);
}

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
    await connected('relay-a', '203.0.113.20');
    const update = await s.cli(['vps', 'update', SITE, 'relay-a', '--ip', '203.0.113.21']);
    expect([update.code, update.stdout]).toEqual([0, 'Updated VPS relay-a (ubuntu@203.0.113.21).\n']);
    const deploy = await s.cli(['vps', 'deploy', SITE, 'relay-a', '--wait', '--json']);
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(jsonOf(deploy)).toMatchObject({ action: 'DEPLOY_TO_VPS', status: 'SUCCESS' });
    const typo = await s.cli(['vps', 'deploy', SITE, 'relay-b']);
    expect(typo.code).toBe(5);
    expect(typo.stderr).toMatch(/^Error: No VPS named 'relay-b'\. Did you mean 'relay-a'\?/);
  });

  it('Given remove, When unconfirmed then confirmed, Then refused, then it is no longer listed', async () => {
    await connected('spare-1', '203.0.113.30');
    const titles = async () =>
      jsonOf(await s.cli(['vps', 'list', SITE, '--json'])).items.map((v: { title: string }) => v.title);
    expect((await s.cli(['vps', 'remove', SITE, 'spare-1'])).code).toBe(2);
    expect(await titles()).toContain('spare-1');
    const removed = await s.cli(['vps', 'remove', SITE, 'spare-1', '--yes']);
    expect([removed.code, removed.stdout]).toEqual([0, 'Removed VPS spare-1.\n']);
    expect(await titles()).not.toContain('spare-1');
  });
});
