import { canSeeWorkspace, hasWorkspaceManagement, isProjectMember, PAGE_MESSAGES } from '../domain.js';
import { HttpError, notFound } from '../http/errors.js';
import type { Application } from '../store/applications.js';
import type { Project } from '../store/projects.js';
import type { Workspace } from '../store/workspaces.js';
import type { ApiRequest } from './types.js';

export const forbidden = (): HttpError => new HttpError(403, PAGE_MESSAGES.forbidden);

/** The workspace, if it exists (404) and the user may see it (403). */
export function visibleWorkspace(req: ApiRequest, workspaceId: string): Workspace {
  const workspace = req.ctx.store.workspaces.get(workspaceId);
  if (!workspace) throw notFound('Workspace');
  if (!canSeeWorkspace(req.user, workspace)) throw forbidden();
  return workspace;
}

export function projectIn(req: ApiRequest, workspace: Workspace, projectId: string): Project {
  const project = req.ctx.store.projects.get(projectId);
  if (!project || project.workspace !== workspace._id) throw notFound('Project');
  return project;
}

export function applicationIn(req: ApiRequest, project: Project, applicationId: string): Application {
  const app = req.ctx.store.applications.get(applicationId);
  if (!app || app.project !== project._id) throw notFound('Application');
  return app;
}

/** Workspace, project and application of a `.../projects/:projectId/applications/:applicationId` path. */
export function applicationPath(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const project = projectIn(req, workspace, req.params.projectId!);
  const application = applicationIn(req, project, req.params.applicationId!);
  return { workspace, project, application };
}

/** Long actions on an application: project member, workspace management or instance owner (spec 000 section 6). */
export function requireProjectMember(req: ApiRequest, workspace: Workspace, project: Project): void {
  if (!isProjectMember(req.user, workspace, project) && !hasWorkspaceManagement(req.user, workspace)) {
    throw forbidden();
  }
}
