import {
  formatNodeRange,
  isClusterProvider,
  type NodeCounts,
  nodeRangeOf,
  planCluster,
  planNodeCounts,
  stripControlSequences,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { integerOption } from '../cli/parsers.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { cliSession } from '../cli/session.js';

export interface CreateClusterOptions {
  provider?: string;
  name?: string;
  workspace?: string;
  cloudAccount?: string;
  region?: string;
  kubernetesVersion?: string;
  instanceType?: string;
  dbInstanceType?: string;
  dbEngine?: string;
  dbStorage?: string;
  nodes?: string;
  onDemandNodes?: string;
  limited?: boolean;
  agreeTerms?: boolean;
  dryRun?: boolean;
}

const FLAG_OF: Record<string, string> = {
  provider: '--provider',
  name: '--name',
  region: '--region',
  kubernetesVersion: '--kubernetes-version',
  instanceType: '--instance-type',
  dbEngine: '--db-engine',
  dbStorage: '--db-storage',
  agreeTermAndCondition: '--agree-terms',
};
const NODE_FLAGS = { nodes: '--nodes', onDemandNodes: '--on-demand-nodes' } as const;

/**
 * `skiff clusters create --provider P --name N --workspace W --cloud-account A --agree-terms`: the cluster wizard's
 * three steps (name the workspace, link the account, configure the cluster) as flags, with the spec's defaults and
 * limits (sdk `planCluster`). The contract creates a cluster with its first workspace (POST /workspaces with a
 * nested `environment`). `--nodes` and `--on-demand-nodes` (MIN/DESIRED/MAX) are checked and defaulted by the sdk's
 * `planNodeCounts`. `--dry-run` prints the settings without sending them.
 */
export async function createCluster(ctx: Context, options: CreateClusterOptions): Promise<number> {
  if (!options.provider) throw new UsageError('--provider is required: AWS, DIGITAL_OCEAN or AZURE.');
  const plan = planCluster({
    provider: options.provider,
    name: options.name,
    region: options.region,
    kubernetesVersion: options.kubernetesVersion,
    instanceType: options.instanceType,
    dbInstanceType: options.dbInstanceType,
    dbEngine: options.dbEngine,
    dbStorage: options.dbStorage === undefined ? undefined : integerOption('--db-storage', 0)(options.dbStorage),
    isLimited: options.limited,
    agreeTermAndCondition: options.agreeTerms,
  });
  const errors = 'errors' in plan ? Object.entries(plan.errors).map(([f, m]) => `${FLAG_OF[f] ?? f}: ${m}`) : [];
  // An unknown provider is planCluster's error; the node counts depend on a known one.
  const provider = options.provider.toUpperCase();
  const nodes = isClusterProvider(provider)
    ? planNodeCounts(
        provider,
        { nodes: options.nodes, onDemandNodes: options.onDemandNodes, isLimited: options.limited },
        NODE_FLAGS,
      )
    : undefined;
  if (nodes && 'errors' in nodes) errors.push(...Object.values(nodes.errors));
  const workspaceName = options.workspace?.trim();
  if (!workspaceName) errors.push(`--workspace: ${WORKSPACE_NAME_REQUIRED_MESSAGE}`);
  if (!options.cloudAccount) errors.push('--cloud-account: Required');
  if (errors.length || !('settings' in plan) || !nodes || !('counts' in nodes)) {
    throw new UsageError(errors.join('\n'));
  }
  const { client } = cliSession(ctx);
  const accounts = await allItems(client.cloudAccounts.list({ pageSize: 100 }, { signal: ctx.signal }));
  const account = pickNamed(
    'cloud account',
    options.cloudAccount!,
    accounts,
    (a) => a.name,
    (a) => a._id,
    'skiff cloud-accounts list',
  );
  if (account.provider && account.provider !== plan.settings.provider) {
    throw new UsageError(
      `--cloud-account '${account.name}' is a ${account.provider} account, not ${plan.settings.provider}.`,
    );
  }
  const cloudAccount = { _id: account._id, name: account.name, provider: account.provider };
  const environment: Record<string, unknown> = { ...plan.settings, ...nodes.counts, cloudAccount };
  if (options.dryRun) {
    ctx.out.json({ name: workspaceName, environment, agreeTermAndCondition: true });
    ctx.out.info('Dry run: nothing was sent.');
    return EXIT.ok;
  }
  const body = { name: workspaceName!, environment, agreeTermAndCondition: true };
  const workspace = await client.workspaces.create(body, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ workspace, environment });
  else {
    ctx.out.result(
      `Creating cluster ${stripControlSequences(String(environment.name))} (${String(environment.provider)}, ` +
        `${String(environment.region)}, ${nodesSummary(nodes.counts)}) with workspace ` +
        `${stripControlSequences(workspace.name)} (${workspace._id}).`,
    );
  }
  ctx.out.info('A new cluster takes about 30 minutes. Watch it with: skiff clusters list');
  return EXIT.ok;
}

/** `nodes 1/2/6, on-demand 1/1/5`. */
function nodesSummary(counts: NodeCounts): string {
  return `nodes ${formatNodeRange(nodeRangeOf(counts, 'nodes'))}, on-demand ${formatNodeRange(nodeRangeOf(counts, 'onDemandNodes'))}`;
}
