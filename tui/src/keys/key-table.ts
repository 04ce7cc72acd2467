import { ACCOUNT_KEYS } from '../screens/account/keys.js';
import { ACTIVITY_KEYS } from '../screens/activities/keys.js';
import { ADMIN_KEYS } from '../screens/admin/keys.js';
import { APPLICATION_KEYS, EXPORT_KEYS } from '../screens/application/keys.js';
import { HOME_KEYS } from '../screens/home/keys.js';
import { NOTIFICATION_KEYS } from '../screens/overlays/keys.js';
import { PROJECT_KEYS } from '../screens/project/keys.js';
import { FORM_KEYS, TEXT_FORM_KEYS } from '../screens/shared/keys.js';
import { TAG_KEYS } from '../screens/tag/keys.js';
import { WORKSPACE_KEYS } from '../screens/workspace/keys.js';
import type { BindingScope, Command } from './key-commands.js';

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

/** Keys every screen shares: quitting, help, going back, the palette, moving in a list and paging it. */
const SHELL_BINDINGS: readonly KeyBinding[] = [
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
];

/** Keys of the dialogs over a screen: the palette, a text prompt, a yes/no question, a list's filter. */
const DIALOG_BINDINGS: readonly KeyBinding[] = [
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

/**
 * The one table of key bindings: the dispatcher, the footer hints and the help screen all read it. Its order is the
 * dispatch order: the first binding of an active scope that matches a key wins.
 */
export const KEY_BINDINGS: readonly KeyBinding[] = [
  ...SHELL_BINDINGS,
  // Each screen family's keys live beside its screens (`screens/<family>/keys.ts`). Where two scopes can be active
  // at once and share a key, the earlier one wins: forms before the export screen's panes, the account and admin
  // keys before the typed-field forms and the export screen.
  ...HOME_KEYS,
  ...WORKSPACE_KEYS,
  ...PROJECT_KEYS,
  ...TAG_KEYS,
  ...APPLICATION_KEYS,
  ...FORM_KEYS,
  ...NOTIFICATION_KEYS,
  ...ACTIVITY_KEYS,
  ...ACCOUNT_KEYS,
  ...ADMIN_KEYS,
  ...TEXT_FORM_KEYS,
  ...EXPORT_KEYS,
  ...DIALOG_BINDINGS,
];
