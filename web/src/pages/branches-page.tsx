import { type Application, applicationBranch, type PushMessage } from '@skiff/sdk';
import { BRANCH_PAGE_SIZE, EMPTY_BRANCH_LIST, formatDate } from '@skiff/sdk/domain';
import { type ReactNode, useCallback } from 'react';
import { Breadcrumb } from '../components/breadcrumb.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useListQuery } from '../components/list-query.js';
import { PageHeading } from '../components/page-heading.js';
import { ListPager } from '../components/pager.js';
import { ApplicationStateTag, TaskStatusTag } from '../components/state-tag.js';
import { usePushReload } from '../components/use-push-reload.js';
import { useResource } from '../components/use-resource.js';
import { Link } from '../router/link.js';
import { applicationPath, type PageProps, projectsPath } from '../routes.js';
import { useSession } from '../session/session-context.js';
import { BranchHeaderActions, DeleteBranchButton } from './project/branch-actions.js';
import { ProjectTabsNav } from './project/project-tabs.js';

/** A project's branches (spec 002 section 2.1) with their displayed states; live through push. */
export function BranchesPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const projectId = params.projectId ?? '';
  const { client } = useSession();
  const list = useListQuery(BRANCH_PAGE_SIZE);
  const { pageIndex, pageSize } = list;
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const project = useResource(
    (signal) => client.projects.get(workspaceId, projectId, { signal }),
    [client, workspaceId, projectId],
  );
  const page = useResource(
    (signal) => client.applications.list(workspaceId, projectId, { pageIndex, pageSize }, { signal }),
    [client, workspaceId, projectId, pageIndex, pageSize],
  );
  const concerns = useCallback((m: PushMessage & { kind: 'activity' }) => m.project === projectId, [projectId]);
  usePushReload(page.reload, concerns);

  const workspaceName = workspace.data?.name ?? 'Workspace';
  const projectName = project.data?.name ?? 'Project';
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: workspaceName, to: projectsPath(workspaceId) },
          { label: projectName },
        ]}
      />
      <PageHeading title={`${projectName}: branches`}>{projectName}</PageHeading>
      <BranchHeaderActions
        workspaceId={workspaceId}
        projectId={projectId}
        repositoryProvider={project.data?.repositoryProvider ?? undefined}
        onSynced={page.reload}
      />
      <ProjectTabsNav workspaceId={workspaceId} projectId={projectId} current="applications/feature-branches" />
      <h2>Branches</h2>
      <ErrorAlert error={workspace.error ?? project.error ?? page.error} />
      {page.data ? (
        <>
          {page.data.items.length === 0 ? <p>{EMPTY_BRANCH_LIST}</p> : null}
          <ul className="rows" aria-busy={page.loading}>
            {page.data.items.map((app) => (
              <BranchRow
                key={app._id}
                app={app}
                to={applicationPath({ workspaceId, projectId, applicationId: app._id })}
                actions={
                  <DeleteBranchButton
                    app={app}
                    workspaceId={workspaceId}
                    projectId={projectId}
                    onDeleted={page.reload}
                  />
                }
              />
            ))}
          </ul>
          <ListPager list={list} total={page.data.total} />
        </>
      ) : page.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </>
  );
}

function BranchRow({ app, to, actions }: { app: Application; to: string; actions: ReactNode }) {
  const last = app.lastActivity;
  return (
    <li className="row" data-branch={applicationBranch(app)}>
      <Link to={to} className="branch-name">
        {applicationBranch(app)}
      </Link>
      {app.enableDeletionProtection ? <span className="tag tone-neutral">Protected</span> : null}
      <ApplicationStateTag app={app} />
      {last?.action ? (
        <span className="meta">
          {last.action} <TaskStatusTag status={last.status} /> {formatDate(last.updatedAt ?? last.createdAt)}
        </span>
      ) : null}
      <span className="row-actions row-end">{actions}</span>
    </li>
  );
}
