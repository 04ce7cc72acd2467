import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Loose, signIn, startTestEmulator, type TestEmulator } from '../test-support.js';

let emu: TestEmulator;
let owner: string;
let logsPath: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  owner = await signIn(emu.origin, 'owner@demo.skiff.dev');
  const apps: Loose[] = (await api(emu.origin, owner, '/applications?pageSize=10000')).body.data;
  const running = apps.find((a) => a.status === 'DEPLOY_APPLICATION_SUCCESS' && a.replicas > 0)!;
  const appPath = `/workspaces/${running.workspace}/projects/${running.project}/applications/${running._id}`;
  const container = (await api(emu.origin, owner, appPath)).body.podDetails[0].containerName;
  logsPath = `${appPath}/http-logs/${container}`;
});
afterAll(() => emu?.dispose());

describe('HTTP logs of a container (spec 002: line-count choices 20, 100, 1000, 10000)', () => {
  it.each([20, 100, 1000, 10000])('Given %i lines asked, Then that many lines come, oldest first', async (count) => {
    const res = await api(emu.origin, owner, `${logsPath}?pageSize=${count}`);
    expect(res.status).toBe(200);
    const lines: { timestamp: string; message: string }[] = res.body.data;
    expect(lines).toHaveLength(count);
    expect(Date.parse(lines[0]!.timestamp)).toBeLessThanOrEqual(Date.parse(lines.at(-1)!.timestamp));
    expect(lines.at(-1)!.message).toMatch(/^\S+Z \S+ "GET \S+ HTTP\/1\.1" \d{3} \d+$/);
  });

  it('Given more than the largest choice asked, Then 10000 lines', async () => {
    expect((await api(emu.origin, owner, `${logsPath}?pageSize=50000`)).body.data).toHaveLength(10000);
  });
});
