/** Spec 000 section 9 and spec 002 section 9: the product's numbers, in one place. */

/** Expected log lines per task action; the progress bar's total. Counts the spec does not give are our choice. */
export const EXPECTED_LOG_LINES: Readonly<Record<string, number>> = {
  DEPLOY_APPLICATION: 108,
  UPGRADE_APPLICATION: 75,
  UNDEPLOY_APPLICATION: 51,
  CREATE_ENVIRONMENT: 80,
  CREATE_SNAPSHOT: 80,
  DELETE_NAMESPACE: 18,
  // Not given by the spec (section 9 says "other actions have counts not given here"): our choice.
  PAUSE_APPLICATION: 24,
  UNPAUSE_APPLICATION: 24,
  // Our choice (application screens, spec 002): backup parts, restore, domains, HTTPS, VPS, static sites, snapshots.
  EXPORT_DATABASE: 30,
  EXPORT_FILES: 30,
  EXPORT_SOURCECODE: 20,
  RESTORE_BACKUP: 40,
  ADD_CUSTOM_DOMAIN: 20,
  DELETE_CUSTOM_DOMAIN: 12,
  START_FORCING_HTTPS: 12,
  STOP_FORCING_HTTPS: 12,
  INIT_VPS: 24,
  DEPLOY_TO_VPS: 60,
  CREATE_STATIC_SITE: 30,
  DELETE_SNAPSHOT: 16,
  // Deployments (tags), project creation and related tasks: not given by the spec, our choice.
  CREATE_DEPLOYMENT: 90,
  UPDATE_DEPLOYMENT: 30,
  DELETE_DEPLOYMENT: 40,
  SWITCH_OVER_DEPLOYMENT: 24,
  CREATE_PROJECT: 20,
  QUICKCLONE_PROJECT: 36,
  MIGRATE_PROJECT: 60,
  // Our choice: deleting a cluster's infrastructure (DELETE /environments/{id}), about half a creation.
  DELETE_ENVIRONMENT: 40,
  // Our choice: a git webhook pulls and rolls out a deployed branch (shorter than a full deploy).
  TRIGGER_WEBHOOK: 60,
};

/** Progress-bar total for an action, or undefined when the spec gives none and we chose none. */
export function expectedLogLines(action: string): number | undefined {
  return EXPECTED_LOG_LINES[action];
}

export const WORKSPACE_PAGE_SIZES = [12, 24, 50] as const;
export const DEFAULT_WORKSPACE_PAGE_SIZE = 12;
export const PROJECT_PAGE_SIZES = [12, 25, 50] as const;
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PREVIEW_LENGTH = 180;
export const DEFAULT_LOG_PAGE_SIZE = 100;
/** A completed activity's log is fetched in one page of this size. */
export const COMPLETED_LOG_PAGE_SIZE = 9999;

export const SESSION_CHECK_INTERVAL_MS = 5_000;
/** What a user reads when a session expired and cannot be renewed (the CLI's error, the TUI's sign-in screen). */
export function sessionExpiredMessage(profile: string): string {
  return `The session of profile '${profile}' expired. Sign in again: skiff auth login`;
}
export const APPLICATION_LOG_POLL_INTERVAL_MS = 30_000;
export const PUSH_KEEPALIVE_MS = 300_000;
/**
 * Ours (the spec names no figure): an origin whose push channel has not said `ready` this long after a connect
 * is treated as having none (`PushState` 'unavailable'), and live views fall back to polling.
 */
export const PUSH_UNAVAILABLE_AFTER_MS = 10_000;
/**
 * Ours: how often live views poll REST for news while there is no push channel (activities and the unread count,
 * see push/polling-fallback.ts). Short enough that a deploy's end shows within seconds, long enough to cost a user
 * two small requests per interval.
 */
export const PUSH_FALLBACK_POLL_INTERVAL_MS = 5_000;
export const MOBILE_BREAKPOINT_PX = 768;

/** Spec 002 section 2.1: the deployed-branch list. */
export const BRANCH_PAGE_SIZE = 10;
