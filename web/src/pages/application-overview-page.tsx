import {
  APPLICATION_ACTION_TASKS,
  type Application,
  type ApplicationActionName,
  type ApplicationIds,
  applicationBranch,
  availableApplicationActions,
  displayedApplicationState,
  formatDate,
  isTaskRunning,
  runApplicationAction,
} from '@skiff/sdk';
import { useCallback, useState } from 'react';
import { ActivityLog } from '../components/activity-log.js';
import { Breadcrumb } from '../components/breadcrumb.js';
import { ErrorAlert } from '../components/error-alert.js';
import { PageHeading } from '../components/page-heading.js';
import { ApplicationStateTag, TaskStatusTag } from '../components/state-tag.js';
import { useActivityFollow } from '../components/use-activity-follow.js';
import { usePushReload } from '../components/use-push-reload.js';
import { useResource } from '../components/use-resource.js';
import { branchesPath, type PageProps, projectsPath } from '../routes.js';
import { useSession } from '../session/session-context.js';

const ACTIONS: readonly { action: ApplicationActionName; label: string }[] = [
  { action: 'deploy', label: 'Deploy' },
  { action: 'pause', label: 'Pause' },
  { action: 'unpause', label: 'Unpause' },
  { action: 'undeploy', label: 'Undeploy' },
];

/** An application's overview (spec 002 section 2.2): state, facts, the long actions and the running task's log. */
export function ApplicationOverviewPage({ params }: PageProps) {
  const ids: ApplicationIds = {
    workspaceId: params.workspaceId ?? '',
    projectId: params.projectId ?? '',
    applicationId: params.applicationId ?? '',
  };
  const { workspaceId, projectId, applicationId } = ids;
  const { client, handleError } = useSession();
  const [started, setStarted] = useState<{ id: string; action: string }>();
  const [actionError, setActionError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const app = useResource(
    (signal) => client.applications.get({ workspaceId, projectId, applicationId }, { signal }),
    [client, workspaceId, projectId, applicationId],
  );
  const names = useResource(
    async (signal) => {
      const [workspace, project] = await Promise.all([
        client.workspaces.get(workspaceId, { signal }),
        client.projects.get(workspaceId, projectId, { signal }),
      ]);
      return { workspace: workspace.name, project: project.name };
    },
    [client, workspaceId, projectId],
  );
  const concerns = useCallback(
    (m: { application?: string | null }) => m.application === applicationId,
    [applicationId],
  );
  usePushReload(app.reload, concerns);

  // Follow the task we started, or one already running when the page opened (or started elsewhere).
  const last = app.data?.lastActivity;
  const running = last?._id && isTaskRunning(last.status) ? { id: last._id, action: last.action ?? '' } : undefined;
  const followed = started ?? running;
  const task = useActivityFollow(followed, app.reload);

  const run = async (action: ApplicationActionName) => {
    setActionError(undefined);
    setBusy(true);
    try {
      const outcome = await runApplicationAction(client, ids, action, { wait: false });
      setStarted({ id: outcome.activityId, action: APPLICATION_ACTION_TASKS[action] });
      app.reload();
    } catch (error) {
      handleError(error);
      setActionError(error);
    } finally {
      setBusy(false);
    }
  };

  const data = app.data;
  const branch = data ? applicationBranch(data) : 'Application';
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: names.data?.workspace ?? 'Workspace', to: projectsPath(workspaceId) },
          { label: names.data?.project ?? 'Project', to: branchesPath(workspaceId, projectId) },
          { label: branch },
        ]}
      />
      <PageHeading title={`${branch}: overview`}>{branch}</PageHeading>
      <ErrorAlert error={app.error} />
      {data ? (
        <>
          <Facts app={data} />
          <Actions app={data} busy={busy || (task !== undefined && !task.status)} onRun={run} />
        </>
      ) : app.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
      <ErrorAlert error={actionError} />
      {task ? <ActivityLog task={task} /> : null}
    </>
  );
}

function Facts({ app }: { app: Application }) {
  const last = app.lastActivity;
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title">Overview</h2>
      <dl className="facts">
        <dt>State</dt>
        <dd data-testid="application-state">
          <ApplicationStateTag app={app} />
        </dd>
        <dt>Hostname</dt>
        <dd>{app.hostname ? <span className="mono">{app.hostname}</span> : 'Not deployed yet'}</dd>
        <dt>Replicas</dt>
        <dd>{app.replicas ?? 0}</dd>
        <dt>Last activity</dt>
        <dd>
          {last?.action ? (
            <>
              {last.action} <TaskStatusTag status={last.status} /> {formatDate(last.updatedAt ?? last.createdAt)}
            </>
          ) : (
            'None'
          )}
        </dd>
      </dl>
    </section>
  );
}

function Actions({
  app,
  busy,
  onRun,
}: {
  app: Application;
  busy: boolean;
  onRun: (action: ApplicationActionName) => void;
}) {
  const available = availableApplicationActions(displayedApplicationState(app).label);
  return (
    <fieldset className="actions">
      <legend className="visually-hidden">Application actions</legend>
      {ACTIONS.map(({ action, label }) => (
        <button
          key={action}
          type="button"
          className={action === 'deploy' ? 'primary' : undefined}
          disabled={busy || !available.includes(action)}
          onClick={() => onRun(action)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
