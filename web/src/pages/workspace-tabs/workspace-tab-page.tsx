import { canOpenWorkspaceTab, type Workspace } from '@skiff/sdk';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { useResource } from '../../components/use-resource.js';
import { WorkspaceTabHeading } from '../../components/workspace-tab-heading.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';
import { ForbiddenPage } from '../forbidden-page.js';

/**
 * The frame of a workspace tab: loads the workspace, shows the heading, and the 403 page when the SDK's
 * `canOpenWorkspaceTab` hides the tab from this user (VPS on a TRIAL workspace, DrupalForge for non-admins).
 */
export function WorkspaceTabPage(props: {
  workspaceId: string;
  tab: string;
  label: string;
  children(workspace: Workspace): ReactNode;
}) {
  const { client } = useSession();
  const user = usePermissionUser();
  const { workspaceId } = props;
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const data = workspace.data;
  if (data && user && !canOpenWorkspaceTab(user, data, props.tab)) return <ForbiddenPage />;
  return (
    <>
      <WorkspaceTabHeading workspaceId={workspaceId} workspace={data} tab={props.label} />
      <ErrorAlert error={workspace.error} />
      {data && user ? props.children(data) : workspace.loading ? <p className="loading">Loading…</p> : null}
    </>
  );
}
