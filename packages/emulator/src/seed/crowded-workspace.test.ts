import { afterAll, beforeAll, expect, it } from 'vitest';
import { stableId } from '../ids.js';
import { api, signIn, startTestEmulator, type TestEmulator } from '../test-support.js';
import { CROWDED_WORKSPACE_NAME } from './crowded-workspace.js';

const CROWD = 30;
let emulator: TestEmulator;
let token: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ crowd: CROWD });
  token = await signIn(emulator.origin, 'owner@demo.skiff.dev');
});
afterAll(() => emulator?.dispose());

const get = async (path: string) => {
  const reply = await api(emulator.origin, token, path);
  expect(reply.status, path).toBe(200);
  return reply.body as { totalItem: number };
};

it('Given crowd N, Then one workspace lists N projects, N applications, and its first project N branches, searchable', async () => {
  const workspaces = await get(`/workspaces?search=${encodeURIComponent(CROWDED_WORKSPACE_NAME)}`);
  expect(workspaces.totalItem).toBe(1);
  const workspace = { _id: stableId('crowd:workspace') };
  expect((await get(`/workspaces/${workspace._id}/projects?pageSize=5`)).totalItem).toBe(CROWD);
  expect((await get(`/workspaces/${workspace._id}/applications?pageSize=5`)).totalItem).toBe(CROWD);
  const project = stableId('crowd:project:0');
  expect((await get(`/workspaces/${workspace._id}/projects/${project}/applications?pageSize=5`)).totalItem).toBe(CROWD);
  const found = await get(`/workspaces/${workspace._id}/projects?search=project-00029`);
  expect(found.totalItem).toBe(1);
});

it('Given crowd N, Then the workspace has N members beside its owner and N custom domains, both searchable', async () => {
  const workspace = stableId('crowd:workspace');
  expect((await get(`/workspaces/${workspace}/users?pageSize=5`)).totalItem).toBe(CROWD + 1);
  expect((await get(`/workspaces/${workspace}/users?search=crowd-member-00029`)).totalItem).toBe(1);
  expect((await get(`/workspaces/${workspace}/domains?pageSize=5`)).totalItem).toBe(CROWD);
  expect((await get(`/workspaces/${workspace}/domains?search=domain-00029`)).totalItem).toBe(1);
});

it('Given crowd N, Then its first project has N tags and N secret managers, its first branch N backups, the owner N tokens', async () => {
  const workspace = stableId('crowd:workspace');
  const project = `/workspaces/${workspace}/projects/${stableId('crowd:project:0')}`;
  expect((await get(`${project}/deployments?pageSize=5`)).totalItem).toBe(CROWD);
  expect((await get(`${project}/secret-managers?pageSize=5`)).totalItem).toBe(CROWD);
  const backups = await get(`${project}/applications/${stableId('crowd:application:0')}/backups?pageSize=5`);
  expect(backups.totalItem).toBe(CROWD);
  expect((await get('/users/command-access-token?search=crowd-token&pageSize=5')).totalItem).toBe(CROWD);
});
