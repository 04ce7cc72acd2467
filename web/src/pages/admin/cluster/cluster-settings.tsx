import { CLUSTER_NAME_REQUIRED } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../../components/feedback.js';
import { TextField } from '../../../components/field.js';
import { useSubmit } from '../../../components/use-submit.js';
import { useSession } from '../../../session/session-context.js';
import type { ClusterScreen } from './cluster-page.js';

/** Settings (spec 003 section 4): the name (required, 'Please input name!') and the protection flag. */
export function ClusterSettings({ cluster, reload }: ClusterScreen) {
  const { client } = useSession();
  const id = useId();
  const [name, setName] = useState(cluster.name ?? '');
  const [isProtected, setProtected] = useState(cluster.isProtected === true);
  const [nameError, setNameError] = useState<string>();
  const submission = useSubmit();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? undefined : CLUSTER_NAME_REQUIRED);
    if (!trimmed) return;
    await submission.run(async () => {
      await client.environments.update(cluster._id, { name: trimmed, isProtected });
      reload();
      return 'Cluster updated.';
    });
  };
  return (
    <form className="card" onSubmit={save} noValidate aria-label="Cluster settings">
      <TextField id={id} label="Name" value={name} onChange={setName} error={nameError} />
      <div className="field">
        <label>
          <input type="checkbox" checked={isProtected} onChange={(e) => setProtected(e.target.checked)} /> Protected
          (only the instance owner may delete it)
        </label>
      </div>
      <Feedback submission={submission} />
      <button type="submit" disabled={submission.busy}>
        Save
      </button>
    </form>
  );
}
