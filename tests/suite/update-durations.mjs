#!/usr/bin/env node
// Rewrites durations.json (the order tests/suite/sequencer.ts gives files) from a whole run's JSON report:
//   CI=1 npx vitest run --reporter=json --outputFile=/tmp/suite.json && node tests/suite/update-durations.mjs /tmp/suite.json
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const report = process.argv[2];
if (!report) {
  console.error('Usage: node tests/suite/update-durations.mjs REPORT.json (a vitest --reporter=json output file)');
  process.exit(2);
}
const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = {};
for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults) {
  seconds[relative(root, file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.entries(seconds).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
writeFileSync(new URL('./durations.json', import.meta.url), `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
console.log(`${sorted.length} files written to tests/suite/durations.json`);
