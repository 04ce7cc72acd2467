import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `--scale 25`: 250 generated applications beside the demo world's, so `apps list` reads several pages. */
const SCALE = '25';
let root: string;
let origin: string;
const env = () => ({ SKIFF_CONFIG_DIR: join(root, 'config') });
const skiff = (...args: string[]) => runCli(['--profile', 'local', ...args], { env: env(), timeoutMs: 60_000 });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'skiff-cli-apps-pages-'));
  const args = ['emulator', 'start', '--detach', '--port', '0', '--memory', '--scale', SCALE, '--task-speed', '200'];
  const started = await runCli(args, { env: env(), timeoutMs: 60_000 });
  if (started.code !== 0) throw new Error(`emulator start failed: ${started.stderr}`);
  origin = started.stdout.split('\n')[0]!;
  // The demo world's first deployments run at start; the lists are compared once they are over.
  await waitFor(
    async () => {
      const listed = JSON.parse((await skiff('apps', 'list', '--json')).stdout) as { items: Item[] };
      return listed.items.every((app) => app.displayedState !== 'Processing');
    },
    'the demo deployments to finish',
    30_000,
  );
}, 90_000);
afterAll(async () => {
  await runCli(['emulator', 'stop'], { env: env() }).catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

type Item = Record<string, unknown> & { _id: string; branch: string; displayedState: string };

/** Every application as the API answers them in one page, in its order. */
async function everyApplicationFromTheApi(): Promise<Array<Record<string, unknown>>> {
  const token = (await skiff('auth', 'token')).stdout.trim();
  const response = await fetch(`${origin}/api/v2/applications?pageSize=10000`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
}

describe('skiff apps list --json over many pages', () => {
  it('Given more applications than one page, When listing every one, Then each comes once, in the API order, with its fields, branch and state', async () => {
    const result = await skiff('apps', 'list', '--json');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const listed = JSON.parse(result.stdout) as { items: Item[]; total: number };
    const fromApi = await everyApplicationFromTheApi();
    expect(fromApi.length).toBeGreaterThan(250);
    expect(listed.total).toBe(fromApi.length);
    expect(listed.items.map((app) => app._id)).toEqual(fromApi.map((app) => app._id));
    listed.items.forEach(({ branch, displayedState, workspaceName, projectName, ...app }, i) => {
      expect(app).toEqual(fromApi[i]);
      expect(branch).toBe(fromApi[i]!.originBranch);
      // The names a REF is built from (cli L19).
      expect([typeof workspaceName, typeof projectName]).toEqual(['string', 'string']);
      expect(['Running', 'Paused', 'Not Deployed', 'Processing', 'Error']).toContain(displayedState);
    });
  });

  it('Given many pages, When listing with --status Paused --sort newest, Then only paused ones, newest deployment first', async () => {
    const result = await skiff('apps', 'list', '--json', '--status', 'Paused', '--sort', 'newest');
    expect(result.code).toBe(0);
    const listed = JSON.parse(result.stdout) as { items: Item[]; total: number };
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.total).toBe(listed.items.length);
    for (const app of listed.items) expect(app.displayedState).toBe('Paused');
    const deployed = listed.items.map((app) => String(app.deployedAt));
    expect(deployed).toEqual([...deployed].sort().reverse());
  });
});
