import {
  CLUSTER_PROVIDERS,
  defaultNodeCounts,
  ENVIRONMENT_STATUSES,
  formatNodeRange,
  type NodeGroup,
  nodeRangeOf,
} from '@skiff/sdk/domain';
import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { type FlagRenderings, fileKeysOf, modelOptions } from '../cli/model-options.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { clusterFields } from './model-fields.js';
import { oneOf, WAIT_OPTIONS } from './shared-options.js';

const CLUSTER = { description: 'the cluster, by name or id' };

/** `AWS 1/1/10, ...; with --limited AWS 1/1/3, ...`: a triple's defaults per provider, from the SDK. */
function nodeDefaultsHelp(group: NodeGroup): string {
  const per = (limited: boolean) =>
    CLUSTER_PROVIDERS.map((p) => `${p} ${formatNodeRange(nodeRangeOf(defaultNodeCounts(p, limited), group))}`).join(
      ', ',
    );
  return `${per(false)}; with --limited ${per(true)}`;
}

/**
 * The cluster form's flags as the model gives them, with the help of the fields whose choices differ by provider
 * and the node counts' defaults.
 */
const CLUSTER_RENDERINGS: FlagRenderings = {
  workspace: { value: '<name>', note: 'required' },
  provider: { value: '<provider>', note: 'required' },
  cloudAccount: { value: '<account>', note: 'by name or id, required' },
  name: { value: '<name>', note: 'required' },
  region: { value: '<region>', description: 'the region (AWS: us-east-1, us-east-2, us-west-1, ...)' },
  kubernetesVersion: {
    value: '<v>',
    description: 'Kubernetes version: AWS 1.26-1.31, Azure 1.27-1.31, DigitalOcean 1.28-1.32',
  },
  instanceType: { value: '<type>', description: 'node type (AWS: t3.medium, m5.large, m5.xlarge)' },
  dbInstanceType: {
    value: '<type>',
    description: 'database instance type (AWS: db.t3.micro ... db.m5.xlarge; storage follows its minimum)',
  },
  dbEngine: { value: '<engine>', description: 'DigitalOcean: mysql (8) or postgres (16)' },
  dbStorage: { value: '<GiB>', description: 'database storage, 10 to 160 in steps of 10' },
  nodes: {
    value: '<min/desired/max>',
    description: 'worker node counts, e.g. 1/2/6',
    defaultHelp: nodeDefaultsHelp('nodes'),
  },
  onDemandNodes: {
    value: '<min/desired/max>',
    description: 'on-demand node counts',
    defaultHelp: nodeDefaultsHelp('onDemandNodes'),
  },
  isLimited: { switch: true },
  agreeTermAndCondition: { switch: true, note: 'required' },
};

const list = defineCommand({
  name: 'list',
  summary: 'list clusters (instance owner and admins: all of them)',
  options: {
    ...pagingOptions('clusters', WHOLE_LIST_PAGING),
    status: {
      flags: '--status <status>',
      description: 'ACTIVE, INACTIVE, ACTIVATING, DEACTIVATING or ERROR',
      parse: oneOf('--status', ENVIRONMENT_STATUSES),
    },
    search: { flags: '--search <text>', description: 'only clusters whose name contains this' },
  },
  examples: [
    ['skiff clusters list', 'every cluster'],
    ['skiff clusters list --status ERROR --json', 'the failed ones, as JSON'],
  ],
  run: async (ctx, _args, options) => (await import('../services/clusters.js')).listClusters(ctx, options),
});

const get = defineCommand({
  name: 'get',
  summary: 'show a cluster; --nodes, --namespaces, --pods and --volumes add those tables',
  args: { cluster: CLUSTER },
  options: {
    nodes: { flags: '--nodes', description: 'worker nodes' },
    namespaces: { flags: '--namespaces', description: 'namespaces (one per workspace)' },
    pods: { flags: '--pods', description: 'pods' },
    volumes: { flags: '--volumes', description: 'persistent volumes and claims' },
  },
  examples: [
    ['skiff clusters get acme-prod-eks', 'the cluster'],
    ['skiff clusters get acme-prod-eks --nodes --pods', 'with its nodes and pods'],
  ],
  run: async (ctx, args, options) => (await import('../services/clusters.js')).getCluster(ctx, args.cluster, options),
});

const create = defineCommand({
  name: 'create',
  summary: "create a cluster and its first workspace, with the provider's defaults and limits",
  description:
    'Create a cluster on AWS, DIGITAL_OCEAN or AZURE (GCP is coming soon) with its first workspace. Unset choices ' +
    "take the provider's defaults (AWS: us-east-1, t3.medium, db.t3.micro, mysql 8.0.36, 20 GiB, Kubernetes " +
    '1.30; Azure: eastus, Standard_D2s_v4, B_Standard_B1s, Kubernetes 1.31; DigitalOcean: nyc1, s-2vcpu-4gb, ' +
    'db-s-1vcpu-1gb, Kubernetes 1.32). --nodes and --on-demand-nodes take MIN/DESIRED/MAX, whole numbers with ' +
    'min <= desired <= max. --limited keeps it to at most 3 nodes (each MAX shown under --limited below is a cap) ' +
    'and turns AWS autoscaling off. Creation needs --agree-terms. --file holds the same fields by their keys ' +
    `(${fileKeysOf(clusterFields()).join(', ')}); flags win over it. --wait ` +
    'follows its CREATE_ENVIRONMENT task and exits 0 only when the cluster is ACTIVE.',
  options: {
    file: { flags: '--file <file>', description: 'the form as JSON or YAML, by field key (`-` reads stdin)' },
    ...modelOptions(clusterFields(), CLUSTER_RENDERINGS),
    dryRun: { flags: '--dry-run', description: 'print the settings as JSON; send nothing' },
    ...WAIT_OPTIONS,
  },
  examples: [
    [
      "skiff clusters create --provider AWS --name orion --workspace 'Orion Apps' --cloud-account 'Acme AWS' --agree-terms",
      'an AWS cluster with the defaults',
    ],
    [
      "skiff clusters create --provider AWS --name orion --workspace 'Orion Apps' --cloud-account 'Acme AWS' --nodes 1/2/6 --on-demand-nodes 1/1/3 --agree-terms",
      '2 worker nodes (1 to 6) and 1 on-demand (up to 3)',
    ],
    [
      'skiff clusters create --provider DIGITAL_OCEAN --name lyra --workspace Lyra --cloud-account do-main --db-engine postgres --limited --agree-terms --dry-run',
      'check the settings first',
    ],
    [
      "skiff clusters create --provider AWS --name orion --workspace 'Orion Apps' --cloud-account 'Acme AWS' --agree-terms --wait --timeout 45m",
      'create it and wait until it is ACTIVE',
    ],
  ],
  run: async (ctx, _args, options) => (await import('../services/cluster-create.js')).createCluster(ctx, options),
});

const protect = defineCommand({
  name: 'protect',
  summary: 'protect a cluster from deletion (on) or lift the protection (off)',
  args: { cluster: CLUSTER, state: { description: 'on or off' } },
  examples: [['skiff clusters protect spare-fra1-doks on', 'only the instance owner may delete it now']],
  run: async (ctx, args) => (await import('../services/clusters.js')).protectCluster(ctx, args.cluster, args.state),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a cluster and its infrastructure; --force removes only the record (admins)',
  description:
    'Delete a cluster (a DELETE_ENVIRONMENT task). Refused while it is protected (unless you are the instance ' +
    'owner), ACTIVATING or DEACTIVATING, or has deployed applications. --force removes the record without ' +
    'touching the infrastructure.',
  args: { cluster: CLUSTER },
  options: {
    yes: YES_OPTION,
    force: { flags: '--force', description: 'remove the record only (admins)' },
    ...WAIT_OPTIONS,
  },
  examples: [
    ['skiff clusters delete spare-fra1-doks --yes --wait', 'delete it and wait'],
    ['skiff clusters delete broken-westus-aks --force --yes', 'forget a cluster whose infrastructure is gone'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/clusters.js')).deleteCluster(ctx, args.cluster, options),
});

export const clustersGroup: GroupSpec = {
  name: 'clusters',
  summary: 'admin: clusters, their nodes, namespaces, pods and volumes; create, protect, delete',
  commands: [list, get, create, protect, remove],
};
