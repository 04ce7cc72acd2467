import type { SkiffClient } from '@skiff/sdk';
import { allItems, pickNamed } from '../cli/pick.js';
import type { ProjectOfTarget } from './app-deploy.js';

/**
 * `--secret-manager NAME` of a branch or tag: one of its project's secret managers, in any case. Checked before
 * anything is sent, so a typo is exit 5 with the close names rather than a setting that points at nothing.
 */
export async function secretManagerNamed(
  client: SkiffClient,
  project: ProjectOfTarget,
  wanted: string,
  signal: AbortSignal,
): Promise<string> {
  const { workspaceId, projectId, workspaceName, projectName } = project;
  const managers = await allItems(client.secretManagers.list(workspaceId, projectId, { pageSize: 50 }, { signal }));
  const listCommand = `skiff secrets list '${workspaceName}/${projectName}'`;
  return pickNamed(
    'secret manager',
    wanted,
    managers,
    (m) => m.name,
    (m) => m.name,
    listCommand,
  ).name;
}
