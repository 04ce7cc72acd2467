import { APPLICATION_ACTION_TASKS, type ApplicationAction, resolveApplicationRef } from '@skiff/sdk';
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
  body: Record<string, unknown> = {},
): Promise<number> {
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
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
