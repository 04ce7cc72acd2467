import type { SkiffClient } from '../client.js';
import type { ProjectInviteRole } from '../domain/project-roles.js';
import { readAll } from '../pagination.js';
import type { ApplicationIds } from '../resources/applications.js';
import type { CallOptions } from '../resources/resource.js';
import type { AssignableWorkspaceRole } from '../resources/workspace-members.js';
import type { Collaborator, Invitation } from '../schemas/collaboration.js';
import { type MemberFormContext, type MemberScope, memberFormContext } from './member-form.js';

/** The place whose members a screen shows: a workspace, a project, or an application (branch). */
export type MemberTarget = { workspaceId: string } | { workspaceId: string; projectId: string } | ApplicationIds;

/** The scope of a target. */
export function memberScopeOf(target: MemberTarget): MemberScope {
  if ('applicationId' in target) return 'application';
  return 'projectId' in target ? 'project' : 'workspace';
}

/** The calls behind a members screen, one shape for the three scopes. */
export interface MemberCalls {
  list(options?: CallOptions): Promise<Collaborator[]>;
  /** Invites (workspace, project) or adds (application) by email; the body is the model's `memberRequest`. */
  invite(request: { email: string; role?: string }, options?: CallOptions): Promise<Invitation | Collaborator>;
  /** Changes a member's role; undefined for an application (its users have no role to choose). */
  changeRole?(memberId: string, role: string, options?: CallOptions): Promise<unknown>;
  remove(memberId: string, options?: CallOptions): Promise<unknown>;
  /** The pending invitations; undefined for an application (users are added at once). */
  invitations?(options?: CallOptions): Promise<Invitation[]>;
  removeInvitation?(invitationId: string, options?: CallOptions): Promise<unknown>;
}

const PAGE = { pageSize: 100 };

/**
 * The members calls of a workspace, a project or an application, so that every surface goes through one place.
 * Roles are the model's (`memberFormErrors` has checked them against the scope's offered roles).
 */
export function memberCalls(client: SkiffClient, target: MemberTarget): MemberCalls {
  if ('applicationId' in target) {
    const members = client.applications.members;
    return {
      list: (options) => readAll(members.list(target, PAGE, options)),
      invite: (request, options) => members.add(target, { email: request.email }, options),
      remove: (memberId, options) => members.remove(target, memberId, options),
    };
  }
  const { workspaceId } = target;
  if ('projectId' in target) {
    const { projectId } = target;
    return {
      list: (options) => readAll(client.projectSettings.members(workspaceId, projectId, PAGE, options)),
      invite: (request, options) => client.invitations.inviteToProject(workspaceId, projectId, request, options),
      changeRole: (memberId, role, options) =>
        client.projectSettings.updateMember(workspaceId, projectId, memberId, role as ProjectInviteRole, options),
      remove: (memberId, options) => client.projectSettings.removeMember(workspaceId, projectId, memberId, options),
      invitations: (options) => readAll(client.invitations.listForProject(workspaceId, projectId, options)),
      removeInvitation: (id, options) => client.invitations.deleteFromProject(workspaceId, projectId, id, options),
    };
  }
  return {
    list: (options) => readAll(client.workspaceMembers.list(workspaceId, PAGE, options)),
    invite: (request, options) => client.invitations.inviteToWorkspace(workspaceId, request, options),
    changeRole: (memberId, role, options) =>
      client.workspaceMembers.updateRole(workspaceId, memberId, role as AssignableWorkspaceRole, options),
    remove: (memberId, options) => client.workspaceMembers.remove(workspaceId, memberId, options),
    invitations: (options) => readAll(client.invitations.listForWorkspace(workspaceId, options)),
    removeInvitation: (id, options) => client.invitations.deleteFromWorkspace(workspaceId, id, options),
  };
}

/** The members form's context for a target, read once: the signed-in user, the workspace and the project. */
export async function loadMemberFormContext(
  client: SkiffClient,
  target: MemberTarget,
  options: CallOptions = {},
): Promise<MemberFormContext> {
  const [user, workspace, project] = await Promise.all([
    client.users.profile(options),
    client.workspaces.get(target.workspaceId, options),
    'projectId' in target ? client.projects.get(target.workspaceId, target.projectId, options) : undefined,
  ]);
  return memberFormContext({
    scope: memberScopeOf(target),
    user: { _id: user._id ?? '', role: user.role },
    workspace,
    project,
  });
}
