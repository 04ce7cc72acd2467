// Helpers shared by bench.mjs, bench-api.mjs and bench-cli.mjs: process timings, peak memory, medians, the table.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * A row: `value` against `baseline` measured in the same run; `ratio` = value / baseline must stay at most
 * `limit`, or, with `atLeast`, at least `limit` (rates, where higher is better).
 */
export function row(figure, value, baseline, limit, unit = 'ms', atLeast = false) {
  return { figure, value, baseline, ratio: value / baseline, limit, unit, atLeast };
}

/** `r` with the command that measured it (and what its baseline is), for the JSON rows of `--json FILE`. */
export const measuredBy = (r, command, baselineCommand) => ({ ...r, command, baselineCommand });

export const rowOk = (r) => (r.atLeast ? r.ratio >= r.limit : r.ratio <= r.limit);

/** Writes `rows` as one JSON document to `file`: each row with its limit, its result and the command behind it. */
export function writeJsonRows(file, rows, notes, extra = {}) {
  const document = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    loadAverage: loadavg(),
    ...extra,
    rows: rows.map((r) => ({
      figure: r.figure,
      value: r.value,
      baseline: r.baseline,
      unit: r.unit,
      ratio: r.ratio,
      limit: `${r.atLeast ? '>=' : '<='} ${r.limit}x`,
      ok: rowOk(r),
      command: r.command ?? 'npm run bench',
      ...(r.baselineCommand ? { baselineCommand: r.baselineCommand } : {}),
    })),
    notes,
  };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
}

/** The value of `--json FILE` on the command line, if given. */
export function jsonFileArgument(argv = process.argv) {
  const at = argv.indexOf('--json');
  if (at === -1) return undefined;
  const file = argv[at + 1];
  if (!file || file.startsWith('--')) throw new Error('--json needs a file name: --json FILE');
  return file;
}

/** Prints the table; returns how many rows missed their limit. */
export function printTable(rows) {
  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    `${pad('figure', 48)}${pad('value', 16)}${pad('baseline', 16)}${pad('ratio', 8)}${pad('limit', 9)}result`,
  );
  let failed = 0;
  for (const r of rows) {
    const ok = rowOk(r);
    if (!ok) failed++;
    const fmt = (v) => `${v.toFixed(r.unit === 'ms' ? 1 : 0)} ${r.unit}`;
    const limit = `${r.atLeast ? '>=' : '<='}${r.limit}x`;
    console.log(
      `${pad(r.figure, 48)}${pad(fmt(r.value), 16)}${pad(fmt(r.baseline), 16)}${pad(`${r.ratio.toFixed(2)}x`, 8)}${pad(limit, 9)}${ok ? 'ok' : 'MISSED'}`,
    );
  }
  return failed;
}

/** Wall time of one whole `node ARGS` process, in ms. */
export function timeOnce(args, env) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${result.stderr}`);
  return ms;
}

/** Median wall times of two `node` commands over `runs`, run in turn (A B A B ...) so drift hits both alike. */
export function timePaired(a, b, runs, env) {
  timeOnce(a, env);
  timeOnce(b, env);
  const ta = [];
  const tb = [];
  for (let i = 0; i < runs; i++) {
    ta.push(timeOnce(a, env));
    tb.push(timeOnce(b, env));
  }
  return { a: median(ta), b: median(tb) };
}

/** Median peak RSS (KiB) of 5 runs of `node ARGS`, by the kernel's own accounting (getrusage of children). */
export function peakRssKiB(args, env) {
  const code =
    'import resource,subprocess,sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)';
  const values = [];
  for (let i = 0; i < 5; i++) {
    const result = spawnSync('python3', ['-c', code, process.execPath, ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    if (result.status !== 0) throw new Error(`peak memory of ${args.join(' ')}: ${result.stderr}`);
    values.push(Number(result.stdout.trim()));
  }
  return median(values);
}
