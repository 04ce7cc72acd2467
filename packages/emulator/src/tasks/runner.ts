import type { FaultInjector } from '../http/faults.js';
import { newId } from '../ids.js';
import type { PushHub } from '../push/hub.js';
import type { ActivityRecord } from '../store/activities.js';
import type { ApplicationState } from '../store/applications.js';
import type { Store } from '../store/index.js';
import type { User } from '../store/users.js';
import { type ApplicationAction, effectOf, expectedLinesOf, notificationOf, scriptContextOf } from './actions.js';
import { failureLines, scriptLines, stamp } from './script.js';

/** A base line interval of 200 ms, divided by the task speed. */
const BASE_LINE_INTERVAL_MS = 200;
const MIN_TICK_MS = 4;
const WAKE_EVERY_LINES = 10;
const MAX_LINES_PER_TICK = 500;

export interface StartTask {
  action: ApplicationAction;
  app: ApplicationState;
  user: User;
  /** End in ERROR after about half of the lines (fault injection). */
  fail?: boolean;
}

/**
 * A task on something other than an application (a cluster, ...): its area gives the lines and the effect.
 * `finish` runs inside the finishing transaction, applies the effect on success and returns the notification.
 */
export interface StartSubjectTask {
  action: string;
  user: User;
  workspaceId: string | null;
  environmentId: string | null;
  /** The project the task is about, when it is about one (deployments, project creation). */
  projectId?: string | null;
  /** Extra activity fields, such as `deployment` (the tag's id, sent in push messages). */
  data?: Record<string, unknown>;
  /** The application the task is about (a git webhook's redeploy); its lastActivity then follows the task. */
  applicationId?: string | null;
  lines: string[];
  fail?: boolean;
  finish(succeeded: boolean, at: string): { title: string; message: string; status: string };
}

interface RunningTask {
  id: string;
  action: string;
  /** Set for subject tasks (see StartSubjectTask); application tasks use the application branch. */
  onFinish?: StartSubjectTask['finish'];
  applicationId: string;
  userId: string;
  userEmail: string;
  projectName: string;
  lines: string[];
  written: number;
  createdAtMs: number;
  progressSinceMs: number | undefined;
  failAt: number | undefined;
}

export type TaskRunner = ReturnType<typeof createTaskRunner>;

/** One timer-driven simulator per emulator: PENDING for a tick, IN_PROGRESS while writing lines, then the end. */
export function createTaskRunner(deps: {
  store: Store;
  push: PushHub;
  taskSpeed: number;
  log: (line: string) => void;
  /** The test fault plan: a line count of its own, every task failing. */
  faults?: FaultInjector;
}) {
  const { store, push } = deps;
  const lineIntervalMs = BASE_LINE_INTERVAL_MS / deps.taskSpeed;
  const tickMs = Math.max(MIN_TICK_MS, Math.min(lineIntervalMs, BASE_LINE_INTERVAL_MS));
  const tasks = new Map<string, RunningTask>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function notifyActivity(id: string, status: string, version: number): void {
    const record = store.activities.record(id);
    if (record) push.activity(record, status, version);
  }

  function ensureTimer(): void {
    if (!timer && !stopped && tasks.size > 0) timer = setInterval(tick, tickMs);
  }

  function tick(): void {
    const now = Date.now();
    for (const task of [...tasks.values()]) {
      try {
        advance(task, now);
      } catch (error) {
        deps.log(`task ${task.id} failed in the simulator: ${error instanceof Error ? error.message : String(error)}`);
        tasks.delete(task.id);
      }
    }
    if (tasks.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  function advance(task: RunningTask, now: number): void {
    if (task.progressSinceMs === undefined) {
      if (now - task.createdAtMs < lineIntervalMs) return;
      const version = store.activities.setStatus(task.id, 'IN_PROGRESS', new Date(now).toISOString());
      task.progressSinceMs = now;
      notifyActivity(task.id, 'IN_PROGRESS', version);
      return;
    }
    const limit = task.failAt ?? task.lines.length;
    const due = Math.min(limit, Math.floor((now - task.progressSinceMs) / lineIntervalMs) + 1);
    const upTo = Math.min(due, task.written + MAX_LINES_PER_TICK);
    if (upTo > task.written) {
      const at = new Date(now);
      const fresh = task.lines.slice(task.written, upTo).map((text) => stamp(text, at));
      const before = task.written;
      let version: number | undefined;
      store.transaction(() => {
        task.written = store.activities.appendLines(task.id, before, fresh, at.toISOString());
        if (Math.floor(task.written / WAKE_EVERY_LINES) > Math.floor(before / WAKE_EVERY_LINES)) {
          version = store.activities.bumpVersion(task.id, at.toISOString());
        }
      });
      if (version !== undefined && task.written < limit) notifyActivity(task.id, 'IN_PROGRESS', version);
    }
    if (task.written >= limit) finish(task, task.failAt === undefined);
  }

  function finish(task: RunningTask, succeeded: boolean): void {
    tasks.delete(task.id);
    const at = new Date().toISOString();
    const status = succeeded ? 'SUCCESS' : 'ERROR';
    const version = store.transaction(() => {
      if (!succeeded) {
        const lines = failureLines(task.action).map((text) => stamp(text));
        task.written = store.activities.appendLines(task.id, task.written, lines, at);
      }
      const text = task.onFinish ? task.onFinish(succeeded, at) : finishApplication(task, succeeded, at);
      store.notifications.insert({ id: newId(), userId: task.userId, createdAt: at, ...text });
      return store.activities.setStatus(task.id, status, at);
    });
    notifyActivity(task.id, status, version);
    push.notification(task.userId);
  }

  function finishApplication(task: RunningTask, succeeded: boolean, at: string) {
    const action = task.action as ApplicationAction;
    const app = store.applications.state(task.applicationId);
    if (app && succeeded) {
      const effect = effectOf(action, app, task.userEmail, at);
      store.applications.updateState(app.id, effect, effect.patch);
    }
    return notificationOf(action, succeeded, { name: app?.name ?? 'unknown' }, task.projectName);
  }

  return {
    /** Starts a task on something other than an application; the caller has checked the rules. */
    startSubject(input: StartSubjectTask): ActivityRecord {
      if (stopped) throw new Error('The task simulator is stopped.');
      const id = newId();
      const now = new Date();
      const at = now.toISOString();
      store.activities.insert({
        id,
        action: input.action,
        status: 'PENDING',
        workspaceId: input.workspaceId,
        projectId: input.projectId ?? null,
        applicationId: input.applicationId ?? null,
        environmentId: input.environmentId,
        data: input.data,
        createdBy: input.user._id,
        createdAt: at,
        expectedLines: input.lines.length,
      });
      tasks.set(id, {
        id,
        action: input.action,
        onFinish: input.finish,
        applicationId: '',
        userId: input.user._id,
        userEmail: input.user.email,
        projectName: '',
        lines: input.lines,
        written: 0,
        createdAtMs: now.getTime(),
        progressSinceMs: undefined,
        failAt: input.fail ? Math.floor(input.lines.length / 2) : undefined,
      });
      const record = store.activities.record(id)!;
      push.activity(record, 'PENDING', record.version);
      ensureTimer();
      return record;
    },
    /** Creates the activity (PENDING) and schedules it; the caller has checked the rules. Returns its id. */
    start(input: StartTask): ActivityRecord {
      if (stopped) throw new Error('The task simulator is stopped.');
      const id = newId();
      const now = new Date();
      const at = now.toISOString();
      const project = store.projects.get(input.app.projectId);
      const expected = deps.faults
        ? deps.faults.taskLines(expectedLinesOf(input.action))
        : expectedLinesOf(input.action);
      const environment = (input.app.data.environment ?? {}) as { _id?: string };
      store.transaction(() => {
        store.activities.insert({
          id,
          action: input.action,
          status: 'PENDING',
          workspaceId: input.app.workspaceId,
          projectId: input.app.projectId,
          applicationId: input.app.id,
          environmentId: environment._id ?? null,
          createdBy: input.user._id,
          createdAt: at,
          expectedLines: expected,
        });
        store.applications.setLastActivity(input.app.id, id);
        store.workspaces.touch(input.app.workspaceId, at);
      });
      tasks.set(id, {
        id,
        action: input.action,
        applicationId: input.app.id,
        userId: input.user._id,
        userEmail: input.user.email,
        projectName: String(project?.name ?? 'project'),
        lines: scriptLines(input.action, scriptContextOf(input.app, project), expected),
        written: 0,
        createdAtMs: now.getTime(),
        progressSinceMs: undefined,
        failAt: input.fail || deps.faults?.plan.taskError ? Math.floor(expected / 2) : undefined,
      });
      const record = store.activities.record(id)!;
      push.activity(record, 'PENDING', record.version);
      ensureTimer();
      return record;
    },
    /**
     * Tests only (`settleStartupDeploys`): runs a task to its end at once, as its timer would have: IN_PROGRESS, every
     * line, then the end (effect, notification, status). Its lines are stamped now.
     */
    runToEnd(id: string): void {
      const task = tasks.get(id);
      if (!task) return;
      const now = Date.now();
      task.createdAtMs = Math.min(task.createdAtMs, now - lineIntervalMs);
      advance(task, now);
      task.progressSinceMs = now - task.lines.length * lineIntervalMs;
      while (tasks.has(id)) advance(task, now);
    },
    runningCount(): number {
      return tasks.size;
    },
    /** Stops the timer; tasks still running stay PENDING/IN_PROGRESS in the database (recovered on next open). */
    stop(): void {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      tasks.clear();
    },
  };
}
