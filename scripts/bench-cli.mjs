#!/usr/bin/env node
// The CLI benchmarks of issue 4, against a --scale 1000 emulator (10,020 applications, 100,000-line logs) started
// in the background by the CLI itself, in a throw-away config directory:
//  (a) `skiff logs tail --follow` of a finished 100,000-line log piped to `wc -l`: at least 100,000 lines per second,
//      whole pipeline wall time (start-up included), median of the runs; every line must arrive;
//  (b) `skiff apps list --json` of every application: wall time at most 1.1x that of the floor client
//      (scripts/bench-floor-client.mjs: bare node:http, the same pages and name lookups, JSON.parse and
//      JSON.stringify, the same bytes printed), runs alternated, medians;
//  (c) its peak RSS at most 1.5x the floor client's (median of 5, kernel accounting).
// Run alone with `node scripts/bench-cli.mjs` after `npm run build -w @skiff/cli`; `npm run bench` adds these rows.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measuredBy, median, peakRssKiB, printTable, row, timePaired } from './bench-lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'cli/dist/skiff.js');
const floorClientScript = join(root, 'scripts/bench-floor-client.mjs');
const node = process.execPath;
const RUNS = Math.max(5, Number(process.env.BENCH_CLI_RUNS || 5));
const SCALE = 1000;
/** The generated world's first workspace holds a 100,000-line log on the last activity of this branch. */
const LARGE_LOG_TARGET = 'Scale Workspace 00000/web-00000/main';
const LOG_LINES = 100_000;
const MIN_LINES_PER_SECOND = 100_000;
/** 10 applications per generated workspace, plus the demo world's. */
const MIN_APPLICATIONS = SCALE * 10;

function skiff(args, env) {
  const result = spawnSync(node, [cli, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0) throw new Error(`skiff ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** Wall time (ms) of `skiff logs tail TARGET --follow | wc -l`; throws unless every line arrived. */
function timeLogPipe(env) {
  const command = `'${node}' '${cli}' logs tail '${LARGE_LOG_TARGET}' --follow --quiet --profile local | wc -l`;
  const start = process.hrtime.bigint();
  const result = spawnSync('sh', ['-c', command], { env: { ...process.env, ...env }, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const lines = Number(result.stdout.trim());
  if (result.status !== 0 || lines !== LOG_LINES) {
    throw new Error(`logs tail delivered ${lines} of ${LOG_LINES} lines (exit ${result.status}): ${result.stderr}`);
  }
  return ms;
}

function logRow(env) {
  timeLogPipe(env);
  const times = Array.from({ length: RUNS }, () => timeLogPipe(env));
  const rate = LOG_LINES / (median(times) / 1000);
  return measuredBy(
    row('skiff logs tail --follow (100,000 lines) | wc -l', rate, MIN_LINES_PER_SECOND, 1, 'lines/s', true),
    `node cli/dist/skiff.js logs tail '${LARGE_LOG_TARGET}' --follow --quiet --profile local | wc -l`,
    'the limit itself: 100,000 lines per second',
  );
}

/**
 * Median CPU time (user + system, ms) of `node ARGS` over RUNS runs, by the kernel's accounting: on a shared,
 * loaded machine wall times swing with the other processes, CPU time much less, so the notes give both.
 */
function cpuMs(args, env) {
  const code =
    'import resource,subprocess,sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); u=resource.getrusage(resource.RUSAGE_CHILDREN); print((u.ru_utime+u.ru_stime)*1000)';
  const values = Array.from({ length: RUNS }, () => {
    const result = spawnSync('python3', ['-c', code, node, ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    if (result.status !== 0) throw new Error(`CPU time of ${args.join(' ')}: ${result.stderr}`);
    return Number(result.stdout.trim());
  });
  return median(values);
}

/**
 * The floor under apps list --json: scripts/bench-floor-client.mjs, the least a Node program does to print every
 * application as `apps list --json` does (same pages and lookups, bare node:http, JSON.parse and JSON.stringify).
 * Returns its argv and env.
 */
function floorClient(env) {
  const auth = JSON.parse(skiff(['auth', 'status', '--json', '--profile', 'local'], env));
  const floorEnv = { ...env, SKIFF_TOKEN: skiff(['auth', 'token', '--profile', 'local'], env).trim() };
  return { floor: [floorClientScript, auth.origin], floorEnv };
}

/**
 * What `apps list --json` prints, after checking that the floor prints the very same bytes. The demo world's own
 * start-up deploy changes an application for some seconds after the emulator starts, so a difference is looked at
 * again (both printed anew, 15 tries 2 s apart) before it fails the bench.
 */
function sameOutput(list, floor, env, floorEnv) {
  for (let attempt = 1; ; attempt++) {
    const printed = skiff(list.slice(1), env);
    const result = spawnSync(node, floor, {
      env: { ...process.env, ...floorEnv },
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    if (result.status !== 0) throw new Error(`the floor client failed (${result.status}): ${result.stderr}`);
    if (result.stdout === printed) return printed;
    if (attempt === 15) {
      let at = 0;
      while (result.stdout[at] === printed[at]) at++;
      const around = (text) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 40));
      throw new Error(
        `the floor printed other bytes at character ${at}: ${around(result.stdout)} vs ${around(printed)}`,
      );
    }
    spawnSync('sleep', ['2']);
  }
}

function appsListRows(env, notes) {
  const list = [cli, 'apps', 'list', '--json', '--profile', 'local'];
  const { floor, floorEnv } = floorClient(env);
  const listed = JSON.parse(sameOutput(list, floor, env, floorEnv));
  if (listed.total < MIN_APPLICATIONS || listed.items.length !== listed.total) {
    throw new Error(
      `apps list --json gave ${listed.items.length} items (total ${listed.total}), wanted ${MIN_APPLICATIONS}+`,
    );
  }
  const empty = ['-e', '0'];
  // Both runs of a pair send the token the same way (the floor from SKIFF_TOKEN, the CLI from its profile).
  const time = timePaired(list, floor, RUNS, floorEnv);
  const node0 = timePaired(list, empty, RUNS, env);
  const cpu = { list: cpuMs(list, env), floor: cpuMs(floor, floorEnv), empty: cpuMs(empty, env) };
  notes.push(
    `CLI rows: apps list --json ${node0.a.toFixed(0)} ms = ${(node0.a / node0.b).toFixed(2)}x node -e 0 (${node0.b.toFixed(0)} ms), ` +
      `the floor ${time.b.toFixed(0)} ms = ${(time.b / node0.b).toFixed(2)}x; CPU time: apps list ${cpu.list.toFixed(0)} ms, ` +
      `floor ${cpu.floor.toFixed(0)} ms, node -e 0 ${cpu.empty.toFixed(0)} ms`,
  );
  const command = 'node cli/dist/skiff.js apps list --json --profile local';
  const floorCommand = 'SKIFF_TOKEN=... node scripts/bench-floor-client.mjs ORIGIN';
  return [
    measuredBy(
      row(`skiff apps list --json (${listed.total} apps) vs floor`, time.a, time.b, 1.1),
      command,
      floorCommand,
    ),
    measuredBy(
      row(
        'peak memory of skiff apps list --json vs floor',
        peakRssKiB(list, env),
        peakRssKiB(floor, floorEnv),
        1.5,
        'KiB',
      ),
      command,
      floorCommand,
    ),
  ];
}

/** Adds the CLI rows to `rows` and a line about them to `notes`. */
export async function addCliBenchRows(rows, notes) {
  const configDir = mkdtempSync(join(tmpdir(), 'skiff-bench-cli-'));
  const env = { SKIFF_CONFIG_DIR: configDir, NO_COLOR: '1' };
  const started = performance.now();
  skiff(['emulator', 'start', '--port', '0', '--detach', '--memory', '--scale', String(SCALE)], env);
  notes.push(`CLI rows: --scale ${SCALE} emulator ready in ${Math.round(performance.now() - started)} ms`);
  try {
    rows.push(logRow(env));
    rows.push(...appsListRows(env, notes));
  } finally {
    spawnSync(node, [cli, 'emulator', 'stop'], { env: { ...process.env, ...env } });
    rmSync(configDir, { recursive: true, force: true });
  }
  notes.push(
    `CLI rows: medians of ${RUNS} runs; lines/s = 100,000 / wall time of the whole pipeline, start-up included`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = [];
  const notes = [];
  addCliBenchRows(rows, notes)
    .then(() => {
      const failed = printTable(rows);
      console.log(`\n${notes.join('\n')}`);
      process.exitCode = failed ? 1 : 0;
    })
    .catch((error) => {
      console.error(`bench-cli failed: ${error.stack ?? error.message}`);
      process.exitCode = 2;
    });
}
