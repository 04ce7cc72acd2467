/**
 * The cluster form's fields (spec 003 sections 2.10, 5 and 9): the creation wizard's three steps (name your
 * workspace, link your account, configure your environment), each field with its label, choices and the CLI flag of
 * `skiff clusters create`. The fields depend on the provider (AWS lists its regions and node types; DigitalOcean
 * offers two database engines).
 */
import {
  AWS_INSTANCE_TYPES,
  AWS_REGIONS,
  CLUSTER_PROVIDERS,
  type ClusterProvider,
  DB_INSTANCE_TYPES,
  DB_STORAGE_OPTIONS,
  DIGITAL_OCEAN_DB_ENGINES,
  isClusterProvider,
  KUBERNETES_VERSIONS,
  MAX_CLUSTER_NODES,
} from '../domain/clusters.js';
import { distinctLabels } from '../domain/distinct-labels.js';
import type { WizardField, WizardStep, WizardValues } from './wizard-model.js';

/** A cloud account the cluster can be created on (the cloud-account list's entries). */
export interface ClusterAccount {
  _id: string;
  name: string;
  provider?: string | null;
}

/** What the form knows besides the answers: the cloud accounts the user may choose from. */
export interface ClusterFormContext {
  accounts: readonly ClusterAccount[];
}

/** The form's answers: text (a choice's value is its text) or on/off. */
export type ClusterFormValues = Readonly<Record<string, string | boolean>>;

/** The answer of a field as text ('' for a switch or a missing answer). */
export const clusterText = (values: WizardValues, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

/** The chosen provider, or AWS (the form's first) while it is not one a cluster can be created on. */
export function clusterProviderOf(values: WizardValues): ClusterProvider {
  const provider = clusterText(values, 'provider').toUpperCase();
  return isClusterProvider(provider) ? provider : 'AWS';
}

/** The accounts of the chosen provider, in the order listed. */
export function clusterAccountsOf(context: ClusterFormContext, provider: string): ClusterAccount[] {
  return context.accounts.filter((account) => account.provider === provider);
}

/** How an account reads: its name, with the id where two accounts of the provider share a name. */
function accountShow(context: ClusterFormContext, provider: string): (id: string | number) => string {
  const accounts = clusterAccountsOf(context, provider);
  const labels = distinctLabels(
    accounts,
    (a) => a.name,
    (a) => a._id,
  );
  return (id) => labels[accounts.findIndex((a) => a._id === id)] ?? String(id);
}

/** The step titles of spec 003 section 2.10. */
export const CLUSTER_FORM_STEP_TITLES = [
  'Name your workspace',
  'Link your account',
  'Configure your environment',
] as const;

const NODES_HINT = 'MIN/DESIRED/MAX, such as 1/2/6';

function environmentFields(provider: ClusterProvider): WizardField[] {
  const aws = provider === 'AWS';
  const fields: WizardField[] = [
    { key: 'name', label: 'Cluster name', kind: 'text', flag: '--name' },
    aws
      ? { key: 'region', label: 'Region', kind: 'choice', choices: AWS_REGIONS, flag: '--region' }
      : { key: 'region', label: 'Region', kind: 'text', flag: '--region' },
    {
      key: 'kubernetesVersion',
      label: 'Kubernetes version',
      kind: 'choice',
      choices: KUBERNETES_VERSIONS[provider],
      flag: '--kubernetes-version',
    },
    aws
      ? {
          key: 'instanceType',
          label: 'Instance type',
          kind: 'choice',
          choices: AWS_INSTANCE_TYPES,
          flag: '--instance-type',
        }
      : { key: 'instanceType', label: 'Instance type', kind: 'text', flag: '--instance-type' },
    {
      key: 'isLimited',
      label: 'Limited cluster',
      kind: 'toggle',
      hint: `at most ${MAX_CLUSTER_NODES} nodes; contact support to expand`,
      flag: '--limited',
    },
    { key: 'nodes', label: 'Worker nodes', kind: 'text', hint: NODES_HINT, flag: '--nodes' },
    { key: 'onDemandNodes', label: 'On-demand nodes', kind: 'text', hint: NODES_HINT, flag: '--on-demand-nodes' },
    {
      key: 'dbInstanceType',
      label: 'Database instance type',
      kind: 'choice',
      choices: DB_INSTANCE_TYPES[provider],
      flag: '--db-instance-type',
    },
  ];
  if (provider === 'DIGITAL_OCEAN') {
    const engines = DIGITAL_OCEAN_DB_ENGINES.map((e) => e.engine);
    fields.push({ key: 'dbEngine', label: 'Database engine', kind: 'choice', choices: engines, flag: '--db-engine' });
  }
  fields.push(
    {
      key: 'dbStorage',
      label: 'Database storage (GiB)',
      kind: 'choice',
      choices: DB_STORAGE_OPTIONS.map(String),
      flag: '--db-storage',
    },
    { key: 'agreeTermAndCondition', label: 'I agree to the Terms', kind: 'toggle', flag: '--agree-terms' },
  );
  return fields;
}

/** The three steps; the account and environment fields follow the chosen provider. */
export function clusterFormSteps(context: ClusterFormContext): WizardStep[] {
  const [workspace, account, environment] = CLUSTER_FORM_STEP_TITLES;
  return [
    {
      title: workspace,
      fields: () => [{ key: 'workspace', label: 'Workspace name', kind: 'text', flag: '--workspace' }],
    },
    {
      title: account,
      fields: (values) => {
        const provider = clusterProviderOf(values);
        return [
          { key: 'provider', label: 'Provider', kind: 'choice', choices: CLUSTER_PROVIDERS, flag: '--provider' },
          {
            key: 'cloudAccount',
            label: 'Cloud account',
            kind: 'choice',
            choices: clusterAccountsOf(context, provider).map((a) => a._id),
            show: accountShow(context, provider),
            flag: '--cloud-account',
          },
        ];
      },
    },
    { title: environment, fields: (values) => environmentFields(clusterProviderOf(values)) },
  ];
}

/** Every field for these answers, in the steps' order (a one-page form shows them so). */
export function clusterFormFields(context: ClusterFormContext, values: WizardValues): WizardField[] {
  return clusterFormSteps(context).flatMap((step) => step.fields(values));
}
