import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_PASSWORD_FOR_TESTS } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// Each test creates the workspaces it changes, named for it (none uses another's); a failed test's retry gets a
// fresh world, with the admin's profile signed in again.
const owner = useSignedInCli(undefined, async (signedIn) => {
  const login = await signedIn.cli(
    [
      '--profile',
      'admin',
      'auth',
      'login',
      '--origin',
      signedIn.emulator.origin,
      '--email',
      DEMO_ADMIN,
      '--password-stdin',
    ],
    { input: DEMO_PASSWORD_FOR_TESTS },
  );
  expect(login.code).toBe(0);
});
const admin = (args: string[]) => owner.cli(['--profile', 'admin', ...args]);
const ID = /[0-9a-f]{24}/;

/** Creates a single-node workspace described 'One node', and gives its id. */
async function madeWorkspace(name: string): Promise<string> {
  const made = await owner.cli(['workspaces', 'create', name, '--single-node', '--description', 'One node', '--json']);
  expect(made.code, made.stderr).toBe(0);
  return jsonOf(made)._id;
}

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
    await madeWorkspace('Renamed One');
    const result = await owner.cli([
      'workspaces',
      'update',
      'Renamed One',
      '--name',
      'Renamed Two',
      '--auto-pause',
      'on',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Updated workspace 'Renamed Two' \([0-9a-f]{24}\)\.\n$/);
    const json = jsonOf(await owner.cli(['workspaces', 'get', 'Renamed Two', '--json']));
    expect(json).toMatchObject({ name: 'Renamed Two', description: 'One node', enableAutoPause: true });
  });

  it('Given nothing to change or a bad on/off, When updating, Then exit 2 naming the options', async () => {
    await madeWorkspace('Unchanged');
    const nothing = await owner.cli(['workspaces', 'update', 'Unchanged']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toMatch(/^Error: Nothing to update: give --name, --description, --tag or a feature option/);
    const bad = await owner.cli(['workspaces', 'update', 'Unchanged', '--daily-backup', 'maybe']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--daily-backup 'maybe' is not on or off\./);
  });

  it('Given a local image or a URL, When setting the logo, Then the workspace carries it', async () => {
    await madeWorkspace('Logo Space');
    const image = join(owner.emulator.configDir, '..', 'logo.png');
    writeFileSync(image, Buffer.from('89504e470d0a1a0a', 'hex'));
    const uploaded = await owner.cli(['workspaces', 'logo', 'Logo Space', image, '--json']);
    expect(uploaded.code).toBe(0);
    expect(jsonOf(uploaded).logo).toMatch(ID);
    const url = await owner.cli(['workspaces', 'logo', 'Logo Space', 'https://example.com/logo.svg']);
    expect(url.stdout).toMatch(/^Set the logo of workspace 'Logo Space'/);
    expect(jsonOf(await owner.cli(['workspaces', 'get', 'Logo Space', '--json'])).logo).toBe(
      'https://example.com/logo.svg',
    );
    const notImage = await owner.cli(['workspaces', 'logo', 'Logo Space', './notes.txt']);
    expect(notImage.code).toBe(2);
    expect(notImage.stderr).toMatch(/^Error: IMAGE '\.\/notes\.txt' is not an image URL or a \.png, \.jpg/);
  });
});

describe('skiff workspaces transfer and revoke-transfer', () => {
  it('Given a transfer to oneself, When starting it, Then the spec message and exit 2', async () => {
    await madeWorkspace('Kept Space');
    const result = await owner.cli(['workspaces', 'transfer', 'Kept Space', '--to', 'owner@demo.skiff.dev']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "Error: --to 'owner@demo.skiff.dev': Repositories cannot be transferred to the original owner\n",
    );
  });

  it("Given a wrong typed name, When transferring, Then 'Must match NAME'; the right one starts it", async () => {
    await madeWorkspace('Given Away');
    const missing = await owner.cli(['workspaces', 'transfer', 'Given Away', '--to', DEMO_ADMIN]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      "Error: To transfer workspace 'Given Away' to admin@demo.skiff.dev, add --confirm 'Given Away'.\n",
    );
    const wrong = await owner.cli(['workspaces', 'transfer', 'Given Away', '--to', DEMO_ADMIN, '--confirm', 'Given']);
    expect(wrong.stderr).toBe("Error: --confirm 'Given' does not match. Must match Given Away\n");
    const started = await owner.cli([
      'workspaces',
      'transfer',
      'Given Away',
      '--to',
      DEMO_ADMIN,
      '--confirm',
      'Given Away',
    ]);
    expect(started.code).toBe(0);
    expect(started.stdout).toBe(`Transfer of 'Given Away' to ${DEMO_ADMIN} started.\n`);
  });

  it('Given a pending transfer, When revoked, Then the invitee has nothing to accept', async () => {
    const id = await madeWorkspace('Taken Back');
    const started = await owner.cli([
      'workspaces',
      'transfer',
      'Taken Back',
      '--to',
      DEMO_ADMIN,
      '--confirm',
      'Taken Back',
    ]);
    expect(started.code, started.stderr).toBe(0);
    type Invite = { inviteType: string; workspace?: string | { _id: string } };
    const transfersOfIt = async () =>
      (jsonOf(await admin(['invitations', 'list', '--json'])).items as Invite[]).filter(
        (i) =>
          i.inviteType === 'TRANSFER_WORKSPACE' &&
          (typeof i.workspace === 'string' ? i.workspace : i.workspace?._id) === id,
      );
    expect(await transfersOfIt()).toHaveLength(1);
    const revoked = await owner.cli(['workspaces', 'revoke-transfer', 'Taken Back']);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(/^Revoked the transfer of workspace 'Taken Back'/);
    expect(await transfersOfIt()).toEqual([]);
  });

  it('Given a new transfer, When the invitee accepts it, Then they own the workspace', async () => {
    await madeWorkspace('Handed Over');
    const started = await owner.cli([
      'workspaces',
      'transfer',
      'Handed Over',
      '--to',
      DEMO_ADMIN,
      '--confirm',
      'Handed Over',
    ]);
    expect(started.code, started.stderr).toBe(0);
    const accepted = await admin(['invitations', 'accept', 'Handed Over']);
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toBe('You now own Handed Over.\n');
    const members = jsonOf(await admin(['members', 'list', '--workspace', 'Handed Over', '--json']));
    expect(members.items).toContainEqual(expect.objectContaining({ email: DEMO_ADMIN, role: 'WORKSPACE_OWNER' }));
  });
});

describe('skiff workspaces delete', () => {
  it('Given no confirmation and no terminal, When deleting, Then exit 2 names --confirm workspace/NAME', async () => {
    await madeWorkspace('Not Yet');
    const result = await owner.cli(['workspaces', 'delete', 'Not Yet']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "Error: To delete workspace 'Not Yet' with its projects and applications, add --confirm 'workspace/Not Yet'.\n",
    );
  });

  it("Given the wrong text, When deleting, Then the spec's message and the workspace stays", async () => {
    await madeWorkspace('Mistyped');
    const result = await owner.cli(['workspaces', 'delete', 'Mistyped', '--confirm', 'Mistyped']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "Error: --confirm 'Mistyped' does not match. Please type 'workspace/Mistyped' to confirm\n",
    );
    expect((await owner.cli(['workspaces', 'get', 'Mistyped'])).code).toBe(0);
  });

  it('Given the typed confirmation, When deleting with --json, Then it is gone', async () => {
    await madeWorkspace('Short Lived');
    const result = await owner.cli([
      'workspaces',
      'delete',
      'Short Lived',
      '--confirm',
      'workspace/Short Lived',
      '--json',
    ]);
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toMatchObject({ deleted: true, name: 'Short Lived' });
    const gone = await owner.cli(['workspaces', 'get', 'Short Lived']);
    expect(gone.code).toBe(5);
  });
});
