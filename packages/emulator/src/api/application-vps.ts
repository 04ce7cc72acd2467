/**
 * Export to a VPS (spec 002 sections 2.8, 3, 4, 5, 7): the application's servers, the workspace's server list,
 * deploying to a server, and the VPS git webhook (`PUT /webhooks/vps/{vpsId}/git`).
 */
import { isIP } from 'node:net';
import { EXPECTED_LOG_LINES, isTaskRunning, vpsFormErrors } from '../domain.js';
import { badRequest, conflict, notFound, unauthorized } from '../http/errors.js';
import { newId } from '../ids.js';
import type { VpsAnswer } from '../store/answer-types.js';
import type { AppRecord } from '../store/application-records.js';
import { requireProjectMember, visibleWorkspace } from './access.js';
import { text } from './admin-access.js';
import { DISABLED_FOR_WORKSPACE } from './application-domains.js';
import { APP_PATH, appScope, failIfAny, objectBody, startAppTask } from './application-support.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, PublicRequest, RouteDef } from './types.js';

/** Spec 002 section 9: VPS lists show 12 a page. */
const VPS_PAGE_SIZE = 12;
export const VPS_NOT_READY_MESSAGE = 'The VPS is not ready.';
const CONNECTION_FIELDS = ['vpsUsername', 'publicIPAddress', 'privKey'] as const;

function activitiesOf(req: PublicRequest, record: AppRecord) {
  const ids = (record.data.activityIds ?? []) as string[];
  return ids.flatMap((id) => {
    const a = req.ctx.store.activities.record(id);
    return a ? [{ _id: a.id, action: a.action, status: a.status }] : [];
  });
}

/**
 * The server's status follows its latest INIT_VPS (connection check): SUCCESS is ACTIVE, ERROR is ERROR, while it
 * runs INACTIVE. A failed deploy leaves the server as it was (our reading: status is about the server).
 */
function vpsView(req: PublicRequest, record: AppRecord): VpsAnswer {
  const activities = activitiesOf(req, record);
  const init = activities.filter((a) => a.action === 'INIT_VPS').at(-1);
  const status = init?.status === 'SUCCESS' ? 'ACTIVE' : init?.status === 'ERROR' ? 'ERROR' : 'INACTIVE';
  const d = record.data;
  return {
    _id: record.id,
    title: text(d, 'title') ?? null,
    description: text(d, 'description') ?? '',
    vpsUsername: text(d, 'vpsUsername') ?? null,
    publicIPAddress: text(d, 'publicIPAddress') ?? null,
    status,
    activities,
    application: record.applicationId,
    applicationName: text(d, 'applicationName') ?? null,
    createdAt: record.createdAt,
  };
}

/** Validates the form; answers the fields to store (privKey only when given). */
function vpsInput(req: ApiRequest, creating: boolean): Record<string, string> {
  const body = objectBody(req.body);
  const errors: string[] = [];
  const input: Record<string, string> = {};
  for (const key of ['title', 'description', ...CONNECTION_FIELDS]) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') errors.push(`${key} must be a string`);
    else input[key] = value.trim();
  }
  // The form says "Required"; the server answers NestJS's wording for the same rule.
  for (const field of Object.keys(vpsFormErrors(input, creating))) errors.push(`${field} should not be empty`);
  if (input.publicIPAddress && isIP(input.publicIPAddress) === 0) errors.push('publicIPAddress must be an ip address');
  failIfAny(errors);
  if (!input.privKey) delete input.privKey;
  return input;
}

function vpsOf(req: ApiRequest, applicationId: string): AppRecord {
  const record = req.ctx.store.appRecords.get('vps', req.params.vpsId!);
  if (!record || record.applicationId !== applicationId) throw notFound('VPS');
  return record;
}

function addActivity(req: PublicRequest, record: AppRecord, activityId: string): void {
  const ids = [...((record.data.activityIds ?? []) as string[]), activityId];
  req.ctx.store.appRecords.patch('vps', record.id, { activityIds: ids });
}

/** Connects a server: stored, then an INIT_VPS task checks it over SSH. */
function createVps(req: ApiRequest) {
  const { workspace, project, application } = appScope(req, 'admin-level');
  const input = vpsInput(req, true);
  if (workspace.enableConnectVPS === false) throw badRequest(DISABLED_FOR_WORKSPACE);
  const activityId = startAppTask(req, application._id, 'INIT_VPS');
  const id = newId();
  req.ctx.store.appRecords.insert({
    id,
    kind: 'vps',
    workspaceId: workspace._id,
    projectId: project._id,
    applicationId: application._id,
    ownerId: req.user._id,
    createdAt: new Date().toISOString(),
    data: { ...input, applicationName: application.applicationName, activityIds: [activityId] },
  });
  const vps = vpsView(req, req.ctx.store.appRecords.get('vps', id)!);
  return { status: 201, body: { activityId, vps, application: req.ctx.store.applications.get(application._id) } };
}

/** Saves the form; changed connection details are checked again (a new INIT_VPS task, its id in `activityId`). */
function updateVps(req: ApiRequest) {
  const { application } = appScope(req, 'admin-level');
  const record = vpsOf(req, application._id);
  const input = vpsInput(req, false);
  const reconnect = CONNECTION_FIELDS.some((k) => input[k] !== undefined && input[k] !== record.data[k]);
  if (activitiesOf(req, record).some((a) => isTaskRunning(a.status))) throw conflict('VPS task is in progress');
  const activityId = reconnect ? startAppTask(req, application._id, 'INIT_VPS') : null;
  req.ctx.store.appRecords.patch('vps', record.id, input);
  const updated = req.ctx.store.appRecords.get('vps', record.id)!;
  if (activityId) addActivity(req, updated, activityId);
  return { body: { ...vpsView(req, req.ctx.store.appRecords.get('vps', record.id)!), activityId } };
}

function deleteVps(req: ApiRequest) {
  const { application } = appScope(req, 'admin-level');
  const record = vpsOf(req, application._id);
  if (activitiesOf(req, record).some((a) => isTaskRunning(a.status))) throw conflict('VPS task is in progress');
  req.ctx.store.appRecords.remove('vps', record.id);
  return { body: { _id: record.id, deleted: true } };
}

/** Deploys the running application to one of its ready servers (DEPLOY_TO_VPS). */
function deployToServer(req: ApiRequest) {
  const { workspace, application } = appScope(req, 'admin-level');
  const body = objectBody(req.body);
  if (typeof body.vpsId !== 'string' || !body.vpsId) throw badRequest(['vpsId should not be empty']);
  if (workspace.enableConnectVPS === false) throw badRequest(DISABLED_FOR_WORKSPACE);
  const record = req.ctx.store.appRecords.get('vps', body.vpsId);
  if (!record || record.applicationId !== application._id) throw notFound('VPS');
  if (vpsView(req, record).status !== 'ACTIVE') throw badRequest(VPS_NOT_READY_MESSAGE);
  const activityId = startAppTask(req, application._id, 'DEPLOY_TO_VPS');
  addActivity(req, record, activityId);
  const vps = vpsView(req, req.ctx.store.appRecords.get('vps', record.id)!);
  return { status: 201, body: { activityId, vps, application: req.ctx.store.applications.get(application._id) } };
}

function listOfApplication(req: ApiRequest) {
  const { application } = appScope(req, 'view');
  const { limit, offset } = pagingOf(req.query, VPS_PAGE_SIZE);
  const search = req.query.get('search')?.trim().toLowerCase() || null;
  const filter = { kind: 'vps' as const, applicationId: application._id, search, searchField: 'title' };
  const page = req.ctx.store.appRecords.list(filter, limit, offset);
  return pageReply({ items: page.items.map((r) => vpsView(req, r)), total: page.total });
}

function listOfWorkspace(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const { limit, offset } = pagingOf(req.query, VPS_PAGE_SIZE);
  const search = req.query.get('search')?.trim().toLowerCase() || null;
  const applicationId = req.query.get('applicationId') || null;
  const filter = { kind: 'vps' as const, workspaceId: workspace._id, applicationId, search, searchField: 'title' };
  const page = req.ctx.store.appRecords.list(filter, limit, offset);
  return pageReply({ items: page.items.map((r) => vpsView(req, r)), total: page.total });
}

/**
 * PUT /webhooks/vps/{vpsId}/git: the git host calls it on a push (`username`, `token`, `userId`, like the
 * application hook); the branch is pulled and redeployed on the server as a TRIGGER_VPS_WEBHOOK task. Its line
 * count is DEPLOY_TO_VPS's (our choice: the spec gives none; it is the same work).
 */
function vpsGitHook(req: PublicRequest) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const username = text(body, 'username');
  const token = text(body, 'token');
  const errors: string[] = [];
  if (!username) errors.push('Please input username!');
  if (!token) errors.push('Please input access token!');
  failIfAny(errors);
  const user = req.ctx.tokens.userOfToken(token!);
  if (!user || (body.userId !== undefined && body.userId !== user._id)) throw unauthorized();
  const { store } = req.ctx;
  const record = store.appRecords.get('vps', req.params.vpsId!);
  const state = record && store.applications.state(record.applicationId ?? '');
  if (!record || !state) throw notFound('VPS');
  const workspace = store.workspaces.get(state.workspaceId)!;
  const project = store.projects.get(state.projectId)!;
  requireProjectMember({ ...req, user }, workspace, project);
  if (vpsView(req, record).status !== 'ACTIVE') throw badRequest(VPS_NOT_READY_MESSAGE);
  if (isTaskRunning(state.lastActivityStatus)) throw conflict('Application task is in progress');
  const branch = String(state.data.originBranch ?? state.name);
  const server = `${String(record.data.vpsUsername)}@${String(record.data.publicIPAddress)}`;
  const total = EXPECTED_LOG_LINES.DEPLOY_TO_VPS ?? 60;
  const lines = [`Task TRIGGER_VPS_WEBHOOK started for ${branch} on ${server} (pushed by ${username}).`];
  for (let i = 1; i <= total - 2; i++)
    lines.push(`Pulling ${branch} and restarting services on ${server} (${i}/${total - 2})`);
  lines.push(`VPS ${String(record.data.title)} runs the latest ${branch}.`);
  const activity = req.ctx.tasks.startSubject({
    action: 'TRIGGER_VPS_WEBHOOK',
    user,
    workspaceId: state.workspaceId,
    environmentId: (state.data.environment as { _id?: string } | undefined)?._id ?? null,
    projectId: state.projectId,
    applicationId: state.id,
    lines,
    fail: req.faults.taskError === true,
    finish: (succeeded) =>
      succeeded
        ? {
            title: 'Trigger VPS webhook succeeded',
            message: `VPS ${String(record.data.title)} was updated from ${branch}.`,
            status: 'SUCCESS',
          }
        : {
            title: 'Trigger VPS webhook failed',
            message: `VPS ${String(record.data.title)} could not be updated.`,
            status: 'ERROR',
          },
  });
  store.applications.setLastActivity(state.id, activity.id);
  addActivity(req, record, activity.id);
  return { body: { activityId: activity.id, application: store.applications.get(state.id) } };
}

export const applicationVpsRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/workspaces/:workspaceId/vps', handler: listOfWorkspace },
  { method: 'GET', path: `${APP_PATH}/vps`, handler: listOfApplication },
  { method: 'POST', path: `${APP_PATH}/vps`, handler: createVps },
  { method: 'PUT', path: `${APP_PATH}/vps/:vpsId`, handler: updateVps },
  { method: 'DELETE', path: `${APP_PATH}/vps/:vpsId`, handler: deleteVps },
  { method: 'POST', path: `${APP_PATH}/deploy-to-server`, handler: deployToServer },
  { method: 'PUT', path: '/webhooks/vps/:vpsId/git', public: true, handler: vpsGitHook },
];
