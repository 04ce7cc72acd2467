/**
 * Spec 003 sections 5 and 9: a new cluster's settings, from the provider's defaults, the limited mode and what the
 * user chose, checked against the offered options and limits. Pure: the CLI, TUI and web forms share it.
 */
import {
  AWS_INSTANCE_TYPES,
  AWS_REGIONS,
  CLUSTER_DEFAULTS,
  CLUSTER_PROVIDERS,
  type ClusterProvider,
  DB_INSTANCE_TYPES,
  DB_STORAGE_OPTIONS,
  DIGITAL_OCEAN_DB_ENGINES,
  dbParamGroupFor,
  defaultDbStorage,
  defaultNodeCounts,
  defaultVpcCidr,
  KUBERNETES_VERSIONS,
  LIMITED_CLUSTER_NODES,
  minimumDbStorage,
} from './clusters.js';
import { ENVIRONMENT_NAME_REQUIRED_MESSAGE, REGION_REQUIRED_MESSAGE } from './workspace-rules.js';

/** The cluster form's terms checkbox (spec 003 section 5). */
export const CLUSTER_TERMS_REQUIRED_MESSAGE = 'Please check this field';
/** Our wording: GCP is shown as "coming soon". */
export const GCP_COMING_SOON_MESSAGE = 'GCP is coming soon: choose AWS, DIGITAL_OCEAN or AZURE.';
/** The default VPC network address (the form proposes `{ip}/16`). */
export const DEFAULT_VPC_IP = '10.0.0.0';

export interface ClusterChoices {
  provider: string;
  name?: string;
  region?: string;
  kubernetesVersion?: string;
  instanceType?: string;
  dbInstanceType?: string;
  dbEngine?: string;
  dbStorage?: number;
  isLimited?: boolean;
  agreeTermAndCondition?: boolean;
}

/** The settings to send, or the field messages (field name to message) that block creation. */
export type ClusterPlan = { settings: Record<string, unknown> } | { errors: Record<string, string> };

function offered(value: string, options: readonly string[], what: string): string | undefined {
  return options.includes(value) ? undefined : `${what} '${value}' is not offered: ${options.join(', ')}.`;
}

/** Builds a cluster's settings from the choices; every broken rule is reported, each under its field. */
export function planCluster(choices: ClusterChoices): ClusterPlan {
  const provider = choices.provider.toUpperCase();
  if (provider === 'GCP') return { errors: { provider: GCP_COMING_SOON_MESSAGE } };
  if (!(CLUSTER_PROVIDERS as readonly string[]).includes(provider)) {
    return { errors: { provider: `Provider '${choices.provider}' is not one of ${CLUSTER_PROVIDERS.join(', ')}.` } };
  }
  const p = provider as ClusterProvider;
  const defaults = CLUSTER_DEFAULTS[p];
  const errors: Record<string, string> = {};
  const name = choices.name?.trim();
  if (!name) errors.name = ENVIRONMENT_NAME_REQUIRED_MESSAGE;
  const region = (choices.region ?? defaults.region).trim();
  if (!region) errors.region = REGION_REQUIRED_MESSAGE;
  else if (p === 'AWS') {
    const wrong = offered(region, AWS_REGIONS, 'Region');
    if (wrong) errors.region = wrong;
  }
  const kubernetesVersion = choices.kubernetesVersion ?? defaults.kubernetesVersion;
  const k8s = offered(kubernetesVersion, KUBERNETES_VERSIONS[p], 'Kubernetes version');
  if (k8s) errors.kubernetesVersion = k8s;
  const instanceType = choices.instanceType ?? defaults.instanceType;
  if (p === 'AWS') {
    const wrong = offered(instanceType, AWS_INSTANCE_TYPES, 'Instance type');
    if (wrong) errors.instanceType = wrong;
  }
  const dbInstanceType = choices.dbInstanceType ?? defaults.dbInstanceType;
  const dbType = offered(dbInstanceType, DB_INSTANCE_TYPES[p], 'Database instance type');
  if (dbType) errors.dbInstanceType = dbType;
  let dbEngine = defaults.dbEngine;
  let dbEngineVersion = defaults.dbEngineVersion;
  if (choices.dbEngine !== undefined) {
    const engine = DIGITAL_OCEAN_DB_ENGINES.find((e) => e.engine === choices.dbEngine);
    if (p !== 'DIGITAL_OCEAN' && choices.dbEngine !== defaults.dbEngine) {
      errors.dbEngine = `Database engine '${choices.dbEngine}' is not offered on ${p}: ${defaults.dbEngine}.`;
    } else if (p === 'DIGITAL_OCEAN' && !engine) {
      errors.dbEngine = offered(
        choices.dbEngine,
        DIGITAL_OCEAN_DB_ENGINES.map((e) => e.engine),
        'Database engine',
      )!;
    } else if (engine) {
      dbEngine = engine.engine;
      dbEngineVersion = engine.version;
    }
  }
  const dbStorage = choices.dbStorage ?? defaultDbStorage(p, dbInstanceType);
  const minimum = minimumDbStorage(p, dbInstanceType);
  if (!DB_STORAGE_OPTIONS.includes(dbStorage)) {
    errors.dbStorage = `Database storage ${dbStorage} GiB is not offered: 10 to 160 GiB in steps of 10.`;
  } else if (dbStorage < minimum) {
    errors.dbStorage = `Database storage must be at least ${minimum} GiB for ${dbInstanceType}.`;
  }
  if (!choices.agreeTermAndCondition) errors.agreeTermAndCondition = CLUSTER_TERMS_REQUIRED_MESSAGE;
  if (Object.keys(errors).length) return { errors };
  const autoscale = choices.isLimited ? LIMITED_CLUSTER_NODES[p].autoscale : undefined;
  const settings: Record<string, unknown> = {
    ...defaults,
    ...defaultNodeCounts(p, choices.isLimited),
    name,
    provider: p,
    region,
    kubernetesVersion,
    instanceType,
    dbInstanceType,
    dbEngine,
    dbEngineVersion,
    dbStorage,
    isLimited: Boolean(choices.isLimited),
    agreeTermAndCondition: true,
  };
  if (autoscale !== undefined) settings.kubernetesAutoScale = autoscale;
  if (p === 'AWS') settings.vpcCIDR = defaultVpcCidr(DEFAULT_VPC_IP);
  if (dbEngine === 'mysql') settings.dbParamGroup = dbParamGroupFor(dbEngineVersion);
  return { settings };
}
