import { type ActionOutcome, ServerGoneError, type SkiffClient, startAndWait } from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { formatElapsed } from '../cli/duration.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { maxOutageMs, outageWarning } from '../cli/outage.js';
import { createProgressReporter } from '../cli/progress.js';

/** `--wait` and `--timeout` of every command that starts a long task. */
export interface WaitOptions {
  wait?: boolean;
  /** Milliseconds (parsed from --timeout). */
  timeout?: number;
}

/** A long task to start: what it acts on, the task's action name, and the call that starts it. */
export interface TaskStart {
  /** What the task acts on, for people: `Acme Production/storefront/main`. */
  subject: string;
  /** The task's action name (`DEPLOY_APPLICATION`), for progress before the server names it. */
  task: string;
  /** Starts the task; answers the id of the activity that runs it. */
  start: () => Promise<string | null | undefined>;
  /** Where to look when interrupted before the server named the activity. */
  fallbackHint: string;
}

/** Refuses `--timeout` without `--wait`, before anything is sent. */
export function checkWaitOptions(options: WaitOptions): void {
  if (options.timeout !== undefined && !options.wait) {
    throw new UsageError('--timeout only applies with --wait: add --wait, or drop --timeout.');
  }
}

function capitalised(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/**
 * Starts a long task; without --wait prints the activity id (or `{activityId, action, status}`) and returns, with
 * --wait follows it to the end with progress on stderr and exits 0 only on SUCCESS.
 */
export async function runTask(
  ctx: Context,
  client: SkiffClient,
  run: TaskStart,
  options: WaitOptions,
): Promise<number> {
  checkWaitOptions(options);
  const start = async () => (await run.start()) ?? undefined;
  if (!options.wait) {
    const started = await startAndWait(client, run.task, { wait: false, signal: ctx.signal }, start);
    if (ctx.json) ctx.out.json({ activityId: started.activityId, action: started.action, status: started.status });
    else ctx.out.result(started.activityId);
    ctx.out.info(
      `Started ${started.action} on ${run.subject}. Follow it with: skiff logs tail ${started.activityId} --follow`,
    );
    return EXIT.ok;
  }
  const progress = createProgressReporter(ctx.out);
  const startedAt = Date.now();
  let activityId: string | undefined;
  let outcome: ActionOutcome;
  ctx.out.info(`${capitalised(run.task.toLowerCase().replaceAll('_', ' '))}: ${run.subject}...`);
  try {
    outcome = await startAndWait(
      client,
      run.task,
      {
        timeoutMs: options.timeout,
        signal: ctx.signal,
        onStarted: (id) => {
          activityId = id;
        },
        onProgress: (state) => progress.update(state),
        onConnection: (state, error) =>
          ctx.out.error(state === 'lost' ? outageWarning(ctx, error) : 'The server answers again; still waiting.'),
        maxOutageMs: maxOutageMs(ctx),
      },
      start,
    );
  } catch (error) {
    const follow = activityId ? `skiff logs tail ${activityId} --follow` : run.fallbackHint;
    if (ctx.signal.aborted) {
      throw new CliError(
        'Stopped waiting; the task goes on on the server.',
        EXIT.interrupted,
        `Follow it with: ${follow}`,
      );
    }
    if (error instanceof ServerGoneError) {
      throw new CliError(
        `${error.message} The task may go on on the server.`,
        EXIT.unavailable,
        `Once it answers, follow it with: ${follow}`,
      );
    }
    throw error;
  } finally {
    progress.done();
  }
  return reportOutcome(ctx, run.subject, outcome, Date.now() - startedAt);
}

function reportOutcome(ctx: Context, subject: string, outcome: ActionOutcome, elapsedMs: number): number {
  const { activityId, action, status, lines } = outcome;
  if (ctx.json) ctx.out.json({ activityId, action, status, lines });
  else ctx.out.result(`${action} ${status} (${lines} lines, ${formatElapsed(elapsedMs)})`);
  if (status === 'SUCCESS') return EXIT.ok;
  ctx.out.error(`Error: ${action} on ${subject} ended in ${status}.`);
  ctx.out.error(`Read its log with: skiff logs tail ${activityId}`);
  return EXIT.failure;
}

/** Follows (with --wait) or reports a task another call already started, like `runTask` does for its own. */
export function followStartedTask(
  ctx: Context,
  client: SkiffClient,
  subject: string,
  task: string,
  activityId: string,
  options: WaitOptions,
): Promise<number> {
  const fallbackHint = `skiff logs tail ${activityId} --follow`;
  return runTask(ctx, client, { subject, task, start: async () => activityId, fallbackHint }, options);
}
