import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of the notifications drawer. */
export const NOTIFICATION_KEYS: readonly KeyBinding[] = [
  { command: 'clearAll', keys: ['C'], description: 'Clear all notifications (asks first)', scope: 'notifications' },
];
