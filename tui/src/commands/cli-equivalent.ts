import { filePermissionLabel } from '@skiff/sdk';
import { type ApplicationPath, isWorkspaceTab, type Named, type Route } from '../contexts/router-context.js';
import type { Command } from '../keys/key-bindings.js';
import { adminScreenCommand } from '../screens/admin/admin-commands.js';
import { workspaceTabCommands } from '../screens/workspace/workspace-tab-commands.js';

/**
 * The `skiff ...` command that does what the user sees or does in the TUI, for the status line: what a user does
 * by hand today they can script tomorrow. Names are used (the CLI resolves them), quoted for a POSIX shell.
 */

/** One shell word: bare when it is safe, else in single quotes (a quote inside as `'\''`). */
export function shellWord(text: string): string {
  return /^[\w./@:=,+-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A `skiff ...` command line of already shell-safe words. */
export const command = (...words: string[]) => ['skiff', ...words].join(' ');
const refOf = ({ workspace, project, application }: ApplicationPath) =>
  shellWord(`${workspace.name}/${project.name}/${application.name}`);
const inWorkspace = (workspace: Named) => ['--workspace', shellWord(workspace.name)];
/** A project as the CLI names it: `'WORKSPACE/PROJECT'`. */
export const projectRefOf = ({ workspace, project }: { workspace: Named; project: Named }) =>
  shellWord(`${workspace.name}/${project.name}`);

/** What the log viewer shows: the last `lines` lines of `container`'s HTTP access log. */
export function httpLogsCommand(path: ApplicationPath, container: string, lines: number): string {
  return command('logs', 'tail', refOf(path), '--http', shellWord(container), '--lines', String(lines));
}

/** The command that lists or shows what a screen shows; undefined where the CLI has none. */
export function screenCommand(route: Route): string | undefined {
  switch (route.name) {
    case 'workspaces':
      return command('workspaces', 'list');
    case 'allApps':
      return command('apps', 'list');
    case 'activityLog':
      return command('logs', 'tail', shellWord(route.activity.id));
    case 'projects':
      return command('projects', 'list', ...inWorkspace(route.workspace));
    case 'workspaceApps':
      return command('apps', 'list', ...inWorkspace(route.workspace));
    case 'workspaceActivities':
      return command('activities', 'list', ...inWorkspace(route.workspace));
    case 'branches':
    case 'branchPicker':
      return command('apps', 'list', ...inWorkspace(route.workspace), '--project', shellWord(route.project.name));
    case 'application':
      return command('apps', 'get', refOf(route));
    case 'appActivities':
      return command('activities', 'list', ...inWorkspace(route.workspace));
    case 'backups':
      return command('backups', 'list', refOf(route));
    case 'logs':
      return command('logs', 'tail', refOf(route));
    case 'domains':
      return command('domains', 'list', shellWord(route.workspace.name), '--search', shellWord(route.application.name));
    case 'notifications':
      return command('notifications', 'list');
    case 'deployWizard':
      return command('apps', 'deploy', refOf(route), '--wait');
    case 'exportSite':
      return command('apps', 'get', refOf(route));
    case 'appMembers':
      return undefined;
    case 'projectWizard':
      return command('projects', route.origin === 'pantheon' ? 'import' : 'create', '--help');
    case 'admin':
    case 'cluster':
    case 'adminForm':
      return adminScreenCommand(route);
    case 'configuration':
    case 'security':
      return command('apps', 'get', refOf(route));
    case 'profile':
      return command('account', 'profile');
    case 'gitTokens':
      return command('account', 'git-tokens');
    case 'commandTokens':
      return command('tokens', 'list');
    case 'organizations':
      return command('orgs', 'list');
    case 'secretManagers':
      return command('secrets', 'list', projectRefOf(route));
    case 'secretManager':
      return command('secrets', 'get', projectRefOf(route), shellWord(route.manager));
    case 'extensions':
      return command('projects', 'extensions', projectRefOf(route));
    case 'projectMembers':
      return command('members', 'list', '--project', projectRefOf(route));
    case 'projectActivities':
      return command('activities', 'list', ...inWorkspace(route.workspace));
    case 'projectSettings':
      return command('projects', 'get', projectRefOf(route));
    case 'workspaceSettings':
      return workspaceTabCommands.settings(route.workspace);
    case 'deployments':
      return workspaceTabCommands.deployments(route.workspace);
    case 'vps':
      return workspaceTabCommands.vps(route.workspace);
    case 'workspaceDomains':
      return workspaceTabCommands.domains(route.workspace);
    case 'catalogs':
      return workspaceTabCommands.catalogs(route.workspace);
    case 'drupalForge':
      return workspaceTabCommands.drupalCatalogs(route.workspace);
    case 'members':
    case 'workspaceHelp':
    case 'tags':
    case 'help':
      return undefined;
    default: {
      const never: never = route;
      throw new Error(`Unknown route ${JSON.stringify(never)}`);
    }
  }
}

/** The application actions of the overview, by the key command that starts them. */
const APP_ACTIONS: Partial<Record<Command, string>> = {
  deploy: 'deploy',
  pause: 'pause',
  unpause: 'unpause',
  undeploy: 'undeploy',
};

/**
 * The command of an action taken on a screen; `target` is the id of the selected item where the action needs one
 * (a backup, an activity). Undefined where the CLI has no such command.
 */
export function actionCommand(route: Route, action: Command, target?: string): string | undefined {
  if (route.name === 'application' && APP_ACTIONS[action]) {
    const typed = action === 'undeploy' ? ['--confirm', shellWord(`branch/${route.application.name}`)] : [];
    return command('apps', APP_ACTIONS[action], refOf(route), ...typed, '--wait');
  }
  if (route.name === 'backups' && action === 'createBackup') {
    return command('backups', 'create', refOf(route), '--database', '--files', '--source', '--wait');
  }
  if (route.name === 'backups' && action === 'downloadBackup' && target) {
    const [id = '', folder = '.'] = target.split('\n');
    return command('backups', 'download', refOf(route), id, '-o', shellWord(folder));
  }
  if (route.name === 'backups' && action === 'deleteBackup' && target) {
    return command('backups', 'delete', refOf(route), target, '--yes');
  }
  if (route.name === 'backups' && action === 'restoreBackup' && target) {
    const confirm = shellWord(`branch/${route.application.name}`);
    return command('backups', 'restore', refOf(route), target, '--confirm', confirm, '--wait');
  }
  if (route.name === 'backups' && action === 'scheduleBackups' && target) {
    const parts = ['--database', '--files', '--source', '--timezone', shellWord(target)];
    return command('backups', 'schedule', refOf(route), ...(target === 'off' ? ['--off'] : parts));
  }
  const activities = ['appActivities', 'workspaceActivities', 'projectActivities', 'activityLog'];
  if (activities.includes(route.name) && action === 'abort' && target) {
    return command('activities', 'abort', target);
  }
  if (route.name === 'domains' && target) {
    if (action === 'addDomain') return command('domains', 'add', refOf(route), shellWord(target), '--wait');
    if (action === 'removeDomain')
      return command('domains', 'remove', shellWord(route.workspace.name), shellWord(target), '--yes', '--wait');
    if (action === 'forceHttps') return command('domains', 'force-https', refOf(route), target, '--wait');
  }
  if ('workspace' in route && isWorkspaceTab(route.name) && action === 'deleteWorkspace') {
    const name = route.workspace.name;
    return command('workspaces', 'delete', shellWord(name), '--confirm', shellWord(`workspace/${name}`));
  }
  if (route.name === 'notifications' && action === 'clearAll') return command('notifications', 'clear', '--yes');
  return undefined;
}

/** The `skiff apps deploy` flag of each deploy wizard field whose value is written after it. */
const DEPLOY_FLAGS: Readonly<Record<string, string>> = {
  copyDatabaseFilesType: '--source',
  oldHostname: '--old-hostname',
  urlDB: '--db-url',
  urlFiles: '--files-url',
  s3DB: '--s3-db',
  s3Files: '--s3-files',
  bucketRegion: '--bucket-region',
  sourceApplication: '--copy-from',
  authUsername: '--basic-auth',
  filePermissionLevel: '--file-permission',
  capacity: '--capacity',
  capacityLimit: '--capacity-limit',
  storage: '--storage',
  groupType: '--group-type',
  isEnablePMA: '--phpmyadmin',
  isEnableEditor: '--editor',
};

/**
 * `skiff apps deploy` with the deploy wizard's answers as flags (`copyFrom`: the branch name of the copied
 * application). The basic-auth password is never written: `--password-stdin` stands for it.
 */
export function deployCommand(path: ApplicationPath, body: object, copyFrom?: string): string {
  const words: string[] = [];
  for (const [field, flag] of Object.entries(DEPLOY_FLAGS)) {
    const value = field === 'sourceApplication' ? copyFrom : (body as Record<string, unknown>)[field];
    if (value === undefined || value === '') continue;
    const text = typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value);
    const shown =
      field === 'copyDatabaseFilesType'
        ? text.toLowerCase()
        : field === 'filePermissionLevel'
          ? filePermissionLabel(text)
          : text;
    words.push(flag, shellWord(shown));
  }
  if ('authPassword' in body && body.authPassword) words.push('--password-stdin');
  return command('apps', 'deploy', refOf(path), ...words, '--wait');
}
