import { type Application, type ApplicationIds, applicationBranch, type Project, type Workspace } from '@skiff/sdk';
import {
  APPLICATION_MENU,
  type ApplicationMenuKey,
  applicationRouteRedirectsToOverview,
  displayedApplicationState,
  isApplicationMenuItemEnabled,
  isApplicationMenuItemShown,
  isTaskRunning,
} from '@skiff/sdk/domain';
import { type ReactNode, useCallback, useEffect } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageHeading } from '../../components/page-heading.js';
import { usePushReload } from '../../components/use-push-reload.js';
import { type Resource, useResource } from '../../components/use-resource.js';
import { navigate } from '../../router/history.js';
import { Link } from '../../router/link.js';
import { applicationPath, branchesPath, type PageProps, projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { SideMenu, useProjectScope } from './record-frame.js';

/** Spec 002 section 2.2: "An undeployed branch ... shows an info alert that the branch is not deployed yet" (our wording). */
export const BRANCH_NOT_DEPLOYED_NOTICE = 'This branch is not deployed yet.';

/** Not deployed and no task running: the launch wizard is offered. */
function isNotDeployedYet(app: Application): boolean {
  return displayedApplicationState(app).label === 'Not Deployed' && !isTaskRunning(app.lastActivity?.status);
}

/** What every application screen receives from the layout. */
export interface ApplicationScreen {
  ids: ApplicationIds;
  app: Resource<Application>;
  data: Application;
  workspace: Workspace | undefined;
  project: Project | undefined;
  adminLevel: boolean;
}

export function applicationIds(params: PageProps['params']): ApplicationIds {
  return {
    workspaceId: params.workspaceId ?? '',
    projectId: params.projectId ?? '',
    applicationId: params.applicationId ?? '',
  };
}

/**
 * The application screens' frame (spec 002 section 2.2): breadcrumb, heading, the left menu with its access rules
 * (all from the SDK), the redirects (to overview, or to the branch list without view rights), then the screen.
 */
export function ApplicationLayout(props: {
  params: PageProps['params'];
  section: ApplicationMenuKey;
  /** The launch wizard is the screen: the overview's offer of it is left out. */
  launching?: boolean;
  children: (screen: ApplicationScreen) => ReactNode;
}) {
  const ids = applicationIds(props.params);
  const { workspaceId, projectId, applicationId } = ids;
  const { client } = useSession();
  const app = useResource((signal) => client.applications.get(ids, { signal }), [client, applicationId]);
  const { workspace, project, ready, adminLevel, canView } = useProjectScope(workspaceId, projectId);
  const concerns = useCallback(
    (m: { application?: string | null }) => m.application === applicationId,
    [applicationId],
  );
  usePushReload(app.reload, concerns);

  const data = app.data;
  const toOverview = ready && data ? applicationRouteRedirectsToOverview(props.section, data, adminLevel) : false;

  useEffect(() => {
    if (!canView) navigate(branchesPath(workspaceId, projectId), { replace: true });
    else if (toOverview) navigate(applicationPath(props.params, 'overview'), { replace: true });
  }, [canView, toOverview, workspaceId, projectId, props.params]);

  const branch = data ? applicationBranch(data) : 'Application';
  const label = APPLICATION_MENU.find((item) => item.key === props.section)?.label ?? '';
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: workspace?.name ?? 'Workspace', to: projectsPath(workspaceId) },
          { label: project?.name ?? 'Project', to: branchesPath(workspaceId, projectId) },
          { label: branch, to: applicationPath(props.params, 'overview') },
          { label },
        ]}
      />
      <PageHeading title={`${branch}: ${label}`}>{branch}</PageHeading>
      <div className="app-frame">
        <SideMenu
          label="Application"
          items={APPLICATION_MENU.filter((item) => isApplicationMenuItemShown(item.key, project?.projectType?.key))}
          current={props.section}
          enabled={(key) => !data || isApplicationMenuItemEnabled(key, data, adminLevel)}
          hrefOf={(key) => applicationPath(props.params, key)}
        />
        <div className="app-screen">
          <ErrorAlert error={app.error} />
          {data && props.section === 'overview' && !props.launching && isNotDeployedYet(data) ? (
            <p className="alert alert-info">
              {BRANCH_NOT_DEPLOYED_NOTICE}{' '}
              <Link to={applicationPath(props.params, 'launch')}>Open the launch wizard</Link>
            </p>
          ) : null}
          {data && !toOverview ? (
            props.children({ ids, app, data, workspace, project, adminLevel })
          ) : app.loading ? (
            <p className="loading">Loading…</p>
          ) : null}
        </div>
      </div>
    </>
  );
}
