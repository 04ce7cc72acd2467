import { WORKSPACE_APPLICATION_PAGE_SIZES } from '@skiff/sdk/domain';
import { ErrorAlert } from '../../components/error-alert.js';
import { useListQuery } from '../../components/list-query.js';
import { ListPager } from '../../components/pager.js';
import { useLiveList } from '../../components/use-live-list.js';
import { useResource } from '../../components/use-resource.js';
import { WorkspaceTabHeading } from '../../components/workspace-tab-heading.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationsTable } from './applications-table.js';
import { useProjectNames } from './use-project-names.js';

/**
 * A workspace's Applications tab (spec 001 section 2): the table, 25, 50 or 100 per page (25 by default), the status
 * filter and the Deployed sort over the page shown, and a Refresh button.
 */
export function WorkspaceApplicationsPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const list = useListQuery(WORKSPACE_APPLICATION_PAGE_SIZES[0], WORKSPACE_APPLICATION_PAGE_SIZES);
  const { pageIndex, pageSize } = list;
  const projectNames = useProjectNames(workspaceId);
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const page = useResource(
    (signal) => client.applications.listInWorkspace(workspaceId, { pageIndex, pageSize }, { signal }),
    [client, workspaceId, pageIndex, pageSize],
  );
  useLiveList(page.reload, (message) => message.workspace === workspaceId);
  return (
    <>
      <WorkspaceTabHeading workspaceId={workspaceId} workspace={workspace.data} tab="Applications" />
      <button type="button" onClick={page.reload} disabled={page.loading}>
        Refresh
      </button>
      <ErrorAlert error={workspace.error ?? page.error} />
      {page.data ? (
        <>
          <ApplicationsTable
            label="Workspace applications"
            applications={page.data.items}
            projectNames={projectNames}
          />
          <ListPager list={list} total={page.data.total} sizes={WORKSPACE_APPLICATION_PAGE_SIZES} />
        </>
      ) : page.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </>
  );
}
