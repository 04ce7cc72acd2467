import { type Application, type Deployment, loadDeployWizardContext, type Project, type Workspace } from '@skiff/sdk';
import { type Resource, useResource } from '../../components/use-resource.js';
import { useSession } from '../../session/session-context.js';
import type { LaunchContext, LaunchKind } from './launch-answers.js';

/**
 * What the launch wizard of a branch or a tag needs to know, read by the SDK's deploy wizard model
 * (`loadDeployWizardContext`): the sources offered, the branches to copy from, the workspace's configuration flag
 * and cloud provider, the branch's storage, the project's secret managers.
 */
export function useLaunchContext(input: {
  kind: LaunchKind;
  workspace: Workspace | undefined;
  project: Project | undefined;
  /** The launched record: the application for a branch, the deployment for a tag. */
  record: Application | Deployment;
  /** The launched application, for a branch; undefined for a tag. */
  application?: Application;
}): Resource<LaunchContext | undefined> {
  const { client } = useSession();
  const { kind, workspace, project, application } = input;
  const recordId = input.record._id;
  return useResource(
    async (signal) => {
      if (!workspace || !project) return undefined;
      const ids = { workspaceId: workspace._id, projectId: project._id };
      const target =
        kind === 'application'
          ? { ...ids, applicationId: application?._id ?? recordId }
          : { ...ids, deploymentId: recordId };
      return (await loadDeployWizardContext(client, target, { signal })).context;
    },
    [client, kind, workspace?._id, project?._id, application?._id, recordId],
  );
}
