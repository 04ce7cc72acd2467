import {
  apiFailureOf,
  DEMO_ADMIN,
  DEMO_DEV,
  DEMO_OWNER,
  startTestEmulator,
  type TestEmulator,
  waitFor,
} from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { INVITATION_INVALID_MESSAGE } from '../domain/workspace-rules.js';
import { invitationSchema, inviteLinkSchema } from '../schemas/collaboration.js';
import { workspaceSchema } from '../schemas/workspace.js';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';

let emulator: TestEmulator;
let owner: SkiffClient;
let admin: SkiffClient;
let dev: SkiffClient;
let envId: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  [owner, admin, dev] = (await Promise.all([DEMO_OWNER, DEMO_ADMIN, DEMO_DEV].map((e) => emulator.clientFor(e)))) as [
    SkiffClient,
    SkiffClient,
    SkiffClient,
  ];
  const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
  envId = acme.environment!._id!;
});
afterAll(() => emulator?.close());

const fresh = (name: string) => owner.workspaces.create({ name, environmentId: envId });

describe('workspace invitations (spec 000 section 4, spec 001 members)', () => {
  it('Given an owner inviting dev, When dev lists, verifies and accepts, Then dev joins with the role and the invitation is gone', async () => {
    const ws = await fresh('Invite accept');
    const created = await owner.invitations.inviteToWorkspace(ws._id, { email: DEMO_DEV, role: 'WORKSPACE_ADMIN' });
    expect(invitationSchema.parse(created)).toMatchObject({ email: DEMO_DEV, inviteType: 'WORKSPACE_COLLABORATOR' });
    expect((await owner.invitations.listForWorkspace(ws._id)).items.map((i) => i._id)).toEqual([created._id]);
    // The invitee is told through the bell.
    const note = await waitFor(
      async () => (await dev.notifications.list()).items.find((n) => n.message?.includes('Invite accept')),
      'the invitation notification',
    );
    expect(note?.title).toBe('Invitation');

    const mine = await dev.invitations.listMine();
    const token = mine.items.find((i) => i._id === created._id)?.token;
    expect(token).toBeTruthy();
    const devId = String((await dev.users.profile())._id);
    expect((await dev.invitations.listOfUser(devId)).items.map((i) => i._id)).toContain(created._id);
    expect(await dev.invitations.verify(token!)).toMatchObject({ kind: 'invitation', invitation: { email: DEMO_DEV } });

    await dev.invitations.accept(token!);
    const joined = await dev.workspaces.get(ws._id);
    expect(joined.rbac).toContainEqual({ user: devId, role: 'WORKSPACE_ADMIN' });
    expect((await owner.invitations.listForWorkspace(ws._id)).total).toBe(0);
    // Accepting again: the spec's sentence.
    expect(await apiFailureOf(dev.invitations.accept(token!))).toEqual({
      status: 400,
      message: INVITATION_INVALID_MESSAGE,
    });
  });

  it('Given a pending invitation, When the invitee joined meanwhile through the link, Then verify answers 308 with the workspace', async () => {
    const ws = await fresh('Redirect');
    const invite = await owner.invitations.inviteToWorkspace(ws._id, { email: DEMO_DEV });
    const link = await owner.invitations.getInviteLink(ws._id);
    await dev.invitations.joinByToken(link.token!);
    expect(await dev.invitations.verify(invite.token!)).toEqual({ kind: 'redirect', workspaceId: ws._id });
  });

  it('Given an invitation, When rejected, Then it is deleted; a bad token gives the spec sentence', async () => {
    const ws = await fresh('Invite reject');
    const invite = await owner.invitations.inviteToWorkspace(ws._id, { email: DEMO_DEV });
    expect(await dev.invitations.reject(invite.token!)).toMatchObject({ deleted: 1 });
    expect((await dev.invitations.listMine()).items.map((i) => i._id)).not.toContain(invite._id);
    expect(await apiFailureOf(dev.invitations.reject('nope'))).toEqual({
      status: 400,
      message: INVITATION_INVALID_MESSAGE,
    });
    // Someone else's invitation is invalid for this user too.
    const forAdmin = await owner.invitations.inviteToWorkspace(ws._id, { email: DEMO_ADMIN });
    expect((await apiFailureOf(dev.invitations.accept(forAdmin.token!))).status).toBe(400);
  });

  it('Given collaborator rules, When a developer invites, or the email is bad, or sent twice, Then 403, 400 and 409', async () => {
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    expect(await apiFailureOf(dev.invitations.inviteToWorkspace(acme._id, { email: 'x@y.io' }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect((await apiFailureOf(dev.invitations.listForWorkspace(acme._id))).status).toBe(403);
    expect(await apiFailureOf(admin.invitations.inviteToWorkspace(acme._id, { email: 'not-an-email' }))).toEqual({
      status: 400,
      message: ['email must be an email'],
    });
    const sent = await admin.invitations.inviteToWorkspace(acme._id, { email: 'new.person@example.com' });
    expect(sent.role).toBe('DEVELOPER');
    expect(
      (await apiFailureOf(admin.invitations.inviteToWorkspace(acme._id, { email: 'new.person@example.com' }))).status,
    ).toBe(409);
    expect((await apiFailureOf(admin.invitations.inviteToWorkspace(acme._id, { email: DEMO_DEV }))).status).toBe(409);
    expect(await admin.invitations.deleteFromWorkspace(acme._id, sent._id!)).toMatchObject({ deleted: 1 });
    expect((await apiFailureOf(admin.invitations.deleteFromWorkspace(acme._id, sent._id!))).status).toBe(404);
  });

  it('Given a project, When its owner invites dev and dev accepts, Then dev is a project member and in the workspace', async () => {
    const ws = await fresh('Project invites');
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    const project = (await owner.projects.list(acme._id)).items.find((p) => p.name === 'marketing-site')!;
    const invite = await admin.invitations.inviteToProject(acme._id, project._id, {
      email: 'p@example.com',
      role: 'PROJECT_MAINTAINER',
    });
    expect(invitationSchema.parse(invite)).toMatchObject({
      inviteType: 'PROJECT_COLLABORATOR',
      role: 'PROJECT_MAINTAINER',
    });
    expect((await admin.invitations.listForProject(acme._id, project._id)).items.map((i) => i._id)).toContain(
      invite._id,
    );
    expect((await apiFailureOf(dev.invitations.listForProject(acme._id, project._id))).status).toBe(403);
    expect(await admin.invitations.deleteFromProject(acme._id, project._id, invite._id!)).toMatchObject({ deleted: 1 });
    const forDev = await owner.invitations.inviteToProject(acme._id, project._id, { email: DEMO_DEV });
    await dev.invitations.accept(forDev.token!);
    const after = await owner.projects.get(acme._id, project._id);
    const devId = String((await dev.users.profile())._id);
    expect(after.rbac).toContainEqual({ user: devId, role: 'PROJECT_DEVELOPER' });
    expect(ws._id).toBeTruthy();
  });
});

describe('invite link', () => {
  it('Given a workspace link, When looked up, refreshed and deleted, Then the old token stops working', async () => {
    const ws = await fresh('Link');
    const link = inviteLinkSchema.parse(await owner.invitations.getInviteLink(ws._id));
    expect(link.link).toContain(link.token);
    expect(await dev.invitations.searchToken(link.token!)).toMatchObject({
      workspace: { _id: ws._id, name: 'Link' },
      isMember: false,
    });
    expect((await dev.invitations.tokenDetail(link.token!)).workspace._id).toBe(ws._id);
    const refreshed = await owner.invitations.refreshInviteLink(ws._id);
    expect(refreshed.token).not.toBe(link.token);
    expect((await apiFailureOf(dev.invitations.tokenDetail(link.token!))).status).toBe(404);
    expect(workspaceSchema.parse(await dev.invitations.joinByToken(refreshed.token!))._id).toBe(ws._id);
    expect((await apiFailureOf(dev.invitations.joinByToken(refreshed.token!))).status).toBe(409);
    expect(await owner.invitations.deleteInviteLink(ws._id)).toMatchObject({ deleted: 1 });
    expect((await apiFailureOf(admin.invitations.searchToken(refreshed.token!))).status).toBe(404);
    expect((await apiFailureOf(dev.invitations.getInviteLink(ws._id))).status).toBe(403);
  });
});

describe('ownership transfer (spec 001 sections 4-5)', () => {
  it('Given the owner, When transferring to themself, Then the spec message; to admin, Then admin accepts and becomes owner', async () => {
    const ws = await fresh('Transfer me');
    expect(await apiFailureOf(owner.invitations.transfer(ws._id, DEMO_OWNER))).toEqual({
      status: 400,
      message: ['Repositories cannot be transferred to the original owner'],
    });
    const invite = await owner.invitations.transfer(ws._id, DEMO_ADMIN);
    expect(invite.inviteType).toBe('TRANSFER_WORKSPACE');
    expect((await owner.workspaces.get(ws._id)).isTransfer).toBe(true);
    // A transfer token cannot be used as a collaborator invitation.
    expect((await apiFailureOf(admin.invitations.accept(invite.token!))).status).toBe(400);
    const moved = await admin.invitations.acceptTransfer(invite._id!, invite.token!);
    const adminId = String((await admin.users.profile())._id);
    expect(workspaceSchema.parse(moved).rbac).toContainEqual({ user: adminId, role: 'WORKSPACE_OWNER' });
    expect(moved.isTransfer).toBe(false);
  });

  it('Given a transfer in progress, When revoked, Then the workspace is no longer being transferred and the token is invalid', async () => {
    const ws = await fresh('Transfer revoke');
    const invite = await owner.invitations.transfer(ws._id, DEMO_DEV);
    expect((await apiFailureOf(dev.invitations.revokeTransfer(ws._id))).status).toBe(403);
    expect((await owner.invitations.revokeTransfer(ws._id)).isTransfer).toBe(false);
    expect(await apiFailureOf(dev.invitations.acceptTransfer(invite._id!, invite.token!))).toEqual({
      status: 400,
      message: INVITATION_INVALID_MESSAGE,
    });
    expect((await apiFailureOf(owner.invitations.revokeTransfer(ws._id))).status).toBe(400);
  });

  it('Given a transfer, When the invitee declines it, Then the owner keeps the workspace, it is no longer being transferred and the token is spent', async () => {
    const ws = await fresh('Transfer decline');
    const invite = await owner.invitations.transfer(ws._id, DEMO_ADMIN);
    const declined = await admin.invitations.declineTransfer(invite._id!, invite.token!);
    expect(declined).toMatchObject({ _id: invite._id, inviteStatus: 'DECLINED' });
    const after = await owner.workspaces.get(ws._id);
    expect(after.isTransfer).toBe(false);
    const adminId = String((await admin.users.profile())._id);
    expect(after.rbac?.some((entry) => entry.user === adminId)).toBe(false);
    expect(await apiFailureOf(admin.invitations.acceptTransfer(invite._id!, invite.token!))).toEqual({
      status: 400,
      message: INVITATION_INVALID_MESSAGE,
    });
    // Nothing is left to revoke, and the owner may start a new transfer.
    expect((await apiFailureOf(owner.invitations.revokeTransfer(ws._id))).status).toBe(400);
    expect((await owner.invitations.transfer(ws._id, DEMO_ADMIN)).inviteType).toBe('TRANSFER_WORKSPACE');
  });

  it('Given a TRIAL demo workspace, When transferred, Then it is refused', async () => {
    const demo = await dev.workspaces.createDefault();
    expect((await apiFailureOf(dev.invitations.transfer(demo._id, DEMO_ADMIN))).status).toBe(400);
  });
});
