import { isAdmin } from '../domain.js';
import { notFound } from '../http/errors.js';
import type { StoredRecord } from '../store/records.js';
import { forbidden } from './access.js';
import type { ApiRequest } from './types.js';

/** Admins see every cluster; other users the clusters of their workspaces (a workspace's environment). */
export function canSeeEnvironment(req: ApiRequest, env: StoredRecord): boolean {
  if (isAdmin(req.user)) return true;
  const mine = new Set(req.ctx.store.userAdmin.workspaceIdsOf(req.user._id));
  return req.ctx.store.environmentUsage.workspaceIds(env._id).some((id) => mine.has(id));
}

export function visibleEnvironment(req: ApiRequest): StoredRecord {
  const env = req.ctx.store.records.get('environment', req.params.environmentId!);
  if (!env) throw notFound('Environment');
  if (!canSeeEnvironment(req, env)) throw forbidden();
  return env;
}
