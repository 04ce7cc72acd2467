import {
  APPLICATION_ACTION_TASKS,
  type Application,
  applicationBranch,
  runApplicationAction,
  typedConfirmationOf,
} from '@skiff/sdk';
import {
  type ApplicationActionName,
  availableApplicationActions,
  displayedApplicationState,
  isTaskRunning,
} from '@skiff/sdk/domain';
import { useState } from 'react';
import { AbortProcess } from '../components/abort-process.js';
import { ActivityLog } from '../components/activity-log.js';
import { ConfirmAction } from '../components/confirm-dialog.js';
import { ErrorAlert } from '../components/error-alert.js';
import { Expiry } from '../components/expiry.js';
import { LastActivity } from '../components/last-activity.js';
import { ApplicationStateTag } from '../components/state-tag.js';
import { useActivityFollow } from '../components/use-activity-follow.js';
import type { PageProps } from '../routes.js';
import { useSession } from '../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application/application-layout.js';

const ACTIONS: readonly { action: ApplicationActionName; label: string }[] = [
  { action: 'deploy', label: 'Deploy' },
  { action: 'pause', label: 'Pause' },
  { action: 'unpause', label: 'Unpause' },
  { action: 'undeploy', label: 'Undeploy' },
];

/**
 * An application's overview (spec 002 section 2.2): state, facts, the long actions, the running task's log, and
 * Abort Process for a task not updated for 5 minutes (as on a tag's overview, spec 002 section 4).
 */
export function ApplicationOverviewPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="overview">
      {(screen) => <Overview {...screen} />}
    </ApplicationLayout>
  );
}

function Overview({ ids, app, data }: ApplicationScreen) {
  const { client, handleError } = useSession();
  const [started, setStarted] = useState<{ id: string; action: string }>();
  const [actionError, setActionError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  // Follow the task we started, or one already running when the page opened (or started elsewhere).
  const last = data.lastActivity;
  const running = last?._id && isTaskRunning(last.status) ? { id: last._id, action: last.action ?? '' } : undefined;
  const followed = started ?? running;
  const task = useActivityFollow(followed, app.reload);

  // An aborted task is followed to its end (ERROR), so its log shows the outcome and the actions come back.
  const keepFollowing = () => {
    if (running) setStarted(running);
    app.reload();
  };

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

  return (
    <>
      <Facts app={data} />
      <Actions app={data} busy={busy || (task !== undefined && !task.status)} onRun={run} />
      <ErrorAlert error={actionError} />
      <AbortProcess workspaceId={ids.workspaceId} activity={data.lastActivity} onAborted={keepFollowing} />
      {task ? <ActivityLog task={task} /> : null}
    </>
  );
}

function Facts({ app }: { app: Application }) {
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
        {app.expiredTime ? (
          <>
            <dt>Expires</dt>
            <dd data-testid="application-expiry">
              <Expiry expiredTime={app.expiredTime} />
            </dd>
          </>
        ) : null}
        <dt>Replicas</dt>
        <dd>{app.replicas ?? 0}</dd>
        <dt>Last activity</dt>
        <dd>
          <LastActivity last={app.lastActivity} />
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
  const branch = applicationBranch(app);
  return (
    <fieldset className="actions">
      <legend className="visually-hidden">Application actions</legend>
      {ACTIONS.map(({ action, label }) =>
        action === 'undeploy' ? (
          // Undeploy is a Danger Zone action (spec 002 section 5): the same typed branch/NAME here, in the dialog;
          // a protected application cannot be undeployed, so the button is off rather than answered with a 400.
          <ConfirmAction
            key={action}
            label={label}
            className="danger-button"
            disabled={busy || !available.includes(action) || app.enableDeletionProtection === true}
            confirm={{
              title: `Undeploy ${branch}?`,
              message:
                'Stops the application and removes its resources from the cluster. The branch stays and can be deployed again.',
              confirmLabel: 'Undeploy',
              typed: typedConfirmationOf('application.undeploy', branch),
            }}
            onConfirm={() => onRun(action)}
          />
        ) : (
          <button
            key={action}
            type="button"
            className={action === 'deploy' ? 'primary' : undefined}
            disabled={busy || !available.includes(action)}
            onClick={() => onRun(action)}
          >
            {label}
          </button>
        ),
      )}
    </fieldset>
  );
}
