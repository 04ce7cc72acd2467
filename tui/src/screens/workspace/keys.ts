import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of a workspace's tabs. */
export const WORKSPACE_KEYS: readonly KeyBinding[] = [
  {
    command: 'nextTab',
    keys: ['tab'],
    description:
      'Next tab: projects, applications, deployments, VPS, members, custom domains, catalogs, activities, help, DrupalForge, settings',
    scope: 'workspace',
  },
  { command: 'previousTab', keys: ['shift+tab'], description: 'Previous workspace tab', scope: 'workspace' },
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
  { command: 'showInviteLink', keys: ['l'], description: 'Show the invite link', scope: 'workspaceMembers' },
  {
    command: 'refreshInviteLink',
    keys: ['N'],
    description: 'Replace the invite link with a new one (the old one stops working)',
    scope: 'workspaceMembers',
  },
  { command: 'deleteInviteLink', keys: ['X'], description: 'Disable the invite link', scope: 'workspaceMembers' },
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
];
