/** Spec 000 section 9 and spec 003 sections 4, 5 and 9: clusters (environments), their defaults and rules. */

export const CLOUD_PROVIDERS = ['AWS', 'DIGITAL_OCEAN', 'AZURE', 'GCP'] as const;
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];
/** GCP is shown but disabled ("coming soon"). */
export const CLUSTER_PROVIDERS = ['AWS', 'DIGITAL_OCEAN', 'AZURE'] as const;
export type ClusterProvider = (typeof CLUSTER_PROVIDERS)[number];
/** Whether the text is one of CLUSTER_PROVIDERS (upper case), a provider a cluster can be created on. */
export function isClusterProvider(value: string): value is ClusterProvider {
  return (CLUSTER_PROVIDERS as readonly string[]).includes(value);
}

export const ENVIRONMENT_STATUSES = ['ACTIVE', 'INACTIVE', 'DEACTIVATING', 'ACTIVATING', 'ERROR'] as const;
export type EnvironmentStatus = (typeof ENVIRONMENT_STATUSES)[number];

export interface NodeCounts {
  minimumNodes: number;
  desiredNodes: number;
  maximumNodes: number;
  ondemandMinNodes: number;
  ondemandDesiredNodes: number;
  ondemandMaxNodes: number;
}

/** What the cluster wizard proposes for a new cluster of each provider. */
export interface ClusterDefaults extends Partial<NodeCounts> {
  region: string;
  instanceType: string;
  dbInstanceType: string;
  dbEngine: string;
  dbEngineVersion: string;
  kubernetesVersion: string;
  dbStorage?: number;
  dbMaxStorage?: number;
  dbStorageType?: string;
}

export const CLUSTER_DEFAULTS: Readonly<Record<ClusterProvider, ClusterDefaults>> = {
  AWS: {
    region: 'us-east-1',
    minimumNodes: 1,
    desiredNodes: 1,
    maximumNodes: 10,
    ondemandMinNodes: 1,
    ondemandDesiredNodes: 1,
    ondemandMaxNodes: 5,
    instanceType: 't3.medium',
    dbInstanceType: 'db.t3.micro',
    dbEngine: 'mysql',
    dbEngineVersion: '8.0.36',
    dbStorage: 20,
    dbMaxStorage: 100,
    dbStorageType: 'gp2',
    kubernetesVersion: '1.30',
  },
  AZURE: {
    region: 'eastus',
    instanceType: 'Standard_D2s_v4',
    minimumNodes: 1,
    desiredNodes: 1,
    maximumNodes: 3,
    dbInstanceType: 'B_Standard_B1s',
    dbEngine: 'mysql',
    dbEngineVersion: '8.0.21',
    kubernetesVersion: '1.31',
  },
  DIGITAL_OCEAN: {
    region: 'nyc1',
    instanceType: 's-2vcpu-4gb',
    dbInstanceType: 'db-s-1vcpu-1gb',
    dbEngine: 'mysql',
    dbEngineVersion: '8',
    kubernetesVersion: '1.32',
  },
};

/** The VPC CIDR default is `{ip}/16`. */
export function defaultVpcCidr(ip: string): string {
  return `${ip}/16`;
}

export const AWS_REGIONS = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'ap-southeast-1',
] as const;

function minorRange(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `1.${from + i}`);
}

/** Kubernetes versions offered: AWS 1.26-1.31, Azure 1.27-1.31, Digital Ocean 1.28-1.32. */
export const KUBERNETES_VERSIONS: Readonly<Record<ClusterProvider, readonly string[]>> = {
  AWS: minorRange(26, 31),
  AZURE: minorRange(27, 31),
  DIGITAL_OCEAN: minorRange(28, 32),
};

export const AWS_INSTANCE_TYPES = ['t3.medium', 'm5.large', 'm5.xlarge'] as const;
/** Digital Ocean droplet and database prices offered, dollars per month. */
export const DIGITAL_OCEAN_DROPLET_PRICES = [18, 24, 48, 96] as const;
export const DIGITAL_OCEAN_DATABASE_PRICES = [13, 24, 48, 92] as const;
export const DIGITAL_OCEAN_DB_ENGINES = [
  { engine: 'mysql', version: '8' },
  { engine: 'postgres', version: '16' },
] as const;

/**
 * Database instance types offered per provider: the ones spec 003 section 5 names in its storage minimums (AWS's
 * default db.t3.micro; DigitalOcean's four match its four database prices in section 9).
 */
export const DB_INSTANCE_TYPES: Readonly<Record<ClusterProvider, readonly string[]>> = {
  AWS: ['db.t3.micro', 'db.t3.small', 'db.t3.medium', 'db.m5.large', 'db.m5.xlarge'],
  AZURE: ['B_Standard_B1s', 'B_Standard_B1ms', 'B_Standard_B2s', 'B_Standard_B2ms'],
  DIGITAL_OCEAN: ['db-s-1vcpu-1gb', 'db-s-1vcpu-2gb', 'db-s-2vcpu-4gb', 'db-s-4vcpu-8gb'],
};

/** Database storage: 10 to 160 GiB in steps of 10. */
export const DB_STORAGE_OPTIONS: readonly number[] = Array.from({ length: 16 }, (_, i) => (i + 1) * 10);

/** Minimum database storage (GiB) for a database instance type (spec 003 section 5). */
export function minimumDbStorage(provider: ClusterProvider, dbInstanceType: string): number {
  switch (provider) {
    case 'AWS':
      if (dbInstanceType === 'db.t3.small') return 30;
      if (dbInstanceType === 'db.t3.medium') return 60;
      return dbInstanceType === 'db.m5.large' || dbInstanceType === 'db.m5.xlarge' ? 140 : 20;
    case 'AZURE':
      if (dbInstanceType === 'B_Standard_B1ms') return 60;
      return dbInstanceType === 'B_Standard_B2s' || dbInstanceType === 'B_Standard_B2ms' ? 80 : 20;
    case 'DIGITAL_OCEAN':
      if (dbInstanceType === 'db-s-1vcpu-2gb') return 30;
      if (dbInstanceType === 'db-s-2vcpu-4gb') return 60;
      return dbInstanceType === 'db-s-4vcpu-8gb' ? 140 : 10;
    default: {
      const never: never = provider;
      throw new Error(`Unknown provider ${String(never)}`);
    }
  }
}

/** Azure's proposed storage where it is above the minimum (spec 003 section 5: B1s default 30, B2s and B2ms 140). */
const AZURE_DB_STORAGE_DEFAULTS: Readonly<Record<string, number>> = {
  B_Standard_B1s: 30,
  B_Standard_B2s: 140,
  B_Standard_B2ms: 140,
};

/**
 * The database storage (GiB) the cluster form proposes for an instance type (spec 003 sections 5 and 9): AWS 20
 * (its wizard default) or the type's minimum if higher, Azure's stated defaults, otherwise the type's minimum
 * (DigitalOcean's default 10).
 */
export function defaultDbStorage(provider: ClusterProvider, dbInstanceType: string): number {
  const minimum = minimumDbStorage(provider, dbInstanceType);
  if (provider === 'AZURE') return AZURE_DB_STORAGE_DEFAULTS[dbInstanceType] ?? minimum;
  return Math.max(minimum, CLUSTER_DEFAULTS[provider].dbStorage ?? minimum);
}

/** MySQL 8.0.36 uses the parameter group default.mysql8.0, any other version default.mysql5.7. */
export function dbParamGroupFor(mysqlVersion: string): string {
  return mysqlVersion === '8.0.36' ? 'default.mysql8.0' : 'default.mysql5.7';
}

/** Limited cluster mode: at most 3 nodes ("contact support to expand"). */
export const LIMITED_CLUSTER_NODES: Readonly<Record<ClusterProvider, NodeCounts & { autoscale?: boolean }>> = {
  AWS: {
    minimumNodes: 1,
    maximumNodes: 3,
    desiredNodes: 1,
    ondemandMinNodes: 1,
    ondemandMaxNodes: 1,
    ondemandDesiredNodes: 1,
    autoscale: false,
  },
  DIGITAL_OCEAN: {
    minimumNodes: 1,
    maximumNodes: 2,
    desiredNodes: 1,
    ondemandMinNodes: 1,
    ondemandMaxNodes: 3,
    ondemandDesiredNodes: 1,
  },
  AZURE: {
    minimumNodes: 1,
    maximumNodes: 3,
    desiredNodes: 1,
    ondemandMinNodes: 1,
    ondemandMaxNodes: 1,
    ondemandDesiredNodes: 1,
  },
};
export const MAX_CLUSTER_NODES = 3;

/** One `MIN/DESIRED/MAX` node triple of a cluster. */
export interface NodeRange {
  min: number;
  desired: number;
  max: number;
}

/** The cluster form's two node triples (spec 003 section 5) and the fields each is sent as. */
export const NODE_GROUPS = {
  nodes: { min: 'minimumNodes', desired: 'desiredNodes', max: 'maximumNodes' },
  onDemandNodes: { min: 'ondemandMinNodes', desired: 'ondemandDesiredNodes', max: 'ondemandMaxNodes' },
} as const satisfies Record<string, Record<keyof NodeRange, keyof NodeCounts>>;
export type NodeGroup = keyof typeof NODE_GROUPS;

/** One triple of a cluster's node counts. */
export function nodeRangeOf(counts: NodeCounts, group: NodeGroup): NodeRange {
  const fields = NODE_GROUPS[group];
  return { min: counts[fields.min], desired: counts[fields.desired], max: counts[fields.max] };
}

/** `1/1/10`: a triple as the CLI reads and prints it. */
export function formatNodeRange(range: NodeRange): string {
  return `${range.min}/${range.desired}/${range.max}`;
}

/**
 * The node counts a new cluster gets when none are chosen: the provider's defaults, or the limited mode's under
 * isLimited. The spec gives DigitalOcean no node counts and Azure no on-demand counts outside limited mode; those
 * take the limited mode's values, the smallest cluster the spec describes for that provider (our choice).
 */
export function defaultNodeCounts(provider: ClusterProvider, isLimited = false): NodeCounts {
  const { autoscale: _, ...counts } = LIMITED_CLUSTER_NODES[provider];
  if (isLimited) return counts;
  const defaults = CLUSTER_DEFAULTS[provider];
  for (const key of Object.keys(counts) as (keyof NodeCounts)[]) counts[key] = defaults[key] ?? counts[key];
  return counts;
}

/** Reads `MIN/DESIRED/MAX`; undefined unless it is three whole numbers (spaces around them allowed). */
export function parseNodeRange(text: string): NodeRange | undefined {
  const parts = text.split('/').map((part) => part.trim());
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return undefined;
  const [min = 0, desired = 0, max = 0] = parts.map(Number);
  return { min, desired, max };
}

/** A typed node triple, read and checked, or why it is refused. */
export type NodeRangeCheck = { range: NodeRange } | { error: string };

/**
 * Reads and checks a typed node triple: three whole numbers of at least 1, min <= desired <= max, and with
 * `limitedOn` nothing above that provider's limited-mode maximum (spec 003 section 9: "contact support to expand").
 * `label` names the triple in the message (the CLI passes its flag). The spec has no wording for these: ours.
 */
export function checkNodeRange(
  label: string,
  group: NodeGroup,
  text: string,
  limitedOn?: ClusterProvider,
): NodeRangeCheck {
  const typed = `${label} ${text.trim()}`;
  const range = parseNodeRange(text);
  if (!range || !Object.values(range).every((n) => Number.isSafeInteger(n) && n >= 1)) {
    return { error: `${typed}: give MIN/DESIRED/MAX as three whole numbers of at least 1, such as 1/2/6.` };
  }
  const { min, desired, max } = range;
  if (desired < min || desired > max) {
    return { error: `${typed}: desired (${desired}) must be between min (${min}) and max (${max}).` };
  }
  const cap = limitedOn ? nodeRangeOf(LIMITED_CLUSTER_NODES[limitedOn], group).max : Number.POSITIVE_INFINITY;
  if (max <= cap) return { range };
  const noun = `${group === 'onDemandNodes' ? 'on-demand ' : ''}node${cap === 1 ? '' : 's'}`;
  return { error: `${typed}: a limited ${limitedOn} cluster has at most ${cap} ${noun}; contact support to expand.` };
}

/** What the user typed for each triple (absent: the default), and whether the cluster is limited. */
export interface NodeCountChoices extends Partial<Record<NodeGroup, string>> {
  isLimited?: boolean;
}

/** A new cluster's node counts, or the message (under the triple's group) for each refused triple. */
export type NodeCountPlan = { counts: NodeCounts } | { errors: Partial<Record<NodeGroup, string>> };

/**
 * The node counts to send for a new cluster: the defaults (`defaultNodeCounts`) overridden by each typed triple,
 * every triple checked by `checkNodeRange`. `labels` name the triples in messages.
 */
export function planNodeCounts(
  provider: ClusterProvider,
  choices: NodeCountChoices,
  labels: Readonly<Record<NodeGroup, string>>,
): NodeCountPlan {
  const counts = defaultNodeCounts(provider, choices.isLimited);
  const errors: Partial<Record<NodeGroup, string>> = {};
  for (const group of Object.keys(NODE_GROUPS) as NodeGroup[]) {
    const text = choices[group];
    if (text === undefined) continue;
    const checked = checkNodeRange(labels[group], group, text, choices.isLimited ? provider : undefined);
    if ('error' in checked) errors[group] = checked.error;
    else for (const part of ['min', 'desired', 'max'] as const) counts[NODE_GROUPS[group][part]] = checked.range[part];
  }
  return Object.keys(errors).length ? { errors } : { counts };
}

/** Cluster detail tabs; the first five need an ACTIVE cluster, the others are always enabled. */
export const CLUSTER_TABS = [
  'overview',
  'workspaces',
  'nodes',
  'namespaces',
  'pods',
  'databases',
  'storage',
  'activities',
  'settings',
] as const;
export type ClusterTab = (typeof CLUSTER_TABS)[number];
const ACTIVE_ONLY_TABS: readonly ClusterTab[] = ['nodes', 'namespaces', 'pods', 'databases', 'storage'];

export function isClusterTabEnabled(tab: ClusterTab, status: string | null | undefined): boolean {
  return status === 'ACTIVE' || !ACTIVE_ONLY_TABS.includes(tab);
}

export const ENVIRONMENT_NOT_DELETABLE_MESSAGE =
  'This environment is not Protected and status has to be ACTIVE or ERROR to be deleted.';
/** Our wording for the spec's "branches are deployed on this environment and must be deleted first". */
export const ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE = 'Branches are deployed on this environment; delete them first.';
export const ENVIRONMENT_PROTECTED_MESSAGE = 'This environment is protected; only the instance owner may delete it.';

export interface ClusterDeletionInput {
  status: string | null | undefined;
  isProtected: boolean;
  deployedApplications: number;
  isSystem: boolean;
  /** The user deleting is the instance owner. */
  byInstanceOwner: boolean;
}

/**
 * Why the cluster cannot be deleted now, or undefined when it can (spec 003 section 4): not protected (unless the
 * instance owner deletes it), no deployed applications, not ACTIVATING or DEACTIVATING, not a system cluster.
 */
export function clusterDeletionRefusal(input: ClusterDeletionInput): string | undefined {
  if (input.isProtected && !input.byInstanceOwner) return ENVIRONMENT_PROTECTED_MESSAGE;
  if (input.isSystem || input.status === 'ACTIVATING' || input.status === 'DEACTIVATING') {
    return ENVIRONMENT_NOT_DELETABLE_MESSAGE;
  }
  if (input.deployedApplications > 0) return ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE;
  return undefined;
}

/** Admin page sizes (spec 003 section 9). */
export const CLUSTER_PAGE_SIZES = [12, 24, 50] as const;
export const MEMBER_PAGE_SIZES = [24, 50] as const;
export const HOSTED_ZONE_PAGE_SIZES = [50, 100] as const;
/** The admin template list: 24 a page (default) or 50. */
export const TEMPLATE_PAGE_SIZES = [24, 50] as const;
export const CLUSTER_POD_PAGE_SIZE = 100;
export const CLUSTER_LISTING_PAGE_SIZE = 300;
/** Environment creation takes about 30 minutes. */
export const ENVIRONMENT_CREATION_ESTIMATE_MS = 30 * 60_000;
