import type { Page, PageParams, Workspace } from '@skiff/sdk';
import { canOpenWorkspaceTab } from '@skiff/sdk/domain';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { useResource } from '../../components/use-resource.js';
import { WorkspaceTabHeading } from '../../components/workspace-tab-heading.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';
import { AdminList } from '../admin/admin-list.js';
import type { Column } from '../admin/data-table.js';
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

/** A workspace tab that is one paged table: the frame above, then the SDK's list in an `AdminList`. */
export function WorkspaceTabList<T extends { _id: string }>(props: {
  workspaceId: string;
  tab: string;
  label: string;
  caption: string;
  sizes: readonly number[];
  search?: { label: string; placeholder: string };
  load(paging: PageParams, signal: AbortSignal): Promise<Page<T>>;
  columns(workspace: Workspace): readonly Column<T>[];
}) {
  return (
    <WorkspaceTabPage workspaceId={props.workspaceId} tab={props.tab} label={props.label}>
      {(workspace) => (
        <AdminList
          caption={props.caption}
          sizes={props.sizes}
          {...(props.search ? { search: props.search } : {})}
          load={props.load}
          columns={() => props.columns(workspace)}
          rowKey={(row) => row._id}
        />
      )}
    </WorkspaceTabPage>
  );
}
