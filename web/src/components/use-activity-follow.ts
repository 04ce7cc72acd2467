import { isAboutActivity, waitForActivity, wakeOnPush } from '@skiff/sdk';
import { expectedLogLines } from '@skiff/sdk/domain';
import { useEffect, useState } from 'react';
import { useSession } from '../session/session-context.js';

export interface FollowedTask {
  activityId: string;
  action: string;
  lines: string[];
  /** The progress bar's total: the spec's line count for the action (SDK), if it has one. */
  expected: number | undefined;
  /** The final status once the task ended. */
  status?: string;
}

/**
 * Follows a running activity's log with the SDK's flow (each line once, in order) and calls `onEnd` when the task
 * is over. A push message about the activity wakes the poll at once. Following stops when another activity is
 * named or the page goes away.
 */
export function useActivityFollow(
  activity: { id: string; action: string } | undefined,
  onEnd: () => void,
): FollowedTask | undefined {
  const { client, push, handleError } = useSession();
  const [task, setTask] = useState<FollowedTask>();
  // A task being followed is followed to its end even when the page stops naming it (a reload that already
  // reads SUCCESS, e.g. after a deploy started elsewhere): stopping there left the panel "IN_PROGRESS 108/108"
  // with every action disabled.
  const unfinished = task && !task.status ? { id: task.activityId, action: task.action } : undefined;
  const followed = activity ?? unfinished;
  const id = followed?.id;
  const action = followed?.action ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new push client or onEnd must not restart the follow
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setTask({ activityId: id, action, lines: [], expected: expectedLogLines(action) });
    waitForActivity(client, id, action, {
      signal: controller.signal,
      wake: wakeOnPush(push, isAboutActivity(id)),
      onLine: (message) => setTask((t) => (t && t.activityId === id ? { ...t, lines: [...t.lines, message] } : t)),
    }).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        setTask((t) => (t && t.activityId === id ? { ...t, status: outcome.status } : t));
        onEnd();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) handleError(error);
      },
    );
    return () => controller.abort();
  }, [client, id, action]);

  return task;
}
