import { Router } from '../http/router.js';
import { accountRoutes } from './account.js';
import { activityRoutes } from './activities.js';
import { adminUserRoutes } from './admin-users.js';
import { applicationBackupRoutes } from './application-backups.js';
import { applicationDirectoryRoutes } from './application-directory.js';
import { applicationDomainRoutes } from './application-domains.js';
import { applicationSettingsRoutes } from './application-settings.js';
import { applicationVpsRoutes } from './application-vps.js';
import { applicationRoutes } from './applications.js';
import { awsOrderRoutes } from './aws-orders.js';
import { catalogRoutes } from './catalogs.js';
import { cloudAccountRoutes } from './cloud-accounts.js';
import { commandTokenRoutes } from './command-tokens.js';
import { decoupledIoRoutes } from './decoupled-io.js';
import { deploymentAreaRoutes } from './deployment-routes.js';
import { drupalForgeRoutes } from './drupal-forge.js';
import { drupalForgeAdminRoutes } from './drupal-forge-admin.js';
import { environmentRoutes } from './environments.js';
import { fileRoutes } from './files.js';
import { healthRoutes } from './health.js';
import { hostedZoneRoutes } from './hosted-zones.js';
import { invitationRoutes } from './invitations.js';
import { inviteRoutes } from './invites.js';
import { notificationRoutes } from './notifications.js';
import { oauthRoutes } from './oauth.js';
import { projectRoutes } from './projects.js';
import { secretRoutes } from './secrets.js';
import { snapshotResourceRoutes } from './snapshots-resources.js';
import { staticSiteRoutes } from './static-sites.js';
import { teamRoutes } from './teams.js';
import type { RouteDef } from './types.js';
import { userRoutes } from './users.js';
import { webhookRoutes } from './webhooks.js';
import { workspaceSettingsRoutes } from './workspace-settings.js';
import { workspaceRoutes } from './workspaces.js';

/** Every API area's routes; a new area is one file and one line here. */
export const API_ROUTES: readonly RouteDef[] = [
  ...healthRoutes,
  ...userRoutes,
  ...accountRoutes,
  ...commandTokenRoutes,
  ...adminUserRoutes,
  ...cloudAccountRoutes,
  ...environmentRoutes,
  ...hostedZoneRoutes,
  ...awsOrderRoutes,
  ...webhookRoutes,
  ...oauthRoutes,
  ...fileRoutes,
  ...workspaceRoutes,
  ...workspaceSettingsRoutes,
  ...invitationRoutes,
  ...inviteRoutes,
  ...catalogRoutes,
  ...teamRoutes,
  ...projectRoutes,
  ...deploymentAreaRoutes,
  ...secretRoutes,
  ...applicationRoutes,
  ...applicationBackupRoutes,
  ...applicationSettingsRoutes,
  ...applicationDomainRoutes,
  ...applicationVpsRoutes,
  ...applicationDirectoryRoutes,
  ...staticSiteRoutes,
  ...snapshotResourceRoutes,
  ...activityRoutes,
  ...notificationRoutes,
  ...drupalForgeRoutes,
  ...drupalForgeAdminRoutes,
  ...decoupledIoRoutes,
];

export function createApiRouter(routes: readonly RouteDef[] = API_ROUTES): Router<RouteDef> {
  const router = new Router<RouteDef>();
  for (const route of routes) router.add(route.method, route.path, route);
  return router;
}
