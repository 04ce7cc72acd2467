import { searchParam } from '../store/json.js';
import { projectIn, visibleWorkspace } from './access.js';
import { pageReply, pagingOf } from './paging.js';
import { projectCreateRoutes } from './project-create.js';
import { projectRepositoryRoutes } from './project-repository.js';
import { projectSettingRoutes } from './project-settings.js';
import type { ApiRequest, RouteDef } from './types.js';

function listProjects(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const { limit, offset } = pagingOf(req.query);
  const filter = { workspaceId: workspace._id, search: searchParam(req.query.get('search') ?? undefined) };
  return pageReply(req.ctx.store.projects.list(filter, limit, offset));
}

export const projectRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/workspaces/:workspaceId/projects', cached: true, handler: listProjects },
  {
    method: 'GET',
    path: '/api/v2/workspaces/:workspaceId/projects/:projectId',
    handler: (req) => {
      const workspace = visibleWorkspace(req, req.params.workspaceId!);
      return { body: projectIn(req, workspace, req.params.projectId!) };
    },
  },
  ...projectCreateRoutes,
  ...projectSettingRoutes,
  ...projectRepositoryRoutes,
];
