import { type Project, typedConfirmationOf } from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { navigate } from '../../router/history.js';
import { projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';

/** Project Danger Zone (spec 002 sections 2.4 and 5): deleting needs 'project/{name}' typed; then the projects. */
export function ProjectDangerZone({ workspaceId, project }: { workspaceId: string; project: Project }) {
  const { client } = useSession();
  const id = useId();
  const [typed, setTyped] = useState('');
  const confirmation = typedConfirmationOf('project.delete', project.name);
  const [error, setError] = useState<string>();
  const submission = useSubmit();
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    const problem = confirmation.mismatch(typed);
    setError(problem);
    if (problem) return;
    const ok = await submission.run(async () => {
      await client.projects.delete(workspaceId, project._id);
      return undefined;
    });
    if (ok) navigate(projectsPath(workspaceId));
  };
  return (
    <form className="card danger" onSubmit={remove} noValidate aria-label="Project Danger Zone">
      <h3>Project Danger Zone</h3>
      <TextField
        id={`${id}-confirm`}
        label={`Type ${confirmation.expected} to confirm`}
        value={typed}
        onChange={setTyped}
        error={error}
      />
      <Feedback submission={submission} />
      <button type="submit" className="danger" disabled={submission.busy}>
        Delete project
      </button>
    </form>
  );
}
