import type { Store } from '../store/index.js';
import type { PushHub } from './hub.js';

/**
 * The expiry warnings of the push channel (spec 003 section 4: "warning expired app" raises the browser notice
 * "Your application is about to expire!"). The spec does not say when the platform sends it; our choice: to each
 * connected user who can see the application, once per application and expiry time, when the expiry is less than
 * `EXPIRY_WARNING_WINDOW_MS` away and not yet past, found by a check every `EXPIRY_CHECK_INTERVAL_MS` (the option
 * `expiryCheckIntervalMs`). A user who connects later in the window is warned then; extending the application (a
 * new expiry time) warns again.
 */
export const EXPIRY_WARNING_WINDOW_MS = 60 * 60 * 1000;
export const EXPIRY_CHECK_INTERVAL_MS = 60 * 1000;

export type ExpiryWarnings = ReturnType<typeof createExpiryWarnings>;

function timeOf(expiredTime: string | number | null): number {
  return typeof expiredTime === 'number' ? expiredTime : Date.parse(expiredTime ?? '');
}

export function createExpiryWarnings(deps: { store: Store; push: PushHub; intervalMs: number }) {
  /** `{application id} {expiry} {user id}` of the warnings sent (in memory: a restart may warn once more). */
  const warned = new Set<string>();

  /** Warns the connected users about the applications expiring within the window; returns the ids warned about. */
  function check(now = Date.now()): string[] {
    const sent: string[] = [];
    for (const app of deps.store.applications.expiring()) {
      const at = timeOf(app.expiredTime);
      if (!(at > now && at - now <= EXPIRY_WARNING_WINDOW_MS)) continue;
      const users = deps.push.connectedAudience(app.workspaceId).filter((id) => !warned.has(`${app.id} ${at} ${id}`));
      if (users.length === 0) continue;
      for (const id of users) warned.add(`${app.id} ${at} ${id}`);
      deps.push.expiryWarning(app, users);
      sent.push(app.id);
    }
    return sent;
  }

  const timer = setInterval(() => check(), deps.intervalMs);
  timer.unref();

  return {
    check,
    /**
     * Sends the warning for one application now, whatever its expiry (the test hook
     * `POST /__emulator/push/expiry-warning`); undefined when there is no such application.
     */
    warnNow(applicationId: string): number | undefined {
      const app = deps.store.applications.state(applicationId);
      if (!app) return undefined;
      const environment = app.data.environment as { _id?: string } | null | undefined;
      return deps.push.expiryWarning({
        id: app.id,
        workspaceId: app.workspaceId,
        projectId: app.projectId,
        expiredTime: (app.data.expiredTime as string | number | null | undefined) ?? null,
        environmentId: environment?._id ?? null,
      });
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
