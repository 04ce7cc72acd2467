import { deploymentBlueGreenRoutes } from './deployment-blue-green.js';
import { deploymentExtraRoutes } from './deployment-extras.js';
import { deploymentRoutes } from './deployments.js';
import type { RouteDef } from './types.js';

/** Every route of the Deployments (tags) area. */
export const deploymentAreaRoutes: RouteDef[] = [
  ...deploymentRoutes,
  ...deploymentBlueGreenRoutes,
  ...deploymentExtraRoutes,
];
