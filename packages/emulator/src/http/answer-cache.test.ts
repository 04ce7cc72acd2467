import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../store/database.js';
import { api, type Loose, signIn, startTestEmulator, type TestEmulator, waitFor } from '../test-support.js';

/** The answer cache must never serve an answer older than the last write, whoever wrote. */
describe('answer cache', () => {
  let emu: TestEmulator;
  let owner: string;
  beforeAll(async () => {
    emu = await startTestEmulator({ taskSpeed: 200 });
    owner = await signIn(emu.origin, 'owner@demo.skiff.dev');
  });
  afterAll(() => emu?.dispose());

  const acme = async (token = owner): Promise<Loose> =>
    (await api(emu.origin, token, '/workspaces?search=Acme%20Production')).body.data[0];

  it('Given a list read twice, When the owner renames the workspace, Then the next list shows the new name', async () => {
    const before = await acme();
    const renamed = await api(emu.origin, owner, `/workspaces/${before._id}`, {
      method: 'PUT',
      body: JSON.stringify({ name: 'Acme Renamed Production', description: before.description }),
    });
    expect(renamed.status).toBe(200);
    const after = (await api(emu.origin, owner, `/workspaces/${before._id}`)).body;
    expect(after.name).toBe('Acme Renamed Production');
    const listed = (await api(emu.origin, owner, '/workspaces?search=Renamed')).body.data;
    expect(listed.map((w: Loose) => w.name)).toEqual(['Acme Renamed Production']);
    await api(emu.origin, owner, `/workspaces/${before._id}`, {
      method: 'PUT',
      body: JSON.stringify({ name: before.name, description: before.description }),
    });
    expect((await acme()).name).toBe('Acme Production');
  });

  it('Given the same URL, When two users read it, Then each gets their own answer', async () => {
    const member = await signIn(emu.origin, 'member@demo.skiff.dev');
    const ownerNames = (await api(emu.origin, owner, '/workspaces')).body.data.map((w: Loose) => w.name);
    const memberNames = (await api(emu.origin, member, '/workspaces')).body.data.map((w: Loose) => w.name);
    expect(ownerNames).toContain('Acme Production');
    expect(memberNames).not.toContain('Acme Production');
  });

  it('Given cached counters, When a task (not a request) pauses an application, Then the counters follow', async () => {
    const workspace = await acme();
    const projects = (await api(emu.origin, owner, `/workspaces/${workspace._id}/projects`)).body.data as Loose[];
    const apps = (await api(emu.origin, owner, `/workspaces/${workspace._id}/applications?pageSize=100`)).body
      .data as Loose[];
    const running = apps.find((a) => a.replicas > 0 && a.status === 'DEPLOY_APPLICATION_SUCCESS');
    const project = projects.find((p) => p._id === running.project || p._id === running.projectId);
    expect(project).toBeDefined();
    const started = await api(
      emu.origin,
      owner,
      `/workspaces/${workspace._id}/projects/${project._id}/applications/${running._id}/pause`,
      { method: 'PUT', body: '{"isEnable":true}' },
    );
    expect(started.status).toBe(200);
    await waitFor(async () => {
      const now = await acme();
      return (
        now.totalPausedApplications === workspace.totalPausedApplications + 1 &&
        now.totalActivatedApplications === workspace.totalActivatedApplications - 1
      );
    });
  });

  it('Given every application listed twice (GET /applications, cached), When a task undeploys one, Then the next list shows it', async () => {
    const every = async (): Promise<Loose[]> => (await api(emu.origin, owner, '/applications?pageSize=1000')).body.data;
    const before = await every();
    expect(await every()).toEqual(before);
    const running = before.find(
      (a) => a.replicas > 0 && a.status === 'DEPLOY_APPLICATION_SUCCESS' && !a.enableDeletionProtection,
    );
    expect(running).toBeDefined();
    const path = `/workspaces/${running.workspace}/projects/${running.project}/applications/${running._id}/deactivate`;
    expect((await api(emu.origin, owner, path, { method: 'PATCH', body: '{}' })).status).toBe(200);
    await waitFor(async () => {
      const now = (await every()).find((a) => a._id === running._id);
      return now?.status === 'UNDEPLOY_APPLICATION_SUCCESS' && now.lastActivity?.status === 'SUCCESS';
    });
  });

  it('Given a cached answer, When another connection writes the database file, Then the next answer shows it', async () => {
    const before = await acme();
    const other = new Database(join(emu.dir, DATABASE_FILE));
    try {
      other.prepare('UPDATE workspaces SET description = ? WHERE id = ?').run('Written from outside', before._id);
    } finally {
      other.close();
    }
    expect((await acme()).description).toBe('Written from outside');
    expect((await api(emu.origin, owner, `/workspaces/${before._id}`)).body.description).toBe('Written from outside');
  });
});
