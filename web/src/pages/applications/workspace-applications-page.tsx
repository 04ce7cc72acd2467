import { WORKSPACE_APPLICATION_PAGE_SIZES } from '@skiff/sdk';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { useListQuery } from '../../components/list-query.js';
import { PageHeading } from '../../components/page-heading.js';
import { Pager } from '../../components/pager.js';
import { useResource } from '../../components/use-resource.js';
import { type PageProps, projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationsTable } from './applications-table.js';

/**
 * A workspace's Applications tab (spec 001 section 2): the table, 25, 50 or 100 per page (25 by default), the status
 * filter and the Deployed sort over the page shown, and a Refresh button.
 */
export function WorkspaceApplicationsPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const list = useListQuery(WORKSPACE_APPLICATION_PAGE_SIZES[0], WORKSPACE_APPLICATION_PAGE_SIZES);
  const { pageIndex, pageSize } = list;
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const page = useResource(
    (signal) => client.applications.listInWorkspace(workspaceId, { pageIndex, pageSize }, { signal }),
    [client, workspaceId, pageIndex, pageSize],
  );
  const name = workspace.data?.name ?? 'Workspace';
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: name, to: projectsPath(workspaceId) },
          { label: 'Applications' },
        ]}
      />
      <PageHeading title={`${name}: applications`}>{name}</PageHeading>
      <h2>Applications</h2>
      <button type="button" onClick={page.reload} disabled={page.loading}>
        Refresh
      </button>
      <ErrorAlert error={workspace.error ?? page.error} />
      {page.data ? (
        <>
          <ApplicationsTable label="Workspace applications" applications={page.data.items} />
          <Pager
            pageIndex={pageIndex}
            pageSize={pageSize}
            total={page.data.total}
            sizes={WORKSPACE_APPLICATION_PAGE_SIZES}
            onChange={(nextPage, nextSize) => list.set({ pageIndex: nextPage, pageSize: nextSize })}
          />
        </>
      ) : page.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </>
  );
}
