/** Shared helpers of the application screens' routes (spec 002): body checks, role levels, starting tasks. */
import { isAdmin, isProjectMaintainer } from '../domain.js';
import { badRequest, HttpError } from '../http/errors.js';
import type { Application } from '../store/applications.js';
import type { Project } from '../store/projects.js';
import type { Workspace } from '../store/workspaces.js';
import { type ApplicationAction, refusalOf } from '../tasks/actions.js';
import { applicationPath, forbidden, requireProjectMember } from './access.js';
import type { ApiRequest } from './types.js';

export const APP_PATH = '/api/v2/workspaces/:workspaceId/projects/:projectId/applications/:applicationId';

export function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(['body must be an object']);
  return body as Record<string, unknown>;
}

export interface AppScope {
  workspace: Workspace;
  project: Project;
  application: Application;
}

/** Who may act on an application (spec 002 section 6 names only "view", "admin-level" and a higher check). */
export type AppLevel = 'view' | 'member' | 'admin-level' | 'super-admin';

/**
 * Finds the path's application (404s) and checks the level (403): `view` is anyone who sees the workspace;
 * `member` a project member (as for deploy); `admin-level` project maintainer rights (maintainer, owner,
 * workspace management); `super-admin` an instance owner or admin (the advanced status form).
 */
export function appScope(req: ApiRequest, level: AppLevel): AppScope {
  const scope = applicationPath(req);
  const { workspace, project } = scope;
  if (level === 'member') requireProjectMember(req, workspace, project);
  if (level === 'admin-level' && !isProjectMaintainer(req.user, workspace, project)) throw forbidden();
  if (level === 'super-admin' && !isAdmin(req.user)) throw forbidden();
  return scope;
}

/** Checks the action's refusal rules (409 running task, 400 state) and starts its task; returns the activity id. */
export function startAppTask(req: ApiRequest, applicationId: string, action: ApplicationAction, skipRules = false) {
  const { store, tasks } = req.ctx;
  const state = store.applications.state(applicationId)!;
  if (!skipRules) {
    const refusal = refusalOf(action, state);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
  }
  return tasks.start({ action, app: state, user: req.user, fail: req.faults.taskError === true }).id;
}

/** The activity's `{_id, status}` for embedding in a record, or null. */
export function activityRef(req: ApiRequest, id: unknown): { _id: string; status: string } | null {
  if (typeof id !== 'string') return null;
  const record = req.ctx.store.activities.record(id);
  return record ? { _id: record.id, status: record.status } : null;
}

/** Validation collector: NestJS answers every failed field at once. */
export function failIfAny(errors: string[]): void {
  if (errors.length) throw badRequest(errors);
}

export function isBool(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

export function optionalString(body: Record<string, unknown>, key: string, errors: string[]): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') errors.push(`${key} must be a string`);
  return typeof value === 'string' ? value : undefined;
}
