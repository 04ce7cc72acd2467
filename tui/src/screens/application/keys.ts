import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of the application lists, an application's overview and its domains, backups and logs. */
export const APPLICATION_KEYS: readonly KeyBinding[] = [
  {
    command: 'statusFilter',
    keys: ['s'],
    description: 'Status: all, Deployed, Undeployed, Paused',
    scope: 'applications',
  },
  { command: 'sort', keys: ['o'], description: 'Sort by deployed date', scope: 'applications' },
  { command: 'pageSize', keys: ['z'], description: 'Applications a page: 25, 50, 100', scope: 'applications' },
  { command: 'deploy', keys: ['d'], description: 'Deploy the application', scope: 'application' },
  { command: 'pause', keys: ['p'], description: 'Pause the application', scope: 'application' },
  { command: 'unpause', keys: ['u'], description: 'Unpause the application', scope: 'application' },
  { command: 'undeploy', keys: ['x'], description: 'Undeploy the application (asks first)', scope: 'application' },
  { command: 'openActivities', keys: ['a'], description: 'Activities of the application', scope: 'application' },
  { command: 'openBackups', keys: ['b'], description: 'Backups of the application', scope: 'application' },
  { command: 'openLogs', keys: ['l'], description: 'Logs of the application', scope: 'application' },
  { command: 'openDomains', keys: ['c'], description: 'Custom domains of the application', scope: 'application' },
  { command: 'openConfiguration', keys: ['o'], description: 'Configuration of the application', scope: 'application' },
  { command: 'openSecurity', keys: ['s'], description: 'Security of the application', scope: 'application' },
  {
    command: 'openSettings',
    keys: ['S'],
    description:
      'Settings: roots, start script, image, secret manager, file permission, deletion protection, auto pause',
    scope: 'application',
  },
  {
    command: 'openPhpMyAdmin',
    keys: ['P'],
    description: 'PhpMyAdmin: a new session (4 hours) in the browser',
    scope: 'application',
  },
  {
    command: 'openEditor',
    keys: ['V'],
    description: 'Code editor: a new session (4 hours) in the browser',
    scope: 'application',
  },
  { command: 'openAppMembers', keys: ['m'], description: 'Members of the application', scope: 'application' },
  {
    command: 'pickBranch',
    keys: ['J'],
    description: 'Branch picker: jump to another branch of the project, or to All Branches',
    scope: 'application',
  },
  {
    command: 'openExport',
    keys: ['e'],
    description: 'Export site: command text, webhook test, export to a template',
    scope: 'application',
  },
  {
    command: 'openDeployWizard',
    keys: ['w'],
    description: 'Deploy wizard: source, security, configuration, review',
    scope: 'application',
  },
  {
    command: 'deleteApplication',
    keys: ['D'],
    description: 'Delete the application (type branch/NAME)',
    scope: 'application',
  },
  { command: 'addDomain', keys: ['a'], description: 'Add a custom domain', scope: 'domains' },
  {
    command: 'addDomainWithCertificate',
    keys: ['A'],
    description: 'Add a custom domain with your own certificate (PEM files of the certificate and its key)',
    scope: 'domains',
  },
  { command: 'removeDomain', keys: ['x'], description: 'Remove the selected domain (asks first)', scope: 'domains' },
  { command: 'forceHttps', keys: ['h'], description: 'Force HTTPS on or off', scope: 'domains' },
  { command: 'createBackup', keys: ['c'], description: 'Back up now (asks first)', scope: 'backups' },
  {
    command: 'createBackupParts',
    keys: ['C'],
    description: 'Back up chosen parts: database, files, source',
    scope: 'backups',
  },
  { command: 'deleteBackup', keys: ['x'], description: 'Delete the selected backup (asks first)', scope: 'backups' },
  {
    command: 'downloadBackup',
    keys: ['w'],
    description: 'Download the parts of the selected backup into a folder',
    scope: 'backups',
  },
  {
    command: 'restoreBackup',
    keys: ['R'],
    description: 'Restore the selected backup (type branch/NAME)',
    scope: 'backups',
  },
  {
    command: 'scheduleBackups',
    keys: ['S'],
    description: 'Daily backup: turn on (at a UTC offset) or off',
    scope: 'backups',
  },
  { command: 'lineCount', keys: ['c'], description: 'Lines shown: 20, 100, 1000, 10000', scope: 'logs' },
  { command: 'nextContainer', keys: ['t'], description: 'Next container', scope: 'logs' },
];

/** Keys of an application's Export site screen (VPS, CI template, command and template). */
export const EXPORT_KEYS: readonly KeyBinding[] = [
  { command: 'testWebhook', keys: ['t'], description: 'Run the command webhook once now', scope: 'export' },
  {
    command: 'exportTemplate',
    keys: ['T'],
    description: 'Export to a template (name, organization)',
    scope: 'export',
  },
  {
    command: 'nextTab',
    keys: ['tab'],
    description: 'Export site: next pane (VPS, CI template, command)',
    scope: 'export',
  },
  {
    command: 'addItem',
    keys: ['a'],
    description: 'VPS: connect a server (title, user, IP, key file)',
    scope: 'export',
  },
  { command: 'editItem', keys: ['e'], description: 'VPS: change the selected server', scope: 'export' },
  {
    command: 'deploy',
    keys: ['d'],
    description: 'VPS: deploy the application to the selected server',
    scope: 'export',
  },
  { command: 'removeItem', keys: ['x'], description: 'VPS: forget the selected server (asks first)', scope: 'export' },
  { command: 'pageSize', keys: ['z'], description: 'VPS: 12 or 25 a page', scope: 'export' },
  { command: 'decrease', keys: ['left'], description: 'CI template: previous git host', scope: 'export' },
  { command: 'increase', keys: ['right'], description: 'CI template: next git host', scope: 'export' },
  { command: 'copy', keys: ['c'], description: 'CI template: copy it to the clipboard', scope: 'export' },
];
