import { hasWorkspaceManagement, isProjectMaintainer, isTaskRunning } from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { Deployment } from '../store/deployments.js';
import type { Project } from '../store/projects.js';
import type { Workspace } from '../store/workspaces.js';
import { forbidden, projectIn, requireProjectMember, visibleWorkspace } from './access.js';
import type { ApiRequest } from './types.js';

/** Workspace, project and deployment of a `.../deployments/:deploymentId` path; any project member may read. */
export function deploymentPath(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const project = projectIn(req, workspace, req.params.projectId!);
  const deployment = req.ctx.store.deployments.get(req.params.deploymentId!);
  if (!deployment || deployment.project !== project._id) throw notFound('Deployment');
  requireProjectMember(req, workspace, project);
  return { workspace, project, deployment };
}

/**
 * Settings and deletion of a tag are for admin-level users (spec 002 section 2.2: configuration stays enabled for
 * an admin-level user); we read "admin-level" as project maintainer or above, or workspace management.
 */
export function requireMaintainer(req: ApiRequest, workspace: Workspace, project: Project): void {
  if (!isProjectMaintainer(req.user, workspace, project) && !hasWorkspaceManagement(req.user, workspace)) {
    throw forbidden();
  }
}

export function bodyOf(req: ApiRequest): Record<string, unknown> {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(['body must be an object']);
  return body as Record<string, unknown>;
}

/** Field errors as a NestJS 400 list: the spec's sentence where it gives one, class-validator's otherwise. */
export function fieldMessages(errors: Record<string, string | undefined>): string[] {
  return Object.entries(errors)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([field, message]) => (message === 'Required' ? `${field} should not be empty` : message));
}

export function isDeployed(d: Deployment): boolean {
  return d.status === 'DEPLOY_APPLICATION_SUCCESS';
}

/** 409 while the tag's last task runs; then 400 when it is not deployed (for actions on a running tag). */
export function requireIdle(d: Deployment): void {
  if (isTaskRunning(d.lastActivity?.status)) throw conflict('Deployment task is in progress');
}

export function requireDeployed(d: Deployment): void {
  requireIdle(d);
  if (!isDeployed(d)) throw badRequest('Deployment is not deployed.');
}
