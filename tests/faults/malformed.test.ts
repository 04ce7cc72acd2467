/**
 * Scenario 5: a tiny real node:http server answers wrong types, missing fields, HTML pages, truncated JSON, a cut
 * body, a 50 MB body and slow-loris answers. Pass: the SDK raises its typed error within its timeout, and the CLI
 * (SKIFF_ORIGIN/SKIFF_TOKEN pointed at it) prints one `Error:` sentence (plus at most a hint), no stack trace and
 * no raw HTML, and exits with the documented code.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ConnectionError,
  followActivityLog,
  SchemaMismatchError,
  ServerError,
  SkiffClient,
  type SkiffError,
  TimeoutError,
} from '@skiff/sdk';
import { nodeHttpClient, undiciHttpClient } from '@skiff/sdk/node';
import { runCli } from '@skiff/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordRow } from './harness.js';

type Answer = (res: ServerResponse, hit: number) => void;

const json =
  (status: number, text: string, headers: Record<string, string> = {}) =>
  (res: ServerResponse) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  };
const HTML = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
const html = (status: number) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(HTML) });
  res.end(HTML);
};
const slowBody: Answer = (res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
  const timer = setInterval(() => res.write(' '), 200);
  res.on('close', () => clearInterval(timer));
};
const BIG = `"${'x'.repeat(50 * 1024 * 1024)}"`;

interface Case {
  name: string;
  answer: Answer;
  /** The typed errors the SDK may raise (a 50 MB body may also run out of time on a busy machine). */
  sdkError: (new (
    ...args: never[]
  ) => SkiffError)[];
  /** The documented exit code, or undefined to skip the CLI (slow answers: its timeout is 30 s). */
  exit?: number;
}

const CASES: Case[] = [
  {
    name: 'wrong types',
    answer: json(200, '{"data":[{"_id":5,"name":["x"],"rbac":"all"}],"totalItem":"many"}'),
    sdkError: [SchemaMismatchError],
    exit: 1,
  },
  { name: 'missing fields', answer: json(200, '{"totalItem":3}'), sdkError: [SchemaMismatchError], exit: 1 },
  { name: 'HTML error page (502)', answer: html(502), sdkError: [ServerError], exit: 7 },
  { name: 'HTML page with 200', answer: html(200), sdkError: [SchemaMismatchError], exit: 1 },
  {
    name: 'truncated JSON',
    answer: json(200, '{"data":[{"_id":"65a1b2c3d4e5f6a7b8c9d0e1","na'),
    sdkError: [SchemaMismatchError],
    exit: 1,
  },
  {
    name: 'body cut (length lies)',
    answer: (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.write('{"data":[', () => res.socket?.destroy());
    },
    sdkError: [ConnectionError],
    exit: 7,
  },
  { name: '50 MB body', answer: json(200, BIG), sdkError: [SchemaMismatchError, TimeoutError], exit: 1 },
  { name: 'slow-loris body', answer: slowBody, sdkError: [TimeoutError] },
  { name: 'slow-loris, no headers', answer: () => {}, sdkError: [TimeoutError] },
];

let answer: Answer = () => {};
let hits = 0;
const server = createServer((req, res) => {
  req.resume();
  answer(res, hits++);
});
let origin = '';
const SDK_TIMEOUT_MS = 1_000;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

for (const c of CASES) {
  it(`${c.name}: typed SDK error in time, one clear CLI sentence and its exit code`, async () => {
    answer = c.answer;
    let sdkOk = true;
    for (const http of [undiciHttpClient(), nodeHttpClient()]) {
      const client = new SkiffClient({ origin, http, token: 't', timeoutMs: SDK_TIMEOUT_MS, maxRetries: 0 });
      const started = Date.now();
      const error = await client.workspaces.list().then(
        () => undefined,
        (e: unknown) => e,
      );
      const ms = Date.now() - started;
      const typed = c.sdkError.some((type) => error instanceof type);
      sdkOk &&= typed && ms < SDK_TIMEOUT_MS + 1_500;
      expect(typed, String(error)).toBe(true);
      expect(ms).toBeLessThan(SDK_TIMEOUT_MS + 1_500);
    }
    let cliOutcome = 'CLI skipped (30 s timeout)';
    if (c.exit !== undefined) {
      const result = await runCli(['workspaces', 'list'], {
        env: { SKIFF_ORIGIN: origin, SKIFF_TOKEN: 'test-token', SKIFF_CONFIG_DIR: '/nonexistent-skiff-config' },
        timeoutMs: 20_000,
      });
      const lines = result.stderr.trim().split('\n');
      cliOutcome = `CLI exit ${result.code}: ${lines[0]?.slice(0, 60)}`;
      recordRow({
        scenario: `5 malformed: ${c.name}`,
        faults: c.name,
        outcome: `${sdkOk ? 'pass' : 'FAIL'}: SDK ${c.sdkError.map((t) => t.name).join('|')}; ${cliOutcome}`,
        lost: '-',
        duplicated: '-',
      });
      expect(result.code, result.stderr).toBe(c.exit);
      expect(lines[0]).toMatch(/^Error: [^\n]+[.!?]$/);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(result.stderr).not.toMatch(/\n\s+at |<html|looks like a bug/i);
      expect(result.stdout).toBe('');
    } else {
      recordRow({
        scenario: `5 malformed: ${c.name}`,
        faults: c.name,
        outcome: `${sdkOk ? 'pass' : 'FAIL'}: SDK ${c.sdkError.map((t) => t.name).join('|')}; ${cliOutcome}`,
        lost: '-',
        duplicated: '-',
      });
    }
  }, 40_000);
}

it('429 with Retry-After: the transport and the log follower wait as told, then go on', async () => {
  const client = new SkiffClient({ origin, http: undiciHttpClient(), token: 't', timeoutMs: SDK_TIMEOUT_MS });
  hits = 0;
  answer = (res, hit) =>
    hit < 1
      ? json(429, '{"statusCode":429,"message":"slow down"}', { 'retry-after': '1' })(res)
      : json(200, '{"data":[],"totalItem":0}')(res);
  let started = Date.now();
  await client.workspaces.list();
  const transportMs = Date.now() - started;
  hits = 0;
  answer = (res, hit) =>
    hit < 2
      ? json(429, '{"statusCode":429,"message":"slow down"}', { 'retry-after': '1' })(res)
      : hit === 2
        ? json(
            200,
            '{"data":[{"message":"2026-11-22T10:00:00.000Z done"}],"task":{"status":"SUCCESS"},"nextToken":"1"}',
          )(res)
        : json(200, '{"data":[],"task":{"status":"SUCCESS"},"nextToken":"1"}')(res);
  started = Date.now();
  const events = [];
  for await (const event of followActivityLog(client, '65a1b2c3d4e5f6a7b8c9d0e1', { pollIntervalMs: 50 })) {
    events.push(event.type);
  }
  const followMs = Date.now() - started;
  const ok = transportMs >= 1_000 && followMs >= 2_000;
  recordRow({
    scenario: '5 malformed: 429 Retry-After 1 s',
    faults: '1x429 (transport), 2x429 (follower)',
    outcome: `${ok ? 'pass' : 'FAIL'}: transport waited ${transportMs} ms, follower ${followMs} ms`,
    lost: 0,
    duplicated: 0,
  });
  expect(events).toEqual(['line', 'end']);
  expect(transportMs).toBeGreaterThanOrEqual(1_000);
  expect(followMs).toBeGreaterThanOrEqual(2_000);
});
