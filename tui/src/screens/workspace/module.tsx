import { abortCommand, command, inWorkspace, shellWord } from '../../commands/cli-equivalent.js';
import type { Named, WorkspaceTab } from '../../contexts/router-context.js';
import type { Command } from '../../keys/key-bindings.js';
import { ActivitiesScreen } from '../activities/activities-screen.js';
import type { ScreenModule, ScreenModules } from '../screen-module.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { CatalogsScreen } from './catalogs-screen.js';
import { DeploymentsScreen } from './deployments-screen.js';
import { DrupalForgeScreen } from './drupal-forge-screen.js';
import { MembersScreen } from './members-screen.js';
import { ProjectsScreen } from './projects-screen.js';
import { VpsScreen } from './vps-screen.js';
import { WorkspaceAppsScreen } from './workspace-apps-screen.js';
import { WorkspaceDomainsScreen } from './workspace-domains-screen.js';
import { WorkspaceHelpScreen } from './workspace-help-screen.js';
import { WorkspaceSettingsScreen } from './workspace-settings-screen.js';
import { workspaceTabCommands } from './workspace-tab-commands.js';

/** The project wizard each creation command opens (from any workspace tab). */
const PROJECT_ORIGINS: Partial<Record<Command, 'git' | 'template' | 'pantheon'>> = {
  createProject: 'git',
  createProjectFromTemplate: 'template',
  importProject: 'pantheon',
};

/** `D` on any workspace tab deletes the workspace (typed `workspace/NAME`). */
function deleteWorkspaceCommand(workspace: Named, action: Command): string | undefined {
  if (action !== 'deleteWorkspace') return undefined;
  return command(
    'workspaces',
    'delete',
    shellWord(workspace.name),
    '--confirm',
    shellWord(`workspace/${workspace.name}`),
  );
}

/** A workspace tab: its breadcrumb is the workspace and its title; Tab goes round the tabs (`WORKSPACE_TABS`). */
function tab<K extends WorkspaceTab>(
  title: string,
  view: (props: ScreenProps, workspace: Named) => ReturnType<ScreenModule['view']>,
  hints: readonly Command[],
  shows?: (workspace: Named) => string | undefined,
): ScreenModule<{ name: K; workspace: Named }> {
  return {
    title,
    scopes: ['workspace'],
    breadcrumb: (route) => ['Home', route.workspace.name, title],
    view: (props, route) => view(props, route.workspace),
    hints: () => hints,
    command: (route) => shows?.(route.workspace),
    action: (route, action) => deleteWorkspaceCommand(route.workspace, action),
    navigate: (route, key) => {
      const origin = PROJECT_ORIGINS[key];
      return origin && { to: { name: 'projectWizard', workspace: route.workspace, origin }, replace: false };
    },
  };
}

/** A workspace's tabs, in the spec's order (spec 001 section 2). */
export const workspaceScreens: ScreenModules<WorkspaceTab> = {
  projects: {
    ...tab(
      'Projects',
      (props, workspace) => <ProjectsScreen {...props} workspace={workspace} />,
      ['open', 'filter', 'createProject', 'nextTab', 'back'],
      (workspace) => command('projects', 'list', ...inWorkspace(workspace)),
    ),
    // The workspace's first screen: the workspace itself in the breadcrumb.
    breadcrumb: (route) => ['Home', route.workspace.name],
  },
  workspaceApps: tab(
    'Applications',
    (props, workspace) => <WorkspaceAppsScreen {...props} workspace={workspace} />,
    ['open', 'statusFilter', 'sort', 'pageSize', 'nextTab', 'back'],
    (workspace) => command('apps', 'list', ...inWorkspace(workspace)),
  ),
  deployments: tab(
    'Cluster deployments',
    (props, workspace) => <DeploymentsScreen {...props} workspace={workspace} />,
    ['filter', 'nextPage', 'nextTab', 'back'],
    workspaceTabCommands.deployments,
  ),
  vps: tab(
    'VPS',
    (props, workspace) => <VpsScreen {...props} workspace={workspace} />,
    ['filter', 'pageSize', 'nextPage', 'nextTab', 'back'],
    workspaceTabCommands.vps,
  ),
  members: tab('Members', (props, workspace) => <MembersScreen {...props} workspace={workspace} />, [
    'addItem',
    'changeRole',
    'removeItem',
    'filter',
    'nextTab',
    'back',
  ]),
  workspaceDomains: tab(
    'Custom domains',
    (props, workspace) => <WorkspaceDomainsScreen {...props} workspace={workspace} />,
    ['open', 'copy', 'filter', 'nextTab', 'back'],
    workspaceTabCommands.domains,
  ),
  catalogs: tab(
    'Catalogs',
    (props, workspace) => <CatalogsScreen {...props} workspace={workspace} />,
    ['deployCatalog', 'developCatalog', 'filter', 'nextPage', 'nextTab', 'back'],
    workspaceTabCommands.catalogs,
  ),
  workspaceActivities: {
    ...tab(
      'Activities',
      (props, workspace) => (
        <ActivitiesScreen {...props} title={`Activities of ${workspace.name}`} workspace={workspace} />
      ),
      ['open', 'loadMore', 'abort', 'filter', 'nextTab', 'back'],
      (workspace) => command('activities', 'list', ...inWorkspace(workspace)),
    ),
    action: (route, action, target) => abortCommand(action, target) ?? deleteWorkspaceCommand(route.workspace, action),
  },
  workspaceHelp: tab('Help', (props, workspace) => <WorkspaceHelpScreen {...props} workspace={workspace} />, [
    'contactSupport',
    'nextTab',
    'back',
  ]),
  drupalForge: tab(
    'DrupalForge',
    (props, workspace) => <DrupalForgeScreen {...props} workspace={workspace} />,
    ['increase', 'decrease', 'filter', 'nextTab', 'back'],
    workspaceTabCommands.drupalCatalogs,
  ),
  workspaceSettings: tab(
    'Settings',
    (props, workspace) => <WorkspaceSettingsScreen {...props} workspace={workspace} />,
    ['editItem', 'setLogo', 'toggleFlag', 'transferWorkspace', 'revokeTransfer', 'deleteWorkspace', 'nextTab', 'back'],
    workspaceTabCommands.settings,
  ),
};
