import type { Project } from '@skiff/sdk';
import { EMPTY_PROJECT_LIST, PROJECT_PAGE_SIZES } from '@skiff/sdk/domain';
import { Counter } from '../components/counter.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useListQuery } from '../components/list-query.js';
import { ListPager } from '../components/pager.js';
import { SearchBox } from '../components/search-box.js';
import { useLiveList } from '../components/use-live-list.js';
import { useResource } from '../components/use-resource.js';
import { useListView, ViewToggle } from '../components/view-toggle.js';
import { WorkspaceHeader } from '../components/workspace-header.js';
import { Link } from '../router/link.js';
import type { PageProps } from '../routes.js';
import { branchesPath, workspacePath } from '../routes.js';
import { useSession } from '../session/session-context.js';

/** A workspace's projects (spec 000 section 2). */
export function ProjectsPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const list = useListQuery(PROJECT_PAGE_SIZES[0], PROJECT_PAGE_SIZES);
  const { search, pageIndex, pageSize } = list;
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const page = useResource(
    (signal) => client.projects.list(workspaceId, { search, pageIndex, pageSize }, { signal }),
    [client, workspaceId, search, pageIndex, pageSize],
  );
  useLiveList(page.reload, (message) => message.workspace === workspaceId);
  const [view, setView] = useListView();

  return (
    <>
      <WorkspaceHeader
        workspaceId={workspaceId}
        workspace={workspace.data}
        tab={{ path: 'projects', label: 'Projects' }}
      />
      <h2>Projects</h2>
      <div className="header-actions">
        <Link className="button-link primary" to={workspacePath(workspaceId, 'add-project')}>
          Create project
        </Link>
        <Link className="button-link" to={workspacePath(workspaceId, 'catalogs')}>
          From a template
        </Link>
        <Link className="button-link" to={workspacePath(workspaceId, 'import')}>
          Import
        </Link>
        <button type="button" onClick={page.reload} disabled={page.loading}>
          Reload
        </button>
        <ViewToggle view={view} onChange={setView} />
      </div>
      <SearchBox
        label="Search projects"
        placeholder="Search projects by name or description"
        value={search}
        onSearch={(value) => list.set({ search: value })}
      />
      <ErrorAlert error={workspace.error ?? page.error} />
      {page.data ? (
        <>
          {page.data.items.length === 0 ? <p>{search ? 'No projects found.' : EMPTY_PROJECT_LIST}</p> : null}
          <ul className={view === 'list' ? 'cards list-view' : 'cards'} aria-label="Projects" aria-busy={page.loading}>
            {page.data.items.map((project) => (
              <ProjectCard key={project._id} workspaceId={workspaceId} project={project} />
            ))}
          </ul>
          <ListPager list={list} total={page.data.total} sizes={PROJECT_PAGE_SIZES} />
        </>
      ) : page.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </>
  );
}

function ProjectCard({ workspaceId, project }: { workspaceId: string; project: Project }) {
  const repository = [project.repositoryOwner, project.repositoryName].filter(Boolean).join('/');
  return (
    <li className="card">
      <h3>
        <Link to={branchesPath(workspaceId, project._id)}>{project.name}</Link>
      </h3>
      <p className="meta">
        {project.projectType?.name ?? project.projectType?.key}
        {repository ? ` · ${project.repositoryProvider ?? ''} ${repository}` : null}
      </p>
      {project.description ? <p className="description">{project.description}</p> : null}
      <dl className="counters">
        <Counter label="Deployed" value={project.totalDeployedApplications} />
        <Counter label="Paused" value={project.totalPausedApplications} />
        <Counter label="Not deployed" value={project.totalNoDeployedApplications} />
        <Counter label="Members" value={project.totalMembers} />
      </dl>
    </li>
  );
}
