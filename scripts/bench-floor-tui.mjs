// The floor under the TUI's first frame (issue 18): the least a Node program drawing with the same Ink, React and
// yoga does to show the workspaces in a terminal, measured beside that row in `npm run bench`. It asks for the first
// page of workspaces with bare node:http while Ink loads (as the TUI does), then renders their names in one column:
// no command parser, no SDK, no profile file, no checks of the answer, no screens, no push channel.
// scripts/bench.mjs bundles it with the patches tui.cjs is built with and runs it with a V8 code cache of its own,
// as skiff runs its bundles (see floorTuiProgram there). Usage inside: run(ORIGIN), SKIFF_TOKEN in the environment.
import http from 'node:http';
import { Box, render, Text } from 'ink';
import { createElement as h } from 'react';
import { loadYogaForInk } from '../cli/src/build/yoga-for-ink.ts';

function firstPage(origin) {
  const url = `${origin}/api/v2/workspaces?pageIndex=1&pageSize=100`;
  const headers = { authorization: `Bearer ${process.env.SKIFF_TOKEN}`, accept: 'application/json' };
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')).data);
        });
      })
      .on('error', reject);
  });
}

/**
 * Loads yoga with Node's global `fetch` hidden, as skiff does (loadTui in cli/src/services/demo.ts): yoga reads
 * `typeof fetch` while it starts, and that first read loads Node's bundled undici for nothing. A floor that paid
 * for it stood above the TUI it is the floor of.
 */
async function loadYoga() {
  const fetchProperty = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  if (fetchProperty?.configurable) {
    Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
  }
  try {
    await loadYogaForInk();
  } finally {
    if (fetchProperty?.configurable) Object.defineProperty(globalThis, 'fetch', fetchProperty);
  }
}

/** Renders the workspaces' names once they and yoga are there; resolves after the first frame was written. */
export async function run(origin) {
  const page = firstPage(origin);
  await loadYoga();
  const workspaces = await page;
  // The pseudo-terminal of `script` may say 0 columns: the width the bench gives in COLUMNS, as the TUI reads it.
  const width = process.stdout.columns || Number(process.env.COLUMNS) || 80;
  const list = h(
    Box,
    { flexDirection: 'column', borderStyle: 'round', paddingX: 1, width },
    h(Text, { bold: true }, 'Workspaces'),
    ...workspaces.map((workspace) => h(Text, { key: workspace._id }, workspace.name)),
  );
  render(list, { exitOnCtrlC: true, patchConsole: false });
}
