/**
 * Scenario 4: 8 client processes (node scripts on the built SDK, `concurrency-client.mjs`) make 1,000 mutations
 * together against one emulator: secret managers, workspace and project invitations, instance members, projects,
 * custom domains and backups. Pass: every acknowledged (2xx) mutation is visible exactly once through the list
 * endpoints, nothing refused is stored, and the workspace counters match the data counted through the lists.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FaultEmulator, recordRow, startFaultEmulator, withSeed } from './harness.js';

const SEED = 4004;
const PROCESSES = 8;
const CLIENT = fileURLToPath(new URL('./concurrency-client.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'skiff-concurrency-'));
let emu: FaultEmulator;

beforeAll(async () => {
  emu = await startFaultEmulator({ taskSpeed: 1000 });
});
afterAll(async () => {
  await emu?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Mutation {
  kind: string;
  key: string;
  as: 'owner' | 'admin';
  method: string;
  path: string;
  body: unknown;
  busyRetry?: boolean;
}
interface Result {
  kind: string;
  key: string;
  status: number;
  attempts: number;
  message?: string;
}
type Page = { data: Record<string, unknown>[]; totalItem: number };

function shuffled<T>(items: T[], seed: number): T[] {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function runClient(planFile: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLIENT, planFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

it('loses and duplicates nothing under 8 concurrent client processes; counters match the lists', async () => {
  await withSeed(SEED, async () => {
    const owner = await emu.client();
    const get = async (path: string) => (await owner.transport.raw('GET', path)).body as Page;
    const acme = (await get('/workspaces?search=Acme%20Production')).data[0]!;
    const w = String(acme._id);
    const projects = (await get(`/workspaces/${w}/projects?pageSize=100`)).data;
    const storefront = String(projects.find((p) => p.name === 'storefront')!._id);
    const appPath = (p: unknown, a: unknown) => `/workspaces/${w}/projects/${String(p)}/applications/${String(a)}`;
    const apps = (await get(`/workspaces/${w}/applications?pageSize=1000`)).data.filter((a) => {
      const project = projects.find((p) => p._id === a.project);
      return a.status === 'DEPLOY_APPLICATION_SUCCESS' && project && project.name !== 'legacy-lamp';
    });
    expect(apps.length).toBeGreaterThan(1);
    const backupsOf = async (a: Record<string, unknown>) =>
      (await get(`${appPath(a.project, a._id)}/backups?pageSize=1000`)).totalItem;
    const backupsBefore = new Map<string, number>();
    for (const a of apps) backupsBefore.set(String(a._id), await backupsOf(a));

    const mutations: Mutation[] = [];
    const add = (n: number, make: (i: number) => Mutation) => {
      for (let i = 0; i < n; i++) mutations.push(make(i));
    };
    add(300, (i) => ({
      ...{ kind: 'secret manager', key: `load-s${i}`, as: 'admin', method: 'POST' },
      ...{ path: `/secrets/${storefront}`, body: { name: `load-s${i}`, values: { KEY: `v${i}` } } },
    }));
    add(250, (i) => ({
      ...{ kind: 'workspace invitation', key: `wi${i}@load.example.com`, as: 'admin', method: 'POST' },
      ...{ path: `/workspaces/${w}/invitations`, body: { email: `wi${i}@load.example.com`, role: 'DEVELOPER' } },
    }));
    add(150, (i) => ({
      ...{ kind: 'project invitation', key: `pi${i}@load.example.com`, as: 'admin', method: 'POST' },
      ...{ path: `/workspaces/${w}/projects/${storefront}/invitations`, body: { email: `pi${i}@load.example.com` } },
    }));
    add(100, (i) => ({
      ...{ kind: 'instance member', key: `m${i}@load.example.com`, as: 'owner', method: 'POST' },
      ...{ path: '/users/members', body: { username: `m${i}@load.example.com`, password: 'Load!pass1' } },
    }));
    const projectBody = (name: string) => ({
      ...{ name, projectType: 'nodejs', repositoryProvider: 'GITLAB', repositoryOwner: 'load' },
      ...{ repositoryName: name, instances: ['main'] },
    });
    add(80, (i) => ({
      ...{ kind: 'project', key: `load-p${i}`, as: 'admin', method: 'POST' },
      ...{ path: `/workspaces/${w}/projects`, body: projectBody(`load-p${i}`) },
    }));
    add(80, (i) => {
      const a = apps[i % apps.length]!;
      return {
        ...{ kind: 'custom domain', key: `d${i}.load.example.com`, as: 'admin', method: 'POST', busyRetry: true },
        ...{ path: `${appPath(a.project, a._id)}/domains`, body: { domain: `d${i}.load.example.com` } },
      };
    });
    add(40, (i) => {
      const a = apps[i % apps.length]!;
      return {
        ...{ kind: 'backup', key: String(a._id), as: 'admin', method: 'POST', busyRetry: true },
        ...{ path: `${appPath(a.project, a._id)}/backups`, body: { type: 'AUTOMATED', database: true } },
      };
    });
    expect(mutations).toHaveLength(1000);

    const tokens = { owner: await emu.token(), admin: await emu.token('admin@demo.skiff.dev') };
    const order = shuffled(mutations, SEED);
    const planFiles = Array.from({ length: PROCESSES }, (_, p) => {
      const file = join(root, `plan-${p}.json`);
      const share = order.filter((_, i) => i % PROCESSES === p);
      writeFileSync(file, JSON.stringify({ origin: emu.origin, tokens, mutations: share }));
      return file;
    });
    const started = Date.now();
    const runs = await Promise.all(planFiles.map(runClient));
    const ms = Date.now() - started;
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const results: Result[] = runs.flatMap((r) =>
      r.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    );
    expect(results).toHaveLength(1000);
    const acked = results.filter((r) => r.status >= 200 && r.status < 300);
    const refused = results.filter((r) => !(r.status >= 200 && r.status < 300));
    const waits = results.reduce((n, r) => n + r.attempts - 1, 0);

    // Tasks started by the mutations (project creation, domains, backups) settle before counting.
    const settled = async () => {
      const list = (await get(`/workspaces/${w}/applications?pageSize=5000`)).data;
      return list.every((a) => !/PENDING|IN_PROGRESS/.test(String((a.lastActivity as { status?: string })?.status)));
    };
    await waitFor(settled, 'the started tasks to end', 30_000, 200);

    // What the lists show, keyed like the mutations.
    const visible = new Map<string, number>();
    const see = (kind: string, key: unknown) => visible.set(`${kind}|${key}`, (visible.get(`${kind}|${key}`) ?? 0) + 1);
    const secretList = await get(`/workspaces/${w}/projects/${storefront}/secret-managers?pageSize=5000`);
    for (const s of secretList.data) see('secret manager', s.name);
    for (const i of (await get(`/workspaces/${w}/invitations`)).data) see('workspace invitation', i.email);
    for (const i of (await get(`/workspaces/${w}/projects/${storefront}/invitations`)).data)
      see('project invitation', i.email);
    for (const m of (await get('/users/members?search=load.example.com&pageSize=5000')).data)
      see('instance member', (m.rawInfo as { email?: string })?.email);
    const projectList = await get(`/workspaces/${w}/projects?pageSize=5000`);
    for (const p of projectList.data) see('project', p.name);
    for (const d of (await get(`/workspaces/${w}/domains?pageSize=5000`)).data) see('custom domain', d.domain);

    let lost = 0;
    let duplicated = 0;
    let phantom = 0;
    const keyed = results.filter((r) => r.kind !== 'backup');
    for (const r of keyed) {
      const n = visible.get(`${r.kind}|${r.key}`) ?? 0;
      const ok = r.status >= 200 && r.status < 300;
      if (ok && n === 0) lost++;
      if (n > 1) duplicated += n - 1;
      if (!ok && r.status !== -1 && n > 0) phantom++;
    }
    for (const a of apps) {
      const id = String(a._id);
      const want = acked.filter((r) => r.kind === 'backup' && r.key === id).length;
      const delta = (await backupsOf(a)) - backupsBefore.get(id)!;
      lost += Math.max(0, want - delta);
      duplicated += Math.max(0, delta - want);
    }

    // Counters against the data counted through the list endpoints.
    const workspace = (await owner.transport.raw('GET', `/workspaces/${w}`)).body as Record<string, number>;
    let perProject = 0;
    for (const p of projectList.data)
      perProject += (await get(`/workspaces/${w}/projects/${String(p._id)}/applications`)).totalItem;
    const appList = await get(`/workspaces/${w}/applications?pageSize=5000`);
    const counters = {
      totalProjects: [workspace.totalProjects, projectList.totalItem, projectList.data.length],
      totalApplications: [workspace.totalApplications, appList.totalItem, appList.data.length, perProject],
    };
    const countersMatch = Object.values(counters).every((v) => v.every((x) => x === v[0]));
    const refusals = [...new Set(refused.map((r) => `${r.status} ${r.message ?? ''}`))];
    const pass = lost === 0 && duplicated === 0 && phantom === 0 && countersMatch && acked.length === 1000;
    recordRow({
      scenario: '4 concurrency: 8 processes x 125 mutations',
      faults: `1000 mutations (7 kinds), 16 in flight, ${waits} busy-409 waits, ${ms} ms`,
      outcome: `${pass ? 'pass' : 'FAIL'}: ${acked.length} acked, counters ${countersMatch ? 'match' : `differ ${JSON.stringify(counters)}`}`,
      lost,
      duplicated: duplicated + phantom,
    });
    expect(refusals).toEqual([]);
    expect({ lost, duplicated, phantom }).toEqual({ lost: 0, duplicated: 0, phantom: 0 });
    expect(counters.totalProjects.every((x) => x === workspace.totalProjects)).toBe(true);
    expect(counters.totalApplications.every((x) => x === workspace.totalApplications)).toBe(true);
    expect(workspace.totalProjects).toBe(projects.length + acked.filter((r) => r.kind === 'project').length);
  });
}, 120_000);
