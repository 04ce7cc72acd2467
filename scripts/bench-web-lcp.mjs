#!/usr/bin/env node
// The LCP row of bench-web.mjs (issue 18 item 5): the largest contentful paint of /login on loopback in headless
// Chromium, cold (a fresh browser context per load), against the same page's rendered HTML without its scripts (what
// a server-rendered page would paint). Both are served the same way by one emulator in a child process (same
// headers, same precompressed copies), so the server does not share an event loop with the browser's driver. One
// uncounted warm-up pair, then LCP_RUNS rounds, app and snapshot alternated (and which goes first alternated too);
// the ratio is the median of the per-round ratios (a round's two loads share the machine's load of the moment).
// `node scripts/bench-web-lcp.mjs --serve ROOT` is the child: an in-memory emulator serving ROOT.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { median, row } from './bench-lib.mjs';

const LCP_RUNS = Number(process.env.BENCH_WEB_LCP_RUNS || 15);
const LCP_LIMIT = 2;
const SNAPSHOT_FILE = 'login-snapshot.html';
const VIEWPORT = { width: 1280, height: 800 };

/** The child: an in-memory emulator with only the demo world, serving `webRoot`; prints `{origin}` once ready. */
async function serve(webRoot) {
  const { startEmulator } = await import('@skiff/emulator');
  const running = await startEmulator({ port: 0, memory: true, webRoot, log: () => {} });
  process.stdout.write(`${JSON.stringify({ origin: running.origin })}\n`);
  process.on('SIGTERM', () => running.close().then(() => process.exit(0)));
}

function startServer(webRoot) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', webRoot], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.on('exit', (code) => reject(new Error(`the LCP bench's emulator exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end < 0) return;
      const stop = () =>
        new Promise((done) => {
          child.removeAllListeners('exit');
          child.on('exit', () => done());
          child.kill('SIGTERM');
        });
      resolve({ origin: JSON.parse(out.slice(0, end)).origin, stop });
    });
  });
}

/** The largest contentful paint of the page now loading, once the page is idle (buffered entries, last one). */
function largestContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 300);
      }),
  );
}

/** One cold load of `url` in a fresh context: LCP once the login form is there. */
async function coldLcp(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    return await largestContentfulPaint(page);
  } finally {
    await context.close();
  }
}

/** Writes the snapshot beside the app's files, with the same brotli and gzip copies web/build/precompress.ts makes. */
function writeSnapshot(root, html) {
  const raw = Buffer.from(html);
  writeFileSync(join(root, SNAPSHOT_FILE), raw);
  writeFileSync(
    join(root, `${SNAPSHOT_FILE}.br`),
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(root, `${SNAPSHOT_FILE}.gz`), gzipSync(raw, { level: 9 }));
}

/** The LCP row: /login of the built app in `dist` against its static snapshot, in `browser`. */
export async function lcpRow(browser, dist, notes) {
  const root = mkdtempSync(join(tmpdir(), 'skiff-bench-lcp-'));
  cpSync(dist, root, { recursive: true });
  const server = await startServer(root);
  try {
    const appUrl = `${server.origin}/login`;
    const snapshotUrl = `${server.origin}/${SNAPSHOT_FILE}`;
    const context = await browser.newContext({ viewport: VIEWPORT });
    const first = await context.newPage();
    await first.goto(appUrl);
    await first.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    writeSnapshot(
      root,
      (await first.content())
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, ''),
    );
    await context.close();
    // The first loads of a new browser pay its own start-up (the network service, the first renderer): not counted.
    await coldLcp(browser, appUrl);
    await coldLcp(browser, snapshotUrl);
    const app = [];
    const snapshot = [];
    const ratios = [];
    for (let i = 0; i < LCP_RUNS; i++) {
      const appFirst = i % 2 === 0;
      const a = appFirst ? await coldLcp(browser, appUrl) : 0;
      const s = await coldLcp(browser, snapshotUrl);
      const appLcp = appFirst ? a : await coldLcp(browser, appUrl);
      app.push(appLcp);
      snapshot.push(s);
      ratios.push(appLcp / s);
    }
    notes.push(
      `web LCP of /login: medians of ${LCP_RUNS} cold loads each after a warm-up pair, app and its static snapshot ` +
        'alternated, served by one emulator child process; ratio = median of per-round ratios',
    );
    return { ...row('LCP of /login (loopback)', median(app), median(snapshot), LCP_LIMIT), ratio: median(ratios) };
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]);
