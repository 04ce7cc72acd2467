#!/usr/bin/env node
// Child processes of bench-api.mjs, one role each, so servers and clients do not share a heap or an event loop:
//   emulator <scale>             an in-memory emulator (demo world + a generated world of <scale> workspaces)
//   bare <bodyFile>              a bare node:http server answering every request with the file's bytes
//   page <origin> <token> <n>    auto-pages n applications through the SDK, then prints its memory figures
//                                (the client warmed alike for every n first, the peak taken over the paging: warmUp)
// Servers print one JSON line ({origin, ...}) when ready and stop on SIGTERM.
import { readFileSync, writeFileSync } from 'node:fs';
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

/**
 * The same warm-up in every paging child whatever its n: 200 reads of a one-item page. A client's first hundred or
 * so answers pay a one-time cost that does not grow with what is paged: undici's HTTP parser is WebAssembly, and V8
 * recompiles it optimised on a background thread after that many answers, ~30 MB of RSS for a moment (seen: 300 GETs
 * of a 76-byte answer raise a bare undici client's peak RSS by 38 MB, by 3.5 MB under --liftoff-only;
 * /work/notes/pager7.md). Unwarmed, the 100-app child never got there and the 10,000-app child always did: the row
 * compared a cold client with a warm one. One-item pages leave little garbage behind, so both children start the
 * paging from the same RSS; the pause lets the background compile end before the peak is reset.
 */
async function warmUp(client) {
  for (let i = 0; i < 200; i++) await client.applications.listAll({ pageSize: 1 });
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function page(origin, token, count) {
  const { SkiffClient } = await import('@skiff/sdk');
  const { undiciHttpClient } = await import('@skiff/sdk/node');
  const client = new SkiffClient({ origin, token, http: undiciHttpClient() });
  await client.health.check();
  await warmUp(client);
  globalThis.gc?.();
  // The peak RSS from here on (Linux: 5 in clear_refs resets the high-water mark getrusage reads), so that it is the
  // paging's own and not the warm-up's.
  writeFileSync('/proc/self/clear_refs', '5');
  const startRssKiB = Math.round(process.memoryUsage().rss / 1024);
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
  ready({ seen, startRssKiB, peakRssKiB: process.resourceUsage().maxRSS, peakHeap, retainedHeap });
}

if (mode === 'emulator') await emulator(args[0] ?? '0');
else if (mode === 'bare') bare(args[0]);
else if (mode === 'page') await page(args[0], args[1], args[2]);
else throw new Error(`unknown mode ${mode}`);
