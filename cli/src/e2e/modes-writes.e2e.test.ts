/**
 * Write commands whose other e2e tests cover the human mode only: here with --json (one document on stdout,
 * nothing on stderr), plus `hosted-zones delete` in the human mode its test lacked.
 */
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_DEV, DEMO_PASSWORD_FOR_TESTS, type TestEmulator } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// A failed test's retry gets a fresh world; a test signs in the profiles it uses (`signedInAs`) and makes its own
// records, unless an earlier test already did on this world.
const s = useSignedInCli();
const SITE = 'Acme Production/storefront/main';
const ID = /^[0-9a-f]{24}$/;

/** Signs `email` in to `profile` with the demo password, unless that profile is signed in already. */
async function signedInAs(profile: string, email: string): Promise<void> {
  const file = join(s.emulator.configDir, 'profiles.json');
  if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).profiles?.[profile]?.tokens) return;
  const login = ['--profile', profile, 'auth', 'login', '--origin', s.emulator.origin, '--email', email];
  const result = await s.cli([...login, '--password-stdin'], { input: DEMO_PASSWORD_FOR_TESTS });
  expect(result.code, result.stderr).toBe(0);
}

/** Runs skiff with --json and returns the document, after checking exit 0 and an empty stderr. */
async function json(args: string[], input?: string) {
  const result = await s.cli([...args, '--json'], { input });
  expect([result.code, result.stderr]).toEqual([0, '']);
  return jsonOf(result);
}

describe('vps and domains with --json', () => {
  it('Given a VPS, When connected with --wait, updated and removed, Then one JSON document each', async () => {
    const keyFile = join(mkdtempSync(join(tmpdir(), 'skiff-vps-')), 'edge');
    writeFileSync(keyFile, '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Bl\n-----END OPENSSH PRIVATE KEY-----\n');
    const connect = ['vps', 'connect', SITE, '--title', 'edge-2', '--user', 'ubuntu', '--ip', '203.0.113.20'];
    expect(await json([...connect, '--key-file', keyFile, '--wait'])).toMatchObject({
      action: 'INIT_VPS',
      status: 'SUCCESS',
      activityId: ID,
    });
    expect(await json(['vps', 'update', SITE, 'edge-2', '--ip', '203.0.113.21'])).toMatchObject({
      title: 'edge-2',
      publicIPAddress: '203.0.113.21',
    });
    expect(await json(['vps', 'remove', SITE, 'edge-2', '--yes'])).toMatchObject({ title: 'edge-2', deleted: true });
  });

  it('Given a custom domain, When removed with --yes --wait --json, Then the DELETE_CUSTOM_DOMAIN task result', async () => {
    await json(['domains', 'add', SITE, 'gone.example.com', '--wait']);
    expect(await json(['domains', 'remove', 'Acme Production', 'gone.example.com', '--yes', '--wait'])).toMatchObject({
      action: 'DELETE_CUSTOM_DOMAIN',
      status: 'SUCCESS',
    });
    const domains = await json(['domains', 'list', 'Acme Production', '--search', 'gone']);
    expect(domains.items).toEqual([]);
  });
});

describe('organizations, templates, users and hosted zones', () => {
  it('Given --json, When an organization is created, shown and renamed, Then the organization each time', async () => {
    expect(await json(['orgs', 'create', '--name', 'Ops Team', '--description', 'Operations'])).toMatchObject({
      _id: ID,
      name: 'Ops Team',
      description: 'Operations',
    });
    const shown = await json(['orgs', 'get', 'ops team']);
    expect(shown.members.map((member: { email: string }) => member.email)).toEqual(['owner@demo.skiff.dev']);
    expect(await json(['orgs', 'update', 'Ops Team', '--name', 'Ops'])).toMatchObject({ name: 'Ops' });
  });

  it('Given --json, When a template is created, published and deleted, Then the template, then {deleted}', async () => {
    const create = ['templates', 'create', '--name', 'ops-kit', '--repo-url', 'https://example.com/ops/kit'];
    expect(await json([...create, '--organization', 'Ops'])).toMatchObject({ name: 'ops-kit', isPublish: false });
    expect(await json(['templates', 'publish', 'ops-kit', 'on'])).toMatchObject({ name: 'ops-kit', isPublish: true });
    expect(await json(['templates', 'delete', 'ops-kit', '--yes'])).toMatchObject({ name: 'ops-kit', deleted: true });
  });

  it("Given --json, When a user is created and deleted, Then the spec's message, then {removed}", async () => {
    const created = await json(['users', 'create', 'qa@example.com'], 'Str0ng!pass\n');
    expect(created).toMatchObject({ _id: ID, message: 'User was created successfully!' });
    expect(await json(['users', 'delete', 'qa@example.com', '--yes'])).toEqual({
      _id: created._id,
      email: 'qa@example.com',
      removed: true,
    });
  });

  it('Given --json, When a hosted zone is created, Then it with its name servers; deleted, a sentence', async () => {
    const zone = await json(['hosted-zones', 'create', 'zone.example.com']);
    expect(zone).toMatchObject({ name: 'zone.example.com', isDrupalForge: false });
    expect(zone.nameServers).toHaveLength(4);
    const deleted = await s.cli(['hosted-zones', 'delete', 'zone.example.com', '--yes']);
    expect([deleted.code, deleted.stdout, deleted.stderr]).toEqual([0, 'Deleted hosted zone zone.example.com.\n', '']);
  });
});

describe('access: sign-in, invite links, members, admins, repository tokens with --json', () => {
  it('Given --json, When signing in with the password on stdin, Then the profile, origin, email and expiry', async () => {
    const login = ['--profile', 'dev', 'auth', 'login', '--origin', s.emulator.origin, '--email', DEMO_DEV];
    const signedIn = await json([...login, '--password-stdin'], DEMO_PASSWORD_FOR_TESTS);
    expect(signedIn).toEqual({
      profile: 'dev',
      origin: s.emulator.origin,
      email: DEMO_DEV,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('Given the invite link, When refreshed (human) then deleted (--json), Then the new URL, then {deleted}', async () => {
    const refreshed = await s.cli(['invitations', 'link-refresh', 'Acme Production', '--yes']);
    expect(refreshed.code).toBe(0);
    expect(refreshed.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/workspaces\/invite\/[0-9a-f]+\n$/);
    expect(refreshed.stderr).toBe('Anyone signed in who opens this link joins Acme Production as DEVELOPER.\n');
    expect(await json(['invitations', 'link-delete', 'Acme Production', '--yes'])).toMatchObject({
      deleted: true,
      workspace: { name: 'Acme Production' },
    });
  });

  it('Given --json, When removing a member and an administrator, Then {removed} naming each', async () => {
    expect(await json(['members', 'remove', DEMO_DEV, '--workspace', 'Acme Production', '--yes'])).toMatchObject({
      removed: true,
      email: DEMO_DEV,
    });
    expect(await json(['admins', 'remove', 'ops@demo.skiff.dev', '--yes'])).toMatchObject({
      removed: true,
      email: 'ops@demo.skiff.dev',
    });
  });

  it('Given --json, When the repository access is refreshed with the personal token, Then the project', async () => {
    const project = await json(['projects', 'refresh-token', 'Acme Production/storefront', '--personal-token']);
    expect(project).toMatchObject({ name: 'storefront', repositoryProvider: 'GITHUB' });
  });
});

describe('application tools and secrets with --json', () => {
  it('Given a running application, When a pod is deleted with --json, Then {podName, deleted}', async () => {
    const pod = (await json(['apps', 'get', SITE])).podDetails[0];
    const podName = pod.podName ?? pod.name;
    expect(await json(['apps', 'delete-pod', SITE, podName, '--yes'])).toEqual({ podName, deleted: true });
  });

  it('Given the editor turned on, When asking for an editor session with --json, Then its URL and expiry', async () => {
    await json(['apps', 'configure', SITE, '--editor', 'on', '--wait']);
    const session = await json(['apps', 'editor', SITE]);
    expect(session.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/proxy\/v1\/[0-9a-f]{24}\/$/);
    expect(Date.parse(session.expiredAt)).toBeGreaterThan(Date.now());
  });

  it('Given a JSON file, When imported as a secret manager with --json, Then its keys (never the values)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skiff-secrets-')), 'prod.json');
    writeFileSync(file, JSON.stringify({ API_URL: 'https://api.example.com', API_KEY: 'k-123' }));
    const imported = await json(['secrets', 'import', 'Acme Production/storefront', 'prod', file]);
    expect({ ...imported, keys: imported.keys.sort() }).toEqual({
      name: 'prod',
      project: 'Acme Production/storefront',
      keys: ['API_KEY', 'API_URL'],
    });
    expect(await json(['secrets', 'export', 'Acme Production/storefront', 'prod'])).toEqual({
      API_URL: 'https://api.example.com',
      API_KEY: 'k-123',
    });
  });
});

describe('instance administration and the local emulator with --json', () => {
  it('Given a DigitalOcean plan, When creating a cluster with --json, Then its workspace and the environment sent', async () => {
    const args = ['clusters', 'create', '--provider', 'digital_ocean', '--name', 'vega', '--workspace', 'Vega Apps'];
    const created = await json([...args, '--cloud-account', 'Forge DigitalOcean', '--limited', '--agree-terms']);
    expect(created).toMatchObject({
      workspace: { _id: ID, name: 'Vega Apps' },
      environment: { name: 'vega', provider: 'DIGITAL_OCEAN', region: 'nyc1', isLimited: true },
    });
  });

  it('Given an AWS account linked, When deleting it with --json, Then {deleted} naming it', async () => {
    const args = ['--provider', 'AWS', '--name', 'aws-gone', '--role-arn', 'arn:aws:iam::123456789012:role/skiff'];
    const account = await json(['cloud-accounts', 'create', ...args]);
    expect(await json(['cloud-accounts', 'delete', 'aws-gone', '--yes'])).toMatchObject({
      _id: account._id,
      deleted: true,
    });
  });

  it('Given --json, When changing the password from stdin (current, new, confirmation), Then {changed}; signing in takes the new one', async () => {
    await signedInAs('dev', DEMO_DEV);
    const input = `${DEMO_PASSWORD_FOR_TESTS}\nN3w!Passw0rd\nN3w!Passw0rd\n`;
    expect(await json(['--profile', 'dev', 'account', 'password', '--current-password-stdin'], input)).toEqual({
      changed: true,
    });
    const login = ['--profile', 'dev2', 'auth', 'login', '--origin', s.emulator.origin, '--email', DEMO_DEV];
    expect((await s.cli([...login, '--password-stdin'], { input: 'N3w!Passw0rd' })).code).toBe(0);
  });

  it('Given no emulator in the background, When stopping, Then exit 0: a note, or {stopped: false} with --json', async () => {
    const env = { SKIFF_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'skiff-none-')) };
    const human = await s.cli(['emulator', 'stop'], { env });
    expect([human.code, human.stdout]).toEqual([0, '']);
    expect(human.stderr).toBe('No emulator is running in the background; nothing to stop.\n');
    const stopped = await s.cli(['emulator', 'stop', '--json'], { env });
    expect([stopped.code, stopped.stderr, jsonOf(stopped)]).toEqual([0, '', { stopped: false }]);
  });
});

describe('ownership transfer and invitations in the missing mode', () => {
  const as = (profile: string, args: string[]) => ['--profile', profile, ...args];

  /** The admin's and the member's profiles, and the workspace Relay: made once per world. */
  const madeOn = new WeakMap<TestEmulator, Promise<void>>();
  const setUp = (): Promise<void> => {
    let made = madeOn.get(s.emulator);
    if (!made) {
      made = (async () => {
        await signedInAs('admin', 'admin@demo.skiff.dev');
        await signedInAs('member', 'member@demo.skiff.dev');
        expect((await s.cli(['workspaces', 'create', 'Relay', '--single-node'])).code).toBe(0);
      })();
      madeOn.set(s.emulator, made);
    }
    return made;
  };

  it('Given --json, When a transfer starts, is revoked, starts again and is accepted, Then a document each', async () => {
    await setUp();
    const transfer = ['workspaces', 'transfer', 'Relay', '--to', 'admin@demo.skiff.dev', '--confirm', 'Relay'];
    expect(await json(transfer)).toMatchObject({
      inviteType: 'TRANSFER_WORKSPACE',
      inviteStatus: 'PENDING',
      email: 'admin@demo.skiff.dev',
      workspace: { name: 'Relay' },
    });
    expect(await json(['workspaces', 'revoke-transfer', 'Relay'])).toMatchObject({ name: 'Relay', isTransfer: false });
    await json(transfer);
    const accepted = await json(as('admin', ['invitations', 'accept', 'Relay']));
    expect(accepted.name).toBe('Relay');
    expect(accepted.rbac).toContainEqual(expect.objectContaining({ role: 'WORKSPACE_OWNER' }));
    const members = await json(['members', 'list', '--workspace', 'Relay']);
    expect(members.items).toContainEqual(
      expect.objectContaining({ email: 'admin@demo.skiff.dev', role: 'WORKSPACE_OWNER' }),
    );
  });

  it('Given an invitation, When the invitee rejects it by workspace name, Then a sentence and none pending', async () => {
    await setUp();
    await json(['members', 'invite', 'member@demo.skiff.dev', '--workspace', 'Acme Production']);
    const rejected = await s.cli(as('member', ['invitations', 'reject', 'Acme Production']));
    expect([rejected.code, rejected.stdout, rejected.stderr]).toEqual([
      0,
      'Rejected the invitation to Acme Production.\n',
      '',
    ]);
    expect((await json(as('member', ['invitations', 'list']))).items).toEqual([]);
  });
});

describe('backups download and projects import with --json', () => {
  it('Given a backup, When downloading it into a folder with --json, Then each part with its file and size', async () => {
    const made = await json(['backups', 'create', SITE, '--database', '--files', '--wait']);
    const folder = mkdtempSync(join(tmpdir(), 'skiff-backup-'));
    const downloaded = await json(['backups', 'download', SITE, made.backup._id, '-o', folder]);
    expect(downloaded.files.map((file: { part: string }) => file.part)).toEqual(['database', 'files']);
    for (const file of downloaded.files) {
      expect(file.path).toBe(join(folder, file.name));
      expect(statSync(file.path).size).toBe(file.bytes);
    }
  });

  it('Given a Pantheon site, When importing with --wait --json, Then the MIGRATE_PROJECT result, never the token', async () => {
    const args = ['projects', 'import', 'old-site', '--workspace', 'Acme Production', '--site-id', 'site-1'];
    const result = await s.cli(
      [...args, '--machine-token-stdin', '--repo', 'acme/old-site', '--new-repo', '--wait', '--json'],
      {
        input: 'pantheon-machine-token\n',
      },
    );
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ action: 'MIGRATE_PROJECT', status: 'SUCCESS', activityId: ID });
    expect(result.stdout).not.toContain('pantheon-machine-token');
  });
});
