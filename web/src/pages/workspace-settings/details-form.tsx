import { WORKSPACE_SETTINGS_NAME_MESSAGE, WORKSPACE_UPDATE_SUCCESS_MESSAGE } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';
import type { WorkspacePanel } from './workspace-settings-page.js';

/** The workspace's name (required, 'Please enter name!') and description. */
export function WorkspaceDetailsForm({ workspace, reload }: WorkspacePanel) {
  const { client } = useSession();
  const id = useId();
  const [name, setName] = useState(workspace.name ?? '');
  const [description, setDescription] = useState(workspace.description ?? '');
  const [nameError, setNameError] = useState<string>();
  const submission = useSubmit();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() ? undefined : WORKSPACE_SETTINGS_NAME_MESSAGE;
    setNameError(problem);
    if (problem) return;
    await submission.run(async () => {
      await client.workspaces.update(workspace._id, { name: name.trim(), description: description.trim() });
      reload();
      return WORKSPACE_UPDATE_SUCCESS_MESSAGE;
    });
  };
  return (
    <form className="card" onSubmit={save} noValidate aria-label="Workspace settings">
      <h3>Workspace settings</h3>
      <TextField id={`${id}-name`} label="Name" value={name} onChange={setName} error={nameError} />
      <TextField id={`${id}-description`} label="Description" value={description} onChange={setDescription} />
      <Feedback submission={submission} />
      <button type="submit" disabled={submission.busy}>
        Save
      </button>
    </form>
  );
}
