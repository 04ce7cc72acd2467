import { type Application, applicationBranch, type PushMessage, type Snapshot } from '@skiff/sdk';
import { formatByteSize, formatDate } from '@skiff/sdk/domain';
import { useCallback, useState } from 'react';
import { ConfirmAction } from '../../components/confirm-dialog.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { Tag } from '../../components/state-tag.js';
import { usePushReload } from '../../components/use-push-reload.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { Link } from '../../router/link.js';
import { applicationPath, type PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ProjectFrame, useProjectContext } from './project-tabs.js';

interface BranchSnapshots {
  app: Application;
  snapshots: Snapshot[];
}

/**
 * A project's Snapshots tab (ours: spec 000 section 1 names snapshots as a capability and spec 002 section 4 their
 * tasks, but no screen shows them; capability snapshot.get). The contract has no snapshot list, so each branch's
 * snapshots are read from its application detail (`snapshots.ofApplication`, as `skiff snapshots list`). Show asks
 * for one snapshot (`snapshots.get`); Delete starts a DELETE_SNAPSHOT task after the registry's yes/no question. The
 * list follows the project's push activity, so a snapshot shows DELETING and then leaves.
 */
export function ProjectSnapshotsPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspaceId, projectId } = context;
  const { client } = useSession();
  const outcome = useSubmit();
  const list = useResource(
    async (signal): Promise<BranchSnapshots[]> => {
      const apps: Application[] = [];
      for await (const app of client.applications.list(workspaceId, projectId, { pageSize: 100 }, { signal })) {
        apps.push(app);
      }
      const groups = await Promise.all(
        apps.map(async (app) => ({ app, snapshots: await client.snapshots.ofApplication(app._id, { signal }) })),
      );
      return groups.filter((group) => group.snapshots.length > 0);
    },
    [client, workspaceId, projectId],
  );
  const concerns = useCallback((m: PushMessage & { kind: 'activity' }) => m.project === projectId, [projectId]);
  usePushReload(list.reload, concerns);

  const remove = (snapshot: Snapshot) =>
    void outcome.run(async () => {
      await client.snapshots.delete(snapshot._id);
      list.reload();
      return `Deleting the snapshot ${snapshot.name ?? snapshot._id}.`;
    });

  return (
    <ProjectFrame context={context} current="snapshots">
      <h2>Snapshots</h2>
      <ErrorAlert error={list.error} />
      <Feedback submission={outcome} />
      {list.data?.length === 0 ? <p>No snapshots in this project.</p> : null}
      {list.data === undefined && !list.error ? <p>Loading…</p> : null}
      {list.data?.map(({ app, snapshots }) => {
        const branch = applicationBranch(app);
        return (
          <section key={app._id}>
            <h3>
              <Link to={applicationPath({ workspaceId, projectId, applicationId: app._id })}>{branch}</Link>
            </h3>
            <ul className="rows" aria-label={`Snapshots of ${branch}`} aria-busy={list.loading}>
              {snapshots.map((snapshot) => (
                <SnapshotRow key={snapshot._id} snapshot={snapshot} busy={outcome.busy} onDelete={remove} />
              ))}
            </ul>
          </section>
        );
      })}
    </ProjectFrame>
  );
}

function SnapshotRow(props: { snapshot: Snapshot; busy: boolean; onDelete(snapshot: Snapshot): void }) {
  const { snapshot } = props;
  const { client } = useSession();
  const [detail, setDetail] = useState<Snapshot>();
  const [error, setError] = useState<unknown>();
  const name = snapshot.name ?? snapshot._id;
  const deleting = snapshot.status === 'DELETING';
  const show = () =>
    detail
      ? setDetail(undefined)
      : client.snapshots.get(snapshot._id).then((answer) => {
          setDetail(answer);
          setError(undefined);
        }, setError);
  return (
    <li className="row snapshot-row">
      <span>
        <strong>{name}</strong> <span className="mono">{snapshot.snapshotTag ?? ''}</span>{' '}
        <span className="muted">
          {formatByteSize(snapshot.size)} · {formatDate(snapshot.createdAt)}
        </span>{' '}
        {snapshot.status ? <Tag tone={deleting ? 'attention' : 'success'}>{snapshot.status}</Tag> : null}
      </span>
      <span>
        <button type="button" aria-expanded={detail !== undefined} onClick={() => void show()}>
          {detail ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {name}</span>
        </button>{' '}
        <ConfirmAction
          label={`Delete ${name}`}
          text="Delete"
          className="danger-button"
          disabled={props.busy || deleting}
          confirm={{
            title: `Delete the snapshot ${name}?`,
            message: 'Its image is removed from the registry. This cannot be undone.',
            confirmLabel: 'Delete',
          }}
          onConfirm={() => props.onDelete(snapshot)}
        />
      </span>
      <ErrorAlert error={error} />
      {detail ? (
        <dl className="details snapshot-detail">
          <dt>Name</dt>
          <dd>{detail.name}</dd>
          <dt>Image tag</dt>
          <dd className="mono">{detail.snapshotTag}</dd>
          <dt>Size</dt>
          <dd>{formatByteSize(detail.size)}</dd>
          <dt>Status</dt>
          <dd>{detail.status}</dd>
          <dt>Created</dt>
          <dd>{formatDate(detail.createdAt)}</dd>
          <dt>ID</dt>
          <dd className="mono">{detail._id}</dd>
        </dl>
      ) : null}
    </li>
  );
}
