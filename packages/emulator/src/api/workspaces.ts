import { DEFAULT_WORKSPACE_PAGE_SIZE, isAdmin } from '../domain.js';
import { flagParam, searchParam } from '../store/json.js';
import { visibleWorkspace } from './access.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

function listWorkspaces(req: ApiRequest) {
  const { limit, offset } = pagingOf(req.query, DEFAULT_WORKSPACE_PAGE_SIZE);
  const page = req.ctx.store.workspaces.list(
    {
      memberId: isAdmin(req.user) ? null : req.user._id,
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

export const workspaceRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/workspaces', handler: listWorkspaces },
  {
    method: 'GET',
    path: '/api/v2/workspaces/:workspaceId',
    handler: (req) => ({ body: visibleWorkspace(req, req.params.workspaceId!) }),
  },
];
