import { clusterDeletionRefusal, ENVIRONMENT_PROTECTED_MESSAGE, isInstanceOwner } from '../domain.js';
import { badRequest, conflict } from '../http/errors.js';
import type { EnvironmentAnswer } from '../store/answer-types.js';
import type { StoredRecord } from '../store/records.js';
import { startEnvironmentTask } from '../tasks/environment-actions.js';
import { bodyOf, failIfAny, listQuery, pageReply, requireAdmin, text } from './admin-access.js';
import { canSeeEnvironment, visibleEnvironment } from './environment-access.js';
import { environmentReportRoutes } from './environment-reports.js';
import type { ApiRequest, RouteDef } from './types.js';

const ENV = '/api/v2/environments/:environmentId';

const TEXT_FIELDS = [
  'status',
  'region',
  'provider',
  'elb',
  'arn',
  'vpcCIDR',
  'dbEngine',
  'dbEngineVersion',
  'dbInstanceType',
  'dbParamGroup',
  'dbStorageType',
  'instanceType',
  'ondemandInstanceType',
  'kubernetesVersion',
] as const satisfies readonly (keyof EnvironmentAnswer)[];
const NUMBER_FIELDS = [
  'dbStorage',
  'dbMaxStorage',
  'minimumNodes',
  'desiredNodes',
  'maximumNodes',
  'ondemandMinNodes',
  'ondemandDesiredNodes',
  'ondemandMaxNodes',
] as const satisfies readonly (keyof EnvironmentAnswer)[];

/** Every text and number field of spec 000 and 003 section 3's cluster, null where the cluster has none. */
function clusterFields(data: Record<string, unknown>) {
  const out = {} as { [K in (typeof TEXT_FIELDS)[number]]: string | null } & {
    [K in (typeof NUMBER_FIELDS)[number]]: number | null;
  };
  for (const key of TEXT_FIELDS) out[key] = typeof data[key] === 'string' ? data[key] : null;
  for (const key of NUMBER_FIELDS) out[key] = typeof data[key] === 'number' ? data[key] : null;
  return out;
}

/**
 * A cluster as the pages show it: every field of the SDK's environment schema (typed with `Whole`), its account
 * and what runs on it; the other stored fields (node groups, form choices) come along as stored.
 */
export function environmentView(req: ApiRequest, env: StoredRecord): EnvironmentAnswer {
  const { store } = req.ctx;
  const account = store.records.get('cloud-account', String(env.data.cloudAccountId ?? ''));
  const creator = env.ownerId ? store.users.findById(env.ownerId) : undefined;
  return {
    ...env.data,
    _id: env._id,
    name: env.name,
    clusterName: typeof env.data.clusterName === 'string' ? env.data.clusterName : env.name,
    ...clusterFields(env.data),
    isProtected: env.data.isProtected === true,
    cloudAccount: account
      ? {
          _id: account._id,
          name: account.name,
          provider: typeof account.data.provider === 'string' ? account.data.provider : null,
          awsArnRole: typeof account.data.awsArnRole === 'string' ? account.data.awsArnRole : null,
        }
      : { provider: typeof env.data.provider === 'string' ? env.data.provider : null },
    applications: store.environmentUsage.deployedApplications(env._id).length,
    totalWorkspaces: store.environmentUsage.workspaceIds(env._id).length,
    createdAt: env.createdAt,
    createdBy: { rawInfo: { email: creator?.email ?? null } },
    // A cluster with no last activity counts as PENDING with action CREATE_ENVIRONMENT (spec 003 section 4).
    lastActivity: (env.data.lastActivity as EnvironmentAnswer['lastActivity']) ?? {
      action: 'CREATE_ENVIRONMENT',
      status: 'PENDING',
    },
  };
}

function list(req: ApiRequest) {
  const { limit, offset, search } = listQuery(req);
  const status = req.query.get('status');
  const all = req.ctx.store.records.list('environment', { search }, 10_000, 0).items;
  const visible = all.filter((env) => canSeeEnvironment(req, env) && (!status || env.data.status === status));
  return pageReply({
    items: visible.slice(offset, offset + limit).map((e) => environmentView(req, e)),
    total: visible.length,
  });
}

/** PUT /environments/{id}: name (required), isProtected, cloudAccount. */
function update(req: ApiRequest) {
  requireAdmin(req);
  const env = visibleEnvironment(req);
  const body = bodyOf(req);
  const errors: string[] = [];
  const patch: Record<string, unknown> = {};
  if (body.name !== undefined) {
    const name = text(body, 'name');
    if (name) patch.name = patch.clusterName = name;
    else errors.push('Please input name!');
  }
  if (body.isProtected !== undefined) {
    if (typeof body.isProtected === 'boolean') patch.isProtected = body.isProtected;
    else errors.push('isProtected must be a boolean value');
  }
  if (body.cloudAccount !== undefined) {
    const id = typeof body.cloudAccount === 'string' ? body.cloudAccount : (body.cloudAccount as { _id?: string })?._id;
    if (id && req.ctx.store.records.get('cloud-account', id)) patch.cloudAccountId = id;
    else errors.push('cloudAccount must be an existing cloud account');
  }
  failIfAny(errors);
  return { body: environmentView(req, req.ctx.store.records.patch('environment', env._id, patch)!) };
}

function deletionRefusal(req: ApiRequest, env: StoredRecord): string | undefined {
  return clusterDeletionRefusal({
    status: env.data.status as string,
    isProtected: env.data.isProtected === true,
    deployedApplications: req.ctx.store.environmentUsage.deployedApplications(env._id).length,
    isSystem: env.data.isSystem === true,
    byInstanceOwner: isInstanceOwner(req.user),
  });
}

/** DELETE /environments/{id}: the rules, then a DELETE_ENVIRONMENT task; the cluster goes when it succeeds. */
function remove(req: ApiRequest) {
  requireAdmin(req);
  const env = visibleEnvironment(req);
  const refusal = deletionRefusal(req, env);
  if (refusal) throw badRequest(refusal);
  const activity = startEnvironmentTask(req.ctx, env, 'DELETE_ENVIRONMENT', req.user, req.faults.taskError === true);
  return {
    body: {
      activityId: activity.id,
      environment: environmentView(req, req.ctx.store.records.get('environment', env._id)!),
    },
  };
}

/**
 * DELETE /environments/{id}/admin: force delete without touching infrastructure (admins). Only the protection
 * rule still holds (the instance owner may remove a protected cluster), and not while a task runs on it.
 */
function forceRemove(req: ApiRequest) {
  requireAdmin(req);
  const env = visibleEnvironment(req);
  if (env.data.isProtected === true && !isInstanceOwner(req.user)) throw badRequest(ENVIRONMENT_PROTECTED_MESSAGE);
  if (env.data.status === 'ACTIVATING' || env.data.status === 'DEACTIVATING') {
    throw conflict('Environment task is in progress');
  }
  req.ctx.store.records.delete('environment', env._id);
  return { body: { deleted: true, _id: env._id } };
}

export const environmentRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/environments', handler: list },
  { method: 'GET', path: ENV, handler: (req) => ({ body: environmentView(req, visibleEnvironment(req)) }) },
  { method: 'PUT', path: ENV, handler: update },
  { method: 'DELETE', path: ENV, handler: remove },
  { method: 'DELETE', path: `${ENV}/admin`, handler: forceRemove },
  ...environmentReportRoutes,
];
