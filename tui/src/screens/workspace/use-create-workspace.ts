import { AmbiguousNameError, type Environment, type Profile, pickByName } from '@skiff/sdk';
import {
  arnRoleError,
  DEFAULT_AWS_ACCOUNT_REGION,
  defaultEnvironmentName,
  defaultWorkspaceDescription,
  distinctLabels,
  ENVIRONMENT_REQUIRED_MESSAGE,
  isAdmin,
  isInstanceOwner,
  validateEnvironmentStep,
  validateWorkspaceCreation,
} from '@skiff/sdk/domain';
import { useNotice } from '../../contexts/notice-context.js';
import { useServices } from '../../contexts/services-context.js';
import { cleanLine } from '../../services/text.js';
import type { useActionForms } from '../shared/action-forms.js';
import { collect, MAX_SCANNED_ITEMS } from '../shared/collect.js';
import { workspaceCommands } from './workspace-commands.js';

/** Spec 000 section 2: Create Workspace is enabled for admin roles only; this says so in the footer. */
export const CREATE_WORKSPACE_ADMINS_ONLY = 'Creating a workspace takes an instance admin or owner.';

/**
 * Create Workspace (spec 000 section 3, /workspaces/add): a single step of fields asked one after the other: the
 * name ('Please input workspace name!'), the description (Enter keeps 'This was created by EMAIL.') and, for the
 * instance owner, the cluster by name ('Please choose an environment!'). Checked by the SDK's
 * validateWorkspaceCreation; the workspace is created and the list reloads. Tags are left out of the terminal.
 *
 * Typing `new` for the cluster is /workspaces/add-environment's three steps (spec 000 section 3): the name and
 * description were step 1 (Workspace Information); step 2 (Link AWS Account) asks the ARN role, checked by the
 * SDK's arnRoleError ('Please input arn role!', 'ARN role invalid'); step 3 (Environment Configurations) asks the
 * cluster's name ('Cluster {date}' on Enter), its region (us-east-1 on Enter) and the agreement (`yes`), checked
 * by validateEnvironmentStep. The workspace is then created with that new cluster.
 */
export function useCreateWorkspace(forms: ReturnType<typeof useActionForms>, reload: () => void) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  /** `clusterWord`: how the command line names the cluster (its id where its name is shared). */
  const create = (name: string, description: string, cluster?: Environment, clusterWord?: string) =>
    forms.run(
      workspaceCommands.create(name, description, cluster ? (clusterWord ?? cleanLine(cluster.name)) : undefined),
      () => client.workspaces.create({ name, description, ...(cluster ? { environmentId: cluster._id } : {}) }),
      (created) => `The workspace ${cleanLine(created.name)} was created.`,
      reload,
    );
  const createWithNewCluster = (name: string, description: string, environment: Record<string, unknown>) =>
    forms.run(
      workspaceCommands.createWithCluster(name, String(environment.name), String(environment.region)),
      () => client.workspaces.create({ name, description, environment, agreeTermAndCondition: true }),
      (created) => `The workspace ${cleanLine(created.name)} was created with the cluster ${environment.name}.`,
      reload,
    );
  const askEnvironment = (name: string, description: string, arn: string) => {
    const fallback = defaultEnvironmentName();
    const step = (question: string, hint: string, validate: (text: string) => string | undefined) => ({
      question: `Step 3 of 3, Environment Configurations: ${question}`,
      hint,
      validate,
    });
    forms.prompt.ask({
      ...step('the cluster name', `Enter alone: ${fallback}`, () => undefined),
      onSubmit: (typedName) => {
        const clusterName = typedName.trim() || fallback;
        forms.prompt.ask({
          ...step('its region', `Enter alone: ${DEFAULT_AWS_ACCOUNT_REGION}`, () => undefined),
          onSubmit: (typedRegion) => {
            const region = typedRegion.trim() || DEFAULT_AWS_ACCOUNT_REGION;
            forms.prompt.ask({
              ...step(
                'type yes to agree to the terms',
                'The terms and conditions of the cloud account',
                (text) => validateEnvironmentStep({ name: clusterName, region, agreed: text.trim() === 'yes' })[0],
              ),
              onSubmit: () =>
                createWithNewCluster(name, description, { name: clusterName, region, arn, provider: 'AWS' }),
            });
          },
        });
      },
    });
  };
  const askArn = (name: string, description: string) =>
    forms.prompt.ask({
      question: 'Step 2 of 3, Link AWS Account: the ARN role',
      hint: 'arn:aws:iam::ACCOUNT:role/skiffrole-...-skiffRole-TOKEN',
      validate: (text) => arnRoleError(text),
      onSubmit: (arn) => askEnvironment(name, description, arn.trim()),
    });
  const askCluster = (name: string, description: string, clusters: Environment[]) => {
    const nameOf = (c: Environment) => cleanLine(c.name ?? c._id);
    // A cluster by its name or, where two share a name, by its id: the prompt asks which instead of guessing.
    const choose = (text: string): Environment | string => {
      try {
        return pickByName('cluster', text.trim(), clusters, nameOf, (c) => c._id);
      } catch (error) {
        if (!(error instanceof AmbiguousNameError)) return ENVIRONMENT_REQUIRED_MESSAGE;
        return `${error.message.replace('use an id instead', 'type the id of the one you mean')} (${error.candidates.map((c) => c.id).join(', ')})`;
      }
    };
    forms.prompt.ask({
      question: 'The cluster it runs on',
      hint: `new: a new AWS cluster; or one of: ${distinctLabels(clusters, nameOf, (c) => c._id).join(', ') || 'none yet'}`,
      validate: (text) => {
        if (text.trim() === 'new') return undefined;
        const chosen = choose(text);
        return typeof chosen === 'string' ? chosen : undefined;
      },
      onSubmit: (text) => {
        if (text.trim() === 'new') return askArn(name, description);
        const chosen = choose(text) as Environment;
        const shared = clusters.filter((c) => nameOf(c) === nameOf(chosen)).length > 1;
        create(name, description, chosen, shared ? chosen._id : nameOf(chosen));
      },
    });
  };
  const askDescription = (user: Profile & { _id: string }, name: string) => {
    const fallback = defaultWorkspaceDescription(user.email);
    forms.prompt.ask({
      question: `What is ${name} for?`,
      hint: `Enter alone keeps: ${fallback}`,
      validate: () => undefined,
      onSubmit: (text) => {
        const description = text.trim() || fallback;
        if (!isInstanceOwner(user)) return create(name, description);
        collect(client.environments.list({ pageSize: 100 }), MAX_SCANNED_ITEMS).then(
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
