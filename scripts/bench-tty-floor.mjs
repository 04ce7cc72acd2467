#!/usr/bin/env node
// The floor under the TUI's key to frame in tmux (bench-tui.mjs): the least a Node program does to answer an arrow
// key in a terminal. It fills the screen once, then for each Up or Down moves a marker one row (round the screen)
// and writes only the two rows that changed: no React, no Ink, no layout, no diffing of the frame. Timed by
// bench-tui.mjs the same way as the TUI (send-keys to the first capture-pane that differs), so what tmux and Node
// cost is measured, not assumed.
const columns = process.stdout.columns || 120;
const rows = process.stdout.rows || 36;
const line = (row, marked) => `${marked ? '>' : ' '} row ${String(row).padStart(5)} `.padEnd(columns, '.');
const at = (row) => `\u001b[${row + 1};1H`;

let marker = 1;
process.stdout.write(`\u001b[?1049h\u001b[?25l\u001b[2J${at(0)}${'floor ready'.padEnd(columns)}`);
for (let row = 1; row < rows; row++) process.stdout.write(`${at(row)}${line(row, row === marker)}`);

process.stdin.setRawMode(true);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (keys) => {
  if (keys === 'q' || keys === '\u0003') {
    process.stdout.write('\u001b[?25h\u001b[?1049l');
    process.exit(0);
  }
  // Up and Down as terminals send them (CSI or SS3), several in one read when they come fast.
  let step = 0;
  for (const [, arrow] of keys.matchAll(/\u001b[[O]([AB])/g)) step += arrow === 'A' ? -1 : 1;
  if (step === 0) return;
  // Past the last row the marker starts again at the first (and the other way round), so every press draws.
  const next = ((marker - 1 + step + (rows - 1)) % (rows - 1)) + 1;
  process.stdout.write(`${at(marker)}${line(marker, false)}${at(next)}${line(next, true)}`);
  marker = next;
});
