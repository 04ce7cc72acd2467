#!/usr/bin/env node
// The web benchmarks of issues 6 and 18:
//  (a) the initial JavaScript of the login and workspace-list routes, gzipped, at most 100 KB and 120 KB: the entry
//      chunk and its static imports plus the route's lazily loaded page chunk and its static imports, read from the
//      Vite build manifest (web/dist/.vite/manifest.json) after a fresh build; a note adds what is really sent (the
//      brotli copies the servers pick);
//  (b) the largest contentful paint of /login on loopback against the same page's rendered HTML without its scripts
//      (scripts/bench-web-lcp.mjs, measured first, before the big emulator below exists);
//  (c) the 10,000-row applications table stays responsive: in headless Chromium against a scale-1000 emulator, the
//      time from a scroll step to the second animation frame after it (the new rows painted), median over the
//      steps, against the same steps on a plain scrolling box in the same page. Medians of alternated rounds.
// Run alone with `node scripts/bench-web.mjs`; `npm run bench` adds these rows after its own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { median, printTable, row } from './bench-lib.mjs';
import { lcpRow } from './bench-web-lcp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'web', 'dist');
const CHROMIUM = '/usr/bin/chromium';
// The login page is in the entry chunk (web/src/routes.ts), so it has no chunk of its own; the workspace list is lazy.
const ROUTES = [
  { figure: 'initial JS of /login (gzip)', page: 'src/pages/login-page.tsx', limitKb: 100, lazy: false },
  { figure: 'initial JS of /workspaces (gzip)', page: 'src/pages/workspaces-page.tsx', limitKb: 120, lazy: true },
];
const SCALE = Number(process.env.BENCH_WEB_SCALE || 1000);
const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS || 5);
const STEPS = 40;
const TABLE_LIMIT = 2;

/** Every chunk a manifest key loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function initialJsRows(notes) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return ROUTES.map(({ figure, page, limitKb, lazy }) => {
    if (lazy && !manifest[page])
      throw new Error(`${page} is not a chunk of the build: is the route still lazily loaded?`);
    // A page in the entry chunk adds nothing; one made lazy again is counted with its chunk and its static imports.
    const pageChunks = manifest[page] ? staticClosure(manifest, page) : [];
    const chunks = [...new Set([...staticClosure(manifest, entry), ...pageChunks])];
    const files = chunks.map((key) => join(dist, manifest[key].file));
    const sum = (sizeOf) => files.reduce((total, file) => total + sizeOf(file), 0) / 1024;
    const gzip = sum((file) => gzipSync(readFileSync(file)).length);
    const raw = sum((file) => statSync(file).size);
    const brotli = sum((file) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size);
    notes.push(
      `${figure}: ${chunks.length} files, ${raw.toFixed(0)} KB raw, ${gzip.toFixed(1)} KB gzip, ${brotli.toFixed(1)} KB as sent (brotli copies)`,
    );
    return row(figure, gzip, limitKb, 1, 'KB');
  });
}

/** In the page: scroll `selector` in STEPS jumps of three screens, timing each jump to the second frame after it. */
async function scrollSteps(page, selector) {
  return page.evaluate(
    async ({ selector, steps }) => {
      const box = document.querySelector(selector);
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      box.scrollTop = 0;
      await frame();
      await frame();
      const times = [];
      for (let i = 1; i <= steps; i++) {
        const started = performance.now();
        box.scrollTop = Math.min(box.scrollHeight - box.clientHeight, i * box.clientHeight * 3);
        await frame();
        await frame();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
    },
    { selector, steps: STEPS },
  );
}

/** The rows that need Chromium: the LCP of /login first (a small emulator of its own), then the 10,000-row table. */
async function browserRows(notes) {
  if (!existsSync(CHROMIUM)) {
    notes.push(`web LCP and table rows SKIPPED: ${CHROMIUM} is missing`);
    return [];
  }
  const [{ startEmulator, DEMO_PASSWORD }, { chromium }] = await Promise.all([
    import('@skiff/emulator'),
    import('playwright-core'),
  ]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'skiff-bench-web-'));
  let emulator;
  try {
    const lcp = await lcpRow(browser, dist, notes);
    emulator = await startEmulator({ port: 0, dataDir, webRoot: dist, scale: SCALE, log: () => {} });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${emulator.origin}/login`);
    await page.getByLabel('Email').fill('owner@demo.skiff.dev');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
    const loadStarted = performance.now();
    await page.goto(`${emulator.origin}/applications`);
    await page.getByTestId('row-count').waitFor({ timeout: 120_000 });
    const loadMs = performance.now() - loadStarted;
    const rows = Number((await page.getByTestId('row-count').textContent()).split(' ')[0]);
    const rendered = await page.locator('.virtual-table tbody tr:not(.spacer)').count();
    // The baseline: a plain box as tall as the table's content, scrolled the same way in the same page.
    await page.evaluate(() => {
      const table = document.querySelector('.virtual-table');
      const box = document.createElement('div');
      box.id = 'bench-baseline';
      box.style.cssText = `height:${table.clientHeight}px;overflow:auto`;
      // Through the CSSOM: the app's Content-Security-Policy refuses style attributes in markup.
      const inner = document.createElement('div');
      inner.style.height = `${table.scrollHeight}px`;
      box.append(inner);
      document.body.append(box);
    });
    const table = [];
    const plain = [];
    for (let i = 0; i < ROUNDS; i++) {
      table.push(await scrollSteps(page, '.virtual-table'));
      plain.push(await scrollSteps(page, '#bench-baseline'));
    }
    notes.push(
      `web table: ${rows} rows (${rendered} in the DOM), loaded and drawn in ${Math.round(loadMs)} ms; scroll: medians of ${ROUNDS} alternated rounds of ${STEPS} jumps`,
    );
    return [lcp, row(`${rows}-row table: scroll jump to painted frame`, median(table), median(plain), TABLE_LIMIT)];
  } finally {
    await browser.close();
    await emulator?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Builds the web app, then measures; the rows and notes are pushed into the caller's arrays. */
export async function addWebBenchRows(rows, notes) {
  if (process.env.BENCH_WEB === '0') return;
  if (process.env.BENCH_WEB_BUILD !== '0') {
    const built = spawnSync('npm', ['run', 'build', '-w', '@skiff/web'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`web build failed: ${built.stderr}`);
  }
  rows.push(...initialJsRows(notes));
  rows.push(...(await browserRows(notes)));
  notes.push(
    'web initial JS: entry + route chunk and their static imports, gzip level 6 (limits: the baseline column)',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = [];
  const notes = [];
  addWebBenchRows(rows, notes)
    .then(() => {
      const failed = printTable(rows);
      console.log(`\n${notes.join('\n')}`);
      process.exitCode = failed ? 1 : 0;
    })
    .catch((error) => {
      console.error(`bench-web failed: ${error.stack ?? error.message}`);
      process.exitCode = 2;
    });
}
