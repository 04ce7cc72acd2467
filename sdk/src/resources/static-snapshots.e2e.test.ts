import {
  DEMO_ADMIN,
  DEMO_DEV,
  DEMO_OWNER,
  startTestEmulator,
  type TestEmulator,
  waitForActivityEnd,
} from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { resolveApplicationRef } from '../flows/resolve-ref.js';
import {
  type Snapshot,
  snapshotSchema,
  staticDomainSchema,
  staticOverviewSchema,
  staticSiteSchema,
  userResourceSchema,
} from '../schemas/application-area.js';
import { PermissionDeniedError, ValidationError } from '../transport/errors.js';
import type { ApplicationIds } from './applications.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let admin: SkiffClient;
let dev: SkiffClient;
let main: ApplicationIds;

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  owner = await emulator.clientFor(DEMO_OWNER);
  admin = await emulator.clientFor(DEMO_ADMIN);
  dev = await emulator.clientFor(DEMO_DEV);
  main = await resolveApplicationRef(owner, 'Acme Production/storefront/main');
}, 30_000);
afterAll(() => emulator?.close());

describe('static sites against a real emulator', () => {
  it('Given no site yet, When a domain is added, Then "Create a static site first."; bad domains use the spec texts', async () => {
    expect((await admin.staticSites.addDomain(main.applicationId, '').catch((e) => e)).fields).toEqual([
      'Please input domain!',
    ]);
    expect((await admin.staticSites.addDomain(main.applicationId, 'a..b').catch((e) => e)).fields).toEqual([
      'Domain is invalid.',
    ]);
    const early = await admin.staticSites.addDomain(main.applicationId, 'static.example.com').catch((e) => e);
    expect(early).toBeInstanceOf(ValidationError);
    expect(early.message).toBe('Create a static site first.');
    const overview = await dev.staticSites.overview(main.applicationId);
    expect(overview).toMatchObject({ totalSites: 0, status: null, url: null });
  });

  it('Given a not-deployed branch or a developer, When a site is created, Then 400 / 403', async () => {
    const feature = await resolveApplicationRef(owner, 'Acme Production/storefront/feature-login');
    const refused = await owner.staticSites.createWithQuantCdn(feature.applicationId).catch((e) => e);
    expect(refused.message).toBe('Application is not deployed.');
    const denied = await dev.staticSites.createWithQuantCdn(main.applicationId).catch((e) => e);
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect(denied.message).toBe(FORBIDDEN);
  });

  it('Given a running app, When exported, Then CREATE_STATIC_SITE ends and the overview shows the site address', async () => {
    const started = await admin.staticSites.createWithQuantCdn(main.applicationId);
    expect(staticSiteSchema.safeParse(started.site).success).toBe(true);
    expect(await waitForActivityEnd(admin, started.activityId!)).toMatchObject({
      action: 'CREATE_STATIC_SITE',
      status: 'SUCCESS',
    });
    const list = await dev.staticSites.list(main.applicationId);
    expect(list.items).toEqual([expect.objectContaining({ status: 'SUCCESS', provider: 'quantcdn' })]);
    const overview = await dev.staticSites.overview(main.applicationId);
    expect(staticOverviewSchema.safeParse(overview).success).toBe(true);
    expect(overview).toMatchObject({ totalSites: 1, status: 'SUCCESS', url: 'https://storefront-main.quantcdn.io' });
  }, 60_000);

  it('Given the site, When a domain is added and deleted, Then the domain list follows; a duplicate is 409', async () => {
    const domain = await admin.staticSites.addDomain(main.applicationId, 'Static.Example.com');
    expect(staticDomainSchema.safeParse(domain).success).toBe(true);
    expect(domain.domain).toBe('static.example.com');
    expect((await admin.staticSites.addDomain(main.applicationId, 'static.example.com').catch((e) => e)).status).toBe(
      409,
    );
    expect((await dev.staticSites.domains(main.applicationId)).items.map((d) => d.domain)).toEqual([
      'static.example.com',
    ]);
    expect((await dev.staticSites.deleteDomain(main.applicationId, domain._id).catch((e) => e)).status).toBe(403);
    expect(await admin.staticSites.deleteDomain(main.applicationId, domain._id)).toMatchObject({ deleted: true });
    expect((await dev.staticSites.domains(main.applicationId)).total).toBe(0);
    expect((await admin.staticSites.deleteDomain(main.applicationId, domain._id).catch((e) => e)).status).toBe(404);
  });
});

describe('snapshots against a real emulator', () => {
  it('Given a seeded snapshot, When read and deleted, Then DELETING, then gone (404); a developer may read, not delete', async () => {
    const app = await dev.applications.getById(main.applicationId);
    const [first] = app.snapshots as Snapshot[];
    const snapshot = await dev.snapshots.get(first!._id);
    expect(snapshotSchema.safeParse(snapshot).success).toBe(true);
    expect(snapshot).toMatchObject({ status: 'READY', application: main.applicationId });
    expect((await dev.snapshots.delete(first!._id).catch((e) => e)).message).toBe(FORBIDDEN);
    const deleting = await admin.snapshots.delete(first!._id);
    expect(deleting.snapshot?.status).toBe('DELETING');
    expect(await waitForActivityEnd(admin, deleting.activityId!)).toMatchObject({
      action: 'DELETE_SNAPSHOT',
      status: 'SUCCESS',
    });
    expect((await dev.snapshots.get(first!._id).catch((e) => e)).status).toBe(404);
    expect(((await dev.applications.getById(main.applicationId)).snapshots as unknown[]).length).toBe(1);
  }, 60_000);
});

describe('stored resources against a real emulator', () => {
  it('Given a link, When stored, Then only its owner lists it; bad input is 400; only the owner or an admin deletes', async () => {
    const bad = await dev.resources.create({ name: '', url: 'ftp:/x' }).catch((e) => e);
    expect(bad.fields).toEqual(['name should not be empty', 'url must be a URL address']);
    const created = await dev.resources.create({ name: 'Brand kit', url: 'https://cdn.example.com/brand.zip' });
    expect(userResourceSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ type: 'link', createdBy: { rawInfo: { email: DEMO_DEV } } });
    expect((await dev.resources.list({ search: 'brand' })).items.map((r) => r.name)).toEqual(['Brand kit']);
    expect((await admin.resources.list()).total).toBe(0);
    expect((await admin.resources.delete(created._id).catch((e) => e)).status).toBe(403);
    expect(await dev.resources.delete(created._id)).toMatchObject({ _id: created._id, deleted: true });
    expect((await dev.resources.list()).total).toBe(0);
    expect((await owner.resources.delete(created._id).catch((e) => e)).status).toBe(404);
  });
});
