import {
  APPLICATION_ACTION_TASKS,
  type ApplicationAction,
  type ResolvedApplication,
  resolveApplicationRef,
  type SkiffClient,
} from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { cliSession } from '../cli/session.js';
import { checkWaitOptions, runTask, type WaitOptions } from './run-task.js';

export type ActionOptions = WaitOptions;

/** `skiff apps deploy|pause|unpause|undeploy REF`: starts the task, and with --wait follows it to the end. */
export async function runAction(
  ctx: Context,
  action: ApplicationAction,
  ref: string,
  options: ActionOptions,
): Promise<number> {
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  return runActionOn(ctx, client, await resolveApplicationRef(client, ref), action, options);
}

/** Starts a long action on a resolved application (`body`: the deploy wizard's answers). */
export async function runActionOn(
  ctx: Context,
  client: SkiffClient,
  app: ResolvedApplication,
  action: ApplicationAction,
  options: ActionOptions,
  body: Record<string, unknown> = {},
): Promise<number> {
  const call = { signal: ctx.signal };
  return runTask(
    ctx,
    client,
    {
      subject: `${app.workspaceName}/${app.projectName}/${app.branch}`,
      task: APPLICATION_ACTION_TASKS[action],
      start: async () => {
        const started =
          action === 'deploy'
            ? await client.applications.deploy(app, body, call)
            : await client.applications.run(action, app, call);
        return started.activityId ?? (await client.applications.get(app, call)).lastActivity?._id ?? undefined;
      },
      fallbackHint: `skiff apps list --workspace '${app.workspaceName}'`,
    },
    options,
  );
}
