import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of the admin area. */
export const ADMIN_KEYS: readonly KeyBinding[] = [
  {
    command: 'openAdmin',
    keys: ['A'],
    description: 'Admin area from Home (instance owners and admins)',
    scope: 'admin',
  },
  { command: 'nextTab', keys: ['tab'], description: 'Next admin section, or next tab of a cluster', scope: 'admin' },
  {
    command: 'previousTab',
    keys: ['shift+tab'],
    description: 'Previous admin section, or previous tab of a cluster',
    scope: 'admin',
  },
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
];
