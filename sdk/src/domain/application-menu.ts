/** The application left menu and its access rules (spec 002 section 2.2): which items show, which are enabled. */
import { isAdmin, isProjectMember, isProjectOwner, type PermissionUser, type WithRbac } from './permissions.js';

/** The application left menu, in the spec's order (the web app's sub-route of an item is its `key`). */
export const APPLICATION_MENU = [
  { key: 'overview', label: 'Overview' },
  { key: 'activities', label: 'Activities' },
  { key: 'backup', label: 'Backups' },
  { key: 'code', label: 'Code' },
  { key: 'configuration', label: 'Configuration' },
  { key: 'domains', label: 'Custom Domains' },
  { key: 'logs', label: 'Logs' },
  { key: 'members', label: 'Members' },
  { key: 'security', label: 'Security' },
  { key: 'export-site', label: 'Export Site' },
  { key: 'danger-zone', label: 'Danger Zone' },
] as const;
export type ApplicationMenuKey = (typeof APPLICATION_MENU)[number]['key'];

/** Project types without backups (the Backups item is hidden). */
const PROJECT_TYPES_WITHOUT_BACKUP = ['lamp', 'nodejs'] as const;

/** Sub-routes that redirect to overview unless admin-level or deployed with replicas above zero. */
const GUARDED_APPLICATION_ROUTES: readonly ApplicationMenuKey[] = [
  'backup',
  'code',
  'configuration',
  'export-site',
  'domains',
  'logs',
  'security',
];
/** Items an admin-level user keeps while the application is paused or undeployed. */
const ADMIN_KEPT_ITEMS: readonly ApplicationMenuKey[] = ['configuration', 'export-site'];
/** Items never disabled: the overview, and our choice, the activities and the danger zone (undeploy/delete). */
const ALWAYS_ENABLED_ITEMS: readonly ApplicationMenuKey[] = ['overview', 'activities', 'danger-zone'];

export interface ApplicationAccessInput {
  status?: string | null;
  replicas?: number | null;
}

/**
 * "Admin-level" for the application screens. The spec does not define it beyond the words; our choice: project
 * owner rights (project owner, workspace owner or admin, the instance owner) or an instance admin.
 */
export function isApplicationAdminLevel(user: PermissionUser, workspace: WithRbac, project: WithRbac): boolean {
  return isAdmin(user) || isProjectOwner(user, workspace, project);
}

/** "View permission" on an application: an instance admin or a project member (our reading of the spec). */
export function canViewApplication(user: PermissionUser, workspace: WithRbac, project: WithRbac): boolean {
  return isAdmin(user) || isProjectMember(user, workspace, project);
}

function isRunningDeployed(app: ApplicationAccessInput): boolean {
  return (app.status === 'DEPLOY_APPLICATION_SUCCESS' || app.status === 'UPGRADING') && (app.replicas ?? 0) > 0;
}

/** Whether a menu item is shown: Backups is hidden for LAMP and Node.js projects. */
export function isApplicationMenuItemShown(
  key: ApplicationMenuKey,
  projectTypeKey: string | null | undefined,
): boolean {
  if (key !== 'backup') return true;
  return !(PROJECT_TYPES_WITHOUT_BACKUP as readonly string[]).includes((projectTypeKey ?? '').toLowerCase());
}

/** Whether a shown item is enabled: most are disabled while paused (zero replicas) or undeployed. */
export function isApplicationMenuItemEnabled(
  key: ApplicationMenuKey,
  app: ApplicationAccessInput,
  adminLevel: boolean,
): boolean {
  if (ALWAYS_ENABLED_ITEMS.includes(key) || isRunningDeployed(app)) return true;
  return adminLevel && ADMIN_KEPT_ITEMS.includes(key);
}

/** Whether opening a sub-route sends the user to overview instead. */
export function applicationRouteRedirectsToOverview(
  key: ApplicationMenuKey,
  app: ApplicationAccessInput,
  adminLevel: boolean,
): boolean {
  return GUARDED_APPLICATION_ROUTES.includes(key) && !adminLevel && !isRunningDeployed(app);
}
