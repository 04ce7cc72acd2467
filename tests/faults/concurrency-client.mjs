/**
 * One client process of scenario 4: runs its share of mutations through the built SDK (no retries of its own:
 * a POST is not idempotent) and prints one JSON line per mutation: kind, key, final status, attempts.
 * A 409 "task is in progress" (another process's task on the same application) is waited out and tried again;
 * only a 2xx counts as acknowledged. Usage: node concurrency-client.mjs PLAN.json
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const http = undiciHttpClient();
const clients = {};
for (const [name, token] of Object.entries(plan.tokens)) {
  clients[name] = new SkiffClient({ origin: plan.origin, http, token, maxRetries: 0, timeoutMs: 20_000 });
}

async function run(mutation) {
  for (let attempt = 1; ; attempt++) {
    try {
      const reply = await clients[mutation.as].transport.raw(mutation.method, mutation.path, { body: mutation.body });
      return { status: reply.status, attempts: attempt };
    } catch (error) {
      const status = typeof error?.status === 'number' ? error.status : -1;
      if (status === 409 && mutation.busyRetry && attempt < 200) {
        await sleep(20 + (attempt % 5) * 10);
        continue;
      }
      return { status, attempts: attempt, message: String(error?.message ?? error).slice(0, 200) };
    }
  }
}

// Two requests in flight per process, so the server sees up to 16 at once.
const queue = [...plan.mutations];
const lanes = Array.from({ length: 2 }, async () => {
  for (let m = queue.shift(); m; m = queue.shift()) {
    const result = await run(m);
    process.stdout.write(`${JSON.stringify({ kind: m.kind, key: m.key, ...result })}\n`);
  }
});
await Promise.all(lanes);
