import { ACCOUNT_TABS, isWorkspaceTab, PROJECT_TABS, type Route, WORKSPACE_TABS } from '../contexts/router-context.js';
import type { BindingScope, Command } from '../keys/key-bindings.js';
import { adminHints } from '../screens/admin/admin-routes.js';

/** The navigation scopes of a screen: workspace tabs, a project's tags, an application's sub-screens. */
export function navigationScopes(route: Route): BindingScope[] {
  if (isWorkspaceTab(route.name)) return ['workspace'];
  switch (route.name) {
    case 'branches':
    case 'tags':
    case 'secretManagers':
    case 'extensions':
    case 'projectMembers':
    case 'projectActivities':
    case 'projectSettings':
      return ['project'];
    case 'application':
      return ['application'];
    case 'profile':
    case 'gitTokens':
    case 'commandTokens':
    case 'organizations':
      return ['account'];
    default:
      return [];
  }
}

/** The project wizard each creation command opens. */
const PROJECT_ORIGINS: Partial<Record<Command, 'git' | 'template' | 'pantheon'>> = {
  createProject: 'git',
  createProjectFromTemplate: 'template',
  importProject: 'pantheon',
};

/** The tab `step` (1 or -1) places from `current`, round the ends. */
export function stepThrough<T extends string>(tabs: readonly T[], current: string, step: number): T {
  const index = tabs.indexOf(current as T);
  return tabs[(index + step + tabs.length) % tabs.length]!;
}

/** Where a navigation command goes from a route (undefined: nowhere), and whether it replaces the screen. */
export function navigate(route: Route, command: Command): { to: Route; replace: boolean } | undefined {
  const step = command === 'nextTab' ? 1 : command === 'previousTab' ? -1 : 0;
  if (step && 'workspace' in route && (WORKSPACE_TABS as readonly string[]).includes(route.name)) {
    const name = stepThrough(WORKSPACE_TABS, route.name, step);
    return { to: { name, workspace: route.workspace }, replace: true };
  }
  if (step && (ACCOUNT_TABS as readonly string[]).includes(route.name)) {
    return { to: { name: stepThrough(ACCOUNT_TABS, route.name, step) }, replace: true };
  }
  if (step && 'project' in route && (PROJECT_TABS as readonly string[]).includes(route.name)) {
    const name = stepThrough(PROJECT_TABS, route.name, step);
    return { to: { name, workspace: route.workspace, project: route.project }, replace: true };
  }
  const origin = PROJECT_ORIGINS[command];
  if (origin && 'workspace' in route && (WORKSPACE_TABS as readonly string[]).includes(route.name)) {
    return { to: { name: 'projectWizard', workspace: route.workspace, origin }, replace: false };
  }
  if (command === 'pickBranch' && 'project' in route && navigationScopes(route).length > 0) {
    return { to: { name: 'branchPicker', workspace: route.workspace, project: route.project }, replace: false };
  }
  if (command === 'openTags' && route.name === 'branches') {
    return { to: { name: 'tags', workspace: route.workspace, project: route.project }, replace: false };
  }
  if (route.name === 'application') {
    const { workspace, project, application } = route;
    const sub =
      command === 'openActivities'
        ? 'appActivities'
        : command === 'openBackups'
          ? 'backups'
          : command === 'openLogs'
            ? 'logs'
            : command === 'openDomains'
              ? 'domains'
              : command === 'openConfiguration'
                ? 'configuration'
                : command === 'openSecurity'
                  ? 'security'
                  : command === 'openDeployWizard'
                    ? 'deployWizard'
                    : command === 'openExport'
                      ? 'exportSite'
                      : command === 'openAppMembers'
                        ? 'appMembers'
                        : undefined;
    if (sub) return { to: { name: sub, workspace, project, application }, replace: false };
  }
  return undefined;
}

/** The footer's key hints of a route. */
export function hintsFor(route: Route): Command[] {
  switch (route.name) {
    case 'workspaces':
      return ['open', 'filter', 'kindFilter', 'pageSize', 'nextPage', 'addItem', 'notifications'];
    case 'allApps':
      return ['open', 'filter', 'loadMore', 'back'];
    case 'activityLog':
      return ['abort', 'reload', 'back'];
    case 'projects':
      return ['open', 'filter', 'createProject', 'nextTab', 'back'];
    case 'workspaceApps':
      return ['open', 'statusFilter', 'sort', 'pageSize', 'nextTab', 'back'];
    case 'members':
      return ['addItem', 'changeRole', 'removeItem', 'filter', 'nextTab', 'back'];
    case 'deployments':
      return ['filter', 'nextPage', 'nextTab', 'back'];
    case 'vps':
      return ['filter', 'pageSize', 'nextPage', 'nextTab', 'back'];
    case 'workspaceDomains':
      return ['open', 'copy', 'filter', 'nextTab', 'back'];
    case 'catalogs':
      return ['deployCatalog', 'developCatalog', 'filter', 'nextPage', 'nextTab', 'back'];
    case 'drupalForge':
      return ['increase', 'decrease', 'filter', 'nextTab', 'back'];
    case 'workspaceSettings':
      return [
        'editItem',
        'setLogo',
        'toggleFlag',
        'transferWorkspace',
        'revokeTransfer',
        'deleteWorkspace',
        'nextTab',
        'back',
      ];
    case 'workspaceHelp':
      return ['contactSupport', 'nextTab', 'back'];
    case 'workspaceActivities':
      return ['open', 'loadMore', 'abort', 'filter', 'nextTab', 'back'];
    case 'appActivities':
      return ['open', 'loadMore', 'abort', 'filter', 'back'];
    case 'branches':
      return ['open', 'filter', 'pickBranch', 'openTags', 'deleteApplication', 'nextTab', 'back'];
    case 'branchPicker':
      return ['open', 'filter', 'back'];
    case 'tags':
      return ['filter', 'blueGreenCreate', 'blueGreenSwitch', 'nextTab', 'back'];
    case 'projectMembers':
      return ['addItem', 'changeRole', 'removeItem', 'nextTab', 'back'];
    case 'secretManagers':
      return ['open', 'addItem', 'importFile', 'exportFile', 'removeItem', 'nextTab', 'back'];
    case 'secretManager':
      return ['addItem', 'editItem', 'removeItem', 'back'];
    case 'extensions':
      return ['addItem', 'removeItem', 'nextTab', 'back'];
    case 'projectActivities':
      return ['open', 'loadMore', 'abort', 'nextTab', 'back'];
    case 'projectSettings':
      return ['rename', 'editItem', 'deleteProject', 'nextTab', 'back'];
    case 'application':
      return [
        'deploy',
        'openDeployWizard',
        'pause',
        'unpause',
        'undeploy',
        'openActivities',
        'openBackups',
        'openLogs',
        'openDomains',
        'openConfiguration',
        'openSecurity',
        'pickBranch',
        'deleteApplication',
        'back',
      ];
    case 'domains':
      return ['addDomain', 'removeDomain', 'forceHttps', 'back'];
    case 'configuration':
      return ['nextField', 'increase', 'save', 'back'];
    case 'security':
      return ['nextField', 'increase', 'back'];
    case 'exportSite':
      return ['nextTab', 'addItem', 'deploy', 'copy', 'testWebhook', 'exportTemplate', 'back'];
    case 'appMembers':
      return ['addItem', 'removeItem', 'filter', 'back'];
    case 'deployWizard':
    case 'projectWizard':
      return ['nextField', 'increase', 'save', 'nextStep', 'back'];
    case 'backups':
      return ['createBackup', 'downloadBackup', 'deleteBackup', 'restoreBackup', 'scheduleBackups', 'back'];
    case 'logs':
      return ['lineCount', 'nextContainer', 'back'];
    case 'notifications':
      return ['loadMore', 'clearAll', 'notifications'];
    case 'help':
      return ['back'];
    case 'admin':
    case 'cluster':
    case 'adminForm':
      return adminHints(route);
    case 'profile':
      return ['editItem', 'nextState', 'changePassword', 'nextTab', 'back'];
    case 'gitTokens':
      return ['editItem', 'removeItem', 'nextTab', 'back'];
    case 'commandTokens':
      return ['addItem', 'removeItem', 'nextTab', 'back'];
    case 'organizations':
      return ['addItem', 'editItem', 'removeItem', 'nextTab', 'back'];
    default: {
      const never: never = route;
      throw new Error(`Unknown route ${JSON.stringify(never)}`);
    }
  }
}
