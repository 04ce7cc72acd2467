import { LOOKUP_PAGE } from '@skiff/sdk';
import {
  defaultWorkspaceDescription,
  defaultWorkspaceName,
  ENVIRONMENT_REQUIRED_MESSAGE,
  isInstanceOwner,
  stripControlSequences,
  validateWorkspaceCreation,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Breadcrumb } from '../components/breadcrumb.js';
import { Feedback } from '../components/feedback.js';
import { Field, invalidProps, TextField } from '../components/field.js';
import { PageHeading } from '../components/page-heading.js';
import { useToast } from '../components/toast.js';
import { useResource } from '../components/use-resource.js';
import { useSubmit } from '../components/use-submit.js';
import { navigate } from '../router/history.js';
import { projectsPath } from '../routes.js';
import { usePermissionUser } from '../session/profile-context.js';
import { useSession } from '../session/session-context.js';

/**
 * /workspaces/add (spec 000 section 2): one step with name, description and tags (comma separated, ours); the
 * instance owner also chooses the environment (cluster). The SDK's rule gives the messages; the new workspace opens.
 */
export function WorkspaceCreatePage() {
  const { client, session } = useSession();
  const user = usePermissionUser();
  const id = useId();
  const [name, setName] = useState(() => defaultWorkspaceName());
  const [description, setDescription] = useState(() => defaultWorkspaceDescription(session?.email ?? ''));
  const [tags, setTags] = useState('');
  const [environmentId, setEnvironmentId] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const submission = useSubmit();
  const toast = useToast();
  const owner = user ? isInstanceOwner(user) : false;
  const environments = useResource(
    async (signal) => (owner ? client.environments.list(LOOKUP_PAGE, { signal }) : undefined),
    [client, owner],
  );
  const errorOf = (message: string) => (errors.includes(message) ? message : undefined);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const found = validateWorkspaceCreation(
      { name, environmentId: owner ? environmentId : 'chosen by the platform' },
      user,
    );
    setErrors(found);
    if (found.length) return;
    let createdId = '';
    const ok = await submission.run(async () => {
      const workspace = await client.workspaces.create({
        name: name.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        ...(owner ? { environmentId } : {}),
      });
      createdId = workspace._id;
      return undefined;
    });
    if (!ok) return;
    // Our wording: the spec has no message after a create; the page it leads to is the new workspace's.
    toast(`Workspace "${name.trim()}" created.`);
    navigate(projectsPath(createdId));
  };

  const environmentError = errorOf(ENVIRONMENT_REQUIRED_MESSAGE);
  return (
    <>
      <Breadcrumb items={[{ label: 'Workspaces', to: '/workspaces' }, { label: 'Create Workspace' }]} />
      <PageHeading title="Create Workspace" />
      <form className="card form narrow" onSubmit={create} noValidate aria-label="Create Workspace">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={name}
          onChange={setName}
          error={errorOf(WORKSPACE_NAME_REQUIRED_MESSAGE)}
        />
        <TextField id={`${id}-description`} label="Description" value={description} onChange={setDescription} />
        <TextField id={`${id}-tags`} label="Tags (comma separated)" value={tags} onChange={setTags} />
        {owner ? (
          <Field id={`${id}-environment`} label="Environment" error={environmentError}>
            <select
              id={`${id}-environment`}
              value={environmentId}
              onChange={(e) => setEnvironmentId(e.target.value)}
              {...invalidProps(`${id}-environment`, environmentError)}
            >
              <option value="">Choose an environment</option>
              {(environments.data?.items ?? []).map((environment) => (
                <option key={environment._id} value={environment._id}>
                  {stripControlSequences(environment.name ?? environment.clusterName ?? environment._id)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Feedback submission={submission} />
        <button type="submit" className="primary" disabled={!user || submission.busy}>
          Create
        </button>
      </form>
    </>
  );
}
