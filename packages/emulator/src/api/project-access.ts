import { canSeeWorkspace, hasWorkspaceManagement, isProjectMaintainer, isProjectOwner } from '../domain.js';
import { notFound } from '../http/errors.js';
import type { Project } from '../store/projects.js';
import type { Workspace } from '../store/workspaces.js';
import { forbidden, projectIn, requireProjectMember, visibleWorkspace } from './access.js';
import type { ApiRequest } from './types.js';

export type ProjectRole = 'member' | 'maintainer' | 'owner';

/**
 * Spec 000 section 6: project owner = project_owner in rbac or workspace management; maintainer = maintainer or owner
 * rights; member = in rbac at all or maintainer rights (workspace management passes every project check).
 */
export function requireProjectRole(req: ApiRequest, workspace: Workspace, project: Project, role: ProjectRole): void {
  if (role === 'member') {
    requireProjectMember(req, workspace, project);
    return;
  }
  const ok =
    role === 'owner' ? isProjectOwner(req.user, workspace, project) : isProjectMaintainer(req.user, workspace, project);
  if (!ok && !hasWorkspaceManagement(req.user, workspace)) throw forbidden();
}

/** The `:workspaceId/projects/:projectId` of the path, with the role check. */
export function projectAt(req: ApiRequest, role: ProjectRole) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const project = projectIn(req, workspace, req.params.projectId!);
  requireProjectRole(req, workspace, project, role);
  return { workspace, project };
}

/** A project addressed by id alone (`/v2/projects/{id}/...`, `/v2/secrets/{projectId}`): its workspace follows. */
export function projectById(req: ApiRequest, projectId: string, role: ProjectRole) {
  const project = req.ctx.store.projects.get(projectId);
  if (!project) throw notFound('Project');
  const workspace = req.ctx.store.workspaces.get(project.workspace);
  if (!workspace) throw notFound('Project');
  if (!canSeeWorkspace(req.user, workspace) && !project.rbac.some((r) => r.user === req.user._id)) throw forbidden();
  requireProjectRole(req, workspace, project, role);
  return { workspace, project };
}
