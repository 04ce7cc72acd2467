import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of the activity lists and an activity log. */
export const ACTIVITY_KEYS: readonly KeyBinding[] = [
  {
    command: 'abort',
    keys: ['A'],
    description: 'Abort the selected task (after 5 minutes without update)',
    scope: 'activities',
  },
];
