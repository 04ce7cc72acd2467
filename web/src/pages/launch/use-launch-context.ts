import { type Application, applicationBranch, type Project, type Workspace, workspaceProvider } from '@skiff/sdk';
import {
  copySourcesFor,
  DEFAULT_STORAGE_GI,
  displayedApplicationState,
  isSpotAllowed,
  isWorkspaceFeatureEnabled,
  stripControlSequences,
} from '@skiff/sdk/domain';
import { type Resource, useResource } from '../../components/use-resource.js';
import { useSession } from '../../session/session-context.js';
import type { LaunchContext, LaunchKind } from './launch-answers.js';

/** How many of the project's branches (and secret managers) are read (our limit; the TUI reads as many). */
const BRANCHES_READ = 100;
const DEPLOYED_STATES: readonly string[] = ['Running', 'Paused'];

/**
 * What the launch wizard of a branch or a tag needs to know: the sources the SDK offers for the project (only
 * scratch and a copy once a branch of it is deployed), the branches to copy from (the launched one left out), the
 * workspace's configuration flag and cloud provider, the application's storage, and the project's secret managers.
 */
export function useLaunchContext(input: {
  kind: LaunchKind;
  workspace: Workspace | undefined;
  project: Project | undefined;
  /** The launched application, for a branch; undefined for a tag. */
  application?: Application;
}): Resource<LaunchContext | undefined> {
  const { client } = useSession();
  const { kind, workspace, project, application } = input;
  const resource = useResource(
    async (signal) => {
      if (!workspace || !project) return undefined;
      const [page, managers] = await Promise.all([
        client.applications.list(workspace._id, project._id, { pageSize: BRANCHES_READ }, { signal }),
        client.secretManagers.list(workspace._id, project._id, { pageSize: BRANCHES_READ }, { signal }),
      ]);
      const others = page.items.filter((a) => a._id !== application?._id);
      const provider = workspaceProvider(workspace);
      const context: LaunchContext = {
        kind,
        sources: copySourcesFor({
          hasDeployedApplication: others.some((a) => DEPLOYED_STATES.includes(displayedApplicationState(a).label)),
          isNewRepository: (project as Record<string, unknown>).isCreateNewRepo === true,
        }),
        branches: others.map((a) => ({ id: a._id, name: stripControlSequences(applicationBranch(a)) })),
        canEditConfiguration: isWorkspaceFeatureEnabled(workspace, 'enableEditConfiguration'),
        spotAllowed: isSpotAllowed(provider),
        currentStorage:
          kind === 'application'
            ? typeof application?.storage === 'number'
              ? application.storage
              : DEFAULT_STORAGE_GI
            : undefined,
        secretManagers: managers.items.map((m) => m.name),
      };
      return context;
    },
    [client, kind, workspace?._id, project?._id, application?._id],
  );
  return resource;
}
