import { type Workspace, workspaceProvider } from '@skiff/sdk';
import {
  cloudProviderLabel,
  DEFAULT_WORKSPACE_PAGE_SIZE,
  isAdmin,
  isWorkspaceKindFilter,
  WORKSPACE_KIND_FILTERS,
  WORKSPACE_PAGE_SIZES,
  workspaceKindParams,
} from '@skiff/sdk/domain';
import { useState } from 'react';
import { Counter } from '../components/counter.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useListQuery } from '../components/list-query.js';
import { PageHeading } from '../components/page-heading.js';
import { Pager } from '../components/pager.js';
import { PendingInvitations } from '../components/pending-invitations.js';
import { SearchBox } from '../components/search-box.js';
import { UploadedImage } from '../components/uploaded-image.js';
import { useLiveList } from '../components/use-live-list.js';
import { useResource } from '../components/use-resource.js';
import { useListView, ViewToggle } from '../components/view-toggle.js';
import { WorkspaceFilters } from '../components/workspace-filters.js';
import { navigate } from '../router/history.js';
import { Link } from '../router/link.js';
import { projectsPath } from '../routes.js';
import { usePermissionUser } from '../session/profile-context.js';
import { useSession } from '../session/session-context.js';

/** Every kind filter unset: the value `list.set` takes to clear them. */
const NO_KINDS = Object.fromEntries(WORKSPACE_KIND_FILTERS.map((f) => [f.key, undefined]));

/**
 * The workspace list (spec 000 section 2): pending invitations, search, the kind filters (query parameters
 * `regular`, `drupalForge`, `personal`), paging 12/24/50, one card per workspace, and the Start Here card.
 */
export function WorkspacesPage() {
  const { client } = useSession();
  const list = useListQuery(DEFAULT_WORKSPACE_PAGE_SIZE, WORKSPACE_PAGE_SIZES);
  const { search, pageIndex, pageSize, query } = list;
  const kind = WORKSPACE_KIND_FILTERS.find((f) => query.get(f.key) === 'true')?.key;
  const page = useResource(
    (signal) => client.workspaces.list({ search, pageIndex, pageSize, ...workspaceKindParams(kind) }, { signal }),
    [client, search, pageIndex, pageSize, kind],
  );
  // Any task may change a workspace's counters.
  useLiveList(page.reload, () => true);
  const filtered = search !== '' || kind !== undefined;
  const [view, setView] = useListView();

  return (
    <>
      <PageHeading title="Workspaces" />
      <CreateWorkspaceButton />
      <PendingInvitations onChanged={page.reload} />
      <div className="toolbar">
        <SearchBox
          label="Search workspaces"
          placeholder="Search workspaces by name or description"
          value={search}
          onSearch={(value) => list.set({ search: value })}
        />
        <WorkspaceFilters
          kind={kind}
          canReset={filtered}
          onKind={(next) =>
            list.set({ filters: { ...NO_KINDS, ...(next && isWorkspaceKindFilter(next) ? { [next]: 'true' } : {}) } })
          }
          onReset={() => list.set({ search: '', filters: NO_KINDS })}
        />
        <ViewToggle view={view} onChange={setView} />
      </div>
      <ErrorAlert error={page.error} />
      {page.data ? (
        <>
          {page.data.items.length === 0 ? filtered ? <p>No workspaces found.</p> : <StartHere /> : null}
          <ul className={view === 'list' ? 'cards list-view' : 'cards'} aria-busy={page.loading}>
            {page.data.items.map((workspace) => (
              <WorkspaceCard key={workspace._id} workspace={workspace} />
            ))}
          </ul>
          {/* The loaded page's own index and size, so the range never describes items not on screen yet. */}
          <Pager
            pageIndex={page.data.pageIndex}
            pageSize={page.data.pageSize}
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

/** Spec 000 section 2: the Create Workspace button, enabled for admin roles only. */
function CreateWorkspaceButton() {
  const user = usePermissionUser();
  return (
    <p className="toolbar">
      <button type="button" disabled={!user || !isAdmin(user)} onClick={() => navigate('/workspaces/add')}>
        Create Workspace
      </button>
    </p>
  );
}

/** The empty list's card: a demo workspace (`POST /workspaces/default`) to start from. */
function StartHere() {
  const { client, handleError } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const create = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const workspace = await client.workspaces.createDefault();
      navigate(projectsPath(workspace._id));
    } catch (e) {
      handleError(e);
      setError(e);
      setBusy(false);
    }
  };
  return (
    <section className="card start-here" aria-labelledby="start-here-title">
      <h2 id="start-here-title">Start Here</h2>
      <p>You have no workspace yet. A demo workspace lets you try projects and deployments right away.</p>
      <ErrorAlert error={error} />
      <button type="button" className="primary" disabled={busy} onClick={create}>
        Create Demo Workspace
      </button>
    </section>
  );
}

function WorkspaceCard({ workspace }: { workspace: Workspace }) {
  const provider = workspaceProvider(workspace);
  return (
    <li className="card">
      <div className="card-head">
        {/* Decorative: the name beside it says whose logo it is. */}
        <UploadedImage reference={workspace.logo} alt="" size={32} fallback={null} />
        <h2>
          <Link to={projectsPath(workspace._id)}>{workspace.name}</Link>
        </h2>
      </div>
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
