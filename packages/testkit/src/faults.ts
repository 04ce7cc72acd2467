import type { FaultOptions } from '@skiff/emulator';

/**
 * The emulator's test-only fault routes (`/__emulator/...`, served when it runs with `allowFaultHeaders`): replace
 * the fault plan, read its counters, cut every push websocket. GET without a body, POST with one.
 */
async function faultAdmin(origin: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${origin}/__emulator/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fault admin ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Replaces the emulator's fault plan (`{}`: no faults). */
export async function setFaultPlan(origin: string, plan: FaultOptions): Promise<void> {
  await faultAdmin(origin, 'faults', plan);
}

/** What the faults did so far: requests, statuses injected, drops, delays, push messages sent and lost. */
export async function faultCounters<Counters>(origin: string): Promise<Counters> {
  return ((await faultAdmin(origin, 'faults')) as { counters: Counters }).counters;
}

/** Cuts every push websocket now; resolves with how many were cut. */
export async function cutPush(origin: string): Promise<number> {
  return ((await faultAdmin(origin, 'push/cut', {})) as { cut: number }).cut;
}

/**
 * Cuts the push channel each time the client is back (so that every cut hits a live connection), up to `max`
 * times or until `done()`. Input: `opened()`, how many times the client has opened so far. Output: the cuts made.
 */
export async function cutPushWhileRunning(
  origin: string,
  max: number,
  opened: () => number,
  done: () => boolean,
): Promise<number> {
  let cuts = 0;
  let seen = 0;
  while (cuts < max && !done()) {
    if (opened() > seen) {
      seen = opened();
      if ((await cutPush(origin)) > 0) cuts++;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return cuts;
}
