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
import { customDomainSchema, domainStartedSchema } from '../schemas/application-area.js';
import { collaboratorSchema } from '../schemas/collaboration.js';
import { ConflictError, PermissionDeniedError, ValidationError } from '../transport/errors.js';
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

describe('custom domains against a real emulator', () => {
  it('Given an empty or malformed domain, When added, Then 400 with "Please input domain!" / "Domain is invalid."', async () => {
    const empty = await dev.applications.domains.add(main, { domain: ' ' }).catch((e) => e);
    expect(empty).toBeInstanceOf(ValidationError);
    expect(empty.fields).toEqual(['Please input domain!']);
    const bad = await dev.applications.domains.add(main, { domain: 'shop_example' }).catch((e) => e);
    expect(bad.fields).toEqual(['Domain is invalid.']);
  });

  it('Given a developer outside the project, When adding a domain, Then 403 with the page text', async () => {
    const marketing = await resolveApplicationRef(owner, 'Acme Production/marketing-site/main');
    const denied = await dev.applications.domains.add(marketing, { domain: 'www.example.com' }).catch((e) => e);
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect(denied.message).toBe(FORBIDDEN);
  });

  it('Given a valid domain, When added, Then an ADD_CUSTOM_DOMAIN task runs and the app and workspace list show it', async () => {
    const started = await dev.applications.domains.add(main, {
      domain: 'Shop.Example.com',
      privateKey: 'KEY',
      sslCertificate: 'CERT',
    });
    expect(domainStartedSchema.safeParse(started).success).toBe(true);
    expect(started.domain).toMatchObject({ domain: 'shop.example.com', hasCertificate: true });
    expect(started.domain).not.toHaveProperty('privateKey');
    const activity = await waitForActivityEnd(dev, started.activityId!);
    expect(activity).toMatchObject({ action: 'ADD_CUSTOM_DOMAIN', status: 'SUCCESS' });
    const app = await dev.applications.get(main);
    expect(app.domains).toEqual([expect.objectContaining({ domain: 'shop.example.com' })]);
    const page = await dev.domains.list(main.workspaceId, { search: 'shop' });
    expect(page.total).toBe(1);
    expect(customDomainSchema.safeParse(page.items[0]).success).toBe(true);
    expect(page.items[0]).toMatchObject({ domain: 'shop.example.com', status: 'SUCCESS' });
    const again = await owner.applications.domains.add(main, { domain: 'shop.example.com' }).catch((e) => e);
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.message).toBe('The domain shop.example.com is already added.');
  }, 60_000);

  it('Given the domain, When deleted from the workspace list, Then it is gone and DELETE_CUSTOM_DOMAIN runs', async () => {
    const [domain] = (await owner.domains.list(main.workspaceId)).items;
    const removed = await owner.domains.delete(main.workspaceId, domain!._id);
    expect(removed).toMatchObject({ _id: domain!._id, deleted: true });
    const activity = await waitForActivityEnd(owner, String(removed.activityId));
    expect(activity).toMatchObject({ action: 'DELETE_CUSTOM_DOMAIN', status: 'SUCCESS' });
    expect((await owner.domains.list(main.workspaceId)).total).toBe(0);
    expect((await owner.applications.get(main)).domains).toEqual([]);
    const missing = await owner.domains.delete(main.workspaceId, domain!._id).catch((e) => e);
    expect(missing.status).toBe(404);
  }, 60_000);
});

describe('application members against a real emulator', () => {
  it('Given a workspace user, When an admin adds them, Then the list shows them; a second add is 409', async () => {
    const added = await admin.applications.members.add(main, { email: DEMO_DEV });
    expect(collaboratorSchema.safeParse(added).success).toBe(true);
    expect(added).toMatchObject({ rawInfo: { email: DEMO_DEV }, role: 'PROJECT_DEVELOPER' });
    const page = await dev.applications.members.list(main);
    expect(page.items.map((m) => m.rawInfo?.email)).toEqual([DEMO_DEV]);
    const again = await admin.applications.members.add(main, { userId: added._id }).catch((e) => e);
    expect(again.status).toBe(409);
    expect(again.message).toBe(`${DEMO_DEV} is already a member of this application.`);
  });

  it('Given bad input or a developer, When adding, Then 400 / 404 / 403', async () => {
    expect((await admin.applications.members.add(main, { email: 'nope' }).catch((e) => e)).fields).toEqual([
      'email must be an email',
    ]);
    expect((await admin.applications.members.add(main, { email: 'x@y.dev' }).catch((e) => e)).status).toBe(404);
    const denied = await dev.applications.members.add(main, { email: DEMO_ADMIN }).catch((e) => e);
    expect(denied.message).toBe(FORBIDDEN);
  });

  it('Given the member, When removed, Then the list is empty; removing again is 404; a developer gets 403', async () => {
    const [member] = (await owner.applications.members.list(main)).items;
    expect((await dev.applications.members.remove(main, member!._id).catch((e) => e)).status).toBe(403);
    expect(await owner.applications.members.remove(main, member!._id)).toMatchObject({ deleted: true });
    expect((await owner.applications.members.list(main)).total).toBe(0);
    expect((await owner.applications.members.remove(main, member!._id).catch((e) => e)).status).toBe(404);
  });
});
