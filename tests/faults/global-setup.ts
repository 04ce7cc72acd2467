/** Collects the fault suite's rows from every test file and prints one table when the run ends. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { formatTable, type ScenarioRow } from './table.js';

declare module 'vitest' {
  export interface ProvidedContext {
    faultRowsDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'skiff-fault-rows-'));
  project.provide('faultRowsDir', dir);
  return () => {
    const rows: ScenarioRow[] = [];
    for (const name of readdirSync(dir).sort()) {
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) if (line) rows.push(JSON.parse(line));
    }
    rmSync(dir, { recursive: true, force: true });
    if (rows.length === 0) return;
    rows.sort((a, b) => a.scenario.localeCompare(b.scenario, 'en', { numeric: true }));
    process.stdout.write(`\nFault suite\n${formatTable(rows)}\n`);
  };
}
