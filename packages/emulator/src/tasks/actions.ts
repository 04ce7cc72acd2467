import { APPLICATION_PROTECTED_MESSAGE, EXPECTED_LOG_LINES, isTaskRunning } from '../domain.js';
import type { ApplicationState } from '../store/applications.js';
import {
  APPLICATION_AREA_ACTIONS,
  APPLICATION_AREA_LABELS,
  areaEffectOf,
  areaRefusalOf,
  isApplicationAreaAction,
} from './application-area-actions.js';
import type { ScriptContext } from './script.js';

export const APPLICATION_ACTIONS = [
  'DEPLOY_APPLICATION',
  'PAUSE_APPLICATION',
  'UNPAUSE_APPLICATION',
  'UNDEPLOY_APPLICATION',
  ...APPLICATION_AREA_ACTIONS,
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

const LABELS: Record<ApplicationAction, { title: string; past: string }> = {
  DEPLOY_APPLICATION: { title: 'Deploy application', past: 'deployed' },
  PAUSE_APPLICATION: { title: 'Pause application', past: 'paused' },
  UNPAUSE_APPLICATION: { title: 'Unpause application', past: 'unpaused' },
  UNDEPLOY_APPLICATION: { title: 'Undeploy application', past: 'undeployed' },
  ...APPLICATION_AREA_LABELS,
};

export function isApplicationAction(action: string): action is ApplicationAction {
  return (APPLICATION_ACTIONS as readonly string[]).includes(action);
}

export function expectedLinesOf(action: string): number {
  return EXPECTED_LOG_LINES[action] ?? 40;
}

function isDeployed(app: ApplicationState): boolean {
  return app.status === 'DEPLOY_APPLICATION_SUCCESS' || app.status === 'UPGRADING';
}

export type Refusal = { status: 400 | 409; message: string };

/** Why the action cannot start on this application now, or undefined when it can. */
export function refusalOf(action: ApplicationAction, app: ApplicationState): Refusal | undefined {
  if (isTaskRunning(app.lastActivityStatus)) return { status: 409, message: 'Application task is in progress' };
  if (isApplicationAreaAction(action)) {
    const message = areaRefusalOf(action, app);
    return message ? { status: 400, message } : undefined;
  }
  const deployed = isDeployed(app);
  switch (action) {
    case 'DEPLOY_APPLICATION':
      return deployed ? { status: 400, message: 'Application is already deployed.' } : undefined;
    case 'PAUSE_APPLICATION':
      if (!deployed) return { status: 400, message: 'Application is not deployed.' };
      return app.replicas === 0 ? { status: 400, message: 'Application is already paused.' } : undefined;
    case 'UNPAUSE_APPLICATION':
      if (!deployed) return { status: 400, message: 'Application is not deployed.' };
      return app.replicas > 0 ? { status: 400, message: 'Application is not paused.' } : undefined;
    case 'UNDEPLOY_APPLICATION':
      if (!deployed) return { status: 400, message: 'Application is not deployed.' };
      return app.data.enableDeletionProtection === true
        ? { status: 400, message: APPLICATION_PROTECTED_MESSAGE }
        : undefined;
    default:
      return exhaustive(action);
  }
}

export interface Effect {
  status: string | null;
  replicas: number;
  pausedReplicas: number;
  patch: Record<string, unknown>;
}

/** The replicas the deploy asked for (`deploymentConfig.replicas`, kept by the activate call), if any. */
function deployReplicasOf(app: ApplicationState): number | undefined {
  const replicas = (app.data.deploymentConfig as { replicas?: unknown } | null | undefined)?.replicas;
  return typeof replicas === 'number' && Number.isInteger(replicas) && replicas >= 1 ? replicas : undefined;
}

/** The application's state after the action succeeded. */
export function effectOf(action: ApplicationAction, app: ApplicationState, byEmail: string, at: string): Effect {
  if (isApplicationAreaAction(action)) return areaEffectOf(action, app);
  switch (action) {
    case 'DEPLOY_APPLICATION':
      return {
        status: 'DEPLOY_APPLICATION_SUCCESS',
        replicas: deployReplicasOf(app) ?? Math.max(1, app.replicas, app.pausedReplicas),
        pausedReplicas: 0,
        // Used once: a later deploy without it keeps the replicas the application has by then.
        patch: { deployedAt: at, deployedBy: byEmail, deploymentConfig: null },
      };
    case 'PAUSE_APPLICATION':
      return { status: app.status, replicas: 0, pausedReplicas: app.replicas, patch: {} };
    case 'UNPAUSE_APPLICATION':
      return { status: app.status, replicas: Math.max(1, app.pausedReplicas), pausedReplicas: 0, patch: {} };
    case 'UNDEPLOY_APPLICATION':
      return { status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 0, pausedReplicas: 0, patch: { deployedAt: null } };
    default:
      return exhaustive(action);
  }
}

/** The notification stored for the user who started the task. */
export function notificationOf(
  action: ApplicationAction,
  succeeded: boolean,
  app: { name: string },
  projectName: string,
): { title: string; message: string; status: string } {
  const label = LABELS[action];
  return succeeded
    ? {
        title: `${label.title} succeeded`,
        message: `Application ${app.name} of project ${projectName} was ${label.past} successfully.`,
        status: 'SUCCESS',
      }
    : {
        title: `${label.title} failed`,
        message: `Application ${app.name} of project ${projectName} could not be ${label.past}. Open the task log for details.`,
        status: 'ERROR',
      };
}

export function scriptContextOf(app: ApplicationState, project: Record<string, unknown> | undefined): ScriptContext {
  const data = app.data;
  const env = (data.environment ?? {}) as { clusterName?: string };
  return {
    applicationName: String(data.applicationName ?? app.name),
    branch: String(data.originBranch ?? app.name),
    project: String(project?.name ?? 'project'),
    repository: `${project?.repositoryOwner ?? 'owner'}/${project?.repositoryName ?? 'repository'}`,
    hostname: String(data.hostname ?? `${app.name}.demo.skiff.dev`),
    cluster: env.clusterName ?? 'cluster',
    image: String(data.containerImage ?? 'app:latest'),
    replicas: Math.max(1, app.replicas, app.pausedReplicas),
  };
}

function exhaustive(value: never): never {
  throw new Error(`Unhandled action ${String(value)}`);
}
