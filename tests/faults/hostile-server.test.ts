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
import { recordRow } from './harness.js';
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
