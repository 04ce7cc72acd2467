import {
  DEFAULT_WORKSPACE_PAGE_SIZE,
  defaultWorkspaceDescription,
  isAdmin,
  validateWorkspaceCreation,
} from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { flagParam, searchParam } from '../store/json.js';
import type { Workspace } from '../store/workspaces.js';
import { createEnvironment } from '../tasks/environment-actions.js';
import { forbidden, visibleWorkspace } from './access.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

function listFor(req: ApiRequest, memberId: string | null) {
  const { limit, offset } = pagingOf(req.query, DEFAULT_WORKSPACE_PAGE_SIZE);
  const page = req.ctx.store.workspaces.list(
    {
      memberId,
      search: searchParam(req.query.get('search') ?? undefined),
      isPersonal: flagParam(req.query.get('isPersonal')),
      isDrupalForge: flagParam(req.query.get('isDrupalForge')),
      isRegular: flagParam(req.query.get('isRegular')),
    },
    limit,
    offset,
  );
  return pageReply(page);
}

function allWorkspaces(req: ApiRequest): Workspace[] {
  const filter = { memberId: null, search: null, isPersonal: null, isDrupalForge: null, isRegular: null };
  return req.ctx.store.workspaces.list(filter, 10_000, 0).items;
}

/**
 * A nested `environment` is a new cluster (the cluster wizard; the contract has no create route of its own): it is
 * stored and its CREATE_ENVIRONMENT task started, and the workspace refers to it. Its `cloudAccount` is kept as the
 * cluster's account id.
 */
function newClusterOf(req: ApiRequest, input: Record<string, unknown>) {
  const { cloudAccount, ...settings } = input;
  const accountId = (cloudAccount as { _id?: unknown } | null | undefined)?._id ?? input.cloudAccountId;
  const fields = { ...settings, cloudAccountId: typeof accountId === 'string' ? accountId : undefined };
  const { environment } = createEnvironment(req.ctx, req.user, fields, req.faults.taskError === true);
  return { ...input, _id: environment._id, clusterName: environment.name };
}

/** The environment named by `environmentId`, as another workspace on it shows it; else a bare reference. */
function environmentOf(req: ApiRequest, body: Record<string, unknown>): unknown {
  if (body.environment && typeof body.environment === 'object') {
    return newClusterOf(req, body.environment as Record<string, unknown>);
  }
  if (typeof body.environmentId !== 'string' || !body.environmentId) return null;
  const known = allWorkspaces(req)
    .map((w) => w.environment as { _id?: string } | null)
    .find((e) => e?._id === body.environmentId);
  return known ?? { _id: body.environmentId };
}

/** Who may create: admins, or a user with a purchased WORKSPACE product not yet initialised (spec 000 sections 4, 6). */
function mayCreate(req: ApiRequest): boolean {
  if (isAdmin(req.user)) return true;
  const orders = (req.user.data.awsOrders ?? []) as { type?: string; isInitializedProduct?: boolean }[];
  return orders.some((o) => o.type === 'WORKSPACE' && !o.isInitializedProduct);
}

function tagsOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(['tags must be an array']);
  return value;
}

/** The action of a workspace's creation (`PUSH_REACTION_ACTIONS.createNamespace` in the SDK). */
export const CREATE_NAMESPACE_ACTION = 'CREATE_NAMESPACE';

/**
 * Stores a new workspace with its creation as an activity. Spec 001 section 3 lists "create ... of workspace,
 * ... namespace" among the activity actions, and spec 003 section 4 has "namespace create success" reload the
 * workspace lists. The emulator makes the namespace at once: the activity is stored finished (SUCCESS, no log
 * lines) and pushed, so open lists learn of the workspace through push, and without push through the polling
 * fallback, which reads the newest activities.
 */
function insertWorkspace(req: ApiRequest, name: string, description: string, data: Record<string, unknown>) {
  const id = newId();
  const activityId = newId();
  const at = new Date().toISOString();
  const environment = (data.environment as { _id?: unknown } | null | undefined)?._id;
  req.ctx.store.transaction(() => {
    req.ctx.store.workspaces.insert({
      id,
      name,
      description,
      createdAt: at,
      data,
      rbac: [{ user: req.user._id, role: 'WORKSPACE_OWNER' }],
    });
    req.ctx.store.activities.insert({
      id: activityId,
      action: CREATE_NAMESPACE_ACTION,
      status: 'SUCCESS',
      workspaceId: id,
      projectId: null,
      applicationId: null,
      environmentId: typeof environment === 'string' ? environment : null,
      createdBy: req.user._id,
      createdAt: at,
      expectedLines: 0,
    });
  });
  const record = req.ctx.store.activities.record(activityId)!;
  req.ctx.push.activity(record, record.status, record.version);
  return req.ctx.store.workspaces.get(id)!;
}

function create(req: ApiRequest, singleNode: boolean) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!mayCreate(req)) throw forbidden();
  // A single-node workspace runs on one VPS-like node: no cluster to choose, so only the name is checked.
  const errors = validateWorkspaceCreation(singleNode ? { name: body.name, environmentId: 'n/a' } : body, req.user);
  if (body.description !== undefined && typeof body.description !== 'string')
    errors.push('description must be a string');
  const tags = tagsOf(body.tags);
  if (errors.length) throw badRequest(errors);
  const description = (body.description as string | undefined)?.trim() || defaultWorkspaceDescription(req.user.email);
  const data = { tags, environment: singleNode ? null : environmentOf(req, body), isSingleNode: singleNode };
  return { status: 201, body: insertWorkspace(req, (body.name as string).trim(), description, data) };
}

/** `POST /workspaces/default`: the demo workspace of the empty list's "Create Demo Workspace". Calling it again returns the user's existing demo workspace rather than a second one (our choice). */
function createDefault(req: ApiRequest) {
  const existing = allWorkspaces(req).find(
    (w) => w.type === 'demo' && w.rbac.some((e) => e.user === req.user._id && e.role === 'WORKSPACE_OWNER'),
  );
  // The contract declares only 201 for this POST, also when the demo workspace already exists.
  if (existing) return { status: 201, body: existing };
  const data = { tags: [], type: 'demo', plan: 'TRIAL', isTesting: true, environment: null, enableAutoPause: true };
  return {
    status: 201,
    body: insertWorkspace(req, 'Demo Workspace', defaultWorkspaceDescription(req.user.email), data),
  };
}

/** The Drupal Forge spot workspace: the first Drupal Forge workspace the user can see. */
function forgeSpot(req: ApiRequest) {
  const filter = { memberId: isAdmin(req.user) ? null : req.user._id, search: null, isPersonal: null };
  const page = req.ctx.store.workspaces.list({ ...filter, isDrupalForge: 1, isRegular: null }, 1, 0);
  if (!page.items[0]) throw notFound('Workspace');
  return { body: page.items[0] };
}

/** Workspaces of one user: the user themself or an instance admin. */
function ofUser(req: ApiRequest) {
  const userId = req.params.userId!;
  if (userId !== req.user._id && !isAdmin(req.user)) throw forbidden();
  if (!req.ctx.store.users.findById(userId)) throw notFound('User');
  return listFor(req, userId);
}

export const workspaceRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v2/workspaces',
    cached: true,
    handler: (req) => listFor(req, isAdmin(req.user) ? null : req.user._id),
  },
  { method: 'POST', path: '/api/v2/workspaces', handler: (req) => create(req, false) },
  { method: 'POST', path: '/api/v2/workspaces/single-node', handler: (req) => create(req, true) },
  { method: 'POST', path: '/api/v2/workspaces/default', handler: createDefault },
  { method: 'GET', path: '/api/v2/workspaces/forge-spot', handler: forgeSpot },
  { method: 'GET', path: '/api/v2/workspaces/members/:userId', handler: ofUser },
  {
    method: 'GET',
    path: '/api/v2/workspaces/:workspaceId',
    handler: (req) => ({ body: visibleWorkspace(req, req.params.workspaceId!) }),
  },
];
