import type { SkiffClient } from '../client.js';
import { isSpotAllowed, isWorkspaceFeatureEnabled } from '../domain/application-forms.js';
import { copySourcesFor } from '../domain/deploy-wizard-rules.js';
import { displayedApplicationState } from '../domain/states.js';
import { stripControlSequences } from '../domain/text.js';
import { LOOKUP_PAGE, readAll } from '../pagination.js';
import type { CallOptions } from '../resources/resource.js';
import { applicationBranch } from '../schemas/application.js';
import { workspaceProvider } from '../schemas/workspace.js';
import { currentStorageOf } from './deploy-wizard.js';
import type { DeployWizardContext } from './deploy-wizard-fields.js';

/** A branch in one of these displayed states counts as deployed (spec 001 section 5's source rule). */
const DEPLOYED_STATES: readonly string[] = ['Running', 'Paused'];

/** The branch or tag a deploy wizard is for. */
export type DeployWizardTarget =
  | { workspaceId: string; projectId: string; applicationId: string }
  | { workspaceId: string; projectId: string; deploymentId: string };

/**
 * What the deploy wizard of a branch or tag needs besides the answers, read once: the record (for the first
 * answers), the sources the project offers (only scratch and a copy once another branch is deployed; scratch only
 * for a new repository), the branches to copy from (the deployed one left out), the workspace's configuration flag
 * and cloud provider, the branch's current storage, and the project's secret managers.
 */
export async function loadDeployWizardContext(
  client: SkiffClient,
  target: DeployWizardTarget,
  options: CallOptions = {},
): Promise<{ record: Record<string, unknown>; context: DeployWizardContext }> {
  const { workspaceId, projectId } = target;
  const isBranch = 'applicationId' in target;
  const [record, workspace, project, apps, managers] = await Promise.all([
    isBranch ? client.applications.get(target, options) : client.deployments.get(target, options),
    client.workspaces.get(workspaceId, options),
    client.projects.get(workspaceId, projectId, options),
    readAll(client.applications.list(workspaceId, projectId, LOOKUP_PAGE, options)),
    readAll(client.secretManagers.list(workspaceId, projectId, LOOKUP_PAGE, options)),
  ]);
  const others = apps.filter((a) => !isBranch || a._id !== target.applicationId);
  const context: DeployWizardContext = {
    kind: isBranch ? 'application' : 'deployment',
    sources: copySourcesFor({
      hasDeployedApplication: others.some((a) => DEPLOYED_STATES.includes(displayedApplicationState(a).label)),
      isNewRepository: (project as { isCreateNewRepo?: unknown }).isCreateNewRepo === true,
    }),
    branches: others.map((a) => ({ id: a._id, name: stripControlSequences(applicationBranch(a)) })),
    canEditConfiguration: isWorkspaceFeatureEnabled(workspace, 'enableEditConfiguration'),
    spotAllowed: isSpotAllowed(workspaceProvider(workspace)),
    currentStorage: isBranch ? currentStorageOf(record as { storage?: unknown }) : undefined,
    secretManagers: managers.map((m) => m.name),
  };
  return { record: record as Record<string, unknown>, context };
}
