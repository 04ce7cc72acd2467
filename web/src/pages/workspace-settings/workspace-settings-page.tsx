import type { Workspace } from '@skiff/sdk';
import { canEditWorkspaceSettings } from '@skiff/sdk/domain';
import { ErrorAlert } from '../../components/error-alert.js';
import { useResource } from '../../components/use-resource.js';
import { WorkspaceTabHeading } from '../../components/workspace-tab-heading.js';
import type { PageProps } from '../../routes.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';
import { ForbiddenPage } from '../forbidden-page.js';
import { WorkspaceDangerZone } from './danger-zone.js';
import { WorkspaceDetailsPanel } from './details-panel.js';
import { TransferOwner } from './transfer-owner.js';

/** What each panel of the settings page gets: the workspace and a way to read it again after a change. */
export interface WorkspacePanel {
  workspace: Workspace;
  reload(): void;
}

/**
 * A workspace's Settings (spec 001 sections 2, 4, 5 and 8), for its owner and instance admins (others: 403): the
 * workspace settings in view and edit mode (name, description, feature flags, logo), the Transfer Owner panel and the
 * Danger Zone.
 */
export function WorkspaceSettingsPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const user = usePermissionUser();
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const data = workspace.data;
  if (data && user && !canEditWorkspaceSettings(user, data)) return <ForbiddenPage />;
  return (
    <>
      <WorkspaceTabHeading workspaceId={workspaceId} workspace={data} tab="Settings" />
      <ErrorAlert error={workspace.error} />
      {data && user ? (
        <>
          <WorkspaceDetailsPanel workspace={data} reload={workspace.reload} />
          <TransferOwner workspace={data} reload={workspace.reload} />
          <WorkspaceDangerZone workspace={data} reload={workspace.reload} />
        </>
      ) : workspace.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </>
  );
}
