import { type ActionOutcome, type ApplicationAction, resolveApplicationRef, runApplicationAction } from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { formatElapsed } from '../cli/duration.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { createProgressReporter } from '../cli/progress.js';
import { cliSession } from '../cli/session.js';

export interface ActionOptions {
  wait?: boolean;
  /** Milliseconds (parsed from --timeout). */
  timeout?: number;
}

/** `skiff apps deploy|pause|unpause|undeploy REF`: starts the task, and with --wait follows it to the end. */
export async function runAction(
  ctx: Context,
  action: ApplicationAction,
  ref: string,
  options: ActionOptions,
): Promise<number> {
  if (options.timeout !== undefined && !options.wait) {
    throw new UsageError('--timeout only applies with --wait: add --wait, or drop --timeout.');
  }
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const name = `${app.workspaceName}/${app.projectName}/${app.branch}`;
  if (!options.wait) {
    const started = await runApplicationAction(client, app, action, { wait: false, signal: ctx.signal });
    if (ctx.json) ctx.out.json({ activityId: started.activityId, action: started.action, status: started.status });
    else ctx.out.result(started.activityId);
    ctx.out.info(
      `Started ${started.action} on ${name}. Follow it with: skiff logs tail ${started.activityId} --follow`,
    );
    return EXIT.ok;
  }
  const progress = createProgressReporter(ctx.out);
  const startedAt = Date.now();
  let activityId: string | undefined;
  let outcome: ActionOutcome;
  ctx.out.info(`${action[0]!.toUpperCase()}${action.slice(1)} ${name}...`);
  try {
    outcome = await runApplicationAction(client, app, action, {
      timeoutMs: options.timeout,
      signal: ctx.signal,
      onProgress: (state) => {
        activityId = state.activityId;
        progress.update(state);
      },
    });
  } catch (error) {
    if (ctx.signal.aborted) {
      const follow = activityId
        ? `skiff logs tail ${activityId} --follow`
        : `skiff apps list --workspace '${app.workspaceName}'`;
      throw new CliError(
        'Stopped waiting; the task goes on on the server.',
        EXIT.interrupted,
        `Follow it with: ${follow}`,
      );
    }
    throw error;
  } finally {
    progress.done();
  }
  const elapsed = formatElapsed(Date.now() - startedAt);
  if (ctx.json) {
    ctx.out.json({
      activityId: outcome.activityId,
      action: outcome.action,
      status: outcome.status,
      lines: outcome.lines,
    });
  } else {
    ctx.out.result(`${outcome.action} ${outcome.status} (${outcome.lines} lines, ${elapsed})`);
  }
  if (outcome.status === 'SUCCESS') return EXIT.ok;
  ctx.out.error(`Error: ${outcome.action} on ${name} ended in ${outcome.status}.`);
  ctx.out.error(`Read its log with: skiff logs tail ${outcome.activityId}`);
  return EXIT.failure;
}
