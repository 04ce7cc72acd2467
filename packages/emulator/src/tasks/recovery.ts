import { newId } from '../ids.js';
import type { Store } from '../store/index.js';
import { isApplicationAction, notificationOf } from './actions.js';
import { INTERRUPTED_LINE, stamp } from './script.js';

/**
 * Crash recovery on open: a task still PENDING or IN_PROGRESS was running when the previous emulator stopped.
 * It ends as ERROR with a closing log line; its application's lastActivity follows. Returns how many.
 */
export function recoverInterruptedTasks(store: Store): number {
  const running = store.activities.running();
  if (running.length === 0) return 0;
  store.transaction(() => {
    const now = new Date();
    const at = now.toISOString();
    for (const activity of running) {
      store.activities.appendLines(activity.id, activity.lineCount, [stamp(INTERRUPTED_LINE, now)], at);
      store.activities.setStatus(activity.id, 'ERROR', at);
      if (!activity.applicationId) continue;
      const app = store.applications.state(activity.applicationId);
      if (app && (!app.lastActivityId || app.lastActivityId === activity.id)) {
        store.applications.setLastActivity(app.id, activity.id);
      }
      if (activity.createdBy && isApplicationAction(activity.action) && app) {
        const project = store.projects.get(app.projectId);
        const text = notificationOf(activity.action, false, app, String(project?.name ?? 'project'));
        store.notifications.insert({ id: newId(), userId: activity.createdBy, createdAt: at, ...text });
      }
    }
  });
  return running.length;
}
