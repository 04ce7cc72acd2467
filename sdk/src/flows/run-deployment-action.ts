import type { SkiffClient } from '../client.js';
import { DEPLOYMENT_ACTIONS } from '../domain/deployment-rules.js';
import type { ActivateDeploymentBody, DeploymentIds } from '../resources/deployments.js';
import { type ActionOutcome, type RunActionOptions, startAndWait } from './run-application-action.js';

/** The long actions on a deployment (tag) that `runDeploymentAction` starts: deploy it, or undeploy it. */
export type DeploymentTaskAction = 'activate' | 'deactivate';

export interface RunDeploymentActionOptions extends RunActionOptions {
  /** The launch wizard's fields for `activate` (copy source, security, configuration). */
  body?: ActivateDeploymentBody;
}

/** Deploys (`activate`) or undeploys (`deactivate`) a tag and, unless told not to, follows its task to the end. */
export async function runDeploymentAction(
  client: SkiffClient,
  ids: DeploymentIds,
  action: DeploymentTaskAction,
  options: RunDeploymentActionOptions = {},
): Promise<ActionOutcome> {
  const call = { signal: options.signal };
  return startAndWait(client, DEPLOYMENT_ACTIONS[action], options, async () => {
    const started =
      action === 'activate'
        ? await client.deployments.activate(ids, options.body ?? {}, call)
        : await client.deployments.deactivate(ids, call);
    return started.activityId ?? (await client.deployments.get(ids, call)).lastActivity?._id ?? undefined;
  });
}
