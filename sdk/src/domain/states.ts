/** Spec 000 section 4 and spec 002 section 4: task and application states, and how they are displayed. */

/** A task whose status is one of these is over; STOPPED and MISSING also end log polling (spec 000 section 4). */
const FINISHED_TASK_STATUSES: readonly string[] = ['SUCCESS', 'ERROR', 'STOPPED', 'MISSING'];

export function isTaskFinished(status: string | undefined | null): boolean {
  return status != null && FINISHED_TASK_STATUSES.includes(status);
}

export function isTaskRunning(status: string | undefined | null): boolean {
  return status === 'PENDING' || status === 'IN_PROGRESS';
}

/**
 * Semantic tones; every front end maps them to its own colours. The spec's colours: success green, error red,
 * info blue, warning gold, attention orange.
 */
export type Tone = 'success' | 'error' | 'info' | 'warning' | 'attention' | 'neutral';

/** The tone of a task status: green success, red error, gold pending, orange in progress (spec 000 section 4). */
export function taskStatusTone(status: string | undefined | null): Tone {
  switch (status) {
    case 'SUCCESS':
      return 'success';
    case 'ERROR':
      return 'error';
    case 'PENDING':
      return 'warning';
    case 'IN_PROGRESS':
      return 'attention';
    default:
      return 'neutral';
  }
}

export type DisplayedApplicationStateName = 'Processing' | 'Error' | 'Running' | 'Paused' | 'Not Deployed';

export interface DisplayedState {
  label: DisplayedApplicationStateName;
  tone: Tone;
}

/** The fields the displayed state depends on. */
export interface ApplicationStateInput {
  status?: string | null;
  replicas?: number | null;
  lastActivity?: { action?: string | null; status?: string | null } | null;
}

/**
 * The displayed application state (spec 002 section 4), first match wins:
 * Processing (blue) while the last activity is pending or in progress; Error when it errored; Running (green) when
 * the last success is not an undeploy and replicas are above zero; Paused (gold) with zero replicas; else Not Deployed.
 * "Paused" needs a deployed application: an undeployed one also has zero replicas but is Not Deployed.
 */
export function displayedApplicationState(app: ApplicationStateInput): DisplayedState {
  const last = app.lastActivity ?? undefined;
  if (isTaskRunning(last?.status)) return { label: 'Processing', tone: 'info' };
  if (last?.status === 'ERROR') return { label: 'Error', tone: 'error' };
  const undeployed = app.status === 'UNDEPLOY_APPLICATION_SUCCESS' || last?.action === 'UNDEPLOY_APPLICATION';
  const deployed = !undeployed && (app.status === 'DEPLOY_APPLICATION_SUCCESS' || app.status === 'UPGRADING');
  const replicas = app.replicas ?? 0;
  if (deployed && replicas > 0) return { label: 'Running', tone: 'success' };
  if (deployed && replicas === 0) return { label: 'Paused', tone: 'warning' };
  return { label: 'Not Deployed', tone: 'attention' };
}
