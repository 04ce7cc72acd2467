import { applicationBranch, type SkiffClient } from '@skiff/sdk';
import { isTaskRunning } from '@skiff/sdk/domain';

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

/**
 * Waits until the deploy the demo world starts on load (Acme Production's storefront `develop`, Processing at first)
 * has ended. It ends with a notification to the owner, an activity status change and one more activated application
 * in the workspace's counters. Only for an emulator that runs it live (`startupDeploy: 'live'`, `skiff emulator
 * start`): `startTestEmulator` ends it before it returns by default, so its tests need no wait.
 */
export async function demoWorldSettled(client: SkiffClient, timeoutMs = 30_000): Promise<void> {
  const workspace = (await client.workspaces.list({ search: 'Acme Production', pageSize: 50 })).items.find(
    (w) => w.name === 'Acme Production',
  );
  const project =
    workspace &&
    (await client.projects.list(workspace._id, { pageSize: 100 })).items.find((p) => p.name === 'storefront');
  const develop =
    workspace &&
    project &&
    (await client.applications.list(workspace._id, project._id, { pageSize: 100 })).items.find(
      (a) => applicationBranch(a) === 'develop',
    );
  if (!workspace || !project || !develop) throw new Error('No storefront develop branch in the demo world');
  const ids = { workspaceId: workspace._id, projectId: project._id, applicationId: develop._id };
  await waitFor(
    async () => !isTaskRunning((await client.applications.get(ids)).lastActivity?.status),
    "the demo world's first deploy to end",
    timeoutMs,
    100,
  );
}
