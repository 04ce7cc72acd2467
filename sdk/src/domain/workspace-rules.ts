/** Workspace creation, settings, members, transfer and deletion rules (spec 000 sections 5-6, spec 001 sections 4-9). */
import { hasWorkspaceManagement, isAdmin, isInstanceOwner, type PermissionUser, type WithRbac } from './permissions.js';
import { isValidEmail } from './validation.js';

export const WORKSPACE_NAME_REQUIRED_MESSAGE = 'Please input workspace name!';
export const ENVIRONMENT_REQUIRED_MESSAGE = 'Please choose an environment!';
export const ARN_ROLE_REQUIRED_MESSAGE = 'Please input arn role!';
export const ARN_ROLE_INVALID_MESSAGE = 'ARN role invalid';
export const ENVIRONMENT_NAME_REQUIRED_MESSAGE = 'Please input environment name!';
export const REGION_REQUIRED_MESSAGE = 'Please input region!';
export const AGREEMENT_REQUIRED_MESSAGE = 'Please confirm with us that you have agreed!';
export const WORKSPACE_SETTINGS_NAME_MESSAGE = 'Please enter name!';
export const TRANSFER_TO_SELF_MESSAGE = 'Repositories cannot be transferred to the original owner';
/** Spec 001 section 8: the settings page's success messages. */
export const TRANSFER_SUCCESS_MESSAGE = 'Transfer successfully!';
export const REVOKE_TRANSFER_SUCCESS_MESSAGE = 'Revoke transfer successfully!';
export const WORKSPACE_UPDATE_SUCCESS_MESSAGE = 'Update successfully!';
export const INVITATION_INVALID_MESSAGE = 'Oops! That workspace request is invalid. Maybe the invitation expired time.';
/** Our wording where the spec gives none: a TRIAL workspace cannot be transferred (spec 001 section 4). */
export const TRIAL_TRANSFER_MESSAGE = 'A TRIAL workspace cannot be transferred.';

/** Roles offered to invitees and allowed in a role change (spec 001 sections 6 and 9). */
export const ASSIGNABLE_WORKSPACE_ROLES = ['WORKSPACE_ADMIN', 'DEVELOPER'] as const;
export const DEFAULT_INVITE_ROLE = 'DEVELOPER';

/** A PENDING or IN_PROGRESS activity not updated for this long may be aborted (spec 001 sections 4 and 9). */
export const STUCK_TASK_THRESHOLD_MS = 5 * 60_000;
export const ACTIVITY_PAGE_SIZE = 12;
export const CATALOG_PAGE_SIZE = 24;
export const DRUPAL_CATALOG_PAGE_SIZE = 36;
export const DEPLOYMENT_PAGE_SIZE = 12;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function dateText(at: Date): string {
  return `${at.getFullYear()}/${pad(at.getMonth() + 1)}/${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** 'Workspace {date}' with the product's date format YYYY/MM/DD HH:mm:ss. */
export function defaultWorkspaceName(at: Date = new Date()): string {
  return `Workspace ${dateText(at)}`;
}

/** 'Cluster {date}'. */
export function defaultEnvironmentName(at: Date = new Date()): string {
  return `Cluster ${dateText(at)}`;
}

export function defaultWorkspaceDescription(email: string): string {
  return `This was created by ${email}.`;
}

export interface WorkspaceCreationInput {
  name?: unknown;
  environmentId?: unknown;
  environment?: unknown;
}

/** Field messages of the creation form: the name (trimmed) is required; the instance owner must pick an environment. */
export function validateWorkspaceCreation(input: WorkspaceCreationInput, user: PermissionUser): string[] {
  const errors: string[] = [];
  if (typeof input.name !== 'string' || !input.name.trim()) errors.push(WORKSPACE_NAME_REQUIRED_MESSAGE);
  const hasEnvironment =
    (typeof input.environmentId === 'string' && input.environmentId.trim() !== '') ||
    (input.environment !== null && typeof input.environment === 'object');
  if (isInstanceOwner(user) && !hasEnvironment) errors.push(ENVIRONMENT_REQUIRED_MESSAGE);
  return errors;
}

/** The ARN role of the AWS-linking step: undefined when valid, else the message to show. */
export function arnRoleError(arnRole: string | undefined | null, product = 'skiff'): string | undefined {
  const value = arnRole?.trim() ?? '';
  if (!value) return ARN_ROLE_REQUIRED_MESSAGE;
  const p = product.toLowerCase();
  if (!value.includes('arn:aws:iam::')) return ARN_ROLE_INVALID_MESSAGE;
  if (!value.toLowerCase().includes(`:role/${p}role`)) return ARN_ROLE_INVALID_MESSAGE;
  if (!value.toLowerCase().includes(`-${p}role-`)) return ARN_ROLE_INVALID_MESSAGE;
  const account = value.slice('arn:aws:iam::'.length + value.indexOf('arn:aws:iam::')).split(':')[0] ?? '';
  if (account.length !== 12) return ARN_ROLE_INVALID_MESSAGE;
  const token = value.split('-').at(-1) ?? '';
  return token.length === 13 ? undefined : ARN_ROLE_INVALID_MESSAGE;
}

/** The environment step: name, region and agreement are required. */
export function validateEnvironmentStep(input: { name?: string; region?: string; agreed?: boolean }): string[] {
  const errors: string[] = [];
  if (!input.name?.trim()) errors.push(ENVIRONMENT_NAME_REQUIRED_MESSAGE);
  if (!input.region?.trim()) errors.push(REGION_REQUIRED_MESSAGE);
  if (input.agreed !== true) errors.push(AGREEMENT_REQUIRED_MESSAGE);
  return errors;
}

/** The text to type before deleting a workspace. */
export function workspaceDeleteConfirmation(name: string): string {
  return `workspace/${name}`;
}

/** "Please type '{text}' to confirm" unless the typed text matches. */
export function deleteConfirmationError(typed: string | undefined | null, name: string): string | undefined {
  const expected = workspaceDeleteConfirmation(name);
  return typed === expected ? undefined : `Please type '${expected}' to confirm`;
}

/** Transfer form: a valid email that is not the user's own, and the workspace name typed ('Must match {name}'). */
export function validateTransfer(
  input: { email?: string; confirmation?: string },
  currentEmail: string,
  workspaceName?: string,
): string[] {
  const errors: string[] = [];
  const email = input.email?.trim() ?? '';
  if (!email) errors.push('email should not be empty');
  else if (!isValidEmail(email)) errors.push('email must be an email');
  else if (email.toLowerCase() === currentEmail.toLowerCase()) errors.push(TRANSFER_TO_SELF_MESSAGE);
  if (workspaceName !== undefined && input.confirmation !== workspaceName) errors.push(`Must match ${workspaceName}`);
  return errors;
}

/** Invite form: a valid email; the role, when given, is one of the assignable ones. */
export function validateInvite(input: { email?: unknown; role?: unknown }): string[] {
  const errors: string[] = [];
  if (typeof input.email !== 'string' || !input.email.trim()) errors.push('email should not be empty');
  else if (!isValidEmail(input.email.trim())) errors.push('email must be an email');
  if (input.role !== undefined && !isAssignableWorkspaceRole(input.role)) {
    errors.push(`role must be one of the following values: ${ASSIGNABLE_WORKSPACE_ROLES.join(', ')}`);
  }
  return errors;
}

export function isAssignableWorkspaceRole(role: unknown): role is (typeof ASSIGNABLE_WORKSPACE_ROLES)[number] {
  return typeof role === 'string' && (ASSIGNABLE_WORKSPACE_ROLES as readonly string[]).includes(role);
}

/** Collaborator management (invitations, invite, remove, role change): instance admins, workspace owners or admins. */
export function canManageCollaborators(user: PermissionUser, workspace: WithRbac): boolean {
  return isAdmin(user) || hasWorkspaceManagement(user, workspace);
}

/** Settings (update, logo, transfer, delete): instance admins and owner, or the workspace owner. */
export function canEditWorkspaceSettings(user: PermissionUser, workspace: WithRbac): boolean {
  if (isAdmin(user)) return true;
  return workspace.rbac?.some((e) => idOf(e.user) === user._id && e.role?.toUpperCase() === 'WORKSPACE_OWNER') ?? false;
}

/** The owner and the current user cannot be edited or removed (spec 001 section 6). */
export function canChangeCollaborator(user: PermissionUser, target: { userId: string; role?: string | null }): boolean {
  return target.userId !== user._id && target.role?.toUpperCase() !== 'WORKSPACE_OWNER';
}

function idOf(user: string | { _id?: string | null } | null | undefined): string | undefined {
  return typeof user === 'string' ? user : (user?._id ?? undefined);
}

/** Abort Process is offered for a PENDING or IN_PROGRESS activity whose last update is older than 5 minutes. */
export function canAbortActivity(
  activity: { status?: string | null; updatedAt?: string | null },
  now: number = Date.now(),
): boolean {
  if (activity.status !== 'PENDING' && activity.status !== 'IN_PROGRESS') return false;
  const updated = activity.updatedAt ? Date.parse(activity.updatedAt) : Number.NaN;
  return Number.isFinite(updated) && now - updated > STUCK_TASK_THRESHOLD_MS;
}

/**
 * The feature flags of a workspace's settings (spec 001 sections 3 and 7), in the order the settings show them, with
 * our labels (the spec gives none) and their value when the server leaves one out (auto pause and daily backup are
 * opt-in, the rest on, as `isWorkspaceFeatureEnabled` reads them).
 */
export const WORKSPACE_FEATURE_FLAGS = [
  { field: 'enableEditConfiguration', label: 'Edit configuration', unset: true },
  { field: 'enableConnectVPS', label: 'Connect VPS', unset: true },
  { field: 'enableCreateDeployment', label: 'Create deployment', unset: true },
  { field: 'enableCustomDomain', label: 'Custom domain', unset: true },
  { field: 'enabledDailyBackup', label: 'Daily backup', unset: false },
  { field: 'enableAutoPause', label: 'Auto pause', unset: false },
] as const;
export type WorkspaceFeatureFlag = (typeof WORKSPACE_FEATURE_FLAGS)[number]['field'];

/** Spec 001 section 8: switching auto pause warns that all applications are affected (the wording is ours). */
export const AUTO_PAUSE_WARNING = 'Auto pause affects all applications of this workspace.';

/** Whether a flag is on for a workspace (a missing flag takes its `unset` value). */
export function workspaceFlagOn(workspace: Readonly<Record<string, unknown>>, field: WorkspaceFeatureFlag): boolean {
  const value = workspace[field];
  return typeof value === 'boolean' ? value : WORKSPACE_FEATURE_FLAGS.find((f) => f.field === field)?.unset === true;
}

/** The warning to confirm before switching a flag (auto pause), if any. */
export function workspaceFlagWarning(field: WorkspaceFeatureFlag): string | undefined {
  return field === 'enableAutoPause' ? AUTO_PAUSE_WARNING : undefined;
}

/** Spec 001 section 8: what setting a workspace's logo says. */
export const LOGO_UPLOADED_MESSAGE = 'Uploaded file';
export const LOGO_UPDATED_MESSAGE = 'Updated new logo';
export const LOGO_UPLOAD_FAILED_MESSAGE = 'Upload file failed';

/** The image files a logo may be (our choice; the spec names none), by extension, with their content types. */
export const LOGO_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** The content type of a logo file by its name, or undefined when it is not an image a logo may be. */
export function logoImageType(filename: string): string | undefined {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? undefined : LOGO_IMAGE_TYPES[filename.slice(dot).toLowerCase()];
}
