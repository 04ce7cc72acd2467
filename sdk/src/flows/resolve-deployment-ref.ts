import type { SkiffClient } from '../client.js';
import type { DeploymentIds } from '../resources/deployments.js';
import { pickByName, RefSyntaxError, resolveProject, resolveWorkspace } from './resolve-ref.js';

/** A `workspace/project@tag` reference whose parts were given by name or id. */
export interface ResolvedDeployment extends DeploymentIds {
  workspaceName: string;
  projectName: string;
  tag: string;
}

/** Splits `workspace/project@tag`; the tag is everything after the first `@` that follows the project. */
export function parseDeploymentRef(ref: string): { workspace: string; project: string; tag: string } {
  const slash = ref.indexOf('/');
  const at = ref.indexOf('@', slash + 1);
  const workspace = slash > 0 ? ref.slice(0, slash) : '';
  const project = slash > 0 && at > slash ? ref.slice(slash + 1, at) : '';
  const tag = at > slash ? ref.slice(at + 1) : '';
  if (!workspace || !project || !tag || project.includes('/')) {
    throw new RefSyntaxError(`'${ref}' is not a valid tag REF: expected workspace/project@tag (names or ids).`);
  }
  return { workspace, project, tag };
}

/** Resolves `workspace/project@tag` (names or ids) to the tag's ids; a miss lists close names. */
export async function resolveDeploymentRef(client: SkiffClient, ref: string): Promise<ResolvedDeployment> {
  const parts = parseDeploymentRef(ref);
  const workspace = await resolveWorkspace(client, parts.workspace);
  const project = await resolveProject(client, workspace._id, parts.project, workspace.name);
  const tags = [];
  for await (const tag of client.deployments.list(workspace._id, project._id, { pageSize: 100 })) tags.push(tag);
  const tag = pickByName(
    'tag',
    parts.tag,
    tags,
    (t) => t.name,
    (t) => t._id,
    { workspace: workspace.name, project: project.name },
  );
  return {
    workspaceId: workspace._id,
    projectId: project._id,
    deploymentId: tag._id,
    workspaceName: workspace.name,
    projectName: project.name,
    tag: tag.name,
  };
}
