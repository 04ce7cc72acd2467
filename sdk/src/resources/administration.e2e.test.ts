import { DEMO_ADMIN, DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import {
  CONFIRM_PASSWORD_MISMATCH,
  HOSTED_ZONE_DOMAIN_INVALID,
  HOSTED_ZONE_DOMAIN_REQUIRED,
} from '../domain/account-rules.js';
import { PAGE_MESSAGES } from '../domain/messages.js';
import {
  awsOrderSchema,
  cloudAccountSchema,
  hostedZoneSchema,
  memberSchema,
  meteringRecordSchema,
} from '../schemas/administration.js';
import { workspaceSchema } from '../schemas/workspace.js';
import { AuthenticationError, NotFoundError, PermissionDeniedError, ValidationError } from '../transport/errors.js';

const OPS = 'ops@demo.skiff.dev';
let emulator: TestEmulator;
let owner: SkiffClient;
let ops: SkiffClient;
let dev: SkiffClient;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  owner = await emulator.clientFor(DEMO_OWNER);
  ops = await emulator.clientFor(OPS);
  dev = await emulator.clientFor(DEMO_DEV);
});
afterAll(() => emulator?.close());

const rejection = async (promise: Promise<unknown>) => promise.catch((e: unknown) => e);
async function expectForbidden(promise: Promise<unknown>) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(PermissionDeniedError);
  expect((error as Error).message).toBe(PAGE_MESSAGES.forbidden);
}

describe('Members and administrators (instance owner and admins only)', () => {
  it('Given the admin pages, When members and administrators are listed, Then each list holds its roles', async () => {
    const members = await ops.members.list({ pageSize: 24 });
    expect(members.items.every((m) => memberSchema.safeParse(m).success && m.role === 'MEMBER')).toBe(true);
    const adam = members.items.find((m) => m.rawInfo?.email === DEMO_ADMIN);
    expect(adam).toMatchObject({ totalWorkspaces: 2 });
    const admins = await owner.administrators.list();
    expect(admins.items.map((a) => [a.rawInfo?.email, a.role])).toEqual([
      [DEMO_OWNER, 'INSTANCE_OWNER'],
      [OPS, 'INSTANCE_ADMIN'],
    ]);
    expect((await owner.members.list({ search: 'dana' })).items.map((m) => m.rawInfo?.email)).toEqual([DEMO_DEV]);
  });

  it('Given a member, When they call the admin lists, Then 403 with the page text', async () => {
    await expectForbidden(dev.members.list());
    await expectForbidden(dev.administrators.list());
    await expectForbidden(dev.members.create({ username: 'x@y.dev', password: 'Abcdef!12' }));
  });

  it('Given an e-mail and a password, When a member is created, Then they can sign in; then deleted, they cannot', async () => {
    const created = await ops.members.create({ username: 'New.Person@Demo.Skiff.dev', password: 'Abcdef!12' });
    expect(created).toMatchObject({ role: 'MEMBER', rawInfo: { email: 'new.person@demo.skiff.dev' } });
    await expect(emulator.tokenFor('new.person@demo.skiff.dev', 'Abcdef!12')).resolves.toBeTruthy();
    const again = await rejection(ops.members.create({ username: 'new.person@demo.skiff.dev', password: 'Abcdef!12' }));
    expect((again as { status?: number }).status).toBe(409);
    await ops.members.delete(created._id);
    await expect(emulator.tokenFor('new.person@demo.skiff.dev', 'Abcdef!12')).rejects.toThrow();
    await expect(ops.members.delete(created._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('Given a bad e-mail and weak password, When a member is created, Then 400 lists the failed fields', async () => {
    const error = (await rejection(owner.members.create({ username: 'nope', password: 'short' }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields[0]).toBe('username must be an email');
    expect(error.fields[1]).toMatch(/8-18 characters/);
    expect(error.fields).not.toContain(CONFIRM_PASSWORD_MISMATCH);
  });

  it('Given a member, When their workspaces are listed, Then the workspace cards come back', async () => {
    const adam = (await owner.members.list({ search: 'adam' })).items[0]!;
    const workspaces = await owner.members.workspaces(adam._id);
    expect(workspaces.items.map((w) => w.name).sort()).toEqual(['Acme Production', 'Globex Staging']);
    expect(workspaces.items.every((w) => workspaceSchema.safeParse(w).success)).toBe(true);
  });

  it('Given the administrators, When one is removed, Then they become a member; the owner cannot be removed', async () => {
    const list = await owner.administrators.list();
    const ownerId = list.items.find((a) => a.role === 'INSTANCE_OWNER')!._id;
    await expect(ops.administrators.delete(ownerId)).rejects.toBeInstanceOf(ValidationError);
    const opsId = list.items.find((a) => a.role === 'INSTANCE_ADMIN')!._id;
    expect(await owner.administrators.delete(opsId)).toMatchObject({ role: 'MEMBER' });
    await expectForbidden(ops.members.list());
  });
});

describe('Cloud accounts', () => {
  it('Given the demo accounts, When listed, Then one per provider shows and no secret is answered', async () => {
    const page = await owner.cloudAccounts.list();
    expect(page.items.map((a) => a.provider).sort()).toEqual(['AWS', 'AZURE', 'DIGITAL_OCEAN']);
    expect(page.items.every((a) => cloudAccountSchema.safeParse(a).success)).toBe(true);
    expect(page.items.find((a) => a.provider === 'AWS')?.awsAccountId).toBe('123456789012');
    await expectForbidden(dev.cloudAccounts.list());
  });

  it('Given DigitalOcean without its key and secret, When created, Then 400 names the missing fields', async () => {
    const error = (await rejection(
      owner.cloudAccounts.create({ name: 'DO', provider: 'DIGITAL_OCEAN', doToken: 't', doSpaceRegion: 'nyc3' }),
    )) as ValidationError;
    expect(error.fields).toEqual(['doSpaceKey should not be empty', 'doSpaceSecret should not be empty']);
  });

  it('Given an Azure account, When created then deleted, Then it lists then goes; secrets never come back', async () => {
    const created = await owner.cloudAccounts.create({
      name: 'Azure two',
      provider: 'AZURE',
      azSubscriptionId: 'sub',
      azTenantId: 'tenant',
      azClientId: 'client',
      azClientSecret: 'very-secret',
    });
    expect(created).toMatchObject({ name: 'Azure two', provider: 'AZURE', number: 4 });
    expect(JSON.stringify(await owner.cloudAccounts.list())).not.toContain('very-secret');
    await owner.cloudAccounts.delete(created._id);
    expect((await owner.cloudAccounts.list()).total).toBe(3);
  });

  it('Given an account a cluster uses, When deleted, Then 400 refuses', async () => {
    const aws = (await owner.cloudAccounts.list()).items.find((a) => a.provider === 'AWS')!;
    await expect(owner.cloudAccounts.delete(aws._id)).rejects.toBeInstanceOf(ValidationError);
  });

  it('Given the AWS stack callback, When called with the user token, Then the ARN is kept for the form', async () => {
    const token = await emulator.tokenFor(DEMO_OWNER);
    const profile = await owner.users.profile();
    const arnRole = 'arn:aws:iam::210987654321:role/skiffrole-SkiffRole-ZYXWVUTSRQPON';
    const result = await owner.cloudAccounts.cloudFormationCallback({ token, userId: profile._id!, arnRole });
    expect(result).toMatchObject({ status: 'SUCCESS', arnRole });
    expect((await owner.users.profile()).lastCreatedArnRole).toBe(arnRole);
    const wrongUser = owner.cloudAccounts.cloudFormationCallback({ token, userId: 'someone-else', arnRole });
    await expect(wrongUser).rejects.toBeInstanceOf(AuthenticationError);
  });
});

describe('Hosted zones', () => {
  it('Given the demo zones, When listed, Then they parse and carry name servers', async () => {
    const page = await owner.hostedZones.list({ pageSize: 50 });
    expect(page.items.map((z) => z.name).sort()).toEqual(['demo.skiff.dev', 'forge.skiff.dev']);
    expect(page.items.every((z) => hostedZoneSchema.safeParse(z).success && z.nameServers?.length === 4)).toBe(true);
    await expectForbidden(dev.hostedZones.list());
  });

  it('Given a domain, When created, duplicated and deleted, Then 201, 409, then gone', async () => {
    const zone = await owner.hostedZones.create({ domain: 'shop.example.com', isDrupalForge: false });
    expect(zone).toMatchObject({ name: 'shop.example.com', privateZone: false, isDrupalForge: false });
    const dup = await rejection(owner.hostedZones.create({ domain: 'shop.example.com' }));
    expect((dup as { status?: number }).status).toBe(409);
    await owner.hostedZones.delete(zone._id);
    await expect(owner.hostedZones.delete(zone._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('Given no domain or a bad one, When created, Then the spec messages come back', async () => {
    const empty = (await rejection(owner.hostedZones.create({ domain: '' }))) as ValidationError;
    expect(empty.fields).toEqual([HOSTED_ZONE_DOMAIN_REQUIRED]);
    const bad = (await rejection(owner.hostedZones.create({ domain: 'not a domain' }))) as ValidationError;
    expect(bad.fields).toEqual([HOSTED_ZONE_DOMAIN_INVALID]);
  });
});

describe('AWS orders', () => {
  it('Given the owner orders, When listed and read, Then orders and their metering records parse', async () => {
    const orders = await owner.awsOrders.list();
    expect(orders.items.map((o) => o.type).sort()).toEqual(['ENVIRONMENT', 'WORKSPACE']);
    expect(orders.items.every((o) => awsOrderSchema.safeParse(o).success)).toBe(true);
    const order = await owner.awsOrders.get(orders.items[0]!._id);
    expect(order._id).toBe(orders.items[0]!._id);
    const records = await owner.awsOrders.meteringRecords(order._id);
    expect(records.total).toBe(3);
    expect(records.items.every((r) => meteringRecordSchema.safeParse(r).success && r.awsOrderId === order._id)).toBe(
      true,
    );
  });

  it("Given another user's order, When a member reads it, Then 403; their own list is empty", async () => {
    const orders = await owner.awsOrders.list();
    await expectForbidden(dev.awsOrders.get(orders.items[0]!._id));
    expect((await dev.awsOrders.list()).total).toBe(0);
    await expect(dev.awsOrders.get('000000000000000000000000')).rejects.toBeInstanceOf(NotFoundError);
  });
});
