import type { SkiffClient } from '../client.js';
import { expectedLogLines } from '../domain/constants.js';
import { isTaskFinished } from '../domain/states.js';
import { APPLICATION_ACTION_TASKS, type ApplicationAction, type ApplicationIds } from '../resources/applications.js';
import { SkiffError } from '../transport/errors.js';
import { followActivityLog, ServerGoneError } from './follow-activity-log.js';

/** The task did not end within the time the caller allowed. */
export class TaskTimeoutError extends SkiffError {
  override name = 'TaskTimeoutError';
  constructor(
    readonly activityId: string,
    readonly timeoutMs: number,
  ) {
    super(`The task ${activityId} did not finish within ${Math.round(timeoutMs / 1000)} s; it may still be running.`);
  }
}

/** Progress of a running task, for a progress bar: `expected` is the spec's line count for the action. */
export interface TaskProgress {
  activityId: string;
  action: string;
  lines: number;
  expected?: number;
  lastLine?: string;
}

export interface RunActionOptions {
  /** Follow the task until it ends (default true). */
  wait?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Called once the server has said which activity runs the task (before its first log line). */
  onStarted?: (activityId: string, action: string) => void;
  onLine?: (message: string, index: number) => void;
  onProgress?: (progress: TaskProgress) => void;
  /** Cuts the poll wait short (e.g. on a push message). */
  wake?: (signal: AbortSignal) => Promise<void>;
  pollIntervalMs?: number;
  /** Told when the server stops answering (`lost`) and answers again (`back`). */
  onConnection?: (state: 'lost' | 'back', error?: unknown) => void;
  /** How long the server may not answer before the wait gives up (see FollowActivityLogOptions.maxOutageMs). */
  maxOutageMs?: number;
}

export interface ActionOutcome {
  activityId: string;
  action: string;
  /** The task's final status, or its status when not waiting. */
  status: string;
  lines: number;
}

/**
 * Starts a long action on an application and, unless told not to, follows its task to the end. `deployBody`: the
 * deploy wizard's answers (a deploy only).
 */
export async function runApplicationAction(
  client: SkiffClient,
  ids: ApplicationIds,
  action: ApplicationAction,
  options: RunActionOptions = {},
  deployBody?: Record<string, unknown>,
): Promise<ActionOutcome> {
  return startAndWait(client, APPLICATION_ACTION_TASKS[action], options, async () => {
    const call = { signal: options.signal };
    const started =
      action === 'deploy' && deployBody
        ? await client.applications.deploy(ids, deployBody, call)
        : await client.applications.run(action, ids, call);
    return started.activityId ?? (await client.applications.get(ids)).lastActivity?._id ?? undefined;
  });
}

/**
 * Starts a task (`start` answers the id of the activity that runs it) and, unless `wait` is false, follows it to
 * the end: the part every "run X and wait" flow shares.
 */
export async function startAndWait(
  client: SkiffClient,
  task: string,
  options: RunActionOptions,
  start: () => Promise<string | undefined>,
): Promise<ActionOutcome> {
  const activityId = await start();
  if (!activityId) throw new SkiffError(`The server started ${task} but did not say which activity runs it.`);
  options.onStarted?.(activityId, task);
  if (options.wait === false) return { activityId, action: task, status: 'PENDING', lines: 0 };
  return waitForActivity(client, activityId, task, options);
}

/** Follows an activity until it ends, reporting progress; throws TaskTimeoutError after `timeoutMs`. */
export async function waitForActivity(
  client: SkiffClient,
  activityId: string,
  action: string,
  options: Omit<RunActionOptions, 'wait'> = {},
): Promise<ActionOutcome> {
  const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  const signals = [options.signal, timeout].filter((s): s is AbortSignal => s !== undefined);
  const signal = signals.length ? AbortSignal.any(signals) : undefined;
  const expected = expectedLogLines(action);
  let lines = 0;
  let lost: { at: number; error: unknown } | undefined;
  const onConnection = (state: 'lost' | 'back', error?: unknown) => {
    lost = state === 'lost' ? { at: Date.now(), error } : undefined;
    options.onConnection?.(state, error);
  };
  try {
    for await (const event of followActivityLog(client, activityId, {
      signal,
      wake: options.wake,
      pollIntervalMs: options.pollIntervalMs,
      onConnection,
      maxOutageMs: options.maxOutageMs,
    })) {
      if (event.type === 'end') return { activityId, action, status: event.status, lines: event.lines };
      lines = event.index + 1;
      options.onLine?.(event.message, event.index);
      options.onProgress?.({ activityId, action, lines, expected, lastLine: event.message });
    }
  } catch (error) {
    if (timeout?.aborted && !options.signal?.aborted) {
      // Out of time while the server was not answering: the server is the news, not the task (exit 7, not 8).
      if (lost) throw new ServerGoneError(client.transport.origin, Date.now() - lost.at, lost.error);
      throw new TaskTimeoutError(activityId, options.timeoutMs ?? 0);
    }
    throw error;
  }
  const activity = await client.activities.get(activityId);
  return { activityId, action, status: isTaskFinished(activity.status) ? activity.status : 'UNKNOWN', lines };
}
