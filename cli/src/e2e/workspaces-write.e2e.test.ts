import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_PASSWORD_FOR_TESTS } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, type SignedInCli, startSignedInCli } from './signed-in.js';

let owner: SignedInCli;
const admin = (args: string[]) => owner.cli(['--profile', 'admin', ...args]);
const ID = /[0-9a-f]{24}/;

beforeAll(async () => {
  owner = await startSignedInCli();
  const login = await owner.cli(
    [
      '--profile',
      'admin',
      'auth',
      'login',
      '--origin',
      owner.emulator.origin,
      '--email',
      DEMO_ADMIN,
      '--password-stdin',
    ],
    { input: DEMO_PASSWORD_FOR_TESTS },
  );
  expect(login.code).toBe(0);
}, 60_000);
afterAll(async () => {
  await owner?.close();
});

describe('skiff workspaces create', () => {
  it("Given the instance owner and no cluster, When creating, Then exit 2 with the spec's message", async () => {
    const result = await owner.cli(['workspaces', 'create', 'QA Space']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'Error: --cluster: Please choose an environment!\nName a cluster with --cluster, or use --single-node.\n',
    );
  });

  it("Given an empty name, When creating on a single node, Then exit 2 names NAME with the spec's message", async () => {
    const result = await owner.cli(['workspaces', 'create', ' ', '--single-node']);
    expect([result.code, result.stdout, result.stderr]).toEqual([2, '', 'Error: NAME: Please input workspace name!\n']);
  });

  it('Given a cluster by name, When creating, Then the new workspace is listed on it', async () => {
    const created = await owner.cli(['workspaces', 'create', 'QA Space', '--cluster', 'acme-prod-eks']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created workspace 'QA Space' \([0-9a-f]{24}\)\.\n$/);
    const shown = await owner.cli(['workspaces', 'get', 'QA Space']);
    expect(shown.stdout).toMatch(/^Cluster:\s+acme-prod-eks$/m);
    expect(shown.stdout).toMatch(/^Description:\s+This was created by owner@demo\.skiff\.dev\.$/m);
  });

  it('Given a cluster name with a typo, When creating, Then exit 5 suggests the close name', async () => {
    const result = await owner.cli(['workspaces', 'create', 'Nope', '--cluster', 'acme-prod-ek']);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/No cluster named 'acme-prod-ek'\. Did you mean 'acme-prod-eks'/);
  });

  it('Given --single-node and --json, When creating, Then the workspace as one JSON document', async () => {
    const result = await owner.cli([
      'workspaces',
      'create',
      'Solo',
      '--single-node',
      '--description',
      'One node',
      '--tag',
      'a',
      '--tag',
      'b',
      '--json',
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(jsonOf(result)).toMatchObject({ name: 'Solo', description: 'One node', tags: ['a', 'b'] });
  });
});

describe('skiff workspaces update and logo', () => {
  it('Given new settings, When updating, Then only those change', async () => {
    const result = await owner.cli(['workspaces', 'update', 'Solo', '--name', 'Solo Two', '--auto-pause', 'on']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Updated workspace 'Solo Two' \([0-9a-f]{24}\)\.\n$/);
    const json = jsonOf(await owner.cli(['workspaces', 'get', 'Solo Two', '--json']));
    expect(json).toMatchObject({ name: 'Solo Two', description: 'One node', enableAutoPause: true });
  });

  it('Given nothing to change or a bad on/off, When updating, Then exit 2 naming the options', async () => {
    const nothing = await owner.cli(['workspaces', 'update', 'Solo Two']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toMatch(/^Error: Nothing to update: give --name, --description, --tag or a feature option/);
    const bad = await owner.cli(['workspaces', 'update', 'Solo Two', '--daily-backup', 'maybe']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--daily-backup 'maybe' is not on or off\./);
  });

  it('Given a local image or a URL, When setting the logo, Then the workspace carries it', async () => {
    const image = join(owner.emulator.configDir, '..', 'logo.png');
    writeFileSync(image, Buffer.from('89504e470d0a1a0a', 'hex'));
    const uploaded = await owner.cli(['workspaces', 'logo', 'Solo Two', image, '--json']);
    expect(uploaded.code).toBe(0);
    expect(jsonOf(uploaded).logo).toMatch(ID);
    const url = await owner.cli(['workspaces', 'logo', 'Solo Two', 'https://example.com/logo.svg']);
    expect(url.stdout).toMatch(/^Set the logo of workspace 'Solo Two'/);
    expect(jsonOf(await owner.cli(['workspaces', 'get', 'Solo Two', '--json'])).logo).toBe(
      'https://example.com/logo.svg',
    );
    const notImage = await owner.cli(['workspaces', 'logo', 'Solo Two', './notes.txt']);
    expect(notImage.code).toBe(2);
    expect(notImage.stderr).toMatch(/^Error: IMAGE '\.\/notes\.txt' is not an image URL or a \.png, \.jpg/);
  });
});

describe('skiff workspaces transfer and revoke-transfer', () => {
  it('Given a transfer to oneself, When starting it, Then the spec message and exit 2', async () => {
    const result = await owner.cli(['workspaces', 'transfer', 'Solo Two', '--to', 'owner@demo.skiff.dev']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "Error: --to 'owner@demo.skiff.dev': Repositories cannot be transferred to the original owner\n",
    );
  });

  it("Given a wrong typed name, When transferring, Then 'Must match NAME'; the right one starts it", async () => {
    const missing = await owner.cli(['workspaces', 'transfer', 'Solo Two', '--to', DEMO_ADMIN]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      "Error: To transfer workspace 'Solo Two' to admin@demo.skiff.dev, add --confirm 'Solo Two'.\n",
    );
    const wrong = await owner.cli(['workspaces', 'transfer', 'Solo Two', '--to', DEMO_ADMIN, '--confirm', 'Solo']);
    expect(wrong.stderr).toBe("Error: --confirm 'Solo' does not match. Must match Solo Two\n");
    const started = await owner.cli([
      'workspaces',
      'transfer',
      'Solo Two',
      '--to',
      DEMO_ADMIN,
      '--confirm',
      'Solo Two',
    ]);
    expect(started.code).toBe(0);
    expect(started.stdout).toBe(`Transfer of 'Solo Two' to ${DEMO_ADMIN} started.\n`);
  });

  it('Given a pending transfer, When revoked, Then the invitee has nothing to accept', async () => {
    const revoked = await owner.cli(['workspaces', 'revoke-transfer', 'Solo Two']);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(/^Revoked the transfer of workspace 'Solo Two'/);
    const mine = jsonOf(await admin(['invitations', 'list', '--json']));
    expect(mine.items.filter((i: { inviteType: string }) => i.inviteType === 'TRANSFER_WORKSPACE')).toEqual([]);
  });

  it('Given a new transfer, When the invitee accepts it, Then they own the workspace', async () => {
    await owner.cli(['workspaces', 'transfer', 'Solo Two', '--to', DEMO_ADMIN, '--confirm', 'Solo Two']);
    const accepted = await admin(['invitations', 'accept', 'Solo Two']);
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toBe('You now own Solo Two.\n');
    const members = jsonOf(await admin(['members', 'list', '--workspace', 'Solo Two', '--json']));
    expect(members.items).toContainEqual(expect.objectContaining({ email: DEMO_ADMIN, role: 'WORKSPACE_OWNER' }));
  });
});

describe('skiff workspaces delete', () => {
  it('Given no confirmation and no terminal, When deleting, Then exit 2 names --confirm workspace/NAME', async () => {
    const result = await owner.cli(['workspaces', 'delete', 'QA Space']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "Error: To delete workspace 'QA Space' with its projects and applications, add --confirm 'workspace/QA Space'.\n",
    );
  });

  it("Given the wrong text, When deleting, Then the spec's message and the workspace stays", async () => {
    const result = await owner.cli(['workspaces', 'delete', 'QA Space', '--confirm', 'QA Space']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "Error: --confirm 'QA Space' does not match. Please type 'workspace/QA Space' to confirm\n",
    );
    expect((await owner.cli(['workspaces', 'get', 'QA Space'])).code).toBe(0);
  });

  it('Given the typed confirmation, When deleting with --json, Then it is gone', async () => {
    const result = await owner.cli(['workspaces', 'delete', 'QA Space', '--confirm', 'workspace/QA Space', '--json']);
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toMatchObject({ deleted: true, name: 'QA Space' });
    const gone = await owner.cli(['workspaces', 'get', 'QA Space']);
    expect(gone.code).toBe(5);
  });
});
