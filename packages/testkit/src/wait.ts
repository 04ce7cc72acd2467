import type { SkiffClient } from '@skiff/sdk';

/** Waits until `check` returns a truthy value (polling), or fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until an activity has ended (SUCCESS or ERROR) and returns it. */
export function waitForActivityEnd(client: SkiffClient, activityId: string, timeoutMs = 30_000) {
  return waitFor(
    async () => {
      const activity = await client.activities.get(activityId);
      return activity.status === 'SUCCESS' || activity.status === 'ERROR' ? activity : undefined;
    },
    `activity ${activityId}`,
    timeoutMs,
  );
}
