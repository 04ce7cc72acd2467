import type { UpdateWorkspaceBody } from '@skiff/sdk';
import {
  WORKSPACE_FEATURE_FLAGS,
  WORKSPACE_SETTINGS_NAME_MESSAGE,
  WORKSPACE_UPDATE_SUCCESS_MESSAGE,
  workspaceFlagOn,
} from '@skiff/sdk/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';
import { type FeatureFlags, FeatureSwitches } from './feature-switches.js';
import type { WorkspacePanel } from './workspace-settings-page.js';

/** The workspace's flags as it has them now (a flag the server leaves out takes the SDK's default). */
export function currentFlags(workspace: WorkspacePanel['workspace']): FeatureFlags {
  return Object.fromEntries(
    WORKSPACE_FEATURE_FLAGS.map((flag) => [flag.field, workspaceFlagOn(workspace, flag.field)]),
  ) as FeatureFlags;
}

/**
 * The edit mode of the workspace settings (spec 001 sections 2, 5, 7 and 8): the name (required, 'Please enter
 * name!'), the description and the feature switches, sent together with `PUT /workspaces/{id}` (only the flags that
 * changed); 'Update successfully!' then back to the view mode. Cancel leaves without a call.
 */
export function WorkspaceDetailsForm({
  workspace,
  reload,
  onSaved,
  onCancel,
}: WorkspacePanel & { onSaved(message: string): void; onCancel(): void }) {
  const { client } = useSession();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(workspace.name ?? '');
  const [description, setDescription] = useState(workspace.description ?? '');
  const [flags, setFlags] = useState(() => currentFlags(workspace));
  const [nameError, setNameError] = useState<string>();
  const submission = useSubmit();
  useEffect(() => nameInput.current?.focus(), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() ? undefined : WORKSPACE_SETTINGS_NAME_MESSAGE;
    setNameError(problem);
    if (problem) return;
    const before = currentFlags(workspace);
    const changed = WORKSPACE_FEATURE_FLAGS.filter((f) => flags[f.field] !== before[f.field]).map((f) => [
      f.field,
      flags[f.field],
    ]);
    const body: UpdateWorkspaceBody = {
      name: name.trim(),
      description: description.trim(),
      ...Object.fromEntries(changed),
    };
    const ok = await submission.run(async () => {
      await client.workspaces.update(workspace._id, body);
      return WORKSPACE_UPDATE_SUCCESS_MESSAGE;
    });
    if (ok) {
      reload();
      onSaved(WORKSPACE_UPDATE_SUCCESS_MESSAGE);
    }
  };
  return (
    <form className="card" onSubmit={save} noValidate aria-label="Workspace settings">
      <h3>Workspace settings</h3>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          ref={nameInput}
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="field-error" role="alert">
            {nameError}
          </p>
        ) : null}
      </div>
      <TextField id={`${id}-description`} label="Description" value={description} onChange={setDescription} />
      <FeatureSwitches flags={flags} onChange={setFlags} />
      <Feedback submission={submission} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={submission.busy}>
          Save
        </button>
        <button type="button" onClick={onCancel} disabled={submission.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
