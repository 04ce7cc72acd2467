import type { CloudAccount } from '@skiff/sdk';
import {
  AWS_INSTANCE_TYPES,
  AWS_REGIONS,
  CLUSTER_DEFAULTS,
  CLUSTER_PROVIDERS,
  type ClusterProvider,
  DB_STORAGE_OPTIONS,
  DIGITAL_OCEAN_DB_ENGINES,
  distinctLabels,
  KUBERNETES_VERSIONS,
  LIMITED_CLUSTER_NODES,
  MAX_CLUSTER_NODES,
  minimumDbStorage,
  planCluster,
  REQUIRED_MESSAGE,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import { useServices } from '../../contexts/services-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import { cleanLine } from '../../services/text.js';
import { collect } from '../shared/collect.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { commandLine } from './admin-commands.js';
import { FormScreen } from './form-screen.js';
import { type FormField, type FormSpec, type FormValues, textOf } from './use-admin-form.js';

/** A provider's proposals (spec 003 section 9); what was typed (names) and the limited switch stay. */
function defaultsOf(provider: ClusterProvider, kept: FormValues = {}): FormValues {
  const d = CLUSTER_DEFAULTS[provider];
  return {
    provider,
    workspace: textOf(kept, 'workspace'),
    cloudAccount: '',
    name: textOf(kept, 'name'),
    region: d.region,
    kubernetesVersion: d.kubernetesVersion,
    instanceType: d.instanceType,
    dbEngine: d.dbEngine,
    dbStorage: String(d.dbStorage ?? minimumDbStorage(provider, d.dbInstanceType)),
    isLimited: kept.isLimited === true,
    agreeTermAndCondition: false,
  };
}

const providerOf = (values: FormValues) => textOf(values, 'provider') as ClusterProvider;

/** The SDK's plan of the values: the settings to send, or the field messages. */
function planOf(values: FormValues) {
  const provider = providerOf(values);
  return planCluster({
    provider,
    name: textOf(values, 'name'),
    region: textOf(values, 'region'),
    kubernetesVersion: textOf(values, 'kubernetesVersion'),
    instanceType: textOf(values, 'instanceType'),
    ...(provider === 'DIGITAL_OCEAN' ? { dbEngine: textOf(values, 'dbEngine') } : {}),
    dbStorage: Number(textOf(values, 'dbStorage')),
    isLimited: values.isLimited === true,
    agreeTermAndCondition: values.agreeTermAndCondition === true,
  });
}

/** The node counts the cluster gets: the limited mode's (SDK) or the provider's defaults. */
function nodesNote(values: FormValues): string[] {
  const provider = providerOf(values);
  const nodes = values.isLimited === true ? LIMITED_CLUSTER_NODES[provider] : CLUSTER_DEFAULTS[provider];
  const counts = (min?: number, desired?: number, max?: number) =>
    min === undefined ? 'provider default' : `${min}/${desired}/${max}`;
  const line = `Nodes min/desired/max ${counts(nodes.minimumNodes, nodes.desiredNodes, nodes.maximumNodes)}, on-demand ${counts(nodes.ondemandMinNodes, nodes.ondemandDesiredNodes, nodes.ondemandMaxNodes)}`;
  return values.isLimited === true
    ? [`Limited cluster: at most ${MAX_CLUSTER_NODES} nodes; contact support to expand.`, line]
    : [line];
}

/**
 * The new cluster with its first workspace (spec 003 sections 2.9, 5 and 9), as the web form and `skiff clusters
 * create` build it: the provider's defaults, the limited mode, the terms, a cloud account of that provider; the
 * SDK's `planCluster` checks the choices as the user types and builds the settings sent.
 */
export function ClusterForm(props: ScreenProps) {
  const { client } = useServices();
  const loadAccounts = useCallback(
    (signal: AbortSignal) => collect(client.cloudAccounts.list({ pageSize: 100 }, { signal })),
    [client],
  );
  const accounts = useLoader<CloudAccount[]>(loadAccounts, 'admin/cluster-form/accounts');
  const accountsOf = useCallback(
    (provider: string) => (accounts.data ?? []).filter((a) => a.provider === provider),
    [accounts.data],
  );
  /** The choices of cloud account: names, with the id where two accounts share a name (never the wrong one). */
  const accountLabels = useCallback(
    (provider: string) =>
      distinctLabels(
        accountsOf(provider),
        (a) => cleanLine(a.name),
        (a) => a._id,
      ),
    [accountsOf],
  );
  const accountOf = (values: FormValues) => {
    const labels = accountLabels(providerOf(values));
    return accountsOf(providerOf(values)).find((_, i) => labels[i] === textOf(values, 'cloudAccount'));
  };
  /** The cloud account as `--cloud-account` takes it: its name, or its id where the name is shared. */
  const accountWord = (values: FormValues) => {
    const account = accountOf(values);
    if (!account) return textOf(values, 'cloudAccount');
    return textOf(values, 'cloudAccount') === cleanLine(account.name) ? cleanLine(account.name) : account._id;
  };
  const spec = useMemo<FormSpec>(
    () => ({
      fields: (values) => {
        const provider = providerOf(values);
        const aws = provider === 'AWS';
        const fields: FormField[] = [
          { key: 'provider', label: 'Provider', kind: 'choice', options: CLUSTER_PROVIDERS },
          { key: 'workspace', label: 'Workspace name', kind: 'text' },
          {
            key: 'cloudAccount',
            label: 'Cloud account',
            kind: 'choice',
            options: accountLabels(provider),
          },
          { key: 'name', label: 'Cluster name', kind: 'text' },
          { key: 'region', label: 'Region', kind: aws ? 'choice' : 'text', options: aws ? AWS_REGIONS : undefined },
          {
            key: 'kubernetesVersion',
            label: 'Kubernetes version',
            kind: 'choice',
            options: KUBERNETES_VERSIONS[provider],
          },
          {
            key: 'instanceType',
            label: 'Instance type',
            kind: aws ? 'choice' : 'text',
            options: aws ? AWS_INSTANCE_TYPES : undefined,
          },
        ];
        if (provider === 'DIGITAL_OCEAN') {
          const engines = DIGITAL_OCEAN_DB_ENGINES.map((e) => e.engine);
          fields.push({ key: 'dbEngine', label: 'Database engine', kind: 'choice', options: engines });
        }
        fields.push(
          {
            key: 'dbStorage',
            label: 'Database storage (GiB)',
            kind: 'choice',
            options: DB_STORAGE_OPTIONS.map(String),
          },
          { key: 'isLimited', label: `Limited (max ${MAX_CLUSTER_NODES} nodes)`, kind: 'switch' },
          { key: 'agreeTermAndCondition', label: 'I agree to the Terms', kind: 'switch' },
        );
        return fields;
      },
      errors: (values) => {
        const plan = planOf(values);
        const errors: Record<string, string> = 'errors' in plan ? { ...plan.errors } : {};
        if (!textOf(values, 'workspace').trim()) errors.workspace = WORKSPACE_NAME_REQUIRED_MESSAGE;
        if (!textOf(values, 'cloudAccount')) errors.cloudAccount = REQUIRED_MESSAGE;
        return errors;
      },
      changed: (key, values) => (key === 'provider' ? defaultsOf(providerOf(values), values) : values),
    }),
    [accountLabels],
  );
  const save = async (values: FormValues) => {
    const plan = planOf(values);
    const account = accountOf(values);
    if (!('settings' in plan) || !account) throw new Error(REQUIRED_MESSAGE);
    const workspace = textOf(values, 'workspace').trim();
    await client.workspaces.create({
      name: workspace,
      environment: {
        ...plan.settings,
        cloudAccount: { _id: account._id, name: account.name, provider: account.provider },
      },
      agreeTermAndCondition: true,
    });
    return `Creating the cluster ${textOf(values, 'name').trim()} with the workspace ${workspace}…`;
  };
  const command = (values: FormValues) =>
    commandLine(
      ['clusters', 'create'],
      [
        ['--provider', providerOf(values)],
        ['--name', textOf(values, 'name').trim()],
        ['--workspace', textOf(values, 'workspace').trim()],
        ['--cloud-account', accountWord(values)],
        ['--region', textOf(values, 'region').trim()],
        ['--kubernetes-version', textOf(values, 'kubernetesVersion')],
        ['--instance-type', textOf(values, 'instanceType').trim()],
        ['--db-engine', providerOf(values) === 'DIGITAL_OCEAN' ? textOf(values, 'dbEngine') : undefined],
        ['--db-storage', textOf(values, 'dbStorage')],
        ['--limited', values.isLimited === true],
        ['--agree-terms', true],
      ],
    );
  return (
    <FormScreen
      {...props}
      title="New cluster"
      spec={spec}
      initial={defaultsOf('AWS')}
      noteOf={nodesNote}
      command={command}
      save={save}
    />
  );
}
