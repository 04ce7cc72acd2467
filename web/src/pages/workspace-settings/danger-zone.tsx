import { typedConfirmationOf } from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useToast } from '../../components/toast.js';
import { useSubmit } from '../../components/use-submit.js';
import { navigate } from '../../router/history.js';
import { useSession } from '../../session/session-context.js';
import type { WorkspacePanel } from './workspace-settings-page.js';

/** Danger Zone (spec 001 section 5): deleting needs 'workspace/{name}' typed; then the workspace list. */
export function WorkspaceDangerZone({ workspace }: WorkspacePanel) {
  const { client } = useSession();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const submission = useSubmit();
  const toast = useToast();
  const { expected, mismatch } = typedConfirmationOf('workspace.delete', workspace.name ?? '');
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    const problem = mismatch(typed);
    setError(problem);
    if (problem) return;
    const ok = await submission.run(async () => {
      await client.workspaces.delete(workspace._id);
      return undefined;
    });
    if (!ok) return;
    // Our wording: the spec has no message after a workspace delete; the list it leads to no longer shows it.
    toast(`Workspace "${workspace.name ?? ''}" deleted.`);
    navigate('/workspaces');
  };
  return (
    <form className="card danger" onSubmit={remove} noValidate aria-label="Danger Zone">
      <h3>Danger Zone</h3>
      <TextField
        id={`${id}-confirm`}
        label={`Type ${expected} to confirm`}
        value={typed}
        onChange={setTyped}
        error={error}
      />
      <Feedback submission={submission} />
      <button type="submit" className="danger" disabled={submission.busy}>
        Delete workspace
      </button>
    </form>
  );
}
