import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInAll, startTestEmulator, type TestEmulator } from '../test-support.js';
import { TEMPLATE_CAPACITY_MESSAGE, TEMPLATE_PROJECT_TYPE_MESSAGE } from './catalogs.js';

let emulator: TestEmulator;
let owner: string;
let dev: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  [owner, dev] = await signInAll(emulator.origin, 'owner@demo.skiff.dev', 'dev@demo.skiff.dev');
});
afterAll(() => emulator?.dispose());

const send = (token: string, method: string, path: string, body: unknown) =>
  api(emulator.origin, token, path, { method, body: JSON.stringify(body) });

const TEMPLATE = {
  name: 'kept-fields',
  repoUrl: 'https://github.com/example/kept-fields',
  projectType: 'drupal10',
  organization: { name: 'Example Org' },
  appRoot: '/var/www/html',
  webRoot: '/var/www/html/web',
  adminUser: 'admin',
  adminPassword: 'Sup3r!secret',
  adminPath: '/user/login',
};

describe('template fields on save (spec 003 sections 3 and 7)', () => {
  it('Given a new template with its type, roots and admin login, When created and read back, Then every field is kept', async () => {
    const created = await send(owner, 'POST', '/catalogs', TEMPLATE);
    expect(created.status).toBe(201);
    const read = await api(emulator.origin, owner, `/catalogs/${created.body._id}`);
    expect(read.body).toMatchObject(TEMPLATE);
  });

  it('Given the admin update, When it sets the capacity and changes the roots, Then they are kept; the ordinary update cannot set the capacity', async () => {
    const { body } = await send(owner, 'POST', '/catalogs', { ...TEMPLATE, name: 'capacity-kept' });
    const updated = await send(owner, 'PATCH', `/catalogs/${body._id}/admin`, {
      capacityDefault: '2',
      appRoot: '/app',
      projectType: 'wordpress',
      isPublish: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ capacityDefault: '2', appRoot: '/app', projectType: 'wordpress' });

    await send(owner, 'PATCH', `/catalogs/${body._id}`, { capacityDefault: '8', webRoot: '/app/public' });
    const read = await api(emulator.origin, owner, `/catalogs/${body._id}`);
    expect(read.body).toMatchObject({ capacityDefault: '2', webRoot: '/app/public', adminUser: 'admin' });
  });

  it('Given an unknown project type or a blank capacity, When saved, Then 400 names the field and nothing changes', async () => {
    const bad = await send(owner, 'POST', '/catalogs', { ...TEMPLATE, name: 'bad-type', projectType: 'cobol' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual([TEMPLATE_PROJECT_TYPE_MESSAGE]);

    const { body } = await send(owner, 'POST', '/catalogs', { ...TEMPLATE, name: 'blank-capacity' });
    const blank = await send(owner, 'PATCH', `/catalogs/${body._id}/admin`, { capacityDefault: ' ', appRoot: '/x' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toEqual([TEMPLATE_CAPACITY_MESSAGE]);
    expect((await api(emulator.origin, owner, `/catalogs/${body._id}`)).body.appRoot).toBe(TEMPLATE.appRoot);
    expect((await send(dev, 'PATCH', `/catalogs/${body._id}/admin`, { capacityDefault: '4' })).status).toBe(403);
  });
});
