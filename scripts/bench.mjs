#!/usr/bin/env node
// Start-up and memory benchmarks, as ratios against `node -e 0` measured in the same run (the machine is shared
// and noisy, so absolute times mean little), then the API benchmarks of bench-api.mjs (SDK vs bare undici, paging
// memory, emulator vs bare node:http). Prints one row per figure and exits 1 when a limit is missed.
// BENCH_API=0, BENCH_WEB=0, BENCH_CLI=0 and BENCH_TUI=0 skip those rows (BENCH_RUNS sets the runs).
// `--json FILE` also writes the rows to FILE as JSON, each with its limit, its result and the command that measured it:
//   npm run bench -- --json bench.json
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBenchRows } from './bench-api.mjs';
import {
  jsonFileArgument,
  measuredBy,
  median,
  peakRssKiB,
  printTable,
  row,
  timeOnce,
  timePaired as timePairedRuns,
  writeJsonRows,
} from './bench-lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// SKIFF_BENCH_CLI times another build of the CLI (for example a copy kept apart from a rebuild in progress).
const cli = process.env.SKIFF_BENCH_CLI || join(root, 'cli/dist/skiff.js');
const runs = Number(process.env.BENCH_RUNS || 9);
const node = process.execPath;
const timePaired = (a, b, env) => timePairedRuns(a, b, runs, env);

/**
 * Time until the first frame that shows `text` of the TUI (or of `command`), run in a pseudo-terminal through
 * `script`, in ms. The TUI is killed then, or, with `killWhen`, once that also holds (polled; not timed).
 */
function timeFirstFrame(env, text, command = `${node} ${cli} tui --profile local`, killWhen = () => true) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const childEnv = { ...process.env, ...env, TERM: 'xterm-256color', COLUMNS: '120', LINES: '40' };
    // Ink draws only its last frame under CI; the CLI clears these for the TUI, the bench does too for clarity.
    delete childEnv.CI;
    delete childEnv.CONTINUOUS_INTEGRATION;
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: childEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let ms;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the TUI showed no '${text}' within 20 s; it printed: ${out.slice(-500)}`));
    }, 20_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes(text) && ms === undefined) {
        ms = Number(process.hrtime.bigint() - start) / 1e6;
        const end = () => {
          if (!killWhen()) return setTimeout(end, 10);
          clearTimeout(timer);
          child.kill('SIGKILL');
          resolve(ms);
        };
        end();
      }
    });
  });
}

const NODE_E_0 = 'node -e 0';
const SKIFF = 'node cli/dist/skiff.js';
/** The TUI's first frame is timed in a pseudo-terminal until the demo world's first workspace shows. */
const TUI_FRAME = `script -qfec '${SKIFF} tui --profile local' /dev/null (until 'Acme Production' shows)`;

/** What skiff adds over its floor, both as ratios to node -e 0 of the same run: `1.13x (+0.16x node -e 0)`. */
const gapOf = (skiff, floor) =>
  `${(skiff / floor).toFixed(2)}x (${skiff >= floor ? '+' : ''}${(skiff - floor).toFixed(2)}x node -e 0)`;

/**
 * The floor under the workspaces list row (scripts/bench-floor-workspaces.cjs: one GET with bare node:http, parse,
 * print), timed against node -e 0 the same way, so that the note says what any Node program spends there.
 */
function workspacesFloorNote(env, list) {
  const run = (args) => {
    const result = spawnSync(node, [cli, ...args, '--profile', 'local'], { env: { ...process.env, ...env } });
    if (result.status !== 0) throw new Error(`skiff ${args.join(' ')} failed: ${result.stderr}`);
    return result.stdout.toString().trim();
  };
  const origin = JSON.parse(run(['auth', 'status', '--json'])).origin;
  const floorEnv = { ...env, SKIFF_TOKEN: run(['auth', 'token']) };
  const floor = timePaired(
    [fileURLToPath(new URL('./bench-floor-workspaces.cjs', import.meta.url)), origin],
    ['-e', '0'],
    floorEnv,
  );
  return (
    `floor under workspaces list (scripts/bench-floor-workspaces.cjs, one GET with bare node:http): ` +
    `${floor.a.toFixed(0)} ms = ${(floor.a / floor.b).toFixed(2)}x node -e 0; skiff ${(list.a / list.b).toFixed(2)}x; ` +
    `left between floor and skiff: ${gapOf(list.a / list.b, floor.a / floor.b)}`
  );
}

/**
 * NODE_EXTRA_CA_CERTS makes every Node start parse that file's certificates, `node -e 0` included, so every start-up
 * ratio depends on it (with a whole CA bundle there: 74 ms against 27 ms a start, 03:11 on Nov 28): the note says so,
 * with node -e 0 timed with and without it, alternated.
 */
function extraCaCertsNote() {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (!file) return undefined;
  const withIt = [];
  const without = [];
  for (let i = 0; i < runs; i++) {
    withIt.push(timeOnce(['-e', '0']));
    without.push(timeOnce(['-e', '0'], { NODE_EXTRA_CA_CERTS: '' }));
  }
  return (
    `NODE_EXTRA_CA_CERTS is set (${file}): every Node start parses it; node -e 0 takes ${median(withIt).toFixed(0)} ms ` +
    `with it, ${median(without).toFixed(0)} ms without; the start-up ratios here are against the first`
  );
}

/** The floor program of the TUI's first frame, built into the bench's config folder, and run once (its cache). */
async function floorTuiFrame(env) {
  const { buildFloorTui } = await import('./bench-floor-tui-build.mjs');
  const loader = await buildFloorTui(mkdtempSync(join(env.SKIFF_CONFIG_DIR, 'floor-tui-')));
  const run = (args) => spawnSync(node, [cli, ...args, '--profile', 'local'], { env: { ...process.env, ...env } });
  const origin = JSON.parse(run(['auth', 'status', '--json']).stdout.toString()).origin;
  const floor = {
    command: `${node} ${loader} ${origin}`,
    env: { ...env, SKIFF_TOKEN: run(['auth', 'token']).stdout.toString().trim() },
    /** Its code cache (written after a run that had none): removed, the next run is a cold one. */
    cacheFile: join(dirname(loader), 'floor.v8'),
  };
  await timeFirstFrame(floor.env, 'Acme Production', floor.command);
  return floor;
}

async function main() {
  const jsonFile = jsonFileArgument();
  const rows = [];
  const notes = [];
  const add = (figure, value, baseline, limit, command, unit = 'ms') =>
    rows.push(measuredBy(row(figure, value, baseline, limit, unit), command, NODE_E_0));
  const empty = ['-e', '0'];

  const version = timePaired([cli, '--version'], empty);
  add('skiff --version', version.a, version.b, 1.3, `${SKIFF} --version`);
  const help = timePaired([cli, '--help'], empty);
  add('skiff --help', help.a, help.b, 1.3, `${SKIFF} --help`);
  add(
    'peak memory of skiff --version',
    peakRssKiB([cli, '--version']),
    peakRssKiB(empty),
    1.5,
    `${SKIFF} --version`,
    'KiB',
  );

  const extraCa = extraCaCertsNote();
  if (extraCa) notes.push(extraCa);

  const configDir = mkdtempSync(join(tmpdir(), 'skiff-bench-'));
  // The code cache (see cli/src/cli/code-cache.ts) starts empty: each command's first run (the warm-up) fills it.
  const env = { SKIFF_CONFIG_DIR: configDir, SKIFF_CACHE_DIR: join(configDir, 'cache'), NO_COLOR: '1' };
  /** The same env with a code cache of its own, still empty: a command's first run after an install. */
  let coldCaches = 0;
  const cold = () => ({ ...env, SKIFF_CACHE_DIR: join(configDir, `cold-cache-${++coldCaches}`) });
  const started = spawnSync(
    node,
    [cli, 'emulator', 'start', '--port', '0', '--detach', '--data', join(configDir, 'data')],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  if (started.status !== 0) throw new Error(`could not start the emulator: ${started.stderr}`);
  try {
    const list = timePaired([cli, 'workspaces', 'list', '--json', '--profile', 'local'], empty, env);
    const listCommand = `${SKIFF} workspaces list --json --profile local`;
    add('skiff workspaces list --json', list.a, list.b, 1.5, `${listCommand} (warm code cache)`);
    notes.push(workspacesFloorNote(env, list));
    const frames = [];
    const baselines = [];
    // The floor under it (scripts/bench-floor-tui.mjs: one GET, its names drawn by the same Ink), timed alike.
    const floorTui = await floorTuiFrame(env);
    const floorFrames = [];
    // The TUI's first start after an install fills its code caches just after its first frame: let it finish that,
    // as a user's first start does, so that the warm row is warm from its first run.
    const tuiCaches = () => readdirSync(env.SKIFF_CACHE_DIR).filter((name) => name.endsWith('-tui.v8')).length;
    await timeFirstFrame(env, 'Acme Production', undefined, () => existsSync(env.SKIFF_CACHE_DIR) && tuiCaches() === 2);
    for (let i = 0; i < Math.min(runs, 5); i++) {
      baselines.push(timeOnce(empty));
      frames.push(await timeFirstFrame(env, 'Acme Production'));
      floorFrames.push(await timeFirstFrame(floorTui.env, 'Acme Production', floorTui.command));
    }
    add(
      "TUI's first frame showing workspaces",
      median(frames),
      median(baselines),
      1.5,
      `${TUI_FRAME}, warm code cache`,
    );
    // A cold code cache: a command's first run after an install (each run gets a code cache folder of its own).
    const coldList = median(
      [1, 2, 3].map(() => timeOnce([cli, 'workspaces', 'list', '--json', '--profile', 'local'], cold())),
    );
    const coldFrames = [];
    const coldFloorFrames = [];
    for (let i = 0; i < 3; i++) {
      coldFrames.push(await timeFirstFrame(cold(), 'Acme Production'));
      rmSync(floorTui.cacheFile, { force: true });
      coldFloorFrames.push(await timeFirstFrame(floorTui.env, 'Acme Production', floorTui.command));
    }
    const coldFrame = median(coldFrames);
    const coldFloorFrame = median(coldFloorFrames);
    const base = median(baselines);
    add("TUI's first frame, cold code cache", coldFrame, base, 2, `${TUI_FRAME}, empty SKIFF_CACHE_DIR`);
    const floorFrame = median(floorFrames);
    notes.push(
      `floor under the TUI's first frame (scripts/bench-floor-tui.mjs: one GET, the names drawn by the same Ink, ` +
        `code cache warm): ${floorFrame.toFixed(0)} ms = ${(floorFrame / base).toFixed(2)}x node -e 0; ` +
        `skiff ${(median(frames) / base).toFixed(2)}x; left between floor and skiff: ` +
        gapOf(median(frames) / base, floorFrame / base),
    );
    notes.push(
      `floor under the TUI's first frame, cold code cache (the same program, its code cache removed before each run): ` +
        `${coldFloorFrame.toFixed(0)} ms = ${(coldFloorFrame / base).toFixed(2)}x node -e 0; skiff ` +
        `${(coldFrame / base).toFixed(2)}x; left between floor and skiff: ${gapOf(coldFrame / base, coldFloorFrame / base)}`,
    );
    notes.push(
      `cold code cache (a command's first run after an install): workspaces list ${coldList.toFixed(0)} ms ` +
        `(${(coldList / base).toFixed(2)}x)`,
    );
  } finally {
    spawnSync(node, [cli, 'emulator', 'stop'], { env: { ...process.env, ...env } });
    rmSync(configDir, { recursive: true, force: true });
  }

  const api = process.env.BENCH_API === '0' ? { rows: [], notes: [] } : await apiBenchRows();
  rows.push(...api.rows);
  if (process.env.BENCH_WEB !== '0') await (await import('./bench-web.mjs')).addWebBenchRows(rows, api.notes);
  if (process.env.BENCH_CLI !== '0') await (await import('./bench-cli.mjs')).addCliBenchRows(rows, api.notes);
  if (process.env.BENCH_TUI !== '0') await (await import('./bench-tui.mjs')).addTuiBenchRows(rows, api.notes);
  const failed = printTable(rows);
  console.log(
    `\nstart-up rows: medians of ${runs} runs (TUI: ${Math.min(runs, 5)}) against node -e 0, same machine, same run`,
  );
  for (const note of [...notes, ...api.notes]) console.log(note);
  if (jsonFile) {
    writeJsonRows(jsonFile, rows, [...notes, ...api.notes], { runs });
    console.log(`rows written to ${jsonFile}`);
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 2;
});
