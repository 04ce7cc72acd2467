#!/usr/bin/env node
// The API benchmarks of issue 3, each against a baseline measured in the same run:
//  (a) a GET through the SDK (SkiffClient + undiciHttpClient, keep-alive) vs a bare undici request() to the same
//      route: sequential requests, rounds alternated A B A B, median rates;
//  (b) auto-paging 10,000 applications of a --scale 1000 world vs paging 100: peak RSS and heap left after GC,
//      each case in its own child process (bench-child.mjs page: the client warmed alike, the peak taken over the
//      paging alone), medians of 3;
//  (c) the emulator's list route vs a bare node:http server answering the same bytes, 32 connections, 32 requests
//      in flight. Both servers run in child processes, the load loop in this process, rounds alternated.
// Run alone with `node scripts/bench-api.mjs`; `npm run bench` runs it after its own rows.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measuredBy, median, printTable, row } from './bench-lib.mjs';

const child = fileURLToPath(new URL('./bench-child.mjs', import.meta.url));
const node = process.execPath;
const ROUNDS = Number(process.env.BENCH_API_ROUNDS || 9);
/**
 * The GET row alternates short rounds (50 requests each side, 90 rounds: the same 4,500 requests as 9 rounds of
 * 500): adjacent short rounds share the machine's load of the moment. On a loaded machine (load 17-20, 4 runs each)
 * rounds of 500 gave 0.32x-0.85x for the same build, rounds of 50 gave 0.73x-0.83x.
 */
const GET_ROUNDS = Number(process.env.BENCH_API_GET_ROUNDS || 90);
const SEQUENTIAL = Number(process.env.BENCH_API_REQUESTS || 50);
const LOAD_MS = Number(process.env.BENCH_API_LOAD_MS || 1500);
const LIST_ROUNDS = Math.max(3, Math.ceil(ROUNDS / 2));
const CONCURRENCY = 32;

/** Starts a bench-child server and resolves with its ready line. */
function startChild(args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(node, [child, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.on('exit', (code) => reject(new Error(`bench-child ${args[0]} exited with ${code}`)));
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve({ ...JSON.parse(out.slice(0, nl)), stop: () => stopChild(proc) });
    });
  });
}

function stopChild(proc) {
  return new Promise((resolve) => {
    proc.removeAllListeners('exit');
    proc.on('exit', () => resolve());
    proc.kill('SIGTERM');
  });
}

async function signIn(origin) {
  const res = await fetch(`${origin}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'skiff-emulator',
      AuthParameters: { USERNAME: 'owner@demo.skiff.dev', PASSWORD: (await import('@skiff/emulator')).DEMO_PASSWORD },
    }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).AuthenticationResult.IdToken;
}

/** Requests per second of `count` sequential calls. */
async function sequentialRate(call, count) {
  const start = performance.now();
  for (let i = 0; i < count; i++) await call();
  return (count / (performance.now() - start)) * 1000;
}

/** Requests per second of CONCURRENCY loops calling for LOAD_MS. */
async function loadRate(call) {
  const end = performance.now() + LOAD_MS;
  let done = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await call();
        done++;
      }
    }),
  );
  return (done / (performance.now() - start)) * 1000;
}

/**
 * Alternated rounds of two measures (A B A B ...), after one warm-up round each: the medians of each, and the
 * median of the per-round ratios A/B (adjacent rounds share the machine's load of the moment, so drift cancels).
 */
async function paired(a, b, rounds) {
  await a();
  await b();
  const ra = [];
  const rb = [];
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    ra.push(await a());
    rb.push(await b());
    ratios.push(ra[i] / rb[i]);
  }
  return { a: median(ra), b: median(rb), ratio: median(ratios) };
}

/** A rate row whose ratio is the median of per-round ratios. */
function rateRow(figure, measured, limit, command, baselineCommand) {
  const rate = { ...row(figure, measured.a, measured.b, limit, 'req/s', true), ratio: measured.ratio };
  return measuredBy(rate, command, baselineCommand);
}

async function getAndListRows(rows, undici) {
  const emulator = await startChild(['emulator', '0']);
  const dir = mkdtempSync(join(tmpdir(), 'skiff-bench-api-'));
  try {
    const token = await signIn(emulator.origin);
    const headers = { authorization: `Bearer ${token}` };
    const agent = new undici.Agent({ keepAliveTimeout: 10_000, connections: CONCURRENCY });
    const bareGet = async (url) => {
      const res = await undici.request(url, { headers, dispatcher: agent });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode}`);
      return res.body.json();
    };
    const { SkiffClient } = await import('@skiff/sdk');
    const { undiciHttpClient } = await import('@skiff/sdk/node');
    const client = new SkiffClient({ origin: emulator.origin, token, http: undiciHttpClient() });
    const workspace = (await client.workspaces.list({ search: 'acme', pageSize: 1 })).items[0]._id;

    // (a) One workspace by id: the SDK (zod-parsed) vs bare undici (JSON-parsed), sequential.
    const getUrl = `${emulator.origin}/api/v2/workspaces/${workspace}`;
    const get = await paired(
      () => sequentialRate(() => client.workspaces.get(workspace), SEQUENTIAL),
      () => sequentialRate(() => bareGet(getUrl), SEQUENTIAL),
      GET_ROUNDS,
    );
    rows.push(
      rateRow(
        'GET through the SDK vs bare undici',
        get,
        0.95,
        `node scripts/bench-api.mjs: ${GET_ROUNDS} rounds of ${SEQUENTIAL} sequential client.workspaces.get(id), keep-alive, emulator child`,
        `${SEQUENTIAL} sequential undici.request(GET /api/v2/workspaces/:id) + body.json(), keep-alive Agent, same emulator`,
      ),
    );

    // (c) A list route at 32 connections: the emulator vs node:http sending the same bytes.
    const listPath = '/api/v2/workspaces?pageSize=10';
    const bytes = await (
      await undici.request(`${emulator.origin}${listPath}`, { headers, dispatcher: agent })
    ).body.arrayBuffer();
    writeFileSync(join(dir, 'body.json'), Buffer.from(bytes));
    const bare = await startChild(['bare', join(dir, 'body.json')]);
    try {
      const drain = async (url) => {
        const res = await undici.request(url, { headers, dispatcher: agent });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode}`);
      };
      const list = await paired(
        () => loadRate(() => drain(`${emulator.origin}${listPath}`)),
        () => loadRate(() => drain(`${bare.origin}${listPath}`)),
        LIST_ROUNDS,
      );
      rows.push(
        rateRow(
          `${listPath} @32 vs node:http`,
          list,
          0.25,
          `node scripts/bench-api.mjs: undici GET ${listPath}, ${CONCURRENCY} in flight for ${LOAD_MS} ms, emulator child`,
          'the same against a bare node:http server answering the same bytes (bench-child.mjs bare)',
        ),
      );
    } finally {
      await bare.stop();
    }
    await agent.close();
  } finally {
    await emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function pageInChild(origin, token, count) {
  const result = spawnSync(node, ['--expose-gc', child, 'page', origin, token, String(count)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`paging ${count}: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

async function pagingRows(rows, notes) {
  const emulator = await startChild(['emulator', '1000']);
  notes.push(`--scale 1000 world: ${emulator.generated}; emulator ready in ${emulator.startMs} ms`);
  try {
    const token = await signIn(emulator.origin);
    const small = [];
    const large = [];
    for (let i = 0; i < 3; i++) {
      small.push(pageInChild(emulator.origin, token, 100));
      large.push(pageInChild(emulator.origin, token, 10_000));
    }
    const pick = (list, key) => median(list.map((r) => r[key]));
    const paging = (count) => `node --expose-gc scripts/bench-child.mjs page ORIGIN TOKEN ${count}`;
    rows.push(
      measuredBy(
        row('peak RSS paging 10,000 apps vs 100', pick(large, 'peakRssKiB'), pick(small, 'peakRssKiB'), 1.5, 'KiB'),
        paging(10_000),
        paging(100),
      ),
    );
    rows.push(
      measuredBy(
        row(
          'heap after GC, paging 10,000 apps vs 100',
          pick(large, 'retainedHeap') / 1024,
          pick(small, 'retainedHeap') / 1024,
          1.5,
          'KiB',
        ),
        paging(10_000),
        paging(100),
      ),
    );
  } finally {
    await emulator.stop();
  }
}

/** The API rows, plus notes to print under the table. */
export async function apiBenchRows() {
  const undici = await import('undici');
  const rows = [];
  const notes = [];
  await getAndListRows(rows, undici);
  await pagingRows(rows, notes);
  notes.push(
    `API rows: rates are medians of ${GET_ROUNDS} alternated rounds of ${SEQUENTIAL} sequential GETs (list: ${LIST_ROUNDS} rounds of ${LOAD_MS} ms at ${CONCURRENCY} in flight), ratio = median of per-round ratios; paging: medians of 3 child processes, each warmed alike (200 one-item reads) before its peak RSS is taken over the paging alone`,
  );
  return { rows, notes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  apiBenchRows()
    .then(({ rows, notes }) => {
      const failed = printTable(rows);
      console.log(`\n${notes.join('\n')}`);
      process.exitCode = failed ? 1 : 0;
    })
    .catch((error) => {
      console.error(`bench-api failed: ${error.stack ?? error.message}`);
      process.exitCode = 2;
    });
}
