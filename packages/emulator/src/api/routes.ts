import { Router } from '../http/router.js';
import { activityRoutes } from './activities.js';
import { applicationRoutes } from './applications.js';
import { healthRoutes } from './health.js';
import { notificationRoutes } from './notifications.js';
import { projectRoutes } from './projects.js';
import type { RouteDef } from './types.js';
import { userRoutes } from './users.js';
import { workspaceRoutes } from './workspaces.js';

/** Every API area's routes; a new area is one file and one line here. */
export const API_ROUTES: readonly RouteDef[] = [
  ...healthRoutes,
  ...userRoutes,
  ...workspaceRoutes,
  ...projectRoutes,
  ...applicationRoutes,
  ...activityRoutes,
  ...notificationRoutes,
];

export function createApiRouter(routes: readonly RouteDef[] = API_ROUTES): Router<RouteDef> {
  const router = new Router<RouteDef>();
  for (const route of routes) router.add(route.method, route.path, route);
  return router;
}
