import type { SkiffClient } from '../client.js';
import { LOOKUP_PAGE, readAll } from '../pagination.js';
import type { CallOptions } from '../resources/resource.js';
import { workspaceProvider } from '../schemas/workspace.js';
import { type ConfigurationFormContext, configurationFormContext } from './configuration-form.js';
import type { DeployWizardTarget } from './deploy-wizard-context.js';

/**
 * The configuration form's context for a branch or tag, read once: its record, the workspace's configuration flag
 * and cloud provider, the project's type (a Node.js branch has a start script) and secret managers.
 */
export async function loadConfigurationFormContext(
  client: SkiffClient,
  target: DeployWizardTarget,
  options: CallOptions = {},
): Promise<{ record: Record<string, unknown>; context: ConfigurationFormContext }> {
  const { workspaceId, projectId } = target;
  const isBranch = 'applicationId' in target;
  const [record, workspace, project, managers] = await Promise.all([
    isBranch ? client.applications.get(target, options) : client.deployments.get(target, options),
    client.workspaces.get(workspaceId, options),
    client.projects.get(workspaceId, projectId, options),
    readAll(client.secretManagers.list(workspaceId, projectId, LOOKUP_PAGE, options)),
  ]);
  const context = configurationFormContext({
    kind: isBranch ? 'application' : 'deployment',
    workspace,
    provider: workspaceProvider(workspace),
    projectTypeKey: project.projectType?.key,
    record: record as { storage?: unknown },
    secretManagers: managers.map((m) => m.name),
  });
  return { record: record as Record<string, unknown>, context };
}
