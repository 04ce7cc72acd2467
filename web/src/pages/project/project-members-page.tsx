import {
  COLLABORATOR_REMOVE_FAILED_MESSAGE,
  COLLABORATOR_REMOVED_MESSAGE,
  canChangeProjectCollaborator,
  DEFAULT_PROJECT_INVITE_ROLE,
  isProjectOwner,
  PROJECT_INVITE_ROLES,
  type ProjectInviteRole,
  projectRoleLabel,
} from '@skiff/sdk/domain';
import { type CollaboratorScope, Collaborators } from '../../components/collaborators.js';
import type { PageProps } from '../../routes.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';
import { ProjectFrame, useProjectContext } from './project-tabs.js';

/**
 * A project's Members tab (spec 002 sections 2.7, 5, 6 and 8): the collaborators with their roles; project admins
 * also change a role (Maintainer or Developer), remove a collaborator (never the owner or themself), see the pending
 * invitations (removable) and invite by email (Maintainer by default).
 */
export function ProjectMembersPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspaceId, projectId, workspace, project } = context;
  const { client } = useSession();
  const user = usePermissionUser();
  const admin = user && workspace.data && project.data ? isProjectOwner(user, workspace.data, project.data) : false;
  const scope: CollaboratorScope<ProjectInviteRole> = {
    key: `${workspaceId}/${projectId}`,
    members: (signal) => client.projectSettings.members(workspaceId, projectId, { pageSize: 100 }, { signal }),
    roleLabel: projectRoleLabel,
    roles: PROJECT_INVITE_ROLES.map((role) => ({ value: role, label: projectRoleLabel(role) })),
    defaultRole: DEFAULT_PROJECT_INVITE_ROLE,
    canChange: (member) => (user ? canChangeProjectCollaborator(user, member) : false),
    changeRole: (memberId, role) => client.projectSettings.updateMember(workspaceId, projectId, memberId, role),
    removeMember: (memberId) => client.projectSettings.removeMember(workspaceId, projectId, memberId),
    removedMessage: COLLABORATOR_REMOVED_MESSAGE,
    removeFailedMessage: COLLABORATOR_REMOVE_FAILED_MESSAGE,
    invitations: (signal) => client.invitations.listForProject(workspaceId, projectId, { signal }),
    invite: (email, role) => client.invitations.inviteToProject(workspaceId, projectId, { email, role }),
    removeInvitation: (inviteId) => client.invitations.deleteFromProject(workspaceId, projectId, inviteId),
  };

  return (
    <ProjectFrame context={context} current="members">
      <h2>Members</h2>
      <Collaborators scope={scope} manager={admin} />
    </ProjectFrame>
  );
}
