// Helpers shared by bench.mjs and bench-api.mjs: medians and the result table.

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

export const rowOk = (r) => (r.atLeast ? r.ratio >= r.limit : r.ratio <= r.limit);

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
