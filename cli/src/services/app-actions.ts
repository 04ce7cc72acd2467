import {
  APPLICATION_ACTION_TASKS,
  type ApplicationAction,
  type ResolvedApplication,
  resolveApplicationRef,
  type SkiffClient,
} from '@skiff/sdk';
import { type ConfirmFlags, confirmationOf, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { cliSession } from '../cli/session.js';
import { checkWaitOptions, runTask, type WaitOptions } from './run-task.js';

export type ActionOptions = WaitOptions & ConfirmFlags;

/**
 * `skiff apps deploy|pause|unpause|undeploy REF`: starts the task, and with --wait follows it to the end. Undeploy
 * takes the application offline, so it asks for the Danger Zone's typed `branch/NAME` first (`--confirm`).
 */
export async function runAction(
  ctx: Context,
  action: ApplicationAction,
  ref: string,
  options: ActionOptions,
): Promise<number> {
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  if (action === 'undeploy') {
    const what = `undeploy ${app.workspaceName}/${app.projectName}/${app.branch}`;
    await confirmDestructive(ctx, confirmationOf('application.undeploy', what, app.branch), options);
  }
  return runActionOn(ctx, client, app, action, options);
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
