import { DEMO_DEV, DEMO_PASSWORD_FOR_TESTS } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// Each test starts from the seeded members and invitations (none uses what another changed); a failed test's retry
// gets a fresh world, with the developer's profile signed in again.
const owner = useSignedInCli(undefined, async (signedIn) => {
  const login = await signedIn.cli(
    [
      '--profile',
      'dev',
      'auth',
      'login',
      '--origin',
      signedIn.emulator.origin,
      '--email',
      DEMO_DEV,
      '--password-stdin',
    ],
    { input: DEMO_PASSWORD_FOR_TESTS },
  );
  expect(login.code).toBe(0);
});
/** The developer, on a second profile of the same config folder. */
const dev = (args: string[]) => owner.cli(['--profile', 'dev', ...args]);

describe('skiff members list', () => {
  it('Given a workspace, When listing its members, Then a table of emails and roles, and the same as JSON', async () => {
    const human = await owner.cli(['members', 'list', '--workspace', 'Acme Production']);
    expect(human.code).toBe(0);
    const lines = human.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+ROLE\s+ID$/);
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/)[0])).toEqual([
      'owner@demo.skiff.dev',
      'admin@demo.skiff.dev',
      'dev@demo.skiff.dev',
    ]);
    expect(human.stdout).toMatch(/dev@demo\.skiff\.dev\s+Dana Developer\s+DEVELOPER\s+[0-9a-f]{24}/);
    const json = jsonOf(await owner.cli(['members', 'list', '--workspace', 'Acme Production', '--json']));
    expect(json.total).toBe(3);
    expect(json.items.map((m: { email: string; role: string }) => `${m.email} ${m.role}`)).toContain(
      'admin@demo.skiff.dev WORKSPACE_ADMIN',
    );
  });

  it('Given a project, When listing its members, Then its project roles', async () => {
    const result = await owner.cli(['members', 'list', '--project', 'Acme Production/storefront']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/admin@demo\.skiff\.dev\s+Adam Admin\s+PROJECT_OWNER/);
    expect(result.stdout).toMatch(/dev@demo\.skiff\.dev\s+Dana Developer\s+PROJECT_DEVELOPER/);
  });

  it('Given neither or both of --workspace and --project, When listing, Then exit 2 naming both', async () => {
    const neither = await owner.cli(['members', 'list']);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toBe('Error: Give one of --workspace WS or --project WS/PROJECT.\n');
    const both = await owner.cli(['members', 'list', '--workspace', 'Acme Production', '--project', 'Acme/x']);
    expect(both.code).toBe(2);
  });
});

describe('skiff members invite and skiff invitations', () => {
  it('Given a bad role or email, When inviting, Then exit 2 with the rule and nothing is sent', async () => {
    const role = await owner.cli(['members', 'invite', 'a@b.io', '--workspace', 'Acme Production', '--role', 'boss']);
    expect(role.code).toBe(2);
    expect(role.stderr).toBe("Error: --role 'boss': Role must be Administrator or Developer\n");
    const email = await owner.cli(['members', 'invite', 'not-an-email', '--workspace', 'Acme Production']);
    expect(email.code).toBe(2);
    expect(email.stderr).toBe("Error: EMAIL 'not-an-email': Invalid email\n");
    const pending = jsonOf(await owner.cli(['invitations', 'list', '--workspace', 'Acme Production', '--json']));
    expect(pending.total).toBe(0);
  });

  it('Given a project invitation, When the invitee lists and accepts it by name, Then they become a member', async () => {
    const invite = await owner.cli([
      'members',
      'invite',
      DEMO_DEV,
      '--project',
      'Acme Production/marketing-site',
      '--role',
      'project_maintainer',
    ]);
    expect(invite.code).toBe(0);
    expect(invite.stdout).toBe(
      "Invited dev@demo.skiff.dev to project 'Acme Production/marketing-site' as PROJECT_MAINTAINER.\n",
    );
    const sent = await owner.cli(['invitations', 'list', '--project', 'Acme Production/marketing-site']);
    expect(sent.stdout).toMatch(/dev@demo\.skiff\.dev\s+PROJECT_COLLABORATOR\s+PROJECT_MAINTAINER\s+owner@demo/);

    const mine = await dev(['invitations', 'list']);
    expect(mine.code).toBe(0);
    expect(mine.stdout).toMatch(/^TO\s+TYPE\s+ROLE\s+FROM\s+EXPIRES\s+ID\n/);
    expect(mine.stdout).toMatch(/Acme Production\/marketing-site\s+PROJECT_COLLABORATOR/);

    const typo = await dev(['invitations', 'accept', 'Acme Production/marketing-sit']);
    expect(typo.code).toBe(5);
    expect(typo.stderr).toMatch(/Did you mean 'Acme Production\/marketing-site'\?/);

    const accept = await dev(['invitations', 'accept', 'Acme Production/marketing-site']);
    expect(accept.code).toBe(0);
    expect(accept.stdout).toBe('Joined Acme Production/marketing-site as PROJECT_MAINTAINER.\n');
    const members = await owner.cli(['members', 'list', '--project', 'Acme Production/marketing-site']);
    expect(members.stdout).toMatch(/dev@demo\.skiff\.dev\s+Dana Developer\s+PROJECT_MAINTAINER/);
    expect((await dev(['invitations', 'list'])).stderr).toBe('You have no pending invitations.\n');
  });

  it('Given a workspace invitation, When the invitee rejects it with --json, Then it is gone and they did not join', async () => {
    const invite = await owner.cli(['members', 'invite', DEMO_DEV, '--workspace', 'Initech Internal', '--json']);
    expect(invite.code).toBe(0);
    const invitation = jsonOf(invite);
    expect(invitation).toMatchObject({ email: DEMO_DEV, role: 'DEVELOPER', inviteType: 'WORKSPACE_COLLABORATOR' });

    const reject = await dev(['invitations', 'reject', invitation._id, '--json']);
    expect(reject.code).toBe(0);
    expect(reject.stderr).toBe('');
    expect(jsonOf(reject)).toEqual({ rejected: true, _id: invitation._id, target: 'Initech Internal' });
    const members = jsonOf(await owner.cli(['members', 'list', '--workspace', 'Initech Internal', '--json']));
    expect(members.items.map((m: { email: string }) => m.email)).toEqual(['owner@demo.skiff.dev']);
  });
});

describe('skiff invitations cancel', () => {
  it('Given a sent invitation, When cancelled by its email, Then --yes is needed and then it is gone', async () => {
    await owner.cli(['members', 'invite', 'temp@example.com', '--workspace', 'Acme Production']);
    const refused = await owner.cli(['invitations', 'cancel', 'temp@example.com', '--workspace', 'Acme Production']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "Error: To cancel the invitation of temp@example.com to workspace 'Acme Production', add --yes.\n",
    );
    const args = ['invitations', 'cancel', 'temp@example.com', '--workspace', 'Acme Production', '--yes', '--json'];
    const cancelled = await owner.cli(args);
    expect(cancelled.code).toBe(0);
    expect(jsonOf(cancelled)).toMatchObject({ cancelled: true, email: 'temp@example.com' });
    const pending = jsonOf(await owner.cli(['invitations', 'list', '--workspace', 'Acme Production', '--json']));
    expect(pending.items.map((i: { email: string }) => i.email)).not.toContain('temp@example.com');
  });
});

describe('skiff members role and remove', () => {
  it('Given a member, When changing the role, Then the new role shows; a typo suggests the close email', async () => {
    const changed = await owner.cli(['members', 'role', DEMO_DEV, 'workspace_admin', '--workspace', 'Acme Production']);
    expect(changed.code).toBe(0);
    expect(changed.stdout).toBe("dev@demo.skiff.dev is now WORKSPACE_ADMIN in workspace 'Acme Production'.\n");
    const back = await owner.cli([
      'members',
      'role',
      DEMO_DEV,
      'DEVELOPER',
      '--workspace',
      'Acme Production',
      '--json',
    ]);
    expect(jsonOf(back)).toMatchObject({ email: DEMO_DEV, role: 'DEVELOPER' });
    const typo = await owner.cli([
      'members',
      'role',
      'dev@demo.skif.dev',
      'DEVELOPER',
      '--workspace',
      'Acme Production',
    ]);
    expect(typo.code).toBe(5);
    expect(typo.stderr).toMatch(/^Error: No member named 'dev@demo\.skif\.dev'\. Did you mean 'dev@demo\.skiff\.dev'/);
    expect(typo.stderr).toMatch(/List them with: skiff members list --workspace 'Acme Production'/);
  });

  it('Given no --yes and no terminal, When removing, Then exit 2 naming --yes; with --yes the member is gone', async () => {
    const refused = await owner.cli(['members', 'remove', DEMO_DEV, '--project', 'Acme Production/storefront']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "Error: To remove dev@demo.skiff.dev from project 'Acme Production/storefront', add --yes.\n",
    );
    const removed = await owner.cli([
      'members',
      'remove',
      DEMO_DEV,
      '--project',
      'Acme Production/storefront',
      '--yes',
    ]);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toBe("Removed dev@demo.skiff.dev from project 'Acme Production/storefront'.\n");
    const left = await owner.cli(['members', 'list', '--project', 'Acme Production/storefront']);
    expect(left.stdout).not.toContain(DEMO_DEV);
  });
});

describe('skiff apps members', () => {
  const APP = 'Acme Production/storefront/main';
  it('Given an application, When a user is added, listed and removed, Then the spec messages; bad input exits 2', async () => {
    const bad = await owner.cli(['apps', 'members', 'add', APP, 'dev@demo']);
    expect([bad.code, bad.stderr]).toEqual([2, "Error: EMAIL 'dev@demo': Invalid email\n"]);
    const empty = await owner.cli(['apps', 'members', 'add', APP, ' ']);
    expect([empty.code, empty.stderr]).toEqual([2, "Error: EMAIL ' ': Email is require!\n"]);
    const added = await owner.cli(['apps', 'members', 'add', APP, 'Dev@Demo.skiff.dev']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toBe('dev@demo.skiff.dev added successfully.\n');
    const list = jsonOf(await owner.cli(['apps', 'members', 'list', APP, '--json']));
    expect(list.items.map((m: { email: string }) => m.email)).toContain(DEMO_DEV);
    const unconfirmed = await owner.cli(['apps', 'members', 'remove', APP, DEMO_DEV]);
    expect(unconfirmed.code).toBe(2);
    const removed = await owner.cli(['apps', 'members', 'remove', APP, DEMO_DEV, '--yes']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toBe(`Removed ${DEMO_DEV} from ${APP}.\n`);
    const after = jsonOf(await owner.cli(['apps', 'members', 'list', APP, '--json']));
    expect(after.items.map((m: { email: string }) => m.email)).not.toContain(DEMO_DEV);
  });
});
