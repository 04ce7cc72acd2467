import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of Home (the workspaces list). */
export const HOME_KEYS: readonly KeyBinding[] = [
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
];
