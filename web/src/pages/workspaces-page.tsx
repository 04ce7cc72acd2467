import {
  cloudProviderLabel,
  DEFAULT_WORKSPACE_PAGE_SIZE,
  WORKSPACE_PAGE_SIZES,
  type Workspace,
  workspaceProvider,
} from '@skiff/sdk';
import { Counter } from '../components/counter.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useListQuery } from '../components/list-query.js';
import { PageHeading } from '../components/page-heading.js';
import { Pager } from '../components/pager.js';
import { SearchBox } from '../components/search-box.js';
import { useResource } from '../components/use-resource.js';
import { Link } from '../router/link.js';
import { projectsPath } from '../routes.js';
import { useSession } from '../session/session-context.js';

/** The workspace list (spec 000 section 2): search, paging, and one card per workspace. */
export function WorkspacesPage() {
  const { client } = useSession();
  const list = useListQuery(DEFAULT_WORKSPACE_PAGE_SIZE, WORKSPACE_PAGE_SIZES);
  const { search, pageIndex, pageSize } = list;
  const page = useResource(
    (signal) => client.workspaces.list({ search, pageIndex, pageSize }, { signal }),
    [client, search, pageIndex, pageSize],
  );

  return (
    <>
      <PageHeading title="Workspaces" />
      <SearchBox
        label="Search workspaces"
        placeholder="Search workspaces by name or description"
        value={search}
        onSearch={(value) => list.set({ search: value })}
      />
      <ErrorAlert error={page.error} />
      {page.data ? (
        <>
          {page.data.items.length === 0 ? <p>No workspaces found.</p> : null}
          <ul className="cards" aria-busy={page.loading}>
            {page.data.items.map((workspace) => (
              <WorkspaceCard key={workspace._id} workspace={workspace} />
            ))}
          </ul>
          <Pager
            pageIndex={pageIndex}
            pageSize={pageSize}
            total={page.data.total}
            sizes={WORKSPACE_PAGE_SIZES}
            onChange={(nextPage, nextSize) => list.set({ pageIndex: nextPage, pageSize: nextSize })}
          />
        </>
      ) : page.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </>
  );
}

function WorkspaceCard({ workspace }: { workspace: Workspace }) {
  const provider = workspaceProvider(workspace);
  return (
    <li className="card">
      <h2>
        <Link to={projectsPath(workspace._id)}>{workspace.name}</Link>
      </h2>
      {workspace.description ? <p className="description">{workspace.description}</p> : null}
      <dl className="counters">
        <Counter label="Projects" value={workspace.totalProjects} />
        <Counter label="Applications" value={workspace.totalApplications} />
        <Counter label="Active" value={workspace.totalActivatedApplications} />
        <Counter label="Paused" value={workspace.totalPausedApplications} />
      </dl>
      <p className="provider">
        <span className="visually-hidden">Cloud provider: </span>
        {provider ? cloudProviderLabel(provider) : 'No cloud account'}
      </p>
    </li>
  );
}
