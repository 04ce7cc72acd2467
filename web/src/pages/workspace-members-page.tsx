import type { AssignableWorkspaceRole } from '@skiff/sdk';
import {
  canChangeCollaborator,
  canManageCollaborators,
  INVITE_ROLE_CHOICES,
  WORKSPACE_COLLABORATOR_REMOVE_FAILED_MESSAGE,
  WORKSPACE_COLLABORATOR_REMOVED_MESSAGE,
  workspaceRoleLabel,
} from '@skiff/sdk/domain';
import { type CollaboratorScope, Collaborators } from '../components/collaborators.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useResource } from '../components/use-resource.js';
import { WorkspaceTabHeading } from '../components/workspace-tab-heading.js';
import type { PageProps } from '../routes.js';
import { usePermissionUser } from '../session/profile-context.js';
import { useSession } from '../session/session-context.js';

/**
 * A workspace's Members tab (spec 001 sections 2, 5, 6 and 8): the collaborators; collaborator managers also change a
 * role (Developer or Administrator), remove a collaborator (never the owner or themself), see the pending invitations
 * (removable) and invite by email (Developer by default).
 */
export function WorkspaceMembersPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const user = usePermissionUser();
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const manager = user && workspace.data ? canManageCollaborators(user, workspace.data) : false;
  const scope: CollaboratorScope<AssignableWorkspaceRole> = {
    key: workspaceId,
    members: (signal) => client.workspaceMembers.list(workspaceId, { pageSize: 100 }, { signal }),
    roleLabel: workspaceRoleLabel,
    roles: INVITE_ROLE_CHOICES.map((choice) => ({ value: choice.role, label: choice.label })),
    defaultRole: INVITE_ROLE_CHOICES[0].role,
    canChange: (member) => (user ? canChangeCollaborator(user, { userId: member._id, role: member.role }) : false),
    changeRole: (memberId, role) => client.workspaceMembers.updateRole(workspaceId, memberId, role),
    removeMember: (memberId) => client.workspaceMembers.remove(workspaceId, memberId),
    removedMessage: WORKSPACE_COLLABORATOR_REMOVED_MESSAGE,
    removeFailedMessage: WORKSPACE_COLLABORATOR_REMOVE_FAILED_MESSAGE,
    invitations: (signal) => client.invitations.listForWorkspace(workspaceId, { signal }),
    invite: (email, role) => client.invitations.inviteToWorkspace(workspaceId, { email, role }),
    removeInvitation: (inviteId) => client.invitations.deleteFromWorkspace(workspaceId, inviteId),
  };

  return (
    <>
      <WorkspaceTabHeading workspaceId={workspaceId} workspace={workspace.data} tab="Members" />
      <ErrorAlert error={workspace.error} />
      <Collaborators scope={scope} manager={manager} />
    </>
  );
}
