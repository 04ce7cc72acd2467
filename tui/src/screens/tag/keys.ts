import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of a project's tag list and of one tag. */
export const TAG_KEYS: readonly KeyBinding[] = [
  { command: 'createTag', keys: ['a'], description: 'Create a tag: its name, then its image tag', scope: 'tags' },
  { command: 'deploy', keys: ['d'], description: 'Deploy the tag', scope: 'tag' },
  {
    command: 'undeploy',
    keys: ['x'],
    description: 'Undeploy the tag (type its image tag)',
    scope: 'tag',
  },
  {
    command: 'deleteTag',
    keys: ['D'],
    description: 'Delete the tag, once undeployed (type its image tag)',
    scope: 'tag',
  },
  {
    command: 'openConfiguration',
    keys: ['o'],
    description: 'Configuration of the tag: roots, replicas, tools, image, server type and capacity',
    scope: 'tag',
  },
  {
    command: 'openSecurity',
    keys: ['s'],
    description: 'Security of the tag: basic auth (user, password) and file permission level',
    scope: 'tag',
  },
  { command: 'createBackup', keys: ['c'], description: 'Take a backup of the tag', scope: 'tag' },
  {
    command: 'scheduleBackups',
    keys: ['S'],
    description: 'Daily backup of the tag: turn on (at a UTC offset, kept how long) or off',
    scope: 'tag',
  },
  { command: 'addDomain', keys: ['a'], description: 'Add a custom domain to the tag', scope: 'tag' },
  {
    command: 'openDeployWizard',
    keys: ['w'],
    description: 'Launch wizard: deploy the tag with chosen database, security and configuration',
    scope: 'tag',
  },
  { command: 'openLogs', keys: ['l'], description: "Logs: the tag's newest task log", scope: 'tag' },
  { command: 'forceHttps', keys: ['h'], description: 'Force HTTPS on the tag, or stop', scope: 'tag' },
];
