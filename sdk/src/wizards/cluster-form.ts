/**
 * The new-cluster form as one model (spec 003 sections 2.10, 5 and 9): the first answers (one set of defaults),
 * how answers follow a change (a new provider brings its defaults), the rules with the spec's messages, and the
 * request (POST /workspaces with the cluster nested as `environment`). `skiff clusters create`, the TUI's admin
 * cluster form and the web app's /terraform/add-cluster render it.
 *
 * Where each default comes from: region, Kubernetes version, instance type, database type and engine: spec 003
 * section 9's wizard defaults (`CLUSTER_DEFAULTS`); node counts: section 9's (AWS 1/1/10 and 1/1/5, Azure 1/1/3) or
 * the limited mode's where the spec gives none (`defaultNodeCounts`); database storage: section 5's per instance
 * type (`defaultDbStorage`); limited off and terms unchecked: the spec requires the user to check the terms.
 */
import { planCluster } from '../domain/cluster-plan.js';
import {
  CLUSTER_DEFAULTS,
  type ClusterProvider,
  defaultDbStorage,
  defaultNodeCounts,
  formatNodeRange,
  type NodeCounts,
  type NodeGroup,
  nodeRangeOf,
  planNodeCounts,
} from '../domain/clusters.js';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import { WORKSPACE_NAME_REQUIRED_MESSAGE } from '../domain/workspace-rules.js';
import type { CreateWorkspaceBody } from '../resources/workspaces.js';
import {
  type ClusterFormContext,
  type ClusterFormValues,
  clusterAccountsOf,
  clusterFormFields,
  clusterProviderOf,
  clusterText,
} from './cluster-form-fields.js';
import type { WizardField, WizardValues } from './wizard-model.js';

const nodeText = (counts: NodeCounts, group: NodeGroup) => formatNodeRange(nodeRangeOf(counts, group));

/** The node triples a provider proposes, with or without the limited mode. */
function nodeAnswers(provider: ClusterProvider, isLimited: boolean) {
  const counts = defaultNodeCounts(provider, isLimited);
  return { nodes: nodeText(counts, 'nodes'), onDemandNodes: nodeText(counts, 'onDemandNodes') };
}

/**
 * The form's first answers for a provider (AWS, the form's first, by default); `kept` carries what the user typed
 * that does not depend on the provider (the workspace and cluster names, the limited switch).
 */
export function firstClusterFormAnswers(
  provider: ClusterProvider = 'AWS',
  kept: WizardValues = {},
): Record<string, string | boolean> {
  const d = CLUSTER_DEFAULTS[provider];
  const isLimited = kept.isLimited === true;
  return {
    workspace: clusterText(kept, 'workspace'),
    provider,
    cloudAccount: '',
    name: clusterText(kept, 'name'),
    region: d.region,
    kubernetesVersion: d.kubernetesVersion,
    instanceType: d.instanceType,
    isLimited,
    ...nodeAnswers(provider, isLimited),
    dbInstanceType: d.dbInstanceType,
    dbEngine: d.dbEngine,
    dbStorage: String(defaultDbStorage(provider, d.dbInstanceType)),
    agreeTermAndCondition: false,
  };
}

/**
 * The answers after `key` changed to its value in `values`: a new provider brings its defaults (names and the
 * limited switch kept), the limited switch brings its node counts, a database type its proposed storage.
 */
export function clusterFormChanged(key: string, values: WizardValues): Record<string, string | boolean> {
  const provider = clusterProviderOf(values);
  const next = { ...(values as ClusterFormValues) };
  if (key === 'provider') return firstClusterFormAnswers(provider, values);
  if (key === 'isLimited') Object.assign(next, nodeAnswers(provider, values.isLimited === true));
  if (key === 'dbInstanceType')
    next.dbStorage = String(defaultDbStorage(provider, clusterText(values, 'dbInstanceType')));
  return next;
}

/**
 * A partial answer set (the CLI's flags) completed as the form would be: the provider's first answers, then each
 * given answer in the form's order, each bringing what it brings (so `--limited` without `--nodes` gets the limited
 * node counts). `provider` must be one a cluster can be created on.
 */
export function clusterFormAnswersOf(
  given: WizardValues,
  context: ClusterFormContext,
): Record<string, string | boolean> {
  // An unknown provider stays as given: the plan's rule names it (the fields are AWS's meanwhile).
  const provider = clusterText(given, 'provider').toUpperCase();
  let values = { ...firstClusterFormAnswers(clusterProviderOf(given)), ...(provider ? { provider } : {}) };
  for (const field of clusterFormFields(context, values)) {
    const value = given[field.key];
    if (value === undefined || field.key === 'provider') continue;
    values = clusterFormChanged(field.key, { ...values, [field.key]: value as string | boolean });
  }
  return values;
}

/** The SDK's cluster plan of the answers: the settings to send, or the field messages. */
function planOf(values: WizardValues) {
  const provider = clusterText(values, 'provider');
  return planCluster({
    provider,
    name: clusterText(values, 'name'),
    region: clusterText(values, 'region'),
    kubernetesVersion: clusterText(values, 'kubernetesVersion'),
    instanceType: clusterText(values, 'instanceType'),
    dbInstanceType: clusterText(values, 'dbInstanceType'),
    ...(provider.toUpperCase() === 'DIGITAL_OCEAN' ? { dbEngine: clusterText(values, 'dbEngine') } : {}),
    dbStorage: Number(clusterText(values, 'dbStorage')),
    isLimited: values.isLimited === true,
    agreeTermAndCondition: values.agreeTermAndCondition === true,
  });
}

/** The chosen cloud account, when it is one of the chosen provider's. */
function accountOf(values: WizardValues, context: ClusterFormContext) {
  const id = clusterText(values, 'cloudAccount');
  return clusterAccountsOf(context, clusterProviderOf(values)).find((a) => a._id === id);
}

/**
 * The spec's messages by field: the plan's (provider, names, offered regions, versions, types and storage, the
 * terms), the node triples' (`nameOf` names a triple in its message: the form's label, or the CLI's flag), the
 * workspace name, and a cloud account of the chosen provider.
 */
export function clusterFormErrors(
  values: WizardValues,
  context: ClusterFormContext,
  nameOf: (field: WizardField) => string = (field) => field.label,
): Record<string, string> {
  const plan = planOf(values);
  const errors: Record<string, string> = 'errors' in plan ? { ...plan.errors } : {};
  if (errors.provider) return errors;
  const provider = clusterProviderOf(values);
  const fields = clusterFormFields(context, values);
  const label = (key: string) => {
    const field = fields.find((f) => f.key === key);
    return field ? nameOf(field) : key;
  };
  const nodes = planNodeCounts(
    provider,
    {
      nodes: clusterText(values, 'nodes'),
      onDemandNodes: clusterText(values, 'onDemandNodes'),
      isLimited: values.isLimited === true,
    },
    { nodes: label('nodes'), onDemandNodes: label('onDemandNodes') },
  );
  if ('errors' in nodes) Object.assign(errors, nodes.errors);
  if (!clusterText(values, 'workspace').trim()) errors.workspace = WORKSPACE_NAME_REQUIRED_MESSAGE;
  const id = clusterText(values, 'cloudAccount');
  const chosen = context.accounts.find((a) => a._id === id);
  if (!chosen) errors.cloudAccount = REQUIRED_MESSAGE;
  else if (chosen.provider && chosen.provider !== provider) {
    errors.cloudAccount = `'${chosen.name}' is a ${chosen.provider} account, not ${provider}.`;
  }
  return errors;
}

/** What the request creates: the workspace's name and the cluster's settings, node counts and account. */
export interface ClusterFormRequest extends CreateWorkspaceBody {
  name: string;
  environment: Record<string, unknown>;
  agreeTermAndCondition: true;
}

/**
 * The create call's body (POST /workspaces: the first workspace with the cluster nested as `environment`, as the
 * platform's cluster wizard sends it); throws the first message while a rule is broken.
 */
export function clusterFormRequest(values: WizardValues, context: ClusterFormContext): ClusterFormRequest {
  const errors = clusterFormErrors(values, context);
  const plan = planOf(values);
  const account = accountOf(values, context);
  const nodes = planNodeCounts(
    clusterProviderOf(values),
    {
      nodes: clusterText(values, 'nodes'),
      onDemandNodes: clusterText(values, 'onDemandNodes'),
      isLimited: values.isLimited === true,
    },
    { nodes: 'nodes', onDemandNodes: 'onDemandNodes' },
  );
  if (Object.keys(errors).length || !('settings' in plan) || !('counts' in nodes) || !account) {
    throw new Error(Object.values(errors)[0] ?? REQUIRED_MESSAGE);
  }
  const cloudAccount = { _id: account._id, name: account.name, provider: account.provider };
  return {
    name: clusterText(values, 'workspace').trim(),
    environment: { ...plan.settings, ...nodes.counts, cloudAccount },
    agreeTermAndCondition: true,
  };
}

/** The answers every command line carries, defaults or not: what the user must give. */
const REQUIRED_KEYS: readonly string[] = ['workspace', 'provider', 'cloudAccount', 'name', 'agreeTermAndCondition'];

/**
 * The `skiff clusters create` flags for these answers, in the form's order: the required ones, then each answer
 * that differs from what the CLI would complete it with (`clusterFormAnswersOf`), so the line is short and the CLI
 * sends the same request. The cloud account as `accountWord` gives it (the CLI takes a name or an id).
 */
export function clusterFormFlags(
  values: WizardValues,
  context: ClusterFormContext,
  accountWord: (id: string) => string,
): Array<[string, string | boolean]> {
  const given: Record<string, string | boolean> = {};
  const flags: Array<[string, string | boolean]> = [];
  for (const field of clusterFormFields(context, values)) {
    const value = values[field.key];
    if (!field.flag || (typeof value !== 'string' && typeof value !== 'boolean')) continue;
    const completed = clusterFormAnswersOf(given, context)[field.key];
    if (!REQUIRED_KEYS.includes(field.key) && value === completed) continue;
    given[field.key] = value;
    if (field.key === 'cloudAccount') flags.push([field.flag, accountWord(clusterText(values, field.key))]);
    else flags.push([field.flag, typeof value === 'string' ? value.trim() : value]);
  }
  return flags;
}
