import type { Key } from 'ink';
import type { BindingScope, Command } from './key-commands.js';

export type { BindingScope, Command } from './key-commands.js';

/**
 * A key: a printable character (`q`, `?`), a named key (`escape`, `return`, `backspace`, `up`, `down`, `pageup`,
 * `pagedown`, `home`, `end`, `tab`) or `ctrl+` a letter.
 */
export type KeySpec = string;

export interface KeyBinding {
  command: Command;
  keys: readonly KeySpec[];
  description: string;
  scope: BindingScope;
}

/** The one table of key bindings: the dispatcher, the footer hints and the help screen all read it. */
export const KEY_BINDINGS: readonly KeyBinding[] = [
  { command: 'quit', keys: ['q', 'ctrl+c'], description: 'Quit', scope: 'global' },
  { command: 'help', keys: ['?'], description: 'Show or hide the key bindings', scope: 'global' },
  { command: 'back', keys: ['escape', 'backspace'], description: 'Back to the previous screen', scope: 'global' },
  { command: 'reload', keys: ['r'], description: 'Reload', scope: 'global' },
  { command: 'notifications', keys: ['n'], description: 'Open or close the notifications', scope: 'global' },
  {
    command: 'palette',
    keys: [':', 'ctrl+k'],
    description: 'Command palette: go to a screen or action by name',
    scope: 'global',
  },
  {
    command: 'copyCommand',
    keys: ['Y'],
    description: 'Copy the skiff command of the status line to the clipboard',
    scope: 'global',
  },
  {
    command: 'openAccount',
    keys: ['U'],
    description: 'Your account: profile, git tokens, command access tokens, organizations',
    scope: 'global',
  },
  { command: 'up', keys: ['up', 'k'], description: 'Move up', scope: 'list' },
  { command: 'down', keys: ['down', 'j'], description: 'Move down', scope: 'list' },
  { command: 'pageUp', keys: ['pageup'], description: 'Page up', scope: 'list' },
  { command: 'pageDown', keys: ['pagedown'], description: 'Page down', scope: 'list' },
  { command: 'top', keys: ['home', 'g'], description: 'First item', scope: 'list' },
  { command: 'bottom', keys: ['end', 'G'], description: 'Last item', scope: 'list' },
  { command: 'open', keys: ['return'], description: 'Open the selected item', scope: 'list' },
  { command: 'filter', keys: ['/'], description: 'Filter the list (Esc clears it)', scope: 'list' },
  { command: 'loadMore', keys: ['m'], description: 'Load more', scope: 'paged' },
  { command: 'nextPage', keys: [']'], description: 'Next page', scope: 'pages' },
  { command: 'previousPage', keys: ['['], description: 'Previous page', scope: 'pages' },
  {
    command: 'kindFilter',
    keys: ['f'],
    description: 'Kind: all, Production, Drupal Forge, Personal (one at a time)',
    scope: 'workspaceList',
  },
  { command: 'pageSize', keys: ['z'], description: 'Workspaces a page: 12, 24, 50', scope: 'workspaceList' },
  {
    command: 'acceptInvitation',
    keys: ['i'],
    description: 'Accept the first pending invitation',
    scope: 'workspaceList',
  },
  {
    command: 'rejectInvitation',
    keys: ['I'],
    description: 'Reject the first pending invitation',
    scope: 'workspaceList',
  },
  { command: 'addItem', keys: ['a'], description: 'Create a workspace (admins)', scope: 'workspaceList' },
  {
    command: 'createDemo',
    keys: ['c'],
    description: 'Create Demo Workspace (when you have none)',
    scope: 'workspaceList',
  },
  {
    command: 'nextTab',
    keys: ['tab'],
    description:
      'Next tab: projects, applications, deployments, VPS, members, custom domains, catalogs, activities, help, DrupalForge, settings',
    scope: 'workspace',
  },
  {
    command: 'deleteWorkspace',
    keys: ['D'],
    description: 'Delete the workspace (type workspace/NAME)',
    scope: 'workspace',
  },
  { command: 'createProject', keys: ['c'], description: 'Create a project from a git repository', scope: 'workspace' },
  {
    command: 'createProjectFromTemplate',
    keys: ['C'],
    description: 'Create a project from a template',
    scope: 'workspace',
  },
  { command: 'importProject', keys: ['I'], description: 'Import a project from Pantheon', scope: 'workspace' },
  { command: 'editItem', keys: ['e'], description: 'Edit the name and description', scope: 'workspaceSettings' },
  {
    command: 'setLogo',
    keys: ['L'],
    description: 'Set the logo: an image URL or a local image file',
    scope: 'workspaceSettings',
  },
  {
    command: 'toggleFlag',
    keys: ['f'],
    description: 'Switch the selected feature flag on or off (auto pause warns first)',
    scope: 'workspaceSettings',
  },
  {
    command: 'transferWorkspace',
    keys: ['T'],
    description: 'Transfer the workspace to a new owner',
    scope: 'workspaceSettings',
  },
  {
    command: 'revokeTransfer',
    keys: ['R'],
    description: 'Revoke the pending transfer',
    scope: 'workspaceSettings',
  },
  { command: 'pageSize', keys: ['z'], description: 'VPS a page: 12, 24, 50', scope: 'workspaceVps' },
  { command: 'copy', keys: ['y'], description: 'Copy the load balancer address', scope: 'workspaceDomains' },
  {
    command: 'contactSupport',
    keys: ['c'],
    description: 'Contact support: copy the support address',
    scope: 'workspaceHelp',
  },
  {
    command: 'deployCatalog',
    keys: ['d'],
    description: 'Deploy: a new project from the selected template',
    scope: 'catalogs',
  },
  {
    command: 'developCatalog',
    keys: ['v'],
    description: 'Develop: the selected template cloned into a new repository',
    scope: 'catalogs',
  },
  {
    command: 'increase',
    keys: ['+'],
    description: 'One more express-launch application of the selected catalog',
    scope: 'drupalForge',
  },
  { command: 'decrease', keys: ['-'], description: 'One fewer (refused at 0)', scope: 'drupalForge' },
  { command: 'openTags', keys: ['t'], description: 'Tags (deployments) of the project', scope: 'project' },
  {
    command: 'pickBranch',
    keys: ['J'],
    description: 'Branch picker: jump to a branch of the project, or to All Branches',
    scope: 'project',
  },
  {
    command: 'deleteApplication',
    keys: ['D'],
    description: 'Delete the selected branch: never deployed or undeployed only (type branch/NAME)',
    scope: 'branches',
  },
  {
    command: 'blueGreenCreate',
    keys: ['B'],
    description: 'Tags: create and deploy the green side of the selected running tag',
    scope: 'project',
  },
  {
    command: 'blueGreenSwitch',
    keys: ['S'],
    description: 'Tags: switch the traffic of the selected blue tag to its green (asks first)',
    scope: 'project',
  },
  {
    command: 'nextTab',
    keys: ['tab'],
    description: 'Next project tab: branches, tags, secret managers, extensions, members, activities, settings',
    scope: 'project',
  },
  {
    command: 'addItem',
    keys: ['a'],
    description: 'Add: a secret manager, a variable, an extension, a collaborator (invite)',
    scope: 'projectItems',
  },
  {
    command: 'editItem',
    keys: ['e'],
    description: "Edit: the selected variable's value; a registry (settings)",
    scope: 'projectItems',
  },
  {
    command: 'importFile',
    keys: ['i'],
    description: 'Import a secret manager from a JSON file',
    scope: 'projectItems',
  },
  {
    command: 'exportFile',
    keys: ['w'],
    description: 'Write the selected secret manager to a file (mode 0600)',
    scope: 'projectItems',
  },
  {
    command: 'removeItem',
    keys: ['x'],
    description: 'Remove the selected one: manager, variable, extension, member, invitation',
    scope: 'projectItems',
  },
  {
    command: 'changeRole',
    keys: ['o'],
    description: "Switch the selected member's role: Maintainer or Developer",
    scope: 'projectItems',
  },
  {
    command: 'deleteProject',
    keys: ['D'],
    description: 'Delete the project (type project/NAME)',
    scope: 'projectItems',
  },
  {
    command: 'rename',
    keys: ['R'],
    description: 'Rename the project (and change its description)',
    scope: 'projectItems',
  },
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
  { command: 'previousField', keys: ['up', 'k'], description: 'Previous field', scope: 'form' },
  { command: 'nextField', keys: ['down', 'j'], description: 'Next field', scope: 'form' },
  { command: 'decrease', keys: ['left', '-'], description: 'Previous choice of the field', scope: 'form' },
  { command: 'increase', keys: ['right', '+'], description: 'Next choice of the field', scope: 'form' },
  { command: 'save', keys: ['return'], description: 'Save, once every field is valid', scope: 'form' },
  {
    command: 'nextStep',
    keys: ['tab'],
    description: 'Next step of a wizard, once its fields are valid',
    scope: 'form',
  },
  { command: 'addDomain', keys: ['a'], description: 'Add a custom domain', scope: 'domains' },
  { command: 'removeDomain', keys: ['x'], description: 'Remove the selected domain (asks first)', scope: 'domains' },
  { command: 'forceHttps', keys: ['h'], description: 'Force HTTPS on or off', scope: 'domains' },
  { command: 'clearAll', keys: ['C'], description: 'Clear all notifications (asks first)', scope: 'notifications' },
  {
    command: 'abort',
    keys: ['A'],
    description: 'Abort the selected task (after 5 minutes without update)',
    scope: 'activities',
  },
  { command: 'createBackup', keys: ['c'], description: 'Back up now (asks first)', scope: 'backups' },
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
  {
    command: 'nextTab',
    keys: ['tab'],
    description: 'Next account page: profile, git tokens, command access tokens, organizations',
    scope: 'account',
  },
  { command: 'addItem', keys: ['a'], description: 'Create one (a token, an organization)', scope: 'account' },
  { command: 'editItem', keys: ['e'], description: 'Edit: your name, a git token, an organization', scope: 'account' },
  { command: 'removeItem', keys: ['x'], description: 'Delete the selected one (asks first)', scope: 'account' },
  {
    command: 'nextState',
    keys: ['s'],
    description: 'Your state: Focusing, Busy, Traveling, Out sick',
    scope: 'account',
  },
  {
    command: 'changePassword',
    keys: ['P'],
    description: 'Change your password (accounts an admin created)',
    scope: 'account',
  },
  {
    command: 'openAdmin',
    keys: ['A'],
    description: 'Admin area from Home (instance owners and admins)',
    scope: 'admin',
  },
  { command: 'nextTab', keys: ['tab'], description: 'Next admin section, or next tab of a cluster', scope: 'admin' },
  {
    command: 'create',
    keys: ['a'],
    description: 'Create a cluster, cloud account, hosted zone, member or template',
    scope: 'admin',
  },
  { command: 'edit', keys: ['e'], description: 'Edit the selected template', scope: 'admin' },
  {
    command: 'pageSize',
    keys: ['z'],
    description: 'A page: clusters 12, 24, 50; members 24, 50; hosted zones 50, 100; templates 24, 50',
    scope: 'admin',
  },
  { command: 'deleteItem', keys: ['x'], description: 'Delete the selected item (asks first)', scope: 'admin' },
  { command: 'protectCluster', keys: ['p'], description: 'Cluster settings: protect or unprotect', scope: 'admin' },
  { command: 'deleteCluster', keys: ['D'], description: 'Cluster settings: delete (type its name)', scope: 'admin' },
  {
    command: 'forceDeleteCluster',
    keys: ['F'],
    description: 'Cluster settings: force delete, the record only (admins; type its name)',
    scope: 'admin',
  },
  { command: 'previousField', keys: ['up'], description: 'Previous field', scope: 'textForm' },
  { command: 'nextField', keys: ['down', 'tab'], description: 'Next field', scope: 'textForm' },
  { command: 'decrease', keys: ['left'], description: 'Previous choice, or switch off', scope: 'textForm' },
  { command: 'increase', keys: ['right'], description: 'Next choice, or switch on', scope: 'textForm' },
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
  { command: 'paletteRun', keys: ['return'], description: 'Run the selected entry', scope: 'palette' },
  { command: 'paletteUp', keys: ['up', 'ctrl+p'], description: 'Previous entry', scope: 'palette' },
  { command: 'paletteDown', keys: ['down', 'ctrl+n'], description: 'Next entry', scope: 'palette' },
  { command: 'paletteClose', keys: ['escape'], description: 'Close the palette', scope: 'palette' },
  { command: 'promptSubmit', keys: ['return'], description: 'Submit, once the text is valid', scope: 'prompt' },
  { command: 'promptCancel', keys: ['escape'], description: 'Cancel', scope: 'prompt' },
  { command: 'confirm', keys: ['y'], description: 'Yes', scope: 'confirm' },
  { command: 'cancel', keys: ['n', 'escape'], description: 'No', scope: 'confirm' },
  {
    command: 'filterAccept',
    keys: ['return'],
    description: 'Keep the filter and go back to the list',
    scope: 'filter',
  },
  { command: 'filterClear', keys: ['escape'], description: 'Clear the filter', scope: 'filter' },
];

const NAMED_KEYS: Readonly<Record<string, (key: Key) => boolean>> = {
  escape: (key) => key.escape,
  return: (key) => key.return,
  // Most terminals send DEL (0x7f) for Backspace, which Ink reports as `delete`.
  backspace: (key) => key.backspace || key.delete,
  up: (key) => key.upArrow,
  down: (key) => key.downArrow,
  left: (key) => key.leftArrow,
  right: (key) => key.rightArrow,
  pageup: (key) => key.pageUp,
  pagedown: (key) => key.pageDown,
  home: (key) => key.home,
  end: (key) => key.end,
  tab: (key) => key.tab,
};

/** Whether a key press (as Ink reports it) is the key `spec`. */
export function matchesKey(spec: KeySpec, input: string, key: Key): boolean {
  if (spec.startsWith('ctrl+')) return key.ctrl && input.toLowerCase() === spec.slice(5);
  const named = NAMED_KEYS[spec];
  if (named) return named(key);
  return !key.ctrl && !key.meta && input === spec;
}

/** The command a key press means in the given scopes (first match in the table), if any. */
export function commandFor(input: string, key: Key, scopes: readonly BindingScope[]): Command | undefined {
  for (const binding of KEY_BINDINGS) {
    if (!scopes.includes(binding.scope)) continue;
    if (binding.keys.some((spec) => matchesKey(spec, input, key))) return binding.command;
  }
  return undefined;
}

const KEY_LABELS: Readonly<Record<string, string>> = {
  escape: 'Esc',
  return: 'Enter',
  backspace: 'Backspace',
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  pageup: 'PgUp',
  pagedown: 'PgDn',
  home: 'Home',
  end: 'End',
  tab: 'Tab',
};

/** How a key is written for people: `Esc`, `Ctrl+C`, `q`. */
export function keyLabel(spec: KeySpec): string {
  if (spec.startsWith('ctrl+')) return `Ctrl+${spec.slice(5).toUpperCase()}`;
  return KEY_LABELS[spec] ?? spec;
}

/** The bindings of some scopes, in table order. */
export function bindingsIn(scopes: readonly BindingScope[]): KeyBinding[] {
  return KEY_BINDINGS.filter((binding) => scopes.includes(binding.scope));
}

/** The first key of a command, as a label, for footer hints. */
export function primaryKeyLabel(command: Command): string {
  const binding = KEY_BINDINGS.find((b) => b.command === command);
  return binding?.keys[0] ? keyLabel(binding.keys[0]) : '';
}
