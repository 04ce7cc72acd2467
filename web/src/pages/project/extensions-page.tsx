import { EDITOR_EXTENSION_PRESETS, editorExtensionsOf } from '@skiff/sdk/domain';
import { type FormEvent, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ProjectFrame, useProjectContext } from './project-tabs.js';

/**
 * A project's VSCode Extensions tab (spec 002 section 2.6): the SDK's presets, plus any other extension the project
 * already has, as checkboxes; Save sends the chosen set (the project keeps it as a comma-separated string).
 */
export function ExtensionsPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspaceId, projectId, project } = context;
  const { client } = useSession();
  const saved = project.data ? editorExtensionsOf(project.data.vscodeExtensions) : undefined;
  const [chosen, setChosen] = useState<string[]>();
  const current = chosen ?? saved ?? [];
  const offered = [...EDITOR_EXTENSION_PRESETS, ...current.filter((id) => !isPreset(id))];
  const submission = useSubmit();
  const toggle = (id: string, on: boolean) =>
    setChosen(on ? [...current, id] : current.filter((other) => other !== id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submission.run(async () => {
      await client.projectSettings.setEditorExtensions(workspaceId, projectId, current);
      project.reload();
      return `Saved ${current.length} extensions.`;
    });
  };
  return (
    <ProjectFrame context={context} current="extensions">
      <form className="form" onSubmit={submit} aria-label="VSCode Extensions">
        <h2>VSCode Extensions</h2>
        {saved ? (
          <fieldset>
            <legend>Extensions installed in this project's code editors</legend>
            <ul className="checkbox-list">
              {offered.map((id) => (
                <li key={id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={current.includes(id)}
                      onChange={(e) => toggle(id, e.target.checked)}
                    />{' '}
                    <span className="mono">{id}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : project.loading ? (
          <p className="loading">Loading…</p>
        ) : null}
        <button type="submit" className="primary" disabled={submission.busy || !saved}>
          Save
        </button>
        <Feedback submission={submission} />
      </form>
    </ProjectFrame>
  );
}

function isPreset(id: string): boolean {
  return (EDITOR_EXTENSION_PRESETS as readonly string[]).includes(id);
}
