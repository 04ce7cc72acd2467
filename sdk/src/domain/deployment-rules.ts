import { VALUE_NOT_MATCHING_MESSAGE } from './application-rules.js';
import { isTaskRunning, type Tone } from './states.js';

/** Spec 002 sections 4, 5 and 9: the deployment (tag) screens' rules. */

const DEPLOY_SUCCESS = 'DEPLOY_APPLICATION_SUCCESS';
const UNDEPLOY_SUCCESS = 'UNDEPLOY_APPLICATION_SUCCESS';

/** Task actions of deployments (spec 003 section 3: "deployment create/update/delete/switch over"). */
export const DEPLOYMENT_ACTIONS = {
  activate: 'CREATE_DEPLOYMENT',
  update: 'UPDATE_DEPLOYMENT',
  deactivate: 'DELETE_DEPLOYMENT',
  switchOver: 'SWITCH_OVER_DEPLOYMENT',
  backup: 'EXPORT_DATABASE',
  addDomain: 'ADD_CUSTOM_DOMAIN',
  startHttps: 'START_FORCING_HTTPS',
  stopHttps: 'STOP_FORCING_HTTPS',
} as const;

/** Spec 002 section 5: "Tag creation and blue/green creation: name and image tag required". */
export const IMAGE_TAG_REQUIRED_MESSAGE = 'Please enter image tag';
/** Spec 002 section 9 (the other backup and configuration numbers are in application-rules.ts). */
export const TAG_PAGE_SIZE = 10;
export const DEPLOYMENT_BACKUP_PAGE_SIZE = 999;

export interface DeploymentStateInput {
  status?: string | null;
  replicas?: number | null;
  environment?: unknown;
  lastActivity?: { action?: string | null; status?: string | null } | null;
}

export type DeploymentBadgeLabel = 'Processing' | 'Error' | 'Running' | 'Stopped' | 'Not Deployed';

/**
 * Spec 002 section 4, "Deployment (tag) badge": Processing (pending or in progress), error label (error), green
 * running label (success with replicas above 0), gold stopped label (success with 0 replicas), Not Deployed otherwise.
 * "Success" reads the deployment's status (deploy success); an undeploy success is Not Deployed.
 */
export function deploymentBadge(d: DeploymentStateInput): { label: DeploymentBadgeLabel; tone: Tone } {
  const last = d.lastActivity ?? undefined;
  if (isTaskRunning(last?.status)) return { label: 'Processing', tone: 'info' };
  if (last?.status === 'ERROR') return { label: 'Error', tone: 'error' };
  if (d.status === DEPLOY_SUCCESS && (d.replicas ?? 0) > 0) return { label: 'Running', tone: 'success' };
  if (d.status === DEPLOY_SUCCESS) return { label: 'Stopped', tone: 'warning' };
  return { label: 'Not Deployed', tone: 'attention' };
}

/**
 * Spec 002 section 4: "A deployment with no environment and no last activity, an undeploy success, or a completed
 * delete is 'not deployed yet' and the launch wizard is offered."
 */
export function isDeploymentNotDeployedYet(d: DeploymentStateInput): boolean {
  const last = d.lastActivity ?? undefined;
  if (!d.environment && !last) return true;
  if (d.status === UNDEPLOY_SUCCESS) return true;
  return last?.action === DEPLOYMENT_ACTIONS.deactivate && last.status === 'SUCCESS';
}

/** Spec 002 section 4: "Delete is enabled only when the status is undeploy success." */
export function canDeleteDeployment(d: DeploymentStateInput): boolean {
  return d.status === UNDEPLOY_SUCCESS && !isTaskRunning(d.lastActivity?.status);
}

/** Spec 002 section 4: blue/green "creation and switch are enabled only when the status is deploy success with replicas above 0". */
export function canUseBlueGreen(d: DeploymentStateInput): boolean {
  return d.status === DEPLOY_SUCCESS && (d.replicas ?? 0) > 0 && !isTaskRunning(d.lastActivity?.status);
}

export type BlueGreenBadge = 'Blue' | 'Green' | 'Live';

/**
 * Spec 002 section 4, blue/green badges: blue only: Blue plus Live; green only: Green; blue with switched over:
 * Blue; both with switched over: Green plus Live. A green alone that is switched over is not listed by the spec:
 * it is the live side after a switch, so it reads Green plus Live (our choice).
 */
export function blueGreenBadges(d: {
  isBlue?: boolean | null;
  isGreen?: boolean | null;
  switchedOver?: boolean | null;
}): BlueGreenBadge[] {
  const blue = d.isBlue === true;
  const green = d.isGreen === true;
  const switched = d.switchedOver === true;
  if (blue && green) return switched ? ['Green', 'Live'] : ['Blue', 'Live'];
  if (blue) return switched ? ['Blue'] : ['Blue', 'Live'];
  if (green) return switched ? ['Green', 'Live'] : ['Green'];
  return [];
}

/** Spec 002 section 5: "Deployment danger zone: the typed value must equal the container image, else 'Value is not matching!'". */
export function deploymentDeletionConfirmationError(typed: string, containerImage: string): string | undefined {
  return typed === containerImage ? undefined : VALUE_NOT_MATCHING_MESSAGE;
}

/** Spec 002 section 5: tag and blue/green creation need a name and an image tag ("Please enter image tag"). */
export function validateDeploymentTag(input: { name?: unknown; containerImage?: unknown }): string[] {
  const errors: string[] = [];
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name should not be empty');
  if (typeof input.containerImage !== 'string' || input.containerImage.trim() === '')
    errors.push(IMAGE_TAG_REQUIRED_MESSAGE);
  return errors;
}
