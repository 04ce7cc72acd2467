import { memberFormContext } from '@skiff/sdk';
import { collaboratorScopeOf } from '../../components/collaborator-scope.js';
import { Collaborators } from '../../components/collaborators.js';
import type { PageProps } from '../../routes.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';
import { ProjectFrame, useProjectContext } from './project-tabs.js';

/**
 * A project's Members tab (spec 002 sections 2.7, 5, 6 and 8), rendering the SDK's members form model: the
 * collaborators with their roles; project admins also change a role (Maintainer or Developer), remove a collaborator
 * (never the owner or themself), see the pending invitations (removable) and invite by email (Maintainer by default).
 */
export function ProjectMembersPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspaceId, projectId, workspace, project } = context;
  const { client } = useSession();
  const user = usePermissionUser();
  const form =
    user && workspace.data && project.data
      ? memberFormContext({ scope: 'project', user, workspace: workspace.data, project: project.data })
      : undefined;

  return (
    <ProjectFrame context={context} current="members">
      <h2>Members</h2>
      {form ? (
        <Collaborators scope={collaboratorScopeOf(client, { workspaceId, projectId }, form)} manager={form.canManage} />
      ) : null}
    </ProjectFrame>
  );
}
