import { basicAuthErrors, FILE_PERMISSION_LEVELS, GROUP_TYPES } from '../domain.js';
import { badRequest, HttpError } from '../http/errors.js';
import { searchParam } from '../store/json.js';
import type { ApplicationAction } from '../tasks/actions.js';
import { refusalOf } from '../tasks/actions.js';
import { applicationPath, projectIn, requireProjectMember, visibleWorkspace } from './access.js';
import { applicationDetail } from './application-settings.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

const APP = '/api/v2/workspaces/:workspaceId/projects/:projectId/applications/:applicationId';

function listOfWorkspace(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const { limit, offset } = pagingOf(req.query);
  const projectId = req.query.get('projectId') || null;
  const filter = { workspaceId: workspace._id, projectId, search: searchParam(req.query.get('search') ?? undefined) };
  return pageReply(req.ctx.store.applications.list(filter, limit, offset));
}

function listOfProject(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const project = projectIn(req, workspace, req.params.projectId!);
  const { limit, offset } = pagingOf(req.query);
  const filter = {
    workspaceId: workspace._id,
    projectId: project._id,
    search: searchParam(req.query.get('search') ?? undefined),
  };
  return pageReply(req.ctx.store.applications.list(filter, limit, offset));
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(['body must be an object']);
  return body as Record<string, unknown>;
}

/** Deploy-wizard text fields kept on the application (the security and configuration steps of spec 002). */
const DEPLOY_TEXT_FIELDS = [
  'capacity',
  'capacityLimit',
  'containerImage',
  'groupType',
  'appRoot',
  'webRoot',
  'filePermissionLevel',
  'secretManager',
  'authUsername',
  'authPassword',
] as const;
const DEPLOY_SWITCHES = ['isEnableBasicAuth', 'isEnableEditor', 'isEnablePMA'] as const;

/**
 * Optional deploy-wizard fields kept on the application (the password among the state's secrets, never shown);
 * wrong types are a NestJS-style validation error.
 */
function deployPatch(body: Record<string, unknown>): Record<string, unknown> {
  const errors: string[] = [];
  const patch: Record<string, unknown> = {};
  for (const key of DEPLOY_TEXT_FIELDS) {
    if (body[key] === undefined) continue;
    if (typeof body[key] === 'string' && body[key]) patch[key] = body[key];
    // The platform's web panel sends `secretManager: ""` for "none" (captured activate request, devpanel-lc/dpmcp).
    else if (key === 'secretManager' && body[key] === '') patch[key] = null;
    else errors.push(`${key} must be a non-empty string`);
  }
  for (const key of DEPLOY_SWITCHES) {
    if (body[key] === undefined) continue;
    if (typeof body[key] === 'boolean') patch[key] = body[key];
    else errors.push(`${key} must be a boolean value`);
  }
  if (body.storage !== undefined) {
    if (typeof body.storage === 'number' && Number.isInteger(body.storage) && body.storage > 0)
      patch.storage = body.storage;
    else errors.push('storage must be a positive integer');
  }
  for (const [key, values] of [
    ['groupType', GROUP_TYPES],
    ['filePermissionLevel', FILE_PERMISSION_LEVELS],
  ] as const) {
    if (patch[key] !== undefined && !(values as readonly unknown[]).includes(patch[key]))
      errors.push(`${key} must be one of the following values: ${values.join(', ')}`);
  }
  // The deploy wizard's replicas (cli app-deploy.ts: `deploymentConfig.replicas`): the deployed application runs
  // that many (finding cli D-M4: it used to be dropped).
  const config = body.deploymentConfig;
  if (config !== undefined && (typeof config !== 'object' || config === null || Array.isArray(config)))
    errors.push('deploymentConfig must be an object');
  else if (config) {
    const replicas = (config as Record<string, unknown>).replicas;
    if (replicas !== undefined && !(Number.isInteger(replicas) && (replicas as number) >= 1))
      errors.push('deploymentConfig.replicas must be a positive integer');
    patch.deploymentConfig = config;
  }
  if (errors.length) throw badRequest(errors);
  return patch;
}

/** Basic auth turned on by a deploy needs its user and password, sent now or kept from before (as on settings). */
function checkBasicAuth(patch: Record<string, unknown>, kept: Record<string, unknown>): void {
  const errors = basicAuthErrors({
    isEnableBasicAuth: patch.isEnableBasicAuth as boolean | undefined,
    authUsername: (patch.authUsername ?? kept.authUsername) as string | undefined,
    authPassword: (patch.authPassword ?? kept.authPassword) as string | undefined,
  });
  const messages = Object.entries(errors).map(([field, message]) =>
    message === 'Required' ? `${field} should not be empty` : message,
  );
  if (messages.length) throw badRequest(messages);
}

/** What a long action's body asks for: the action, and deploy-wizard fields to keep on the application. */
type ActionRequest = { action: ApplicationAction; patch?: Record<string, unknown> };

/**
 * The four long actions share one path: find, check the role, then read the body (so a refused caller gets 403
 * whatever it sends, as the platform's guards run before its validation), check the state, start the task.
 */
function longAction(req: ApiRequest, read: (body: Record<string, unknown>) => ActionRequest) {
  const { workspace, project, application } = applicationPath(req);
  requireProjectMember(req, workspace, project);
  const { action, patch = {} } = read(bodyObject(req.body));
  const { store, tasks } = req.ctx;
  const state = store.applications.state(application._id)!;
  const refusal = refusalOf(action, state);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  if (Object.keys(patch).length) {
    checkBasicAuth(patch, state.data);
    store.applications.updateState(state.id, state, patch);
  }
  const activity = tasks.start({
    action,
    app: store.applications.state(state.id)!,
    user: req.user,
    fail: req.faults.taskError === true,
  });
  return { body: { activityId: activity.id, application: store.applications.get(state.id) } };
}

function pauseRequest(body: Record<string, unknown>): ActionRequest {
  if (typeof body.isEnable !== 'boolean') throw badRequest(['isEnable must be a boolean value']);
  return { action: body.isEnable ? 'PAUSE_APPLICATION' : 'UNPAUSE_APPLICATION' };
}

export const applicationRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/workspaces/:workspaceId/applications', cached: true, handler: listOfWorkspace },
  {
    method: 'GET',
    path: '/api/v2/workspaces/:workspaceId/projects/:projectId/applications',
    cached: true,
    handler: listOfProject,
  },
  {
    method: 'GET',
    path: APP,
    handler: applicationDetail,
  },
  {
    method: 'PATCH',
    path: `${APP}/activate`,
    handler: (req) => longAction(req, (body) => ({ action: 'DEPLOY_APPLICATION', patch: deployPatch(body) })),
  },
  {
    method: 'PUT',
    path: `${APP}/pause`,
    handler: (req) => longAction(req, pauseRequest),
  },
  {
    method: 'PATCH',
    path: `${APP}/deactivate`,
    handler: (req) => longAction(req, () => ({ action: 'UNDEPLOY_APPLICATION' })),
  },
];
