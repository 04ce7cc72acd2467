/** The fault suite's table: one row per scenario (or sub-scenario). */
export interface ScenarioRow {
  scenario: string;
  faults: string;
  outcome: string;
  lost: number | string;
  duplicated: number | string;
}

const HEADERS: ScenarioRow = {
  scenario: 'scenario',
  faults: 'faults injected',
  outcome: 'outcome',
  lost: 'items lost',
  duplicated: 'items duplicated',
};
const COLUMNS = Object.keys(HEADERS) as (keyof ScenarioRow)[];

export function formatTable(rows: ScenarioRow[]): string {
  const cells = [HEADERS, ...rows].map((row) => COLUMNS.map((key) => String(row[key])));
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}
