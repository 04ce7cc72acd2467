import {
  APPLICATION_ACTION_TASKS,
  type ApplicationAction,
  type ApplicationIds,
  type RunActionOptions,
  runApplicationAction,
  waitForActivity,
  wakeOnPush,
} from '@skiff/sdk';
import { expectedLogLines, humanAction, isTaskFinished } from '@skiff/sdk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotice } from '../contexts/notice-context.js';
import { useServices } from '../contexts/services-context.js';
import { cleanLine } from '../services/text.js';

/** The last lines of a running task kept in memory: more than any screen shows. */
const KEPT_LINES = 200;

/** A task being followed: its log tail and progress. */
export interface RunningTask {
  action: string;
  activityId?: string;
  lines: string[];
  count: number;
  expected?: number;
  /** The final status once the task ended. */
  status?: string;
}

/**
 * Runs the long actions of one application and follows a task's log live (lines as the server writes them, woken
 * by push messages). Input: the application's ids and `onEnded`, called when a task ends (to reload the state).
 * Output: the task (running or last ended), whether one runs, `start(action)` and `follow(activityId, action)`.
 */
export function useApplicationAction(ids: ApplicationIds, onEnded: () => void) {
  const { client, push } = useServices();
  const { showError, showInfo } = useNotice();
  const [task, setTask] = useState<RunningTask>();
  const busy = useRef(false);
  /** Activities already followed here, so that a reload showing one still running does not follow it again. */
  const known = useRef(new Set<string>());
  const abort = useRef(new AbortController());
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const track = useCallback(
    async (action: string, run: (options: RunActionOptions) => Promise<{ status: string; activityId: string }>) => {
      if (busy.current) return;
      busy.current = true;
      setTask({ action, lines: [], count: 0, expected: expectedLogLines(action) });
      const signal = abort.current.signal;
      let activityId: string | undefined;
      const options: RunActionOptions = {
        signal,
        onLine: (message, index) =>
          setTask((t) => t && { ...t, count: index + 1, lines: [...t.lines, cleanLine(message)].slice(-KEPT_LINES) }),
        onProgress: (progress) => {
          if (activityId === progress.activityId) return;
          activityId = progress.activityId;
          known.current.add(activityId);
          setTask((t) => t && { ...t, activityId });
        },
        // Any news of this application's tasks (the activity id is not known before the first line).
        wake: wakeOnPush(
          push,
          (m) => m.kind === 'activity' && (m.application === ids.applicationId || m.actionId === activityId),
        ),
      };
      try {
        const outcome = await run(options);
        known.current.add(outcome.activityId);
        if (signal.aborted) return;
        setTask((t) => t && { ...t, activityId: outcome.activityId, status: outcome.status });
        if (outcome.status === 'ERROR') showError(new Error(`${humanAction(action)} failed.`));
        else showInfo(`${humanAction(action)}: ${outcome.status}`);
      } catch (error) {
        if (signal.aborted) return;
        setTask(undefined);
        showError(error);
      } finally {
        busy.current = false;
        if (!signal.aborted) onEndedRef.current();
      }
    },
    [push, ids.applicationId, showError, showInfo],
  );

  /** Starts an action (a deploy with the wizard's answers in `deployBody`) and follows its task. */
  const start = useCallback(
    (action: ApplicationAction, deployBody?: Record<string, unknown>) => {
      void track(APPLICATION_ACTION_TASKS[action], (options) =>
        runApplicationAction(client, ids, action, options, deployBody),
      );
    },
    [client, ids, track],
  );

  /** Follows a task someone else started (the application was already Processing when opened). */
  const follow = useCallback(
    (activityId: string, action: string, status?: string | null) => {
      if (isTaskFinished(status) || known.current.has(activityId)) return;
      known.current.add(activityId);
      void track(action, (options) => waitForActivity(client, activityId, action, options));
    },
    [client, track],
  );

  return { task, running: task !== undefined && task.status === undefined, start, follow };
}
