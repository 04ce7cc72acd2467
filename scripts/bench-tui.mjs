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
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { measuredBy, median, printTable, row } from './bench-lib.mjs';
import { startTmuxPane } from './bench-tmux.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'cli/dist/skiff.js');
const floorProgram = join(root, 'scripts/bench-tty-floor.mjs');
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
export const noDevtools = {
  name: 'no-devtools',
  setup(b) {
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'devtools', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export default {};' }));
  },
};

/**
 * The patches of Ink and React that the CLI's `tui.cjs` is built with (tuiBundlePlugins of cli/src/build/bundles.ts,
 * compiled here into the repository's node_modules cache so that its imports resolve), so that the measuring programs
 * run the Ink users get. Yoga's loader patch is left out unless `withYoga` (the first frame's floor, which loads yoga
 * as tui.cjs does): it needs the CLI's explicit loading before the first render, and it changes how yoga loads, not
 * how a key is drawn.
 */
export async function tuiPlugins({ withYoga = false } = {}) {
  const outfile = join(root, 'node_modules/.cache/skiff-bench/tui-plugins.mjs');
  await build({
    entryPoints: [join(root, 'cli/src/build/bundles.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'error',
  });
  const { tuiBundlePlugins } = await import(pathToFileURL(outfile).href);
  return tuiBundlePlugins(join(root, 'cli')).filter((plugin) => withYoga || plugin.name !== 'yoga-for-ink');
}

/** Bundles the measuring program into `dir`; returns its path. */
async function bundleMeasurer(dir, name = 'key-latency') {
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [join(root, `tui/src/bench/${name}.tsx`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    conditions: ['source'],
    // Ink loads the React devtools only when DEV is set; the CLI's bundle leaves them out the same way.
    plugins: [noDevtools, ...(await tuiPlugins())],
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

/** Key to frame in a real terminal: medians at most this, 99th percentiles at most TERMINAL_P99_MS. */
const TERMINAL_MEDIAN_MS = 16;
const TERMINAL_P99_MS = 50;
const TERMINAL_PRESSES = Number(process.env.BENCH_TUI_PRESSES || 200);
/** Presses this far apart: a person reading each frame, not key repeat. */
const TERMINAL_GAP_MS = 100;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the pane's screen until `ok` holds (running `onIdle` between looks); fails after 5 minutes. */
async function untilScreen(pane, ok, what, onIdle) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const screen = await pane.screen();
    if (ok(screen)) return screen;
    if (Date.now() > deadline) throw new Error(`the pane never showed ${what}; it shows:\n${screen}`);
    await onIdle?.(screen);
    await pause(50);
  }
}

/**
 * The TUI (tty-app.tsx, or the argv `program` such as the floor) in a 120x36 tmux pane on `screen`: after it has loaded everything, times each of
 * TERMINAL_PRESSES presses of `key` from send-keys (the key written to the pty) to the first capture-pane that
 * differs from the screen before it. Every press counts, the first included.
 */
async function timeInTerminal(program, screen, key, ready, listed, env) {
  const argv = Array.isArray(program) ? program : [program, screen];
  const pane = await startTmuxPane(screen, [node, ...argv], { ...env, TERM: 'xterm-256color' });
  try {
    let lastMore = 0;
    const shown = await untilScreen(pane, ready, `the whole ${screen} screen`, async (text) => {
      if (text.includes('More to load') && !text.includes('loading…') && Date.now() - lastMore > 200) {
        lastMore = Date.now();
        await pane.press('m');
      }
    });
    const times = [];
    for (let i = 0; i < TERMINAL_PRESSES; i++) {
      await pause(TERMINAL_GAP_MS);
      const before = await pane.screen();
      const start = performance.now();
      await pane.press(key);
      let after = await pane.screen();
      while (after === before) {
        if (performance.now() - start > 5_000) throw new Error(`press ${i + 1} of ${key} changed nothing in 5 s`);
        after = await pane.screen();
      }
      times.push(performance.now() - start);
    }
    return { times, listed: listed(shown) };
  } finally {
    pane.close();
  }
}

/** The terminal rows of one screen: the median and the 99th percentile of its presses, against their limits. */
function terminalRows(what, measured) {
  const command = `node scripts/bench-tui.mjs: tmux pane 120x36 running tui/src/bench/tty-app.tsx, ${TERMINAL_PRESSES} presses ${TERMINAL_GAP_MS} ms apart, send-keys to changed capture-pane`;
  return [
    measuredBy(
      row(`TUI key to frame in tmux, ${what}: median`, median(measured.times), TERMINAL_MEDIAN_MS, 1),
      command,
      `the limit: ${TERMINAL_MEDIAN_MS} ms`,
    ),
    measuredBy(
      row(`TUI key to frame in tmux, ${what}: p99`, percentile(measured.times, 99), TERMINAL_P99_MS, 1),
      command,
      `the limit: ${TERMINAL_P99_MS} ms`,
    ),
  ];
}

/** What the TUI adds over the tmux floor: medians and 99th percentiles, in ms. */
function terminalGap(measured, floor) {
  const gap = (p) => {
    const ms = percentile(measured.times, p) - percentile(floor.times, p);
    return `${ms >= 0 ? '+' : ''}${ms.toFixed(1)}`;
  };
  return `median ${gap(50)} ms, p99 ${gap(99)} ms`;
}

/** Adds the TUI rows to `rows` and lines about them to `notes`. */
export async function addTuiBenchRows(rows, notes) {
  const configDir = mkdtempSync(join(tmpdir(), 'skiff-bench-tui-'));
  const env = { SKIFF_CONFIG_DIR: configDir, NO_COLOR: '1' };
  try {
    const program = await bundleMeasurer(configDir);
    const terminalProgram = await bundleMeasurer(configDir, 'tty-app');
    skiff(['emulator', 'start', '--port', '0', '--detach', '--memory', '--scale', String(SCALE)], env);
    const appsReady = (f) =>
      /All applications \(\d+\)/.test(f) && !f.includes('More to load') && !f.includes('loading…');
    const appsListed = (f) => Number(/All applications \((\d+)\)/.exec(f)?.[1]);
    const inTerminal = await timeInTerminal(terminalProgram, 'apps', 'Down', appsReady, appsListed, env);
    if (!(inTerminal.listed >= MIN_APPLICATIONS)) {
      throw new Error(`the All applications screen in tmux listed ${inTerminal.listed}, wanted ${MIN_APPLICATIONS}+`);
    }
    rows.push(...terminalRows(`${inTerminal.listed} apps listed`, inTerminal));
    const floor = await timeInTerminal(
      [floorProgram],
      'floor',
      'Down',
      (f) => f.includes('floor ready'),
      () => 0,
      env,
    );
    notes.push(
      `TUI rows: the floor in tmux (scripts/bench-tty-floor.mjs: bare Node, raw mode, two rows rewritten a key), ` +
        `measured the same way: median ${median(floor.times).toFixed(1)} ms, p99 ${percentile(floor.times, 99).toFixed(1)} ms ` +
        `over ${floor.times.length} presses`,
    );
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
    // The whole log read (the log follows its task until the task's end is known), the view at its last line.
    const logReady = (f) => /, \d+ lines(?!, following)/.test(f) && /(\d+)\/\1\b/.test(f);
    const logListed = (f) => Number(/, (\d+) lines/.exec(f)?.[1]);
    const logEnv = { ...env, BENCH_TUI_ACTIVITY: target.lastActivity?._id ?? '' };
    const logInTerminal = await timeInTerminal(terminalProgram, 'log', 'Up', logReady, logListed, logEnv);
    if (logInTerminal.listed !== LOG_LINES) {
      throw new Error(`the activity log in tmux showed ${logInTerminal.listed} lines, wanted ${LOG_LINES}`);
    }
    rows.push(...terminalRows(`${LOG_LINES}-line log`, logInTerminal));
    rows.push(row('peak memory of the TUI, 100,000-line log', log.peakRssKiB / 1024, PEAK_MIB, 1, 'MiB'));
    notes.push(
      `TUI rows in tmux, left between the floor and the TUI: apps ${terminalGap(inTerminal, floor)}; ` +
        `log ${terminalGap(logInTerminal, floor)}`,
    );
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
