import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of the account pages. */
export const ACCOUNT_KEYS: readonly KeyBinding[] = [
  {
    command: 'nextTab',
    keys: ['tab'],
    description: 'Next account page: profile, git tokens, command access tokens, organizations',
    scope: 'account',
  },
  { command: 'previousTab', keys: ['shift+tab'], description: 'Previous account page', scope: 'account' },
  { command: 'addItem', keys: ['a'], description: 'Create one (a token, an organization)', scope: 'account' },
  { command: 'editItem', keys: ['e'], description: 'Edit: your name, a git token, an organization', scope: 'account' },
  { command: 'removeItem', keys: ['x'], description: 'Delete the selected one (asks first)', scope: 'account' },
  {
    command: 'editContact',
    keys: ['C'],
    description: "Organization: its contact email and logo (an image's URL)",
    scope: 'account',
  },
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
];
