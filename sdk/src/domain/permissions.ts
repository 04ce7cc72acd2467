/** Spec 000 section 6: who passes which role check. Pure functions over the entities' `role` and `rbac` fields. */

export const PROJECT_ROLES = ['PROJECT_OWNER', 'PROJECT_MAINTAINER', 'PROJECT_DEVELOPER'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** An rbac entry; `user` is an id, or a populated user object on some platform answers. */
export interface RbacEntryInput {
  user?: string | { _id?: string | null } | null;
  role?: string | null;
}

export interface PermissionUser {
  _id: string;
  role?: string | null;
}

export interface WithRbac {
  rbac?: readonly RbacEntryInput[] | null;
}

function rbacUserId(entry: RbacEntryInput): string | undefined {
  const user = entry.user;
  if (typeof user === 'string') return user;
  return user?._id ?? undefined;
}

/** The user's role in an rbac list, upper-cased (the spec writes project roles both ways), or undefined. */
export function rbacRoleOf(userId: string, holder: WithRbac | null | undefined): string | undefined {
  const entry = holder?.rbac?.find((e) => rbacUserId(e) === userId);
  return entry?.role ? entry.role.toUpperCase() : undefined;
}

export function isInstanceOwner(user: PermissionUser): boolean {
  return user.role === 'INSTANCE_OWNER';
}

/** Admin: instance owner or instance admin. */
export function isAdmin(user: PermissionUser): boolean {
  return user.role === 'INSTANCE_OWNER' || user.role === 'INSTANCE_ADMIN';
}

/** Admins see every workspace; other users see the workspaces whose rbac lists them. */
export function canSeeWorkspace(user: PermissionUser, workspace: WithRbac): boolean {
  return isAdmin(user) || rbacRoleOf(user._id, workspace) !== undefined;
}

/** Workspace management: instance owner, or workspace owner or admin in that workspace's rbac. */
export function hasWorkspaceManagement(user: PermissionUser, workspace: WithRbac): boolean {
  if (isInstanceOwner(user)) return true;
  const role = rbacRoleOf(user._id, workspace);
  return role === 'WORKSPACE_OWNER' || role === 'WORKSPACE_ADMIN';
}

export function isProjectOwner(user: PermissionUser, workspace: WithRbac, project: WithRbac): boolean {
  return rbacRoleOf(user._id, project) === 'PROJECT_OWNER' || hasWorkspaceManagement(user, workspace);
}

export function isProjectMaintainer(user: PermissionUser, workspace: WithRbac, project: WithRbac): boolean {
  return rbacRoleOf(user._id, project) === 'PROJECT_MAINTAINER' || isProjectOwner(user, workspace, project);
}

/** Project member: listed in the project's rbac at all, or maintainer rights (which include the owner's). */
export function isProjectMember(user: PermissionUser, workspace: WithRbac, project: WithRbac): boolean {
  return rbacRoleOf(user._id, project) !== undefined || isProjectMaintainer(user, workspace, project);
}

/** Spec 001 section 1: workspace roles as users see them (OWNER, ADMINISTRATOR, DEVELOPER). */
export function workspaceRoleLabel(role: string | null | undefined): string {
  switch (role?.toUpperCase()) {
    case 'WORKSPACE_OWNER':
      return 'OWNER';
    case 'WORKSPACE_ADMIN':
      return 'ADMINISTRATOR';
    case 'DEVELOPER':
      return 'DEVELOPER';
    default:
      return role ?? '';
  }
}
