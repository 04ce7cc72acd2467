/**
 * Drupal Forge and Decoupled.io: hosted-demo applications that pause automatically and expire.
 * The spec says little (spec 000 sections 1 and 8, spec 001 sections 2, 6, 7 and 8); the numbers marked
 * "our choice" are the emulator's and the front ends' defaults where the spec and the contract are silent.
 */

/** Spec 000 section 8: shown on Drupal Forge or pod workspaces. */
export const DRUPAL_FORGE_EXPIRY_WARNING = 'Your application will be paused after the expiration time.';
/** Spec 000 section 8: whether a workspace shows `DRUPAL_FORGE_EXPIRY_WARNING` (a Drupal Forge or pod workspace). */
export function showsExpiryWarning(workspace: { isDrupalForge?: boolean | null; isDrupalPod?: boolean | null }) {
  return workspace.isDrupalForge === true || workspace.isDrupalPod === true;
}
/** Spec 001 section 8: express launch failure. */
export const EXPRESS_LAUNCH_FAILURE_MESSAGE = 'Occurring an internal error. Please try again.';
/** Spec 001 section 8: removing an express-launch instance at 0. */
export const EXPRESS_LAUNCH_EMPTY_MESSAGE = 'The number of application is 0.';
/** Spec 001 section 2: one express-launch instance (ready or in progress) can be removed only when there is one. */
export function canRemoveExpressLaunch(count: { ready: number; inprogress: number }): boolean {
  return count.ready + count.inprogress > 0;
}
/** Our choice: how often a screen asks the counts again while an instance is still in progress. */
export const EXPRESS_LAUNCH_REFRESH_MS = 5_000;

/** Our choice: an express-launched application lives this long before it pauses. */
export const DRUPAL_FORGE_TRIAL_HOURS = 24;
/** Our choice: one "extend time" adds this many hours (from now, or from the expiry if later). */
export const DRUPAL_FORGE_EXTEND_HOURS = 24;
/** Our choice: a purchase without `subscriptionEnded` runs this many days. */
export const DRUPAL_FORGE_SUBSCRIPTION_DAYS = 30;
/** Our choice: a hot (pre-built) instance is ready this long after it was added, at task speed 1. */
export const HOT_INSTANCE_WARMUP_MS = 60_000;

/** Contract messages of the Decoupled.io answers (400 and 404 descriptions). */
export const DECOUPLED_MESSAGES = {
  notFound: 'The application not found.',
  notReadyToClone: 'Application is not ready to clone.',
  notReadyToExtend: 'Application is not ready to extend.',
  notReadyToPause: 'Application is not ready to pause.',
  cannotUnpause: 'Application can not unpause.',
  alreadyDeactivated: 'Application has already deactivated.',
} as const;

/** Contract: a Decoupled.io environment is one of these (CreateDioAppDTO.strategy). */
export const DECOUPLED_STRATEGIES = ['dev', 'test', 'live'] as const;
export type DecoupledStrategy = (typeof DECOUPLED_STRATEGIES)[number];
/** Our choice: a Decoupled.io application lives this long before it pauses. */
export const DECOUPLED_TRIAL_HOURS = 24;
/** Our choice: one extension adds at most a week. */
export const DECOUPLED_MAX_EXTEND_HOURS = 168;

export function isDecoupledStrategy(value: unknown): value is DecoupledStrategy {
  return typeof value === 'string' && (DECOUPLED_STRATEGIES as readonly string[]).includes(value);
}

/** Capacity keys of hosted-demo applications and what the widget shows for them (contract example). */
export const HOSTED_CAPACITY_LABELS: Readonly<Record<string, string>> = {
  small_1: '0.5CPU, 1GB RAM',
  medium_1: '1CPU, 2GB RAM',
  large_1: '2CPU, 4GB RAM',
};

export function hostedCapacityLabel(capacity: string | null | undefined): string {
  return (capacity && HOSTED_CAPACITY_LABELS[capacity]) || capacity || HOSTED_CAPACITY_LABELS.small_1!;
}

/** GitHub's rule for user names: 1-39 letters, digits or single hyphens, not at either end. */
export function isValidGithubUsername(name: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/.test(name);
}

/** A Kubernetes namespace name (DNS label): what `forgeSpotNamespace` must be. */
export function isValidNamespace(name: string): boolean {
  return name.length <= 63 && /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(name);
}

export const DRUPAL_POD_ENV_MESSAGE = 'envVariables must be a comma-separated list of KEY=VALUE pairs';

/** A DrupalPod `envVariables` string (`DP_IMAGE=...,DP_APP_ROOT=...`) as a map, or undefined when malformed. */
export function parseDrupalPodEnv(text: string): Record<string, string> | undefined {
  const env: Record<string, string> = {};
  const parts = text.split(',').map((p) => p.trim());
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) return undefined;
    const key = part.slice(0, eq).trim();
    if (!/^[A-Z_][A-Z0-9_]*$/i.test(key)) return undefined;
    env[key] = part.slice(eq + 1).trim();
  }
  return env;
}

/** The branch a DrupalPod's `DP_REPO_BRANCH` URL points at (`.../-/tree/{branch}`), or `main`. */
export function drupalPodBranch(repoBranchUrl: string | undefined): string {
  const match = repoBranchUrl?.match(/\/tree\/([^?#]+)$/);
  return match?.[1] ? decodeURIComponent(match[1]) : 'main';
}

/** Milliseconds left before a hosted-demo application pauses (negative once expired), or undefined. */
export function hostedTimeLeftMs(
  expiredTime: number | string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (expiredTime == null || expiredTime === '') return undefined;
  const at = typeof expiredTime === 'number' ? expiredTime : Number(expiredTime) || Date.parse(expiredTime);
  return Number.isFinite(at) ? at - now : undefined;
}
