/** Spec 002 sections 4 and 9: tool tokens, VPS list status, deletability and expiry of applications. */
import { isTaskRunning } from './states.js';

/** The PhpMyAdmin and code-editor session tokens expire 4 hours after creation. */
export const TOOL_TOKEN_LIFETIME_MS = 4 * 60 * 60_000;
/** Trial-plan applications expire 4 hours after deployment. */
export const TRIAL_APPLICATION_LIFETIME_MS = 4 * 60 * 60_000;
/** Hosted-demo applications pause after 6 hours (extendable). */
export const HOSTED_DEMO_LIFETIME_MS = 6 * 60 * 60_000;

export type ToolName = 'PhpMyAdmin' | 'VSCode';

/** Milliseconds left on a tool token (0 when expired or missing). */
export function toolTokenRemainingMs(
  token: { createdAt?: string | null } | null | undefined,
  now: number = Date.now(),
): number {
  const created = token?.createdAt ? Date.parse(token.createdAt) : Number.NaN;
  if (Number.isNaN(created)) return 0;
  return Math.max(0, created + TOOL_TOKEN_LIFETIME_MS - now);
}

/** The notice shown when a tool token ran out: "{tool} token expired time". */
export function toolTokenExpiredMessage(tool: ToolName): string {
  return `${tool} token expired time`;
}

/** Toast after a new token: "Generate PMA token success" or "Generate VSCode token success". */
export function toolTokenGeneratedMessage(tool: ToolName): string {
  return tool === 'PhpMyAdmin' ? 'Generate PMA token success' : 'Generate VSCode token success';
}

export const PMA_NOT_ENABLED_MESSAGE = 'PhpMyAdmin is Not Enabled';
/** Not in the spec: the editor's counterpart of the PhpMyAdmin tooltip text. */
export const VSCODE_NOT_ENABLED_MESSAGE = 'VSCode is Not Enabled';

export type VpsDisplayedStatus = 'In Progress' | 'ACTIVE' | 'Ready' | 'ERROR' | 'INACTIVE';

/**
 * VPS list status: In Progress when any activity is in progress; ACTIVE with more than one activity shows ACTIVE;
 * ACTIVE with one activity shows Ready; ERROR shows ERROR. (Pending counts as in progress; INACTIVE as is.)
 */
export function vpsDisplayedStatus(vps: {
  status?: string | null;
  activities?: ReadonlyArray<{ status?: string | null }> | null;
}): VpsDisplayedStatus {
  const activities = vps.activities ?? [];
  if (activities.some((a) => isTaskRunning(a.status))) return 'In Progress';
  if (vps.status === 'ERROR') return 'ERROR';
  if (vps.status === 'ACTIVE') return activities.length > 1 ? 'ACTIVE' : 'Ready';
  return 'INACTIVE';
}

/** A branch may be deleted only when never deployed or its last activity is a successful undeploy. */
export function canDeleteApplication(app: {
  status?: string | null;
  lastActivity?: { action?: string | null; status?: string | null } | null;
  enableDeletionProtection?: boolean | null;
}): boolean {
  if (app.enableDeletionProtection) return false;
  const last = app.lastActivity;
  if (isTaskRunning(last?.status)) return false;
  // "Never deployed": no status yet (a first deploy that failed leaves none either).
  if (!app.status) return true;
  return last?.action === 'UNDEPLOY_APPLICATION' && last.status === 'SUCCESS';
}

/** Refusal text for a delete that `canDeleteApplication` forbids (our wording; the spec only disables the button). */
export const APPLICATION_DELETE_REFUSED_MESSAGE =
  'Only an application that was never deployed or was undeployed successfully can be deleted.';
