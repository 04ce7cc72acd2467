import { type Deployment, runDeploymentAction } from '@skiff/sdk';
import { formatDate, isDeploymentNotDeployedYet, runningTaskOf } from '@skiff/sdk/domain';
import { AbortProcess } from '../../components/abort-process.js';
import { ActivityLog } from '../../components/activity-log.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { LastActivity } from '../../components/last-activity.js';
import { useActivityFollow } from '../../components/use-activity-follow.js';
import { useResource } from '../../components/use-resource.js';
import { type PageProps, projectPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { flagField } from '../application/application-fields.js';
import { ToolSession } from '../application/tool-session.js';
import { LaunchWizard } from '../launch/launch-wizard.js';
import { TagBadges } from './tag-badges.js';
import { TagLayout, type TagScreen } from './tag-layout.js';

/**
 * A tag's overview (spec 002 sections 2.3 and 4): its state and facts, the running task's log with the progress
 * bar (and Abort Process after 5 minutes without update), its pods, and PhpMyAdmin; a tag not deployed yet shows
 * the 4-step launch wizard instead.
 */
export function TagOverviewPage({ params }: PageProps) {
  return (
    <TagLayout params={params} section="overview">
      {(screen) => <Overview {...screen} />}
    </TagLayout>
  );
}

function Overview({ ids, tag, data, workspace, project }: TagScreen) {
  const { client } = useSession();
  const task = useActivityFollow(runningTaskOf(data), tag.reload);
  const notDeployed = isDeploymentNotDeployedYet(data);
  return (
    <>
      <Facts tag={data} />
      <AbortProcess workspaceId={ids.workspaceId} activity={data.lastActivity} onAborted={tag.reload} />
      {task ? <ActivityLog task={task} /> : null}
      {notDeployed && !task ? (
        <LaunchWizard
          kind="deployment"
          title={`Deploy tag ${data.name}`}
          record={data}
          workspace={workspace}
          project={project}
          cancelTo={projectPath({ ...ids }, 'deployments/tags')}
          start={(body) => runDeploymentAction(client, ids, 'activate', { wait: false, body })}
          onDeployed={tag.reload}
        />
      ) : null}
      {notDeployed ? null : (
        <>
          <Pods key={`${data.lastActivity?._id ?? ''}:${data.lastActivity?.status ?? ''}`} ids={ids} />
          <ToolSession
            tool="PhpMyAdmin"
            enabled={flagField(data, 'isEnablePMA')}
            token={data.pmaToken ?? undefined}
            request={async () => (await client.deploymentTools.pmaSession(ids)).token ?? {}}
          />
        </>
      )}
    </>
  );
}

function Facts({ tag }: { tag: Deployment }) {
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title">Overview</h2>
      <dl className="facts">
        <dt>State</dt>
        <dd data-testid="tag-state">
          <TagBadges tag={tag} />
        </dd>
        <dt>Image tag</dt>
        <dd className="mono">{tag.containerImage ?? '-'}</dd>
        <dt>Hostname</dt>
        <dd>{tag.hostname ? <span className="mono">{tag.hostname}</span> : 'Not deployed yet'}</dd>
        <dt>Replicas</dt>
        <dd>{tag.replicas ?? 0}</dd>
        <dt>Server type</dt>
        <dd>{tag.groupType ?? '-'}</dd>
        <dt>Capacity</dt>
        <dd className="mono">
          {tag.capacity ?? '-'} to {tag.capacityLimit ?? tag.capacity ?? '-'}
        </dd>
        <dt>Deployed</dt>
        <dd>
          {tag.deployedAt ? `${formatDate(tag.deployedAt)} by ${tag.deployedBy?.rawInfo?.email ?? 'unknown'}` : 'No'}
        </dd>
        <dt>Last activity</dt>
        <dd>
          <LastActivity last={tag.lastActivity} />
        </dd>
      </dl>
    </section>
  );
}

/** The tag's pods (spec 002 section 3, Pod detail): name, node, status, restarts and image. */
function Pods({ ids }: { ids: TagScreen['ids'] }) {
  const { client } = useSession();
  const pods = useResource((signal) => client.deployments.pods(ids, { signal }), [client, ids.deploymentId]);
  const items = pods.data?.podDetails ?? [];
  return (
    <section aria-labelledby="pods-title">
      <h2 id="pods-title">Pods</h2>
      <ErrorAlert error={pods.error} />
      {pods.data && items.length === 0 ? <p>No pod is running.</p> : null}
      <ul className="rows" aria-label="Pods" aria-busy={pods.loading}>
        {items.map((pod) => (
          <li key={pod.podName} className="row">
            <span className="mono">{pod.podName}</span>
            <span>
              {pod.status ?? '-'} on {pod.node ?? '-'}, {pod.restartCount ?? 0} restarts,{' '}
              <span className="mono">{pod.containerImage ?? '-'}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
