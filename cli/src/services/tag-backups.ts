import { resolveDeploymentRef } from '@skiff/sdk';
import { DEPLOYMENT_ACTIONS } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliSession } from '../cli/session.js';
import { checkWaitOptions, followStartedTask, type WaitOptions } from './run-task.js';

/**
 * `skiff tags backup TAG [--wait]`: a manual backup of a tag's database (spec 002 section 7: POST backups, type
 * MANUAL, database true; an EXPORT_DATABASE task). At most five manual backups: the server says so past that.
 */
export async function createTagBackup(ctx: Context, ref: string, options: WaitOptions): Promise<number> {
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const subject = `${tag.workspaceName}/${tag.projectName}@${tag.tag}`;
  const started = await client.deploymentBackups.create(tag, { signal: ctx.signal });
  if (!started.activityId) {
    if (ctx.json) ctx.out.json(started);
    else ctx.out.result(started.backup?._id ?? '');
    return EXIT.ok;
  }
  return followStartedTask(ctx, client, subject, DEPLOYMENT_ACTIONS.backup, started.activityId, options);
}
