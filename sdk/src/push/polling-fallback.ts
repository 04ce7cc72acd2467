import type { SkiffClient } from '../client.js';
import { PUSH_FALLBACK_POLL_INTERVAL_MS } from '../domain/constants.js';
import { type Activity, type Ref, refId } from '../schemas/index.js';
import type { PushMessage } from './messages.js';
import type { PushFallback } from './push-client.js';

export interface PollingFallbackOptions {
  /** Time between two polls (default `PUSH_FALLBACK_POLL_INTERVAL_MS`, 5 s). */
  intervalMs?: number;
  /** How many of the newest activities each poll reads (default 25). */
  activities?: number;
}

/** What one activity looked like at the last poll, and the version its last synthesized message carried. */
interface Seen {
  fingerprint: string;
  version: number;
}

/**
 * The push channel's stand-in for an origin without one: every interval it reads the newest activities and the
 * unread count over REST and emits the messages push would have sent, so every live view that listens to push
 * (lists, task views, the bell, `notifications watch`) keeps working, at the polling interval. The first poll
 * takes stock, and emits a `resync` when asked (after a channel that was open went away, views reload once); later polls
 * emit an `activity` message for each activity that is new or changed status or `updatedAt`, and a
 * `notification` message when the unread count changed. A failed poll is skipped silently (the next one retries;
 * views report connection trouble from their own calls).
 */
export function pollingFallback(client: SkiffClient, options: PollingFallbackOptions = {}): PushFallback {
  const intervalMs = options.intervalMs ?? PUSH_FALLBACK_POLL_INTERVAL_MS;
  const pageSize = options.activities ?? 25;
  return (emit, { resync }) => {
    const controller = new AbortController();
    const { signal } = controller;
    let seen: Map<string, Seen> | undefined;
    let unread: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      try {
        const call = { signal, maxRetries: 0 };
        const [page, count] = await Promise.all([
          client.activities.list({ pageIndex: 1, pageSize }, call),
          client.notifications.unreadCount(call),
        ]);
        if (signal.aborted) return;
        const previous = seen;
        seen = new Map();
        for (const activity of [...page.items].reverse()) {
          const before = previous?.get(activity._id);
          const fingerprint = `${activity.status}|${activity.updatedAt ?? ''}`;
          const version = before && before.fingerprint !== fingerprint ? before.version + 1 : (before?.version ?? 1);
          seen.set(activity._id, { fingerprint, version });
          if (previous && before?.fingerprint !== fingerprint) emit(activityMessage(activity, version));
        }
        if (!previous && resync) emit({ kind: 'resync' });
        else if (count !== unread) emit({ kind: 'notification', type: 'notification', unread: count });
        unread = count;
      } catch {
        // Skipped: the next poll tries again.
      }
      if (!signal.aborted) {
        timer = setTimeout(() => void poll(), intervalMs);
        (timer as { unref?: () => void }).unref?.();
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  };
}

/** The push message an activity change would have produced (spec 003's payload fields). */
function activityMessage(activity: Activity, version: number): PushMessage {
  const deployment = (activity as { deployment?: Ref | null }).deployment;
  return {
    kind: 'activity',
    type: 'activity',
    actionName: activity.action,
    status: activity.status,
    environment: refId(activity.environment),
    workspace: refId(activity.workspace),
    project: refId(activity.project),
    application: refId(activity.application),
    deployment: deployment ? refId(deployment) : undefined,
    actionId: activity._id,
    version,
  };
}
