import {
  canAbortActivity,
  canChangeCollaborator,
  canEditWorkspaceSettings,
  canManageCollaborators,
  DEPLOYMENT_PAGE_SIZE,
  isAssignableWorkspaceRole,
  WORKSPACE_SETTINGS_NAME_MESSAGE,
} from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { searchParam } from '../store/json.js';
import { WORKSPACE_FLAG_DEFAULTS, type Workspace } from '../store/workspaces.js';
import { stamp } from '../tasks/script.js';
import { forbidden, visibleWorkspace } from './access.js';
import { activityLogs } from './activities.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

export const ABORT_TOO_EARLY_MESSAGE = 'The task can be aborted only after 5 minutes without an update.';
export const MEMBER_LOCKED_MESSAGE = 'The workspace owner and yourself cannot be edited or removed.';

function settingsWorkspace(req: ApiRequest): Workspace {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  if (!canEditWorkspaceSettings(req.user, workspace)) throw forbidden();
  return workspace;
}

function bodyOf(req: ApiRequest): Record<string, unknown> {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(['body must be an object']);
  return body as Record<string, unknown>;
}

/** `PUT /workspaces/{id}`: name (required, 'Please enter name!'), description, tags and the feature flags. */
function update(req: ApiRequest) {
  const workspace = settingsWorkspace(req);
  const body = bodyOf(req);
  const errors: string[] = [];
  if (typeof body.name !== 'string' || !body.name.trim()) errors.push(WORKSPACE_SETTINGS_NAME_MESSAGE);
  if (body.description !== undefined && typeof body.description !== 'string')
    errors.push('description must be a string');
  if (body.tags !== undefined && !Array.isArray(body.tags)) errors.push('tags must be an array');
  for (const key of Object.keys(WORKSPACE_FLAG_DEFAULTS)) {
    if (body[key] !== undefined && typeof body[key] !== 'boolean') errors.push(`${key} must be a boolean value`);
  }
  if (errors.length) throw badRequest(errors);
  const admin = req.ctx.store.workspaceAdmin;
  const data = admin.data(workspace._id);
  for (const key of ['tags', ...Object.keys(WORKSPACE_FLAG_DEFAULTS)])
    if (body[key] !== undefined) data[key] = body[key];
  const description = (body.description as string | undefined) ?? String(workspace.description ?? '');
  admin.update(workspace._id, { name: (body.name as string).trim(), description, data });
  return { body: req.ctx.store.workspaces.get(workspace._id) };
}

/** `PUT /workspaces/{id}/logo` with `{logo}`: a file id from the upload call or an image URL. */
function updateLogo(req: ApiRequest) {
  const workspace = settingsWorkspace(req);
  const body = bodyOf(req);
  if (typeof body.logo !== 'string' || !body.logo.trim()) throw badRequest(['logo should not be empty']);
  const admin = req.ctx.store.workspaceAdmin;
  const data = { ...admin.data(workspace._id), logo: body.logo.trim() };
  admin.update(workspace._id, { name: String(workspace.name), description: String(workspace.description ?? ''), data });
  return { body: req.ctx.store.workspaces.get(workspace._id) };
}

/** Deletion refuses a protected workspace and one with a task still running (our choices; the UI's alert shows the message). */
function remove(req: ApiRequest) {
  const workspace = settingsWorkspace(req);
  if (workspace.isProtected === true) throw badRequest('This workspace is protected.');
  const running = req.ctx.store.activities.running().some((a) => a.workspaceId === workspace._id);
  if (running) throw conflict('Workspace task is in progress');
  req.ctx.store.transaction(() => req.ctx.store.workspaceAdmin.delete(workspace._id));
  return { body: { deleted: 1, _id: workspace._id } };
}

function members(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const { limit, offset } = pagingOf(req.query);
  const all = req.ctx.store.workspaceAdmin.members(workspace._id, searchParam(req.query.get('search') ?? undefined));
  return pageReply({ items: all.slice(offset, offset + limit), total: all.length });
}

function memberTarget(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  if (!canManageCollaborators(req.user, workspace)) throw forbidden();
  const userId = req.params.userId!;
  const entry = workspace.rbac.find((e) => e.user === userId);
  if (!entry) throw notFound('Member');
  if (!canChangeCollaborator(req.user, { userId, role: entry.role })) throw badRequest(MEMBER_LOCKED_MESSAGE);
  return { workspace, userId };
}

function updateMember(req: ApiRequest) {
  const { workspace, userId } = memberTarget(req);
  const role = bodyOf(req).role;
  if (!isAssignableWorkspaceRole(role)) {
    throw badRequest(['role must be one of the following values: WORKSPACE_ADMIN, DEVELOPER']);
  }
  req.ctx.store.workspaceAdmin.setRole(workspace._id, userId, role);
  return { body: req.ctx.store.workspaceAdmin.members(workspace._id, null).find((m) => m._id === userId) };
}

function removeMember(req: ApiRequest) {
  const { workspace, userId } = memberTarget(req);
  req.ctx.store.workspaceAdmin.removeMember(workspace._id, userId);
  return { body: { deleted: 1 } };
}

function workspaceActivity(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const activity = req.ctx.store.activities.get(req.params.activityId!);
  if (!activity || activity.workspace !== workspace._id) throw notFound('Activity');
  return { workspace, activity };
}

/**
 * Abort Process (`close-log`): a PENDING or IN_PROGRESS task idle for over 5 minutes ends as ERROR with a closing line.
 * Who may: the spec does not say; we allow workspace management and the user who started the task.
 */
function closeLog(req: ApiRequest) {
  const { workspace, activity } = workspaceActivity(req);
  const record = req.ctx.store.activities.record(activity._id)!;
  const manages = canManageCollaborators(req.user, workspace);
  if (!manages && record.createdBy !== req.user._id) throw forbidden();
  if (!canAbortActivity({ status: activity.status, updatedAt: String(activity.updatedAt) })) {
    throw badRequest(ABORT_TOO_EARLY_MESSAGE);
  }
  const now = new Date();
  const at = now.toISOString();
  const version = req.ctx.store.transaction(() => {
    req.ctx.store.activities.appendLines(
      record.id,
      record.lineCount,
      [stamp(`Task aborted by ${req.user.email}.`, now)],
      at,
    );
    return req.ctx.store.activities.setStatus(record.id, 'ERROR', at);
  });
  req.ctx.push.activity(req.ctx.store.activities.record(record.id)!, 'ERROR', version);
  return { body: req.ctx.store.activities.get(record.id) };
}

/** Pods of the workspace's running applications: one per replica (names derived from the application). */
function pods(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const { limit, offset } = pagingOf(req.query);
  const search = searchParam(req.query.get('search') ?? undefined);
  const apps = req.ctx.store.applications.list(
    { workspaceId: workspace._id, projectId: null, search: null },
    10_000,
    0,
  ).items;
  const all = apps.flatMap((app) =>
    Array.from({ length: Number(app.replicas ?? 0) }, (_, i) => ({
      name: `${String(app.applicationName)}-${String(app._id).slice(-5)}-${i}`,
      status: 'Running',
      namespace: String((workspace as Record<string, unknown>).namespace ?? workspace._id),
      application: app._id,
      project: app.project,
      containerImage: app.containerImage ?? null,
      startedAt: app.deployedAt ?? null,
    })),
  );
  const found = search ? all.filter((p) => p.name.toLowerCase().includes(search)) : all;
  return pageReply({ items: found.slice(offset, offset + limit), total: found.length });
}

/** Cluster deployments (tags) of every project of the workspace, 12 a page; `projectId` narrows to one project. */
function deployments(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const { limit, offset } = pagingOf(req.query, DEPLOYMENT_PAGE_SIZE);
  const search = searchParam(req.query.get('search') ?? undefined);
  const projectId = req.query.get('projectId');
  const projects = req.ctx.store.projects.list({ workspaceId: workspace._id, search: null }, 10_000, 0).items;
  const all = projects
    .filter((p) => !projectId || p._id === projectId)
    .flatMap((p) => req.ctx.store.deployments.listOfProject(p._id))
    .filter(
      (d) =>
        !search ||
        String(d.deploymentName ?? d.name)
          .toLowerCase()
          .includes(search),
    );
  return pageReply({ items: all.slice(offset, offset + limit), total: all.length });
}

export const workspaceSettingsRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/workspaces/:workspaceId/deployments', handler: deployments },
  { method: 'PUT', path: '/api/v2/workspaces/:workspaceId', handler: update },
  { method: 'DELETE', path: '/api/v2/workspaces/:workspaceId', handler: remove },
  { method: 'PUT', path: '/api/v2/workspaces/:workspaceId/logo', handler: updateLogo },
  { method: 'GET', path: '/api/v2/workspaces/:workspaceId/users', handler: members },
  { method: 'PATCH', path: '/api/v2/workspaces/:workspaceId/users/:userId', handler: updateMember },
  { method: 'DELETE', path: '/api/v2/workspaces/:workspaceId/users/:userId', handler: removeMember },
  { method: 'GET', path: '/api/v2/workspaces/:workspaceId/pods', handler: pods },
  {
    method: 'GET',
    path: '/api/v2/workspaces/:workspaceId/activities/:activityId/logs',
    handler: (req) => activityLogs(req, workspaceActivity(req).activity),
  },
  { method: 'POST', path: '/api/v2/workspaces/:workspaceId/activities/:activityId/close-log', handler: closeLog },
];
