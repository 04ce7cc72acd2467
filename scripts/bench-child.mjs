#!/usr/bin/env node
// Child processes of bench-api.mjs, one role each, so servers and clients do not share a heap or an event loop:
//   emulator <scale>             an in-memory emulator (demo world + a generated world of <scale> workspaces)
//   bare <bodyFile>              a bare node:http server answering every request with the file's bytes
//   page <origin> <token> <n>    auto-pages n applications through the SDK, then prints its memory figures
// Servers print one JSON line ({origin, ...}) when ready and stop on SIGTERM.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [mode, ...args] = process.argv.slice(2);

function ready(info) {
  process.stdout.write(`${JSON.stringify(info)}\n`);
}

async function emulator(scale) {
  const { startEmulator } = await import('@skiff/emulator');
  const lines = [];
  const started = performance.now();
  const running = await startEmulator({ port: 0, memory: true, scale: Number(scale), log: (l) => lines.push(l) });
  const generated = lines.find((l) => l.startsWith('generated'));
  ready({ origin: running.origin, startMs: Math.round(performance.now() - started), generated });
  process.on('SIGTERM', () => running.close().then(() => process.exit(0)));
}

function bare(bodyFile) {
  const body = readFileSync(bodyFile);
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
  const server = createServer({ keepAlive: true }, (req, res) => {
    req.resume();
    res.writeHead(200, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 5_000;
  server.listen(0, '127.0.0.1', () => ready({ origin: `http://127.0.0.1:${server.address().port}` }));
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

async function page(origin, token, count) {
  const { SkiffClient } = await import('@skiff/sdk');
  const { undiciHttpClient } = await import('@skiff/sdk/node');
  const client = new SkiffClient({ origin, token, http: undiciHttpClient() });
  await client.health.check();
  globalThis.gc?.();
  const n = Number(count);
  let seen = 0;
  let peakHeap = 0;
  for await (const app of client.applications.listAll({ pageSize: 100 })) {
    if (!app._id) throw new Error('an application without _id');
    seen++;
    if (seen % 100 === 0) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    if (seen >= n) break;
  }
  if (seen < n) throw new Error(`only ${seen} applications to page, wanted ${n}`);
  globalThis.gc?.();
  const retainedHeap = process.memoryUsage().heapUsed;
  ready({ seen, peakRssKiB: process.resourceUsage().maxRSS, peakHeap, retainedHeap });
}

if (mode === 'emulator') await emulator(args[0] ?? '0');
else if (mode === 'bare') bare(args[0]);
else if (mode === 'page') await page(args[0], args[1], args[2]);
else throw new Error(`unknown mode ${mode}`);
