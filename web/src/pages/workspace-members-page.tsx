import { memberFormContext } from '@skiff/sdk';
import { collaboratorScopeOf } from '../components/collaborator-scope.js';
import { Collaborators } from '../components/collaborators.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useResource } from '../components/use-resource.js';
import { WorkspaceTabHeading } from '../components/workspace-tab-heading.js';
import type { PageProps } from '../routes.js';
import { usePermissionUser } from '../session/profile-context.js';
import { useSession } from '../session/session-context.js';
import { InviteLinkPanel } from './invite-link-panel.js';

/**
 * A workspace's Members tab (spec 001 sections 2, 5, 6 and 8), rendering the SDK's members form model: the
 * collaborators; collaborator managers also change a role (Developer or Administrator), remove a collaborator (never
 * the owner or themself), see the pending invitations (removable) and invite by email (Developer by default), and
 * show, copy, replace or disable the workspace's invite link.
 */
export function WorkspaceMembersPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const user = usePermissionUser();
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const form =
    user && workspace.data ? memberFormContext({ scope: 'workspace', user, workspace: workspace.data }) : undefined;

  return (
    <>
      <WorkspaceTabHeading workspaceId={workspaceId} workspace={workspace.data} tab="Members" />
      <ErrorAlert error={workspace.error} />
      {form ? (
        <Collaborators scope={collaboratorScopeOf(client, { workspaceId }, form)} manager={form.canManage} />
      ) : null}
      {form?.canManage ? (
        <InviteLinkPanel workspaceId={workspaceId} workspaceName={workspace.data?.name ?? ''} />
      ) : null}
    </>
  );
}
