import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestEmulator, type TestEmulator } from '../test-support.js';

describe('REST reads and role visibility', () => {
  let emu: TestEmulator;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    emu = await startTestEmulator();
    for (const who of ['owner', 'admin', 'dev']) tokens[who] = await signIn(emu.origin, `${who}@demo.skiff.dev`);
  });
  afterAll(() => emu.dispose());

  const names = (body: { data: Array<{ name: string }> }) => body.data.map((w) => w.name);

  it('Given the owner, When listing workspaces, Then all 15 are counted and pages hold 12 by default', async () => {
    const first = await api(emu.origin, tokens.owner, '/workspaces');
    expect(first.status).toBe(200);
    expect(first.body.totalItem).toBe(15);
    expect(first.headers.get('x-total-count')).toBe('15');
    expect(first.body.data).toHaveLength(12);
    expect(first.body.data[0].name).toBe('Acme Production');
    const second = await api(emu.origin, tokens.owner, '/workspaces?pageIndex=2');
    expect(second.body.data).toHaveLength(3);
    const all = new Set([...names(first.body), ...names(second.body)]);
    expect(all.size).toBe(15);
  });

  it('Given a member, When listing workspaces, Then only those whose rbac lists them appear', async () => {
    expect(names((await api(emu.origin, tokens.admin, '/workspaces')).body).sort()).toEqual([
      'Acme Production',
      'Globex Staging',
    ]);
    const dev = await api(emu.origin, tokens.dev, '/workspaces');
    expect(names(dev.body)).toEqual(['Acme Production']);
    expect(dev.headers.get('x-total-count')).toBe('1');
  });

  it('Given the filters and search, Then the list narrows as asked', async () => {
    const get = async (q: string) => names((await api(emu.origin, tokens.owner, `/workspaces?pageSize=50&${q}`)).body);
    expect(await get('isPersonal=true')).toEqual(["Owner's Personal"]);
    expect(await get('isDrupalForge=true')).toEqual(['Drupal Forge Sandbox']);
    expect(await get('isRegular=true')).toHaveLength(13);
    expect(await get('search=ACME')).toEqual(['Acme Production']);
    expect(await get('search=hack-week')).toEqual(['Hooli Labs']);
  });

  it('Given Acme Production, Then counters are computed from its projects and applications', async () => {
    const list = await api(emu.origin, tokens.dev, '/workspaces');
    const acme = list.body.data[0];
    const detail = await api(emu.origin, tokens.dev, `/workspaces/${acme._id}`);
    expect(detail.body).toMatchObject({ name: 'Acme Production', totalProjects: 3, totalApplications: 13 });
    expect(detail.body.environment.cloudAccount.provider).toBe('AWS');
    const projects = await api(emu.origin, tokens.dev, `/workspaces/${acme._id}/projects`);
    expect(projects.headers.get('x-total-count')).toBe('3');
    const storefront = projects.body.data.find((p: { name: string }) => p.name === 'storefront');
    expect(storefront).toMatchObject({ projectType: { key: 'nodejs', name: 'Node.js' }, totalMembers: 2 });
    const apps = await api(emu.origin, tokens.dev, `/workspaces/${acme._id}/projects/${storefront._id}/applications`);
    expect(names(apps.body)).toEqual(['main', 'staging', 'feature-login', 'hotfix-cart', 'develop']);
    const main = apps.body.data[0];
    expect(main).toMatchObject({
      status: 'DEPLOY_APPLICATION_SUCCESS',
      hostname: 'main-storefront.acme.demo.skiff.dev',
    });
    const filtered = await api(
      emu.origin,
      tokens.dev,
      `/workspaces/${acme._id}/applications?projectId=${storefront._id}&search=hotfix`,
    );
    expect(names(filtered.body)).toEqual(['hotfix-cart']);
    const one = await api(
      emu.origin,
      tokens.dev,
      `/workspaces/${acme._id}/projects/${storefront._id}/applications/${main._id}`,
    );
    expect(one.body).toMatchObject({ _id: main._id });
    // A running application lists one pod per replica (spec 002 section 3, pod detail).
    expect(one.body.podDetails).toHaveLength(Number(main.replicas));
  });

  it('Given unknown ids or paths, Then 404 in the NestJS shape', async () => {
    const missing = await api(emu.origin, tokens.owner, '/workspaces/000000000000000000000000');
    expect(missing).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'Workspace not found', error: 'Not Found' },
    });
    const acme = (await api(emu.origin, tokens.owner, '/workspaces')).body.data[0];
    const project = await api(emu.origin, tokens.owner, `/workspaces/${acme._id}/projects/000000000000000000000000`);
    expect(project.body.message).toBe('Project not found');
    expect((await api(emu.origin, tokens.owner, '/activities/000000000000000000000000')).status).toBe(404);
    const route = await api(emu.origin, tokens.owner, '/no-such-thing');
    expect(route.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/v2/no-such-thing', error: 'Not Found' });
  });

  it('Given a member outside a workspace, When reading it, Then 403 with the page text', async () => {
    const forge = (await api(emu.origin, tokens.owner, '/workspaces?isDrupalForge=true')).body.data[0];
    const res = await api(emu.origin, tokens.dev, `/workspaces/${forge._id}`);
    expect(res).toMatchObject({
      status: 403,
      body: { statusCode: 403, message: 'Sorry, you are not authorized to access this page.', error: 'Forbidden' },
    });
  });

  it('Given notifications, When marked seen and cleared, Then counts and headers follow', async () => {
    const list = await api(emu.origin, tokens.admin, '/notifications');
    expect(list.body.totalItem).toBe(1);
    expect(list.headers.get('x-total-unread-count')).toBe('1');
    const bad = await api(emu.origin, tokens.admin, '/notifications', { method: 'PATCH', body: '{"seen":' });
    expect(bad.status).toBe(400);
    const seen = await api(emu.origin, tokens.admin, '/notifications', { method: 'PATCH', body: '{"seen":true}' });
    expect(seen.body).toEqual({ updated: 1 });
    const after = await api(emu.origin, tokens.admin, '/notifications');
    expect(after.body).toMatchObject({ totalUnread: 0, data: [{ seen: true }] });
    const cleared = await api(emu.origin, tokens.admin, '/notifications', { method: 'DELETE' });
    expect(cleared.body).toEqual({ deleted: 1 });
    expect((await api(emu.origin, tokens.admin, '/notifications')).body.totalItem).toBe(0);
  });

  it('Given activities, Then members see those of their workspaces only, newest first', async () => {
    const owner = await api(emu.origin, tokens.owner, '/activities?pageSize=100');
    const dev = await api(emu.origin, tokens.dev, '/activities?pageSize=100');
    expect(owner.body.totalItem).toBeGreaterThan(dev.body.totalItem);
    const times = owner.body.data.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
