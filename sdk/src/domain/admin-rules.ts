import type { Tone } from './states.js';

/** Spec 003 sections 2.10-2.13, 4 and 8: the admin area's texts and display rules. */

export const NO_NAMESPACE_TEXT = 'No Namespace';
export const NO_WORKSPACE_TEXT = 'No Workspace';
export const DATABASES_COMING_SOON_TEXT = 'Coming soon...';
export const CLUSTER_NAME_REQUIRED = 'Please input name!';
/** The templates table's "Created By" when the creator has no e-mail. */
export const UNKNOWN_CREATOR_TEXT = 'Undefined';
export const TEMPLATE_DELETE_QUESTION = 'Are you sure delete?';
export const TEMPLATE_DELETED_MESSAGE = 'Delete the template successfully!';
export const TEMPLATE_DELETE_FAILED_MESSAGE = 'Remove the template failed.';

export interface ClusterActivity {
  status: string;
  action: string;
}

/** A cluster's last activity; a cluster with none is treated as PENDING with action CREATE_ENVIRONMENT. */
export function clusterLastActivity(
  last: { status?: string | null; action?: string | null } | null | undefined,
): ClusterActivity {
  if (!last?.status && !last?.action) return { status: 'PENDING', action: 'CREATE_ENVIRONMENT' };
  return { status: last.status ?? 'PENDING', action: last.action ?? 'CREATE_ENVIRONMENT' };
}

/** How the administrators list marks a role: the instance owner red (error tone), other administrators orange. */
export function administratorTone(role: string | null | undefined): Tone {
  return role === 'INSTANCE_OWNER' ? 'error' : 'warning';
}

/** A cluster status's tone: ACTIVE green, ERROR red, changing orange, INACTIVE grey. */
export function clusterStatusTone(status: string | null | undefined): Tone {
  if (status === 'ACTIVE') return 'success';
  if (status === 'ERROR') return 'error';
  return status === 'ACTIVATING' || status === 'DEACTIVATING' ? 'warning' : 'neutral';
}

/** A member with linked identities signed up through single sign-on. */
export function isSingleSignOnMember(member: { rawInfo?: { identities?: unknown[] | null } | null }): boolean {
  return (member.rawInfo?.identities?.length ?? 0) > 0;
}

/** Deleting a cluster is confirmed by typing its name: "Please type '{name}' to confirm" until it matches. */
export function clusterDeletionConfirmationError(typed: string | null | undefined, name: string): string | undefined {
  return typed === name ? undefined : `Please type '${name}' to confirm`;
}

/** An instance role for people (the spec names the roles but not their display; ours). */
export function instanceRoleLabel(role: string | null | undefined): string {
  if (role === 'INSTANCE_OWNER') return 'Instance owner';
  if (role === 'INSTANCE_ADMIN') return 'Administrator';
  return role === 'MEMBER' ? 'Member' : (role ?? '');
}

/** Spec 003 section 8: any hosted zone create or delete failure. */
export const HOSTED_ZONE_FAILED_MESSAGE = 'Something went wrong, please try again or contact support!';
