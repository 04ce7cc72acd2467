import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of a project's tabs and its items (secrets, extensions, members). */
export const PROJECT_KEYS: readonly KeyBinding[] = [
  { command: 'openTags', keys: ['t'], description: 'Tags (deployments) of the project', scope: 'project' },
  {
    command: 'openSnapshots',
    keys: ['P'],
    description: "Snapshots of the project's branches: show, delete",
    scope: 'project',
  },
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
    command: 'syncBranches',
    keys: ['s'],
    description: "Sync all branches: read the repository's branches again",
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
  { command: 'previousTab', keys: ['shift+tab'], description: 'Previous project tab', scope: 'project' },
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
    command: 'changeProjectType',
    keys: ['T'],
    description: 'Change the project type (settings)',
    scope: 'projectItems',
  },
  {
    command: 'editGitAccess',
    keys: ['A'],
    description: 'Git access: your personal git token or a repository token (settings)',
    scope: 'projectItems',
  },
  {
    command: 'rename',
    keys: ['R'],
    description: 'Rename the project (and change its description)',
    scope: 'projectItems',
  },
];
