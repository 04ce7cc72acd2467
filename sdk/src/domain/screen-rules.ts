/**
 * Screen-level rules of the browser app that are product rules, not layout: the workspace list's kind filters
 * (spec 000 section 2), the application left menu and its access rules (spec 002 section 2.2) and notification
 * previews (spec 000 section 9).
 */
import { NOTIFICATION_PREVIEW_LENGTH } from './constants.js';
import { isAdmin, isProjectMember, isProjectOwner, type PermissionUser, type WithRbac } from './permissions.js';

/** The three mutually exclusive kind filters of the workspace list: URL key, label and list-call parameter. */
export const WORKSPACE_KIND_FILTERS = [
  { key: 'regular', label: 'Production', param: 'isRegular' },
  { key: 'drupalForge', label: 'Drupal Forge', param: 'isDrupalForge' },
  { key: 'personal', label: 'Personal', param: 'isPersonal' },
] as const;
export type WorkspaceKindFilter = (typeof WORKSPACE_KIND_FILTERS)[number]['key'];

export function isWorkspaceKindFilter(value: unknown): value is WorkspaceKindFilter {
  return WORKSPACE_KIND_FILTERS.some((f) => f.key === value);
}

/** The list-call parameters of a chosen kind (at most one is true: the filters exclude each other). */
export function workspaceKindParams(kind: WorkspaceKindFilter | undefined): {
  isRegular?: boolean;
  isDrupalForge?: boolean;
  isPersonal?: boolean;
} {
  const filter = WORKSPACE_KIND_FILTERS.find((f) => f.key === kind);
  return filter ? { [filter.param]: true } : {};
}

/** Ticking a kind selects it alone; ticking the selected one again clears it. */
export function toggleWorkspaceKind(
  current: WorkspaceKindFilter | undefined,
  clicked: WorkspaceKindFilter,
): WorkspaceKindFilter | undefined {
  return current === clicked ? undefined : clicked;
}

/** A notification's preview: the message cut at 180 characters, with an ellipsis when cut. */
export function notificationPreview(message: string | null | undefined, length = NOTIFICATION_PREVIEW_LENGTH): string {
  const text = message ?? '';
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

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
export const PROJECT_TYPES_WITHOUT_BACKUP = ['lamp', 'nodejs'] as const;

/** Sub-routes that redirect to overview unless admin-level or deployed with replicas above zero. */
export const GUARDED_APPLICATION_ROUTES: readonly ApplicationMenuKey[] = [
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
