import { type DeploymentStateInput, isDeploymentNotDeployedYet } from './deployment-rules.js';
import { isTaskRunning } from './states.js';

/** Spec 002 section 2.3: a tag's side menu, in the spec's order; the web app's sub-route of an item is its `key`. */
export const DEPLOYMENT_MENU = [
  { key: 'overview', label: 'Overview' },
  { key: 'activities', label: 'Activities' },
  { key: 'backup', label: 'Backups' },
  { key: 'configuration', label: 'Configuration' },
  { key: 'domains', label: 'Custom Domains' },
  { key: 'logs', label: 'Logs' },
  { key: 'security', label: 'Security' },
  { key: 'danger-zone', label: 'Danger Zone' },
] as const;
export type DeploymentMenuKey = (typeof DEPLOYMENT_MENU)[number]['key'];

/**
 * Items that act on a running tag. The spec gives no access rule for the tag screens; ours: backups and custom
 * domains need the tag deployed (there is nothing to back up or route to before), the rest stay enabled, since a
 * tag's configuration and security can be saved before its first deploy.
 */
const DEPLOYED_ONLY_ITEMS: readonly DeploymentMenuKey[] = ['backup', 'domains'];

/** Whether a tag's menu item is enabled (our rule, see `DEPLOYED_ONLY_ITEMS`). */
export function isDeploymentMenuItemEnabled(key: DeploymentMenuKey, d: DeploymentStateInput): boolean {
  return !DEPLOYED_ONLY_ITEMS.includes(key) || !isDeploymentNotDeployedYet(d);
}

/**
 * Spec 002 section 4: "A deploy-type activity that is pending or in progress shows an activity log". The running
 * task of a tag (or any record with a last activity) to follow on its overview, if any.
 */
export function runningTaskOf(record: {
  lastActivity?: { _id?: string | null; action?: string | null; status?: string | null } | null;
}): { id: string; action: string } | undefined {
  const last = record.lastActivity;
  return last?._id && isTaskRunning(last.status) ? { id: last._id, action: last.action ?? '' } : undefined;
}
