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
import { catalogSchema, teamMemberSchema, teamSchema } from '../schemas/collaboration.js';
import { notificationSchema } from '../schemas/notification.js';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';

let emulator: TestEmulator;
let owner: SkiffClient;
let admin: SkiffClient;
let dev: SkiffClient;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  [owner, admin, dev] = (await Promise.all([DEMO_OWNER, DEMO_ADMIN, DEMO_DEV].map((e) => emulator.clientFor(e)))) as [
    SkiffClient,
    SkiffClient,
    SkiffClient,
  ];
});
afterAll(() => emulator?.close());

describe('catalogs (spec 001 /catalogs)', () => {
  it('Given the demo catalogs, When a workspace lists them, Then only published ones come, 24 a page, and the Drupal Forge tab only DF ones', async () => {
    const acme = (await dev.workspaces.list({ search: 'Acme Production' })).items[0]!;
    const page = await dev.catalogs.listForWorkspace(acme._id);
    expect(page.items.length).toBeGreaterThanOrEqual(5);
    for (const c of page.items) expect(catalogSchema.parse(c).isPublish).toBe(true);
    expect(page.items.map((c) => c.name)).not.toContain('admin-draft');
    const df = await dev.catalogs.listDrupalForge(acme._id);
    expect(df.items.map((c) => c.name).sort()).toEqual(['drupal-cms-starter', 'drupal-commerce-kit']);
    const searched = await dev.catalogs.listForWorkspace(acme._id, { search: 'wordpress' });
    expect(searched.items.map((c) => c.name)).toEqual(['wordpress-blog']);
  });

  it('Given a new catalog, When created, validated, updated, published by an admin and deleted, Then each step shows', async () => {
    expect(await dev.catalogs.validate('Bad Name')).toMatchObject({ valid: false });
    expect(await dev.catalogs.validate('my-template')).toEqual({ valid: true });
    expect(await apiFailureOf(dev.catalogs.create({ name: '' }))).toEqual({
      status: 400,
      message: ['name should not be empty'],
    });
    const created = await dev.catalogs.create({
      name: 'my-template',
      title: 'My template',
      repositoryProvider: 'GITHUB',
    });
    expect(catalogSchema.parse(created)).toMatchObject({ name: 'my-template', isPublish: false });
    expect(await dev.catalogs.validate('my-template')).toMatchObject({ valid: false });
    expect((await apiFailureOf(dev.catalogs.create({ name: 'my-template' }))).status).toBe(409);
    // Unpublished: invisible to others, visible to its creator.
    expect((await apiFailureOf(admin.catalogs.get(created._id))).status).toBe(404);
    expect((await dev.catalogs.get(created._id)).title).toBe('My template');
    const updated = await dev.catalogs.update(created._id, { title: 'Renamed', isUsingAIKey: true });
    expect(updated).toMatchObject({ title: 'Renamed', isUsingAIKey: true, isPublish: false });
    expect((await apiFailureOf(dev.catalogs.adminUpdate(created._id, { isPublish: true }))).message).toBe(FORBIDDEN);
    expect((await owner.catalogs.adminUpdate(created._id, { isPublish: true })).isPublish).toBe(true);
    expect((await admin.catalogs.list({ search: 'my-template' })).items.map((c) => c._id)).toEqual([created._id]);
    expect((await apiFailureOf(admin.catalogs.delete(created._id))).status).toBe(403);
    expect(await dev.catalogs.delete(created._id)).toMatchObject({ deleted: 1 });
    expect((await apiFailureOf(dev.catalogs.get(created._id))).status).toBe(404);
  });
});

describe('teams', () => {
  it('Given a new team, When members are added and removed, Then the owner manages it and members only see it', async () => {
    expect(await apiFailureOf(dev.teams.create({ name: ' ' }))).toEqual({
      status: 400,
      message: ['name should not be empty'],
    });
    const team = await dev.teams.create({
      name: 'Frontend',
      gitProvider: 'GITHUB',
      repositories: [{ name: 'acme/storefront', url: 'https://github.com/acme/storefront' }],
    });
    expect(teamSchema.parse(team)).toMatchObject({ name: 'Frontend', totalMembers: 1 });
    expect((await apiFailureOf(admin.teams.get(team._id))).status).toBe(404);
    const added = await dev.teams.addMember(team._id, { email: DEMO_ADMIN });
    expect(teamMemberSchema.parse(added)).toMatchObject({ email: DEMO_ADMIN, role: 'MEMBER' });
    expect((await apiFailureOf(dev.teams.addMember(team._id, { email: 'ghost@example.com' }))).status).toBe(404);
    expect((await admin.teams.list()).items.map((t) => t._id)).toContain(team._id);
    expect((await admin.teams.members(team._id)).items.map((m) => m.email).sort()).toEqual([DEMO_ADMIN, DEMO_DEV]);
    expect((await admin.teams.repos(team._id)).items).toEqual([
      { name: 'acme/storefront', url: 'https://github.com/acme/storefront', provider: 'GITHUB' },
    ]);
    expect(await apiFailureOf(admin.teams.update(team._id, { name: 'Mine now' }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect((await dev.teams.update(team._id, { name: 'Web' })).name).toBe('Web');
    const devId = String((await dev.users.profile())._id);
    expect((await apiFailureOf(dev.teams.removeMember(team._id, devId))).status).toBe(400);
    const adminId = String((await admin.users.profile())._id);
    expect(await dev.teams.removeMember(team._id, adminId)).toMatchObject({ deleted: 1 });
    expect((await apiFailureOf(admin.teams.get(team._id))).status).toBe(404);
    expect((await owner.teams.get(team._id)).name).toBe('Web');
    expect(await dev.teams.delete(team._id)).toMatchObject({ deleted: 1 });
    expect((await apiFailureOf(dev.teams.get(team._id))).status).toBe(404);
  });
});

describe('one notification', () => {
  it('Given a notification sent by an admin to dev, When dev reads, marks and deletes it, Then the badge follows', async () => {
    const devId = String((await dev.users.profile())._id);
    expect(
      (
        await apiFailureOf(
          dev.notifications.create({ title: 'x', message: 'y', userId: String((await owner.users.profile())._id) }),
        )
      ).status,
    ).toBe(403);
    expect(await apiFailureOf(dev.notifications.create({ title: '', message: '' }))).toEqual({
      status: 400,
      message: ['title should not be empty', 'message should not be empty'],
    });
    const before = await dev.notifications.unreadCount();
    const sent = await owner.notifications.create({
      title: 'Maintenance',
      message: 'Tonight at 22:00.',
      userId: devId,
    });
    expect(notificationSchema.parse(sent)).toMatchObject({ title: 'Maintenance', seen: false });
    await waitFor(async () => (await dev.notifications.unreadCount()) === before + 1, 'the badge to grow');
    const got = await dev.notifications.get(sent._id!);
    expect(got.message).toBe('Tonight at 22:00.');
    expect((await apiFailureOf(owner.notifications.get(sent._id!))).status).toBe(404);
    expect(await dev.notifications.update(sent._id!, { seen: true, read: true })).toMatchObject({
      seen: true,
      read: true,
    });
    expect(await dev.notifications.unreadCount()).toBe(before);
    expect(await apiFailureOf(dev.notifications.update(sent._id!, {}))).toEqual({
      status: 400,
      message: ['seen must be a boolean value'],
    });
    await dev.notifications.delete(sent._id!);
    expect((await apiFailureOf(dev.notifications.get(sent._id!))).status).toBe(404);
  });
});
