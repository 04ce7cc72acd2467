import {
  defaultWorkspaceDescription,
  ENVIRONMENT_REQUIRED_MESSAGE,
  type Environment,
  isAdmin,
  isInstanceOwner,
  type Profile,
  validateWorkspaceCreation,
} from '@skiff/sdk';
import { useNotice } from '../../contexts/notice-context.js';
import { useServices } from '../../contexts/services-context.js';
import { cleanLine } from '../../text.js';
import type { useActionForms } from '../action-forms.js';
import { collect } from '../collect.js';
import { workspaceCommands } from './workspace-commands.js';

/** Spec 000 section 2: Create Workspace is enabled for admin roles only; this says so in the footer. */
export const CREATE_WORKSPACE_ADMINS_ONLY = 'Creating a workspace takes an instance admin or owner.';

/**
 * Create Workspace (spec 000 section 3, /workspaces/add): a single step of fields asked one after the other: the
 * name ('Please input workspace name!'), the description (Enter keeps 'This was created by EMAIL.') and, for the
 * instance owner, the cluster by name ('Please choose an environment!'). Checked by the SDK's
 * validateWorkspaceCreation; the workspace is created and the list reloads. Tags are left out of the terminal.
 */
export function useCreateWorkspace(forms: ReturnType<typeof useActionForms>, reload: () => void) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const create = (name: string, description: string, cluster?: Environment) =>
    forms.run(
      workspaceCommands.create(name, description, cluster ? cleanLine(cluster.name) : undefined),
      () => client.workspaces.create({ name, description, ...(cluster ? { environmentId: cluster._id } : {}) }),
      (created) => `The workspace ${cleanLine(created.name)} was created.`,
      reload,
    );
  const askCluster = (name: string, description: string, clusters: Environment[]) =>
    forms.prompt.ask({
      question: 'The cluster it runs on',
      hint: `One of: ${clusters.map((c) => cleanLine(c.name)).join(', ') || 'none yet'}`,
      validate: (text) =>
        clusters.some((c) => cleanLine(c.name) === text.trim()) ? undefined : ENVIRONMENT_REQUIRED_MESSAGE,
      onSubmit: (text) =>
        create(
          name,
          description,
          clusters.find((c) => cleanLine(c.name) === text.trim()),
        ),
    });
  const askDescription = (user: Profile & { _id: string }, name: string) => {
    const fallback = defaultWorkspaceDescription(user.email);
    forms.prompt.ask({
      question: `What is ${name} for?`,
      hint: `Enter alone keeps: ${fallback}`,
      validate: () => undefined,
      onSubmit: (text) => {
        const description = text.trim() || fallback;
        if (!isInstanceOwner(user)) return create(name, description);
        collect(client.environments.list({ pageSize: 100 })).then(
          (clusters) => askCluster(name, description, clusters),
          showError,
        );
      },
    });
  };
  return () =>
    client.users.profile().then((profile) => {
      const user = { ...profile, _id: profile._id ?? '' };
      if (!isAdmin(user)) return showInfo(CREATE_WORKSPACE_ADMINS_ONLY);
      forms.prompt.ask({
        question: 'Create Workspace: its name',
        validate: (text) => validateWorkspaceCreation({ name: text, environment: {} }, user)[0],
        onSubmit: (text) => askDescription(user, text.trim()),
      });
    }, showError);
}
