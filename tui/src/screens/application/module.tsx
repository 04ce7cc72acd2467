import { abortCommand, command, inWorkspace, refOf, shellWord } from '../../commands/cli-equivalent.js';
import type { ApplicationPath, ApplicationSubScreen } from '../../contexts/router-context.js';
import type { Command } from '../../keys/key-bindings.js';
import { ActivitiesScreen } from '../activities/activities-screen.js';
import { pickBranch } from '../project/module.js';
import type { ScreenModule, ScreenModules } from '../screen-module.js';
import { backupActionCommand, domainActionCommand } from './action-commands.js';
import { AppMembersScreen } from './app-members-screen.js';
import { ApplicationScreen } from './application-screen.js';
import { BackupsScreen } from './backups-screen.js';
import { ConfigurationScreen } from './configuration-screen.js';
import { DomainsScreen } from './domains-screen.js';
import { ExportSiteScreen } from './export-site-screen.js';
import { LogsScreen } from './logs-screen.js';
import { SecurityScreen } from './security-screen.js';
import { SettingsScreen } from './settings-screen.js';

/** The application actions of the overview, by the key command that starts them. */
const APP_ACTIONS: Partial<Record<Command, string>> = {
  deploy: 'deploy',
  pause: 'pause',
  unpause: 'unpause',
  undeploy: 'undeploy',
};

/** The sub-screen each key of the application's overview opens. */
const SUB_SCREENS: Partial<Record<Command, ApplicationSubScreen>> = {
  openActivities: 'appActivities',
  openBackups: 'backups',
  openLogs: 'logs',
  openDomains: 'domains',
  openConfiguration: 'configuration',
  openSecurity: 'security',
  openDeployWizard: 'deployWizard',
  openExport: 'exportSite',
  openAppMembers: 'appMembers',
  openSettings: 'appSettings',
};

const pathOf = ({ workspace, project, application }: ApplicationPath): ApplicationPath => ({
  workspace,
  project,
  application,
});

/** A sub-screen of an application: its breadcrumb is the application and its title. */
export function applicationSubScreen<K extends ApplicationSubScreen>(
  title: string,
  module: Omit<ScreenModule<{ name: K } & ApplicationPath>, 'title' | 'breadcrumb'>,
): ScreenModule<{ name: K } & ApplicationPath> {
  return {
    title,
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, route.application.name, title],
    ...module,
  };
}

/** One application (a branch): its overview and its sub-screens (the deploy wizard is in `wizards/`). */
export const applicationScreens: ScreenModules<'application' | Exclude<ApplicationSubScreen, 'deployWizard'>> = {
  application: {
    title: 'Application',
    scopes: ['application'],
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, route.application.name],
    view: (props, route) => <ApplicationScreen {...props} {...pathOf(route)} />,
    hints: () => [
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
      'openSettings',
      'pickBranch',
      'deleteApplication',
      'back',
    ],
    command: (route) => command('apps', 'get', refOf(route)),
    action: (route, action, target) => {
      if (action === 'deletePod')
        return target ? command('apps', 'delete-pod', refOf(route), shellWord(target), '--yes') : undefined;
      if (action === 'extendExpiry') return command('apps', 'extend', refOf(route));
      const verb = APP_ACTIONS[action];
      if (!verb) return undefined;
      const typed = action === 'undeploy' ? ['--confirm', shellWord(`branch/${route.application.name}`)] : [];
      return command('apps', verb, refOf(route), ...typed, '--wait');
    },
    navigate: (route, key) => {
      const sub = SUB_SCREENS[key];
      return sub ? { to: { name: sub, ...pathOf(route) }, replace: false } : pickBranch(route, key);
    },
  },
  appActivities: applicationSubScreen('Activities', {
    view: (props, route) => (
      <ActivitiesScreen
        {...props}
        title={`Activities of ${route.application.name}`}
        workspace={route.workspace}
        applicationId={route.application.id}
      />
    ),
    hints: () => ['open', 'loadMore', 'abort', 'filter', 'back'],
    command: (route) => command('activities', 'list', ...inWorkspace(route.workspace)),
    action: (_, action, target) => abortCommand(action, target),
  }),
  backups: applicationSubScreen('Backups', {
    view: (props, route) => <BackupsScreen {...props} {...route} />,
    hints: () => [
      'createBackup',
      'createBackupParts',
      'downloadBackup',
      'deleteBackup',
      'restoreBackup',
      'scheduleBackups',
      'back',
    ],
    command: (route) => command('backups', 'list', refOf(route)),
    action: backupActionCommand,
  }),
  logs: applicationSubScreen('Logs', {
    view: (props, route) => <LogsScreen {...props} {...route} />,
    hints: () => ['lineCount', 'nextContainer', 'back'],
    command: (route) => command('logs', 'tail', refOf(route)),
  }),
  domains: applicationSubScreen('Custom domains', {
    view: (props, route) => <DomainsScreen {...props} {...route} />,
    hints: () => ['addDomain', 'addDomainWithCertificate', 'removeDomain', 'forceHttps', 'back'],
    command: (route) =>
      command('domains', 'list', shellWord(route.workspace.name), '--search', shellWord(route.application.name)),
    action: domainActionCommand,
  }),
  configuration: applicationSubScreen('Configuration', {
    view: (props, route) => <ConfigurationScreen {...props} {...route} />,
    hints: () => ['nextField', 'increase', 'save', 'back'],
    command: (route) => command('apps', 'get', refOf(route)),
  }),
  security: applicationSubScreen('Security', {
    view: (props, route) => <SecurityScreen {...props} {...route} />,
    hints: () => ['nextField', 'increase', 'save', 'back'],
    command: (route) => command('apps', 'get', refOf(route)),
  }),
  exportSite: applicationSubScreen('Export site', {
    view: (props, route) => <ExportSiteScreen {...props} {...route} />,
    hints: () => ['nextTab', 'addItem', 'deploy', 'copy', 'testWebhook', 'exportTemplate', 'back'],
    command: (route) => command('apps', 'get', refOf(route)),
  }),
  appSettings: applicationSubScreen('Settings', {
    view: (props, route) => <SettingsScreen {...props} {...pathOf(route)} />,
    hints: () => ['open', 'filter', 'back'],
    command: (route) => command('apps', 'get', refOf(route)),
  }),
  appMembers: applicationSubScreen('Members', {
    view: (props, route) => <AppMembersScreen {...props} {...route} />,
    hints: () => ['addItem', 'removeItem', 'filter', 'back'],
    command: (route) => command('apps', 'members', 'list', refOf(route)),
    // `target`: the email added or removed (cli/src/commands/apps.ts `apps members ACTION REF [WHO]`).
    action: (route, action, target) => {
      if (!target) return undefined;
      if (action === 'addItem') return command('apps', 'members', 'add', refOf(route), shellWord(target));
      if (action === 'removeItem')
        return command('apps', 'members', 'remove', refOf(route), shellWord(target), '--yes');
      return undefined;
    },
  }),
};
