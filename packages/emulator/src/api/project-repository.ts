import { REPOSITORY_TOKEN_EXPIRED_MESSAGE, SYNC_BRANCHES_SUCCESS_MESSAGE } from '../domain.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { bodyOf } from './deployment-access.js';
import { projectById } from './project-access.js';
import type { ApiRequest, RouteDef } from './types.js';

function branchesOf(req: ApiRequest, project: { _id: string; workspace: string }) {
  const apps = req.ctx.store.applications.list(
    { workspaceId: project.workspace, projectId: project._id, search: null },
    10_000,
    0,
  );
  return apps.items.map((a) => String(a.originBranch ?? a.name));
}

/**
 * Branch sync (spec 002 section 8). A project whose git token expired answers 498 with the spec's sentence; in the
 * emulator that state comes on demand from the fault header `x-skiff-fault: repo-token=expired`, or from a project
 * marked `repositoryTokenExpired` until its repository token is updated.
 */
function sync(req: ApiRequest) {
  const { project } = projectById(req, req.params.id!, 'member');
  bodyOf(req);
  const expired =
    req.faults.repositoryTokenExpired === true ||
    req.ctx.store.projects.data(project._id).repositoryTokenExpired === true;
  if (expired) throw new HttpError(498, REPOSITORY_TOKEN_EXPIRED_MESSAGE);
  return { body: { message: SYNC_BRANCHES_SUCCESS_MESSAGE, branches: branchesOf(req, project) } };
}

/** Git information is edited by admin-level users (spec 002 section 6); we read that as project owner. */
function updateRepository(req: ApiRequest) {
  const { project } = projectById(req, req.params.id!, 'owner');
  const b = bodyOf(req);
  const errors: string[] = [];
  for (const key of ['isUsePersonalToken', 'isUseRepositoryToken'] as const)
    if (typeof b[key] !== 'boolean') errors.push(`${key} must be a boolean value`);
  if (b.repositoryToken !== undefined && typeof b.repositoryToken !== 'string')
    errors.push('repositoryToken must be a string');
  if (b.isUseRepositoryToken === true) {
    if (project.repositoryProvider === 'GITHUB') errors.push('GitHub cannot use a repository token.');
    else if (!b.repositoryToken) errors.push('repositoryToken should not be empty');
  }
  if (errors.length) throw badRequest(errors);
  req.ctx.store.projects.update(
    project._id,
    { name: project.name, description: String(project.description ?? '') },
    {
      isUsePersonalToken: b.isUsePersonalToken,
      isUseRepositoryToken: b.isUseRepositoryToken,
      repositoryToken: b.isUseRepositoryToken ? b.repositoryToken : null,
      repositoryTokenExpired: null,
    },
  );
  return { body: req.ctx.store.projects.get(project._id) };
}

/** Checks the branch's configuration file; the emulator's repositories always hold a valid one. */
function validateConfig(req: ApiRequest) {
  const { project } = projectById(req, req.params.id!, 'member');
  const branch = req.params.branch!;
  if (!branchesOf(req, project).includes(branch)) throw notFound('Branch');
  return { body: { valid: true, branch, errors: [] } };
}

export const projectRepositoryRoutes: RouteDef[] = [
  { method: 'PUT', path: '/api/v2/projects/:id/branches/sync', handler: sync },
  { method: 'PUT', path: '/api/v2/projects/:id/update-project-repository', handler: updateRepository },
  { method: 'GET', path: '/api/v2/projects/:id/branches/:branch/configuration/validate', handler: validateConfig },
];
