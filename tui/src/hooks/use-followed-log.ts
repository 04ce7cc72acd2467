import { followActivityLogPages, isAboutActivity, wakeOnPush } from '@skiff/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotice } from '../contexts/notice-context.js';
import { useServices } from '../contexts/services-context.js';
import { cleanLine } from '../services/text.js';

/** An activity's log as followed so far. */
export interface FollowedLog {
  /** Every line so far (one array that grows; `count` says when it did). */
  lines: readonly string[];
  count: number;
  /** The final status once the task ended; undefined while it runs (or before the first answer). */
  status?: string;
  /** The first answer came. */
  started: boolean;
  /** Reads the log again from its start. */
  reload(): void;
}

/**
 * Follows an activity's log live, as `skiff logs tail ID --follow` does: each line once, in order, woken early by
 * a push message about the activity (or the polling fallback's), until the task ends. Input: the activity id.
 */
export function useFollowedLog(activityId: string): FollowedLog {
  const { client, push } = useServices();
  const { showError } = useNotice();
  const lines = useRef<string[]>([]);
  const [state, setState] = useState<{ count: number; status?: string; started: boolean }>({
    count: 0,
    started: false,
  });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation reads the log again
  useEffect(() => {
    const controller = new AbortController();
    lines.current = [];
    setState({ count: 0, started: false });
    (async () => {
      for await (const batch of followActivityLogPages(client, activityId, {
        signal: controller.signal,
        wake: wakeOnPush(push, isAboutActivity(activityId)),
      })) {
        if (controller.signal.aborted) return;
        if (batch.type === 'lines') {
          for (const line of batch.lines) lines.current.push(line.message);
          setState({ count: lines.current.length, started: true });
        } else {
          setState({ count: lines.current.length, started: true, status: cleanLine(batch.status) });
        }
      }
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) showError(error);
    });
    return () => controller.abort();
  }, [client, push, activityId, generation, showError]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { lines: lines.current, count: state.count, status: state.status, started: state.started, reload };
}
