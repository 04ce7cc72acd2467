/**
 * The emulator's test-only fault routes (served when it runs with `allowFaultHeaders`), as the fault suite uses
 * them: replace the fault plan, cut every push websocket.
 */
async function admin(origin: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${origin}/__emulator/${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`fault admin ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Replaces the emulator's fault plan (`{}`: no faults). */
export async function setFaultPlan(origin: string, plan: Record<string, unknown>): Promise<void> {
  await admin(origin, 'faults', plan);
}

/** Cuts every push websocket now; resolves with how many were cut. */
export async function cutPush(origin: string): Promise<number> {
  return ((await admin(origin, 'push/cut', {})) as { cut: number }).cut;
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
