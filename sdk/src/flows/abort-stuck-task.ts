import type { SkiffClient } from '../client.js';
import { canAbortActivity, STUCK_TASK_THRESHOLD_MS } from '../domain/workspace-rules.js';
import type { CallOptions } from '../resources/resource.js';
import type { Activity } from '../schemas/activity.js';
import { SkiffError } from '../transport/errors.js';

/** Why a task may not be aborted: it has ended, or it moved within the last 5 minutes. */
export type NotStuckReason = 'finished' | 'recently-updated';

/** Abort Process refused before calling the server: the task is not stuck (see `canAbortActivity`). */
export class TaskNotStuckError extends SkiffError {
  override name = 'TaskNotStuckError';
  constructor(
    readonly activity: Activity,
    readonly reason: NotStuckReason,
  ) {
    super(
      reason === 'finished'
        ? `The task ${activity._id} is ${activity.status ?? 'not running'}: only a pending or running task can be aborted.`
        : `The task ${activity._id} was updated less than ${STUCK_TASK_THRESHOLD_MS / 60_000} minutes ago: it can be aborted only after ${STUCK_TASK_THRESHOLD_MS / 60_000} minutes without update.`,
    );
  }
}

export interface AbortStuckTaskOptions extends CallOptions {
  /** The clock to judge "5 minutes without update" by (default `Date.now`). */
  now?: () => number;
}

/**
 * Abort Process: ends a PENDING or IN_PROGRESS task that has not been updated for over 5 minutes (it then ends
 * as ERROR) and returns the final activity; throws TaskNotStuckError, without calling the abort, otherwise.
 */
export async function abortStuckTask(
  client: SkiffClient,
  workspaceId: string,
  activityId: string,
  options: AbortStuckTaskOptions = {},
): Promise<Activity> {
  const { now = Date.now, ...call } = options;
  const activity = await client.activities.get(activityId, call);
  if (!canAbortActivity(activity, now())) {
    const running = activity.status === 'PENDING' || activity.status === 'IN_PROGRESS';
    throw new TaskNotStuckError(activity, running ? 'recently-updated' : 'finished');
  }
  return client.workspaces.abortActivity(workspaceId, activityId, call);
}
