/** Application settings and tools (spec 002 sections 2.8, 4, 5, 7): configuration, state, expiry, pods, tools. */
import { createHash } from 'node:crypto';
import {
  APPLICATION_DELETE_REFUSED_MESSAGE,
  APPLICATION_PROTECTED_MESSAGE,
  basicAuthErrors,
  canDeleteApplication,
  configurationErrors,
  FILE_PERMISSION_LEVELS,
  GROUP_TYPES,
  HOSTED_DEMO_LIFETIME_MS,
  isTaskRunning,
  LOG_LINE_CHOICES,
  PMA_NOT_ENABLED_MESSAGE,
  TOOL_TOKEN_LIFETIME_MS,
  TRIAL_APPLICATION_LIFETIME_MS,
  VSCODE_NOT_ENABLED_MESSAGE,
} from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { PodDetailAnswer } from '../store/answer-types.js';
import type { Application } from '../store/applications.js';
import {
  APP_PATH,
  appScope,
  failIfAny,
  isBool,
  objectBody,
  optionalString,
  startAppTask,
} from './application-support.js';
import type { ApiRequest, RouteDef } from './types.js';

const isDeployed = (app: Application) => app.status === 'DEPLOY_APPLICATION_SUCCESS' || app.status === 'UPGRADING';

/** A stored string, or null (the pod answer's fields are null where unset). */
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Pods of a deployed application, derived from its replicas; a deleted pod comes back under a new name. */
export function podDetailsOf(app: Application, generation = 0): PodDetailAnswer[] {
  if (!isDeployed(app)) return [];
  const replicas = Number(app.replicas ?? 0);
  return Array.from({ length: replicas }, (_, i) => {
    const hash = createHash('sha1')
      .update(`${app._id}:${i}:${generation}:${String(app.deployedAt)}`)
      .digest('hex');
    return {
      podName: `${String(app.applicationName)}-${hash.slice(0, 10)}-${hash.slice(10, 15)}`,
      node: `node-${(i % 3) + 1}`,
      containerName: String(app.applicationName),
      containerImage: textOrNull(app.containerImage),
      status: 'Running',
      restartCount: 0,
      resources: { requests: { cpu: '250m', memory: '512Mi' }, limits: { cpu: '1', memory: '2Gi' } },
      createdAt: textOrNull(app.deployedAt),
      pvcDetail: [
        {
          name: `${String(app.applicationName)}-data`,
          storageClassName: 'gp3',
          volumeName: `pvc-${hash.slice(0, 8)}`,
          volumeMode: 'Filesystem',
          capacity: `${Number(app.storage ?? 5)}Gi`,
          accessModes: ['ReadWriteOnce'],
          status: 'Bound',
        },
      ],
    };
  });
}

/** GET of one application: adds pod details and custom domains. */
export function applicationDetail(req: ApiRequest) {
  const { application } = appScope(req, 'view');
  const state = req.ctx.store.applications.state(application._id)!;
  const domains = req.ctx.store.appRecords
    .list({ kind: 'domain', applicationId: application._id })
    .items.map((d) => ({ _id: d.id, domain: d.data.domain, deployment: false }));
  return {
    body: { ...application, domains, podDetails: podDetailsOf(application, Number(state.data.podGeneration ?? 0)) },
  };
}

function deleteApplication(req: ApiRequest) {
  const { application } = appScope(req, 'admin-level');
  if (application.enableDeletionProtection) throw badRequest(APPLICATION_PROTECTED_MESSAGE);
  const last = application.lastActivity as { status?: string } | null;
  if (isTaskRunning(last?.status)) throw conflict('Application task is in progress');
  if (!canDeleteApplication(application as Parameters<typeof canDeleteApplication>[0]))
    throw badRequest(APPLICATION_DELETE_REFUSED_MESSAGE);
  req.ctx.store.transaction(() => {
    req.ctx.store.appRecords.removeOfApplication(application._id);
    req.ctx.store.applications.remove(application._id);
  });
  return { body: { _id: application._id, deleted: true } };
}

const STRING_FIELDS = [
  'appRoot',
  'webRoot',
  'codesDirectory',
  'startAppScript',
  'containerImage',
  'secretManager',
  'capacity',
  'capacityLimit',
  'authUsername',
  'authPassword',
];
const BOOL_FIELDS = ['isEnablePMA', 'isEnableEditor', 'isEnableBasicAuth'];

/** Configuration and security update: saved at once when not deployed, else an UPGRADE_APPLICATION task. */
function updateApplication(req: ApiRequest) {
  const { project, application } = appScope(req, 'admin-level');
  const body = objectBody(req.body);
  const errors: string[] = [];
  const patch: Record<string, unknown> = {};
  for (const key of STRING_FIELDS) {
    const value = optionalString(body, key, errors);
    if (value !== undefined) patch[key] = value;
  }
  for (const key of BOOL_FIELDS) {
    if (body[key] === undefined) continue;
    if (isBool(body[key])) patch[key] = body[key];
    else errors.push(`${key} must be a boolean value`);
  }
  for (const key of ['appRoot', 'webRoot'] as const)
    if (body[key] !== undefined && !body[key]) errors.push(`${key} should not be empty`);
  const projectType = (project.projectType as { key?: string } | null)?.key;
  if (projectType === 'nodejs' && body.startAppScript !== undefined && !body.startAppScript)
    errors.push('startAppScript should not be empty');
  if (body.groupType !== undefined) {
    if ((GROUP_TYPES as readonly unknown[]).includes(body.groupType)) patch.groupType = body.groupType;
    else errors.push(`groupType must be one of the following values: ${GROUP_TYPES.join(', ')}`);
  }
  if (body.filePermissionLevel !== undefined) {
    if ((FILE_PERMISSION_LEVELS as readonly unknown[]).includes(body.filePermissionLevel))
      patch.filePermissionLevel = body.filePermissionLevel;
    else errors.push(`filePermissionLevel must be one of the following values: ${FILE_PERMISSION_LEVELS.join(', ')}`);
  }
  for (const key of ['replicas', 'storage'] as const) {
    if (body[key] === undefined) continue;
    if (typeof body[key] === 'number') patch[key] = body[key];
    else errors.push(`${key} must be a number`);
  }
  const capacity = (patch.capacity ?? application.capacity) as string | null;
  const capacityLimit = (patch.capacityLimit ?? application.capacityLimit) as string | null;
  const config = configurationErrors(
    {
      replicas: patch.replicas as number,
      storage: patch.storage as number,
      capacity: patch.capacity ? capacity : null,
      capacityLimit: patch.capacity || patch.capacityLimit ? capacityLimit : null,
    },
    application.storage as number | null,
  );
  errors.push(...Object.values(config));
  const auth = basicAuthErrors({
    isEnableBasicAuth: (patch.isEnableBasicAuth ?? application.isEnableBasicAuth) as boolean,
    authUsername: (patch.authUsername ?? application.authUsername) as string,
    authPassword: (patch.authPassword ??
      req.ctx.store.applications.state(application._id)!.data.authPassword) as string,
  });
  for (const [field, message] of Object.entries(auth))
    errors.push(message === 'Required' ? `${field} should not be empty` : message);
  failIfAny(errors);
  const { store } = req.ctx;
  const state = store.applications.state(application._id)!;
  const { replicas, ...rest } = patch;
  if (!isDeployed(application)) {
    store.applications.updateState(state.id, { ...state, pausedReplicas: state.pausedReplicas }, rest);
    return { body: { activityId: null, application: store.applications.get(state.id) } };
  }
  const activityId = startAppTask(req, state.id, 'UPGRADE_APPLICATION');
  const nextReplicas = typeof replicas === 'number' && state.replicas > 0 ? replicas : state.replicas;
  store.applications.updateState(
    state.id,
    { status: 'UPGRADING', replicas: nextReplicas, pausedReplicas: state.pausedReplicas },
    rest,
  );
  return { body: { activityId, application: store.applications.get(state.id) } };
}

function updateState(req: ApiRequest) {
  const { application } = appScope(req, 'admin-level');
  const body = objectBody(req.body);
  const errors: string[] = [];
  const patch: Record<string, unknown> = {};
  for (const key of ['enableAutoPause', 'enableDeletionProtection']) {
    if (body[key] === undefined) continue;
    if (isBool(body[key])) patch[key] = body[key];
    else errors.push(`${key} must be a boolean value`);
  }
  if (!errors.length && !Object.keys(patch).length)
    errors.push('enableAutoPause or enableDeletionProtection should not be empty');
  failIfAny(errors);
  const state = req.ctx.store.applications.state(application._id)!;
  req.ctx.store.applications.updateState(state.id, state, patch);
  return { body: req.ctx.store.applications.get(state.id) };
}

const ADVANCED_STATUSES = ['DEPLOY_APPLICATION_SUCCESS', 'UNDEPLOY_APPLICATION_SUCCESS'];

function updateAdvance(req: ApiRequest) {
  const { application } = appScope(req, 'super-admin');
  const body = objectBody(req.body);
  if (!ADVANCED_STATUSES.includes(body.status as string))
    throw badRequest([`status must be one of the following values: ${ADVANCED_STATUSES.join(', ')}`]);
  const state = req.ctx.store.applications.state(application._id)!;
  const replicas = body.status === 'UNDEPLOY_APPLICATION_SUCCESS' ? 0 : Math.max(1, state.replicas);
  req.ctx.store.applications.updateState(state.id, { status: body.status as string, replicas, pausedReplicas: 0 }, {});
  return { body: req.ctx.store.applications.get(state.id) };
}

/** Trial and hosted-demo applications: the expiry moves to now plus their lifetime (spec 002 section 4). */
function extendExpiredTime(req: ApiRequest) {
  const { workspace, application } = appScope(req, 'member');
  if (!application.expiredTime) throw badRequest('This application has no expiration time.');
  const lifetime =
    workspace.plan === 'TRIAL' || workspace.plan === 'trial' ? TRIAL_APPLICATION_LIFETIME_MS : HOSTED_DEMO_LIFETIME_MS;
  const next = new Date(Math.max(Date.parse(String(application.expiredTime)), Date.now()) + lifetime).toISOString();
  const state = req.ctx.store.applications.state(application._id)!;
  req.ctx.store.applications.updateState(state.id, state, { expiredTime: next });
  return { body: req.ctx.store.applications.get(state.id) };
}

function restartPod(req: ApiRequest) {
  const { application } = appScope(req, 'member');
  const state = req.ctx.store.applications.state(application._id)!;
  const generation = Number(state.data.podGeneration ?? 0);
  const pod = podDetailsOf(application, generation).find((p) => p.podName === req.params.podName);
  if (!pod) throw notFound('Pod');
  req.ctx.store.applications.updateState(state.id, state, { podGeneration: generation + 1 });
  return { body: { podName: pod.podName, deleted: true } };
}

function toolSession(tool: 'pma' | 'vscode') {
  return (req: ApiRequest) => {
    const { application } = appScope(req, 'member');
    const state = req.ctx.store.applications.state(application._id)!;
    const enabled = tool === 'pma' ? state.data.isEnablePMA : state.data.isEnableEditor;
    if (enabled !== true) throw badRequest(tool === 'pma' ? PMA_NOT_ENABLED_MESSAGE : VSCODE_NOT_ENABLED_MESSAGE);
    if (!isDeployed(application) || state.replicas === 0) throw badRequest('Application is not deployed.');
    const token = { _id: newId(), createdAt: new Date().toISOString() };
    req.ctx.store.applications.updateState(state.id, state, { [tool === 'pma' ? 'pmaToken' : 'vscodeToken']: token });
    const expiredAt = new Date(Date.parse(token.createdAt) + TOOL_TOKEN_LIFETIME_MS).toISOString();
    return { body: { ...token, token: token._id, expiredAt, url: `${req.ctx.origin()}/proxy/v1/${token._id}/` } };
  };
}

function forceHttps(req: ApiRequest) {
  const { application } = appScope(req, 'member');
  const body = objectBody(req.body);
  if (!isBool(body.secureConnection)) throw badRequest(['secureConnection must be a boolean value']);
  const activityId = startAppTask(
    req,
    application._id,
    body.secureConnection ? 'START_FORCING_HTTPS' : 'STOP_FORCING_HTTPS',
  );
  return { body: { activityId, application: req.ctx.store.applications.get(application._id) } };
}

const PATHS = ['/', '/user/login', '/node/1', '/sites/default/files/logo.png', '/api/health', '/cart'];

/** The most lines one answer holds: the largest line-count choice of the logs screen (spec 002: 20 to 10000). */
const MAX_HTTP_LOG_LINES = Math.max(...LOG_LINE_CHOICES);

/** Access-log lines of a running container (generated, newest last), within `sinceSeconds`: `pageSize` of them. */
function httpLogs(req: ApiRequest) {
  const { application } = appScope(req, 'member');
  if (!isDeployed(application) || Number(application.replicas) === 0) throw badRequest('Application is not deployed.');
  const containers = podDetailsOf(application).map((p) => p.containerName);
  if (!containers.includes(req.params.containerName!)) throw notFound('Container');
  const pageSize = Math.min(MAX_HTTP_LOG_LINES, Math.max(1, Number(req.query.get('pageSize')) || 100));
  const since = Math.max(1, Number(req.query.get('sinceSeconds')) || 3600);
  const now = Date.now();
  const step = Math.max(1, Math.floor((since * 1000) / pageSize));
  const data = Array.from({ length: pageSize }, (_, i) => {
    const at = new Date(now - (pageSize - 1 - i) * step).toISOString();
    const path = PATHS[i % PATHS.length];
    return {
      timestamp: at,
      message: `${at} 10.0.${i % 8}.${(i * 7) % 250} "GET ${path} HTTP/1.1" ${i % 17 === 0 ? 404 : 200} ${512 + i * 3}`,
    };
  });
  return { body: { data, containerName: req.params.containerName } };
}

/** Records a user's click (spec 002 section 7): stored as a finished activity of the application. */
function postFrontendActivity(req: ApiRequest) {
  const { workspace, project, application } = appScope(req, 'view');
  const body = objectBody(req.body);
  if (typeof body.action !== 'string' || !body.action) throw badRequest(['action should not be empty']);
  const id = newId();
  const at = new Date().toISOString();
  req.ctx.store.activities.insert({
    id,
    action: body.action,
    status: 'SUCCESS',
    workspaceId: workspace._id,
    projectId: project._id,
    applicationId: application._id,
    environmentId: null,
    createdBy: req.user._id,
    createdAt: at,
    expectedLines: 0,
  });
  return { status: 201, body: req.ctx.store.activities.get(id) };
}

function exportTemplate(req: ApiRequest) {
  const { workspace, project, application } = appScope(req, 'admin-level');
  const body = objectBody(req.body);
  const errors: string[] = [];
  for (const key of ['name', 'organization'])
    if (typeof body[key] !== 'string' || !body[key]) errors.push(`${key} should not be empty`);
  failIfAny(errors);
  const id = newId();
  const data = {
    name: body.name,
    image: body.image ?? null,
    organization: body.organization,
    adminUser: body.adminUser ?? null,
    adminPath: body.adminPath ?? null,
    projectType: project.projectType ?? null,
    appRoot: application.appRoot ?? '/var/www/html',
    webRoot: application.webRoot ?? '/var/www/html',
    application: application._id,
  };
  req.ctx.store.appRecords.insert({
    id,
    kind: 'template',
    workspaceId: workspace._id,
    projectId: project._id,
    applicationId: application._id,
    ownerId: req.user._id,
    createdAt: new Date().toISOString(),
    data,
  });
  return {
    status: 201,
    body: { _id: id, ...data, isPublish: false, createdBy: { rawInfo: { email: req.user.email } } },
  };
}

export const applicationSettingsRoutes: RouteDef[] = [
  { method: 'DELETE', path: APP_PATH, handler: deleteApplication },
  { method: 'PATCH', path: `${APP_PATH}/update`, handler: updateApplication },
  { method: 'PATCH', path: `${APP_PATH}/state`, handler: updateState },
  { method: 'PATCH', path: `${APP_PATH}/advance`, handler: updateAdvance },
  { method: 'PUT', path: `${APP_PATH}/expired-time`, handler: extendExpiredTime },
  { method: 'DELETE', path: `${APP_PATH}/pods/:podName`, handler: restartPod },
  { method: 'GET', path: `${APP_PATH}/request-pma-session`, handler: toolSession('pma') },
  { method: 'GET', path: `${APP_PATH}/request-vscode-session`, handler: toolSession('vscode') },
  { method: 'PUT', path: `${APP_PATH}/force-https`, handler: forceHttps },
  { method: 'GET', path: `${APP_PATH}/http-logs/:containerName`, handler: httpLogs },
  { method: 'POST', path: `${APP_PATH}/activities`, handler: postFrontendActivity },
  { method: 'POST', path: `${APP_PATH}/templates`, handler: exportTemplate },
];
