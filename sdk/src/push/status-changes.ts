import type { PushMessage } from './messages.js';

/**
 * A filter for views that show states, not progress (lists, counters): it accepts a resync and each activity
 * message that changes its task's status (a task pushes `IN_PROGRESS` again every 10 log lines; a list needs
 * only the first), and nothing else. One filter per view, since it remembers the statuses it has seen.
 */
export function statusChanges(): (message: PushMessage) => boolean {
  const seen = new Map<string, string>();
  return (message) => {
    if (message.kind === 'resync') return true;
    if (message.kind !== 'activity') return false;
    const key = message.actionId ?? `${message.actionName}/${message.application ?? message.workspace ?? ''}`;
    if (seen.get(key) === message.status) return false;
    seen.set(key, message.status);
    if (seen.size > 500) seen.delete(seen.keys().next().value as string);
    return true;
  };
}
