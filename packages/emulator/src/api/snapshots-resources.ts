/**
 * Snapshots of applications (`/v2/snapshots/{id}`; spec 002 section 4 names CREATE/DELETE/ROLLOUT_SNAPSHOT) and the
 * user's stored resources (`/v2/resources`). The contract has no snapshot list: an application's detail by id
 * (`GET /v2/applications/{id}`) lists its snapshots. Demo snapshots are seeded (seed/application-extras.ts).
 */
import { isAdmin } from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { AppRecord } from '../store/application-records.js';
import { forbidden } from './access.js';
import { activityRef, appScope, objectBody, startAppTask } from './application-support.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

/**
 * A snapshot as shown, or undefined once its DELETE_SNAPSHOT task succeeded. While the task runs it is DELETING;
 * a failed delete leaves it READY (our choice).
 */
export function snapshotView(req: ApiRequest, record: AppRecord) {
  const deleteActivity = activityRef(req, record.data.deleteActivityId);
  if (deleteActivity?.status === 'SUCCESS') return undefined;
  const deleting = deleteActivity?.status === 'PENDING' || deleteActivity?.status === 'IN_PROGRESS';
  return {
    _id: record.id,
    name: record.data.name,
    snapshotTag: record.data.snapshotTag,
    size: record.data.size,
    status: deleting ? 'DELETING' : 'READY',
    application: record.applicationId,
    project: record.projectId,
    workspace: record.workspaceId,
    createdAt: record.createdAt,
    deleteActivity,
  };
}

/** The snapshot (404, also once deleted) with its application's checks at `level` (403). */
function snapshotAt(req: ApiRequest, level: 'view' | 'admin-level') {
  const record = req.ctx.store.appRecords.get('snapshot', req.params.id!);
  const view = record && snapshotView(req, record);
  if (!record || !view) throw notFound('Snapshot');
  const params = {
    workspaceId: record.workspaceId!,
    projectId: record.projectId!,
    applicationId: record.applicationId!,
  };
  const scope = appScope({ ...req, params }, level);
  return { record, view, scope };
}

/** Deleting a snapshot is a DELETE_SNAPSHOT task on its application; project maintainers may (admin-level). */
function deleteSnapshot(req: ApiRequest) {
  const { record, scope } = snapshotAt(req, 'admin-level');
  const activityId = startAppTask(req, scope.application._id, 'DELETE_SNAPSHOT');
  req.ctx.store.appRecords.patch('snapshot', record.id, { deleteActivityId: activityId });
  return { body: { activityId, snapshot: snapshotView(req, req.ctx.store.appRecords.get('snapshot', record.id)!) } };
}

function resourceView(req: ApiRequest, record: AppRecord) {
  const owner = req.ctx.store.users.findById(record.ownerId ?? '');
  const d = record.data;
  return {
    _id: record.id,
    name: d.name,
    type: d.type,
    url: d.url ?? null,
    fileId: d.fileId ?? null,
    description: d.description ?? '',
    createdAt: record.createdAt,
    createdBy: owner ? { rawInfo: { email: owner.email } } : null,
  };
}

function isUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A resource names an uploaded file (`fileId`) or an address (`url`); one of them is required. */
function createResource(req: ApiRequest) {
  const body = objectBody(req.body);
  const errors: string[] = [];
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  if (!str('name')) errors.push('name should not be empty');
  if (!str('url') && !str('fileId')) errors.push('url should not be empty');
  if (str('url') && !isUrl(str('url'))) errors.push('url must be a URL address');
  if (errors.length) throw badRequest(errors);
  const id = newId();
  const data = {
    name: str('name'),
    type: str('type') || (str('fileId') ? 'file' : 'link'),
    url: str('url') || null,
    fileId: str('fileId') || null,
    description: str('description'),
  };
  const at = new Date().toISOString();
  const { appRecords } = req.ctx.store;
  appRecords.insert({
    id,
    kind: 'resource',
    workspaceId: null,
    applicationId: null,
    ownerId: req.user._id,
    createdAt: at,
    data,
  });
  return { status: 201, body: resourceView(req, appRecords.get('resource', id)!) };
}

/** Users see and delete their own resources; instance owners and admins may delete anyone's. */
function deleteResource(req: ApiRequest) {
  const record = req.ctx.store.appRecords.get('resource', req.params.id!);
  if (!record) throw notFound('Resource');
  if (record.ownerId !== req.user._id && !isAdmin(req.user)) throw forbidden();
  req.ctx.store.appRecords.remove('resource', record.id);
  return { body: { _id: record.id, deleted: true } };
}

export const snapshotResourceRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/snapshots/:id', handler: (req) => ({ body: snapshotAt(req, 'view').view }) },
  { method: 'DELETE', path: '/api/v2/snapshots/:id', handler: deleteSnapshot },
  {
    method: 'GET',
    path: '/api/v2/resources',
    handler: (req) => {
      const { limit, offset } = pagingOf(req.query, 12);
      const search = req.query.get('search')?.trim().toLowerCase() || null;
      const filter = { kind: 'resource' as const, ownerId: req.user._id, search, searchField: 'name' };
      const page = req.ctx.store.appRecords.list(filter, limit, offset);
      return pageReply({ items: page.items.map((r) => resourceView(req, r)), total: page.total });
    },
  },
  { method: 'POST', path: '/api/v2/resources', handler: createResource },
  { method: 'DELETE', path: '/api/v2/resources/:id', handler: deleteResource },
];
