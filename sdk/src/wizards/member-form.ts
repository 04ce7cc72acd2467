/**
 * The members form of a workspace, a project or an application as one model (spec 001 sections 5, 6, 8 and 9;
 * spec 002 sections 2.7, 2.8, 5, 6 and 8): who may manage, the roles offered (to invitees and in a role change) with
 * the default, which members may be changed, the email rule with the spec's messages, the request and the outcomes'
 * messages. `skiff members ...` / `skiff apps members ...`, the TUI's members screens and the web app's members
 * pages render it.
 */

import { APPLICATION_MEMBER_REMOVED_MESSAGE, emailFieldError } from '../domain/application-forms.js';
import { isApplicationAdminLevel } from '../domain/application-menu.js';
import {
  hasWorkspaceManagement,
  isAdmin,
  type PermissionUser,
  type WithRbac,
  workspaceRoleLabel,
} from '../domain/permissions.js';
import {
  COLLABORATOR_REMOVE_FAILED_MESSAGE,
  COLLABORATOR_REMOVED_MESSAGE,
  DEFAULT_PROJECT_INVITE_ROLE,
  INVITATION_REMOVE_FAILED_MESSAGE,
  INVITATION_REMOVED_MESSAGE,
  PROJECT_INVITE_ROLES,
  projectRoleLabel,
  WORKSPACE_COLLABORATOR_REMOVE_FAILED_MESSAGE,
  WORKSPACE_COLLABORATOR_REMOVED_MESSAGE,
} from '../domain/project-roles.js';
import { INVITE_FAILED_MESSAGE, INVITE_ROLE_CHOICES, INVITE_SUCCESS_MESSAGE } from '../domain/project-wizard-rules.js';
import { ASSIGNABLE_WORKSPACE_ROLES, DEFAULT_INVITE_ROLE } from '../domain/workspace-rules.js';
import type { WizardField, WizardValues } from './wizard-model.js';

/** Where the members live. An application's users are added by email and have no role to choose. */
export type MemberScope = 'workspace' | 'project' | 'application';

/** What the members form knows besides the answers. */
export interface MemberFormContext {
  scope: MemberScope;
  /** The signed-in user's id: nobody changes or removes themself. */
  userId: string;
  /**
   * May invite (add), change roles and remove: for a workspace instance admins and its owners or admins (spec 001
   * section 6), for a project its admins (spec 002 section 6), for an application the admin-level users (spec 002
   * section 6: "shown only when a project or workspace permission check passes"; the SDK's admin-level rule).
   */
  canManage: boolean;
  /** Roles offered to invitees and in a role change, the default first; empty for an application. */
  roles: readonly string[];
  defaultRole: string | undefined;
}

/** Our wording for a role outside the offered ones (the spec gives the choices, not a message). */
export const MEMBER_ROLE_MESSAGES: Readonly<Record<'workspace' | 'project', string>> = {
  workspace: 'Role must be Administrator or Developer',
  project: 'Role must be Maintainer or Developer',
};

/** The context from what a screen already holds: the user, the workspace and (project, application) the project. */
export function memberFormContext(input: {
  scope: MemberScope;
  user: PermissionUser;
  workspace: WithRbac;
  project?: WithRbac | undefined;
}): MemberFormContext {
  const { scope, user, workspace } = input;
  const signedIn = Boolean(user._id);
  if (scope === 'workspace') {
    const canManage = signedIn && (isAdmin(user) || hasWorkspaceManagement(user, workspace));
    // Spec 001 sections 5 and 9: Developer by default, or Administrator.
    const roles = [DEFAULT_INVITE_ROLE, ...ASSIGNABLE_WORKSPACE_ROLES.filter((r) => r !== DEFAULT_INVITE_ROLE)];
    return { scope, userId: user._id, canManage, roles, defaultRole: DEFAULT_INVITE_ROLE };
  }
  const project = input.project ?? {};
  const canManage = signedIn && isApplicationAdminLevel(user, workspace, project);
  if (scope === 'application') return { scope, userId: user._id, canManage, roles: [], defaultRole: undefined };
  // Spec 002 sections 5 and 6: Maintainer by default, or Developer; invitations give only these two.
  return { scope, userId: user._id, canManage, roles: PROJECT_INVITE_ROLES, defaultRole: DEFAULT_PROJECT_INVITE_ROLE };
}

/** A role as people read it in this scope (workspace: OWNER, ADMINISTRATOR, DEVELOPER; project: Owner, ...). */
export function memberRoleLabel(scope: MemberScope, role: string | null | undefined): string {
  if (scope === 'workspace') return workspaceRoleLabel(role);
  if (scope === 'project') return projectRoleLabel(role);
  return role ?? '';
}

/**
 * A role as offered in the form's choice: a workspace's 'Developer' and 'Administrator' (spec 001 section 9: "Roles
 * offered to invitees: Administrator, Developer"), a project's 'Maintainer' and 'Developer'.
 */
export function memberRoleChoiceLabel(scope: MemberScope, role: string): string {
  if (scope === 'workspace') return INVITE_ROLE_CHOICES.find((choice) => choice.role === role)?.label ?? role;
  return memberRoleLabel(scope, role);
}

/** The form's fields: the email and, where the scope has roles, the role (`--role` in the CLI). */
export function memberFormFields(context: MemberFormContext): WizardField[] {
  const fields: WizardField[] = [{ key: 'email', label: 'Email', kind: 'text', hint: 'Their email' }];
  if (context.roles.length > 0)
    fields.push({
      key: 'role',
      label: 'Role',
      kind: 'choice',
      choices: context.roles,
      show: (role) => memberRoleChoiceLabel(context.scope, String(role)),
      flag: '--role',
    });
  return fields;
}

/** An empty form: no email, the scope's default role. */
export function firstMemberAnswers(context: MemberFormContext): { email: string; role: string | undefined } {
  return { email: '', role: context.defaultRole };
}

/** A role as typed by a person or a script: any case, the API's name or its label's first letters. */
export function memberRoleOf(context: MemberFormContext, typed: string): string | undefined {
  const text = typed.trim();
  if (!text) return context.defaultRole;
  const upper = text.toUpperCase();
  const lower = text.toLowerCase();
  return (
    context.roles.find((role) => role === upper) ??
    context.roles.find((role) => memberRoleChoiceLabel(context.scope, role).toLowerCase().startsWith(lower)) ??
    context.roles.find((role) => memberRoleLabel(context.scope, role).toLowerCase().startsWith(lower))
  );
}

/** The spec's messages by field: email required ('Email is require!') and valid ('Invalid email'); a role offered. */
export function memberFormErrors(answers: WizardValues, context: MemberFormContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = emailFieldError(typeof answers.email === 'string' ? answers.email : '');
  if (email) errors.email = email;
  if (context.scope !== 'application') {
    // An answered role that matched none (undefined) is an error; no role answered at all takes the default.
    const role = Object.hasOwn(answers, 'role') ? answers.role : context.defaultRole;
    if (typeof role !== 'string' || !context.roles.includes(role)) errors.role = MEMBER_ROLE_MESSAGES[context.scope];
  }
  return errors;
}

/** The invite (workspace, project) or add (application) call's body: the email trimmed and lower-cased, the role. */
export function memberRequest(answers: WizardValues, context: MemberFormContext): { email: string; role?: string } {
  const email = (typeof answers.email === 'string' ? answers.email : '').trim().toLowerCase();
  if (context.scope === 'application') return { email };
  const role = typeof answers.role === 'string' ? answers.role : context.defaultRole;
  return role ? { email, role } : { email };
}

/** A member as the lists hold it: its id and role. */
export interface MemberRow {
  _id: string;
  role?: string | null;
}

/**
 * Whether the user may change or remove this member: a manager, never themself, never the owner (spec 001
 * section 6: "The owner and the current user cannot be edited or removed"; spec 002 section 6: "The owner row has
 * no delete action").
 */
export function canChangeMember(context: MemberFormContext, member: MemberRow): boolean {
  if (!context.canManage || member._id === context.userId) return false;
  const role = member.role?.toUpperCase();
  return role !== 'WORKSPACE_OWNER' && role !== 'PROJECT_OWNER';
}

/** The other offered role (for a key that switches a member between the two). */
export function otherMemberRole(context: MemberFormContext, current: string | null | undefined): string | undefined {
  const now = current?.toUpperCase();
  return context.roles.find((role) => role !== now);
}

/** The outcomes' messages of the scope (spec 001 and 002 section 8). */
export function memberMessages(scope: MemberScope) {
  const workspace = scope === 'workspace';
  return {
    invited: INVITE_SUCCESS_MESSAGE,
    inviteFailed: INVITE_FAILED_MESSAGE,
    removed:
      scope === 'application'
        ? APPLICATION_MEMBER_REMOVED_MESSAGE
        : workspace
          ? WORKSPACE_COLLABORATOR_REMOVED_MESSAGE
          : COLLABORATOR_REMOVED_MESSAGE,
    removeFailed: workspace ? WORKSPACE_COLLABORATOR_REMOVE_FAILED_MESSAGE : COLLABORATOR_REMOVE_FAILED_MESSAGE,
    invitationRemoved: INVITATION_REMOVED_MESSAGE,
    invitationRemoveFailed: INVITATION_REMOVE_FAILED_MESSAGE,
  };
}

/**
 * A workspace's shareable invite link (capability workspace.inviteLink; the spec names the calls, not the texts, so
 * these are ours, the same wherever the link is shown): the questions before replacing or disabling it and the
 * outcomes. The link gives the role the platform answers with (`InviteLink.role`).
 */
export function inviteLinkMessages(workspaceName: string) {
  return {
    about: (role: string | null | undefined) =>
      `Anyone signed in who opens this link joins ${workspaceName}${role ? ` as ${workspaceRoleLabel(role)}` : ''}.`,
    replaceQuestion: `Replace the invite link of ${workspaceName}? The current link stops working.`,
    replaced: `Replaced the invite link of ${workspaceName}: the old one no longer works.`,
    disableQuestion: `Disable the invite link of ${workspaceName}? Nobody joins through it any more.`,
    disabled: `Disabled the invite link of ${workspaceName}.`,
  };
}
