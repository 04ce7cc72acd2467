#!/usr/bin/env node
// The TUI benchmarks of issue 5, against a --scale 1000 emulator (10,020 applications) started in the background by
// the CLI itself, in a throw-away config directory:
//  (a) with every application listed (the All applications screen, loaded page by page with Load more), the time
//      from writing a down arrow to the next frame Ink writes: median of the presses at most 30 ms;
//  (b) the same with the 100,000-line activity log of Scale Workspace 00000/web-00000/main open (read whole, up arrow
//      from its end);
//  (c) the peak RSS of each of those TUI processes, at most 250 MiB.
// The measuring program is tui/src/bench/key-latency.tsx, bundled here with esbuild (from the packages' sources) and
// run as a child process, so its memory is its own. Run alone with `node scripts/bench-tui.mjs` after
// `npm run build -w @skiff/cli`; `npm run bench` adds these rows.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { median, printTable, row } from './bench-lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'cli/dist/skiff.js');
const node = process.execPath;
const SCALE = 1000;
const MIN_APPLICATIONS = SCALE * 10;
const KEY_TO_FRAME_MS = 30;
const PEAK_MIB = 250;
/** The generated world's first workspace holds a 100,000-line log on the last activity of this branch. */
const LARGE_LOG_TARGET = 'Scale Workspace 00000/web-00000/main';
const LOG_LINES = 100_000;

function skiff(args, env) {
  const result = spawnSync(node, [cli, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`skiff ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** Resolves `react-devtools-core` to an empty module. */
const noDevtools = {
  name: 'no-devtools',
  setup(b) {
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'devtools', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export default {};' }));
  },
};

/** Bundles the measuring program into `dir`; returns its path. */
async function bundleMeasurer(dir) {
  const outfile = join(dir, 'key-latency.mjs');
  await build({
    entryPoints: [join(root, 'tui/src/bench/key-latency.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    conditions: ['source'],
    // Ink loads the React devtools only when DEV is set; the CLI's bundle leaves them out the same way.
    plugins: [noDevtools],
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  return outfile;
}

/** Runs the measurer on `screen`; returns its JSON answer. */
function measure(program, screen, env) {
  const result = spawnSync(node, [program, screen], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (result.status !== 0) throw new Error(`the TUI measurer (${screen}) failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** Adds the TUI rows to `rows` and lines about them to `notes`. */
export async function addTuiBenchRows(rows, notes) {
  const configDir = mkdtempSync(join(tmpdir(), 'skiff-bench-tui-'));
  const env = { SKIFF_CONFIG_DIR: configDir, NO_COLOR: '1' };
  try {
    const program = await bundleMeasurer(configDir);
    skiff(['emulator', 'start', '--port', '0', '--detach', '--memory', '--scale', String(SCALE)], env);
    const apps = measure(program, 'apps', env);
    if (!(apps.listed >= MIN_APPLICATIONS)) {
      throw new Error(`the All applications screen listed ${apps.listed}, wanted ${MIN_APPLICATIONS}+`);
    }
    rows.push(row(`TUI key to frame, ${apps.listed} apps listed`, median(apps.times), KEY_TO_FRAME_MS, 1));
    rows.push(row('peak memory of the TUI, 10,000+ apps', apps.peakRssKiB / 1024, PEAK_MIB, 1, 'MiB'));
    const target = JSON.parse(skiff(['apps', 'get', LARGE_LOG_TARGET, '--json', '--profile', 'local'], env));
    const log = measure(program, 'log', { ...env, BENCH_TUI_ACTIVITY: target.lastActivity?._id ?? '' });
    if (log.listed !== LOG_LINES) throw new Error(`the activity log showed ${log.listed} lines, wanted ${LOG_LINES}`);
    rows.push(row(`TUI key to frame, ${log.listed}-line log`, median(log.times), KEY_TO_FRAME_MS, 1));
    rows.push(row('peak memory of the TUI, 100,000-line log', log.peakRssKiB / 1024, PEAK_MIB, 1, 'MiB'));
    notes.push(
      `TUI rows: medians of ${apps.times.length} arrow presses 100 ms apart (in-process, Ink's render on a fake 120x40 terminal), against the limits themselves`,
    );
  } finally {
    spawnSync(node, [cli, 'emulator', 'stop'], { env: { ...process.env, ...env } });
    rmSync(configDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = [];
  const notes = [];
  addTuiBenchRows(rows, notes)
    .then(() => {
      const failed = printTable(rows);
      console.log(`\n${notes.join('\n')}`);
      process.exitCode = failed ? 1 : 0;
    })
    .catch((error) => {
      console.error(`bench-tui failed: ${error.stack ?? error.message}`);
      process.exitCode = 2;
    });
}
