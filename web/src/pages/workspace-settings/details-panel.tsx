import { WORKSPACE_FEATURE_FLAGS, workspaceFlagOn } from '@skiff/sdk/domain';
import { useEffect, useRef, useState } from 'react';
import { WorkspaceDetailsForm } from './details-form.js';
import { WorkspaceLogoUpload } from './logo-upload.js';
import type { WorkspacePanel } from './workspace-settings-page.js';

/**
 * The workspace settings (spec 001 sections 2 and 4: "view mode and edit mode"). The view mode shows the name, the
 * description, the logo with its upload, and each feature as On or Off; Edit turns it into the form (name,
 * description, feature switches), and Save or Cancel turns it back, focus returning to Edit.
 */
export function WorkspaceDetailsPanel(panel: WorkspacePanel) {
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (!editing && returnFocus) editButton.current?.focus();
  }, [editing, returnFocus]);
  const leave = (saved?: string) => {
    setMessage(saved);
    setReturnFocus(true);
    setEditing(false);
  };
  if (editing) return <WorkspaceDetailsForm {...panel} onSaved={leave} onCancel={() => leave()} />;
  const { workspace } = panel;
  return (
    <section className="card settings-view" aria-label="Workspace settings">
      <h3>Workspace settings</h3>
      <dl className="details">
        <div>
          <dt>Name</dt>
          <dd>{workspace.name}</dd>
        </div>
        <div>
          <dt>Description</dt>
          <dd>{workspace.description || <span className="muted">No description</span>}</dd>
        </div>
      </dl>
      <h4>Features</h4>
      <ul className="feature-states" aria-label="Features">
        {WORKSPACE_FEATURE_FLAGS.map((flag) => {
          const on = workspaceFlagOn(workspace, flag.field);
          return (
            <li key={flag.field}>
              {flag.label}: <span className={`tag ${on ? 'tone-success' : 'tone-neutral'}`}>{on ? 'On' : 'Off'}</span>
            </li>
          );
        })}
      </ul>
      {message ? (
        <p role="status" className="alert alert-success">
          {message}
        </p>
      ) : null}
      <button
        type="button"
        ref={editButton}
        onClick={() => {
          setMessage(undefined);
          setEditing(true);
        }}
      >
        Edit
      </button>
      <WorkspaceLogoUpload {...panel} />
    </section>
  );
}
