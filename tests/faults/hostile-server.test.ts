/**
 * Issue 19: the CLI against a hostile or broken server, a real node:http server on loopback. Each row gives its
 * figure: peak memory under an endless body, time and requests before a lying total is given up, time to fail on
 * a huge Retry-After, time from SIGTERM to exit during a slow answer.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordRow, startFaultEmulator } from './harness.js';
import { watchCli } from './hostile-process.js';

type Mode = (req: IncomingMessage, res: ServerResponse) => void;
let mode: Mode = (_req, res) => res.end();
let requests = 0;
const server = createServer((req, res) => {
  requests++;
  req.resume();
  mode(req, res);
});
let origin = '';
const home = mkdtempSync(join(tmpdir(), 'skiff-hostile-'));
const env = () => ({
  SKIFF_ORIGIN: origin,
  SKIFF_TOKEN: 'skf_faketoken_0123456789',
  HOME: home,
  SKIFF_CONFIG_DIR: join(home, 'config'),
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const endless: Mode = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  res.write('[');
  const pump = () => {
    while (!res.destroyed && res.write(chunk)) {}
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
};

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

it('an endless body: the CLI stops reading at the size cap with exit 7 and bounded memory', async () => {
  mode = endless;
  const run = await watchCli(['workspaces', 'list'], env()).done;
  recordRow({
    scenario: '19 hostile: endless body',
    faults: '200 JSON that never ends (1 MiB chunks)',
    outcome: `exit ${run.code} in ${seconds(run.ms)}, peak memory ${run.peakMiB} MiB: ${firstLine(run.stderr)}`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(7);
  expect(firstLine(run.stderr)).toBe(
    'Error: The answer of GET /workspaces is longer than 64 MiB; skiff stopped reading it.',
  );
  expect(run.peakMiB).toBeLessThan(400);
});

it('a lying total: resolving a name stops on the repeated page with exit 7, in few requests', async () => {
  const page = JSON.stringify({ data: [{ _id: '0123456789abcdef01234567', name: 'ws-1' }], totalItem: 1e9 });
  mode = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(page);
  requests = 0;
  const run = await watchCli(['apps', 'list', '--workspace', 'other'], env()).done;
  const sent = requests;
  recordRow({
    scenario: '19 hostile: lying total, same page',
    faults: 'totalItem 1e9, every page the same',
    outcome: `exit ${run.code} after ${sent} requests in ${seconds(run.ms)}: ${firstLine(run.stderr)}`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(7);
  expect(firstLine(run.stderr)).toBe(
    'Error: Stopped reading the list: the server answered page 2 with the same items as page 1.',
  );
  expect(sent).toBeLessThanOrEqual(4);
});

it('a lying total with new items on every page: paging stops at the page limit with exit 7', async () => {
  mode = (req, res) => {
    const pageIndex = new URL(req.url ?? '/', origin).searchParams.get('pageIndex') ?? '1';
    const id = Number(pageIndex).toString(16).padStart(24, '0');
    const body = JSON.stringify({ data: [{ _id: id, name: `ws-${pageIndex}` }], totalItem: 1e9 });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  };
  requests = 0;
  const run = await watchCli(['apps', 'list', '--workspace', 'other'], env()).done;
  const sent = requests;
  recordRow({
    scenario: '19 hostile: lying total, new pages',
    faults: 'totalItem 1e9, a new item on every page',
    outcome: `exit ${run.code} after ${sent} requests in ${seconds(run.ms)}, peak ${run.peakMiB} MiB`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(7);
  expect(firstLine(run.stderr)).toMatch(/^Error: Stopped reading the list after 1,000 pages/);
  expect(sent).toBeLessThanOrEqual(1_002);
});

it('a huge Retry-After: the CLI says so and fails at once with exit 7', async () => {
  mode = (_req, res) => res.writeHead(429, { 'retry-after': '999999', 'content-type': 'application/json' }).end('{}');
  requests = 0;
  const run = await watchCli(['workspaces', 'list'], env()).done;
  recordRow({
    scenario: '19 hostile: Retry-After 999999',
    faults: '429 with Retry-After: 999999',
    outcome: `exit ${run.code} in ${seconds(run.ms)} after ${requests} request: ${firstLine(run.stderr)}`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(7);
  expect(firstLine(run.stderr)).toBe(
    'Error: The server answered 429 and asked to wait 999999 s before trying again; skiff waits at most 30 s.',
  );
  expect(run.ms).toBeLessThan(5_000);
});

/** Starts `args`, waits until the server has seen `requestsBefore` requests, sends `signal`, and times the exit. */
async function signalDuringSlowAnswer(args: string[], signal: NodeJS.Signals, requestsBefore = 1) {
  requests = 0;
  const cli = watchCli(args, env(), 30_000);
  const started = performance.now();
  while (requests < requestsBefore && performance.now() - started < 15_000) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200));
  const sent = performance.now();
  cli.kill(signal);
  const run = await cli.done;
  return { run, toExitMs: performance.now() - sent };
}

const neverAnswers: Mode = () => {};

it('SIGTERM while a name is resolved against a server that never answers: exit 143 at once, no stack', async () => {
  mode = neverAnswers;
  const { run, toExitMs } = await signalDuringSlowAnswer(['apps', 'list', '--workspace', 'other'], 'SIGTERM');
  recordRow({
    scenario: '19 hostile: SIGTERM, slow answer',
    faults: 'no answer; SIGTERM during name resolution',
    outcome: `exit ${run.code} ${Math.round(toExitMs)} ms after SIGTERM: ${firstLine(run.stderr)}`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(143);
  expect(run.stderr.trim()).toBe('Error: Interrupted.');
  expect(toExitMs).toBeLessThan(1_500);
});

it('SIGTERM while attached to a task whose log never answers: exit 143 and the task-goes-on note', async () => {
  const id = '0123456789abcdef01234567';
  mode = (req, res) => {
    if (req.url?.includes('/logs')) return; // the log never answers
    const activity = { _id: id, action: 'DEPLOY_APPLICATION', status: 'IN_PROGRESS' };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(activity));
  };
  const { run, toExitMs } = await signalDuringSlowAnswer(['activities', 'attach', id], 'SIGTERM', 2);
  recordRow({
    scenario: '19 hostile: SIGTERM, attached task',
    faults: 'log never answers; SIGTERM during attach',
    outcome: `exit ${run.code} ${Math.round(toExitMs)} ms after SIGTERM: ${run.stderr.trim().split('\n').at(-2)}`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(143);
  expect(run.stderr).toContain('Error: Stopped following; the task goes on on the server.');
  expect(run.stderr).not.toMatch(/looks like a bug|\n\s+at /);
  expect(toExitMs).toBeLessThan(1_500);
});

it('Ctrl-C during a Retry-After wait: exit 130 with "Interrupted.", not a bug report', async () => {
  mode = (_req, res) => res.writeHead(503, { 'retry-after': '20', 'content-type': 'application/json' }).end('{}');
  const { run, toExitMs } = await signalDuringSlowAnswer(['workspaces', 'list'], 'SIGINT');
  recordRow({
    scenario: '19 hostile: SIGINT in Retry-After',
    faults: '503 with Retry-After: 20; SIGINT while waiting',
    outcome: `exit ${run.code} ${Math.round(toExitMs)} ms after SIGINT: ${run.stderr.trim().split('\n').join(' / ')}`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(130);
  expect(run.stderr).toContain('asked to wait: trying again in 20 s');
  expect(run.stderr.trim().split('\n').at(-1)).toBe('Error: Interrupted.');
  expect(run.stderr).not.toMatch(/looks like a bug|\n\s+at /);
});

it('a server gone during `activities attach`: a warning at once, exit 7 within SKIFF_MAX_OUTAGE (not 8, not forever)', async () => {
  const id = '0123456789abcdef01234568';
  const gone = createServer((req, res) => {
    const body = req.url?.includes('/logs')
      ? { data: [], task: { status: 'IN_PROGRESS' } }
      : { _id: id, action: 'DEPLOY_APPLICATION', status: 'IN_PROGRESS' };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  const goneOrigin = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
  const cli = watchCli(['activities', 'attach', id, '--timeout', '1m'], {
    ...env(),
    SKIFF_ORIGIN: goneOrigin,
    SKIFF_MAX_OUTAGE: '3s',
  });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  gone.closeAllConnections();
  await new Promise((resolve) => gone.close(resolve));
  const stopped = performance.now();
  const run = await cli.done;
  const lines = run.stderr.trim().split('\n');
  recordRow({
    scenario: '19 hostile: server gone during attach',
    faults: 'server closed 1.5 s in, SKIFF_MAX_OUTAGE=3s',
    outcome: `exit ${run.code} ${seconds(performance.now() - stopped)} after the server went: ${lines.at(-2)}`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(7);
  expect(run.stderr).toContain('Retrying for up to 3.0 s');
  expect(run.stderr).toMatch(/Error: The server at http:\/\/127\.0\.0\.1:\d+ has not answered for 3\.\d s/);
  expect(performance.now() - stopped).toBeLessThan(8_000);
});

it('`logs tail --follow` on answers without a task status: stops with a clear error instead of polling forever', async () => {
  mode = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
  requests = 0;
  const run = await watchCli(['logs', 'tail', '0123456789abcdef01234569', '--follow'], env(), 40_000).done;
  recordRow({
    scenario: '19 hostile: follow without task status',
    faults: 'log answers carry no task',
    outcome: `exit ${run.code} after ${requests} requests in ${seconds(run.ms)}: ${firstLine(run.stderr).slice(0, 70)}...`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(1);
  expect(firstLine(run.stderr)).toMatch(
    /^Error: The server's last 20 answers about activity \w+ did not say the task's status/,
  );
});

it('the emulator gone during `notifications watch`: exit 7 once the push channel stays down past SKIFF_MAX_OUTAGE', async () => {
  const emulator = await startFaultEmulator();
  const token = await emulator.token();
  const cli = watchCli(['notifications', 'watch'], {
    ...env(),
    SKIFF_ORIGIN: emulator.origin,
    SKIFF_TOKEN: token,
    SKIFF_MAX_OUTAGE: '3s',
  });
  const started = performance.now();
  while (!cli.stderr().includes('Watching') && performance.now() - started < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await emulator.close();
  const stopped = performance.now();
  const run = await cli.done;
  const lines = run.stderr.trim().split('\n');
  recordRow({
    scenario: '19 hostile: server gone during watch',
    faults: 'emulator closed while watching, SKIFF_MAX_OUTAGE=3s',
    outcome: `exit ${run.code} ${seconds(performance.now() - stopped)} after it went: ${lines.find((l) => l.startsWith('Error:'))}`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(7);
  expect(run.stderr).toContain('Retrying for up to 3.0 s');
  expect(run.stderr).toContain('Error: The push channel of');
  expect(performance.now() - stopped).toBeLessThan(8_000);
});

it('the emulator gone during `backups create --wait`: a warning, then exit 7 and the backup-goes-on note', async () => {
  const emulator = await startFaultEmulator({ taskSpeed: 1 });
  const token = await emulator.token();
  const cli = watchCli(['backups', 'create', 'Acme Production/storefront/main', '--database', '--wait'], {
    ...env(),
    SKIFF_ORIGIN: emulator.origin,
    SKIFF_TOKEN: token,
    SKIFF_MAX_OUTAGE: '3s',
  });
  const started = performance.now();
  while (!cli.stderr().includes('Backing up') && performance.now() - started < 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  await emulator.close();
  const stopped = performance.now();
  const run = await cli.done;
  recordRow({
    scenario: '19 hostile: server gone during backup --wait',
    faults: 'emulator closed while waiting, SKIFF_MAX_OUTAGE=3s',
    outcome: `exit ${run.code} ${seconds(performance.now() - stopped)} after it went`,
    lost: '-',
    duplicated: '-',
  });
  expect(run.code, run.stderr).toBe(7);
  expect(run.stderr).toContain('Retrying for up to 3.0 s');
  expect(run.stderr).toContain('The backup may go on on the server.');
});
