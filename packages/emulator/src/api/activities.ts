import { DEFAULT_LOG_PAGE_SIZE, isAdmin } from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { searchParam } from '../store/json.js';
import { visibleWorkspace } from './access.js';
import { MAX_PAGE_SIZE, pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

function visibleActivity(req: ApiRequest) {
  const activity = req.ctx.store.activities.get(req.params.id!);
  if (!activity) throw notFound('Activity');
  if (activity.workspace) visibleWorkspace(req, activity.workspace);
  return activity;
}

/** `nextToken` is the count of lines already returned; absent means the first page. */
function logs(req: ApiRequest) {
  return activityLogs(req, visibleActivity(req));
}

/** One page of an activity's log (also served under `/workspaces/{w}/activities/{id}/logs`). */
export function activityLogs(req: ApiRequest, activity: { _id: string; status: string }) {
  const token = req.query.get('nextToken');
  const from = token ? Number(token) : 0;
  if (!Number.isInteger(from) || from < 0) throw badRequest('nextToken is invalid');
  const sizeText = req.query.get('pageSize');
  const size = sizeText ? Math.floor(Number(sizeText)) : DEFAULT_LOG_PAGE_SIZE;
  const pageSize = Number.isFinite(size) && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_LOG_PAGE_SIZE;
  // Read the status before the lines: a line written in between is then served with the older status, never missed.
  const status = activity.status;
  const lines = req.ctx.store.activities.logs(activity._id, from, pageSize);
  return {
    body: {
      data: lines.map((message) => ({ message })),
      task: { status },
      nextToken: String(from + lines.length),
    },
  };
}

export const activityRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v2/activities',
    handler: (req) => {
      const { limit, offset } = pagingOf(req.query);
      const filter = {
        memberId: isAdmin(req.user) ? null : req.user._id,
        search: searchParam(req.query.get('search') ?? undefined),
        // Spec 003 section 7: a cluster's detail page asks for its activities by environmentId.
        environmentId: req.query.get('environmentId') || null,
        workspaceId: req.query.get('workspaceId') || null,
      };
      return pageReply(req.ctx.store.activities.list(filter, limit, offset));
    },
  },
  { method: 'GET', path: '/api/v2/activities/:id', handler: (req) => ({ body: visibleActivity(req) }) },
  { method: 'GET', path: '/api/v2/activities/:id/logs', handler: logs },
];
