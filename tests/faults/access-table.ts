/**
 * Scenario 8's permission checks: spec 000 section 6 ("Roles and permissions"), refined for workspace collaborators
 * and settings by spec 001 section 6, with the specs' words quoted. Who passes is never typed per cell: each check
 * is one of the SDK's domain functions (`sdk/src/domain/`), evaluated on the real actor and the real workspace and
 * project (their live rbac) at the moment of the call.
 */
import {
  canEditWorkspaceSettings,
  canManageCollaborators,
  canSeeWorkspace,
  isAdmin,
  isProjectMaintainer,
  isProjectMember,
  isProjectOwner,
  type PermissionUser,
  type WithRbac,
} from '@skiff/sdk/domain';

export const ROLES = [
  'instance owner',
  'instance admin',
  'member',
  'workspace owner',
  'workspace admin',
  'developer',
  'project owner',
  'project maintainer',
  'project developer',
] as const;
export type Role = (typeof ROLES)[number];

export const FORBIDDEN_MESSAGE = 'Sorry, you are not authorized to access this page.';

/** What a check looks at: the caller, and the workspace and project the operation's path names (if any). */
export interface Scope {
  user: PermissionUser;
  workspace: WithRbac;
  project: WithRbac;
  /** The user id in the path of a per-user operation (`/users/{id}/workspaces`, ...). */
  targetUserId: string;
}

export interface Check {
  spec: string;
  passes(scope: Scope): boolean;
}

export const CHECKS = {
  signedIn: {
    spec: "000 s7: 'Every call ... carries the header Authorization' (any signed-in user; the answer is the caller's own)",
    passes: () => true,
  },
  admin: {
    spec: "000 s6 Admin: 'Instance owner or instance admin.'",
    passes: ({ user }) => isAdmin(user),
  },
  selfOrAdmin: {
    spec: '000 s6 Admin, or the user the path names (our rule: a user reads their own records)',
    passes: ({ user, targetUserId }) => isAdmin(user) || user._id === targetUserId,
  },
  workspaceViewer: {
    spec: '000 s6: admins see every workspace; other users the workspaces whose rbac lists them',
    passes: ({ user, workspace }) => canSeeWorkspace(user, workspace),
  },
  collaborators: {
    spec:
      "001 s6: 'Collaborator management (view invitations, invite, remove, change role) is for instance-level " +
      "admins and workspace owners or admins.'",
    passes: ({ user, workspace }) => canManageCollaborators(user, workspace),
  },
  workspaceSettings: {
    spec:
      "001 s6: 'Editing workspace settings: instance-level admin, instance owner, or a user with workspace owner " +
      "in the access list.'",
    passes: ({ user, workspace }) => canEditWorkspaceSettings(user, workspace),
  },
  projectOwner: {
    spec: "000 s6 Project owner: 'project_owner in the project's rbac, or has workspace management.'",
    passes: ({ user, workspace, project }) => isProjectOwner(user, workspace, project),
  },
  projectMaintainer: {
    spec: "000 s6 Project maintainer: 'Project maintainer, or project owner rights.'",
    passes: ({ user, workspace, project }) => isProjectMaintainer(user, workspace, project),
  },
  projectMember: {
    spec: "000 s6 Project member: 'Listed in the project's rbac at all, or has maintainer rights.'",
    passes: ({ user, workspace, project }) => isProjectMember(user, workspace, project),
  },
} satisfies Record<string, Check>;

export type CheckName = keyof typeof CHECKS;
