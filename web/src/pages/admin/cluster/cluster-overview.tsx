import {
  clusterDeletionConfirmationError,
  clusterDeletionRefusal,
  clusterFacts,
  clusterStatusTone,
  isAdmin,
  isInstanceOwner,
} from '@skiff/sdk/domain';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { Feedback } from '../../../components/feedback.js';
import { TextField } from '../../../components/field.js';
import { Tag } from '../../../components/state-tag.js';
import { useSubmit } from '../../../components/use-submit.js';
import { navigate } from '../../../router/history.js';
import { usePermissionUser } from '../../../session/profile-context.js';
import { useSession } from '../../../session/session-context.js';
import { text } from '../data-table.js';
import type { ClusterScreen } from './cluster-page.js';

/** The cluster's facts (spec 003 section 3) and its deletion (section 4). */
export function ClusterOverview({ cluster, reload }: ClusterScreen) {
  const facts = clusterFacts(cluster, text);
  return (
    <>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <Tag tone={clusterStatusTone(cluster.status)}>{text(cluster.status ?? 'UNKNOWN')}</Tag>
        </dd>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value || '–'}</dd>
          </Fragment>
        ))}
      </dl>
      <DeleteCluster cluster={cluster} reload={reload} />
    </>
  );
}

/**
 * Delete (a DELETE_ENVIRONMENT task) when the SDK's rule allows it, or Force delete (the record only, admins),
 * both confirmed by typing the cluster's name.
 */
function DeleteCluster({ cluster, reload }: ClusterScreen) {
  const { client } = useSession();
  const user = usePermissionUser();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const submission = useSubmit();
  const name = text(cluster.name ?? cluster.clusterName ?? cluster._id);
  const refusal = clusterDeletionRefusal({
    status: cluster.status,
    isProtected: cluster.isProtected === true,
    deployedApplications: cluster.applications ?? 0,
    isSystem: false,
    byInstanceOwner: user ? isInstanceOwner(user) : false,
  });
  const canForce = user ? isAdmin(user) : false;

  const confirmThen = (work: () => Promise<string | undefined>) => (event?: FormEvent) => {
    event?.preventDefault();
    const mismatch = clusterDeletionConfirmationError(typed, name);
    setFieldError(mismatch);
    if (!mismatch) void submission.run(work);
  };
  const remove = confirmThen(async () => {
    const { activityId } = await client.environments.delete(cluster._id);
    reload();
    return `Deleting ${name}: task ${activityId} started.`;
  });
  const forceRemove = confirmThen(async () => {
    await client.environments.forceDelete(cluster._id);
    navigate('/infrastructures');
    return undefined;
  });

  return (
    <form className="danger card" onSubmit={remove} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Delete this cluster</h3>
      {refusal ? <p className="alert alert-info">{refusal}</p> : <p>Deletes the cluster and its infrastructure.</p>}
      <TextField
        id={id}
        label={
          <>
            Type <span className="mono">{name}</span> to confirm
          </>
        }
        value={typed}
        onChange={setTyped}
        error={fieldError}
      />
      <Feedback submission={submission} />
      <button type="submit" className="danger-button" disabled={refusal !== undefined || submission.busy}>
        Delete
      </button>{' '}
      {canForce ? (
        <button type="button" className="danger-button" disabled={submission.busy} onClick={() => forceRemove()}>
          Force delete (record only)
        </button>
      ) : null}
    </form>
  );
}
