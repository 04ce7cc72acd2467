import type { Environment, SkiffClient } from '@skiff/sdk';
import { clusterDeletionRefusal, formatDate, stripControlSequences } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { printDetails, yesNo } from '../cli/details.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import type { PagingFlags } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { printItems } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';
import { onOff } from '../commands/shared-options.js';
import { runTask, type WaitOptions } from './run-task.js';

const nameOf = (e: Environment) => e.clusterName ?? e.name ?? '';
/** `1/2/6`, `?` for a count the server left out; nothing when it sent none. */
const countsOf = (...counts: (number | null | undefined)[]) =>
  counts.every((n) => n === undefined || n === null) ? undefined : counts.map((n) => n ?? '?').join('/');

/** A cluster by name or id; a miss lists close names. */
export async function findCluster(ctx: Context, client: SkiffClient, wanted: string): Promise<Environment> {
  const all = await allItems(client.environments.list({ pageSize: 100 }, { signal: ctx.signal }));
  return pickNamed('cluster', wanted, all, nameOf, (e) => e._id, 'skiff clusters list');
}

/** `skiff clusters list [--status S] [--search T]`. */
export async function listClusters(
  ctx: Context,
  options: { status?: string; search?: string } & PagingFlags,
): Promise<number> {
  const { client } = cliSession(ctx);
  const query = { pageSize: 100, status: options.status?.toUpperCase(), search: options.search };
  const items = await allItems(client.environments.list(query, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [
      { header: 'NAME' },
      { header: 'STATUS', shrinkable: false },
      { header: 'PROVIDER', shrinkable: false },
      { header: 'REGION', shrinkable: false },
      { header: 'K8S', shrinkable: false },
      { header: 'PROTECTED', shrinkable: false },
      { header: 'APPS', align: 'right', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (e) => [
      nameOf(e),
      e.status ?? '',
      e.provider ?? e.cloudAccount?.provider ?? '',
      e.region ?? '',
      e.kubernetesVersion ?? '',
      e.isProtected ? 'yes' : 'no',
      String(e.applications ?? 0),
      e._id,
    ],
    'No clusters.',
    { flags: options, noun: 'clusters', command: 'skiff clusters list' },
  );
}

export interface ClusterGetOptions {
  nodes?: boolean;
  namespaces?: boolean;
  pods?: boolean;
  volumes?: boolean;
}

/** `skiff clusters get CLUSTER [--nodes] [--namespaces] [--pods] [--volumes]`. */
export async function getCluster(ctx: Context, wanted: string, options: ClusterGetOptions): Promise<number> {
  const { client } = cliSession(ctx);
  const found = await findCluster(ctx, client, wanted);
  const call = { signal: ctx.signal };
  const cluster = await client.environments.get(found._id, call);
  const id = cluster._id;
  const page = { pageSize: 100 };
  const [nodes, namespaces, pods, volumes, claims] = await Promise.all([
    options.nodes ? allItems(client.environments.nodes(id, page, call)) : undefined,
    options.namespaces ? allItems(client.environments.namespaces(id, page, call)) : undefined,
    options.pods ? allItems(client.environments.pods(id, page, call)) : undefined,
    options.volumes ? allItems(client.environments.persistentVolumes(id, page, call)) : undefined,
    options.volumes ? allItems(client.environments.persistentVolumeClaims(id, page, call)) : undefined,
  ]);
  if (ctx.json) {
    ctx.out.json({ ...cluster, nodes, namespaces, pods, volumes, volumeClaims: claims });
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Name', nameOf(cluster)],
    ['ID', id],
    ['Status', cluster.status],
    ['Provider', cluster.provider ?? cluster.cloudAccount?.provider],
    ['Cloud account', cluster.cloudAccount?.name],
    ['Region', cluster.region],
    ['Kubernetes', cluster.kubernetesVersion],
    ['Instance type', cluster.instanceType ?? cluster.ondemandInstanceType],
    ['Nodes (min/desired/max)', countsOf(cluster.minimumNodes, cluster.desiredNodes, cluster.maximumNodes)],
    [
      'On-demand nodes (min/desired/max)',
      countsOf(cluster.ondemandMinNodes, cluster.ondemandDesiredNodes, cluster.ondemandMaxNodes),
    ],
    ['Database', [cluster.dbEngine, cluster.dbEngineVersion, cluster.dbInstanceType].filter(Boolean).join(' ')],
    [
      'Database storage',
      cluster.dbStorage === undefined || cluster.dbStorage === null ? undefined : `${cluster.dbStorage} GiB`,
    ],
    ['Protected', yesNo(cluster.isProtected)],
    ['Applications', cluster.applications],
    ['Last activity', [cluster.lastActivity?.action, cluster.lastActivity?.status].filter(Boolean).join(' ')],
    ['Created', formatDate(cluster.createdAt)],
  ]);
  const section = (title: string) => ctx.out.result(`\n${ctx.out.color.bold(title)}`);
  if (nodes) {
    section('Nodes');
    printTable(
      ctx,
      [{ header: 'NAME' }, { header: 'STATUS' }, { header: 'TYPE' }, { header: 'CREATED' }],
      nodes.map((n) => [n.name, n.status ?? '', n.instanceType ?? '', formatDate(n.createdAt)]),
      'No nodes.',
    );
  }
  if (namespaces) {
    section('Namespaces');
    printTable(
      ctx,
      [{ header: 'NAMESPACE' }, { header: 'WORKSPACE' }, { header: 'PODS' }, { header: 'STATUS' }],
      namespaces.map((n) => [
        n.namespace ?? n.name ?? '',
        typeof n.workspace === 'object' ? (n.workspace?.name ?? '') : (n.workspace ?? ''),
        String(n.pods?.length ?? 0),
        n.status ?? '',
      ]),
      'No Namespace',
    );
  }
  if (pods) {
    section('Pods');
    printTable(
      ctx,
      [{ header: 'NAME' }, { header: 'BRANCH' }, { header: 'STATUS' }, { header: 'READY' }],
      pods.map((p) => [
        p.name,
        p.application?.originBranch ?? '',
        p.status ?? '',
        `${p.statusContainers?.filter((c) => c.ready).length ?? 0}/${p.totalContainers ?? 0}`,
      ]),
      'No pods.',
    );
  }
  if (volumes && claims) {
    section('Volumes');
    printTable(
      ctx,
      [{ header: 'KIND' }, { header: 'NAME' }, { header: 'CLASS' }, { header: 'CAPACITY' }, { header: 'STATUS' }],
      [...volumes.map((v) => ['pv', v] as const), ...claims.map((v) => ['pvc', v] as const)].map(([kind, v]) => [
        kind,
        v.name,
        v.storageClassName ?? '',
        String(v.capacity ?? ''),
        v.status ?? '',
      ]),
      'No volumes.',
    );
  }
  return EXIT.ok;
}

/** `skiff clusters protect CLUSTER on|off`. */
export async function protectCluster(ctx: Context, wanted: string, state: string): Promise<number> {
  const isProtected = onOff('STATE')(state);
  const { client } = cliSession(ctx);
  const cluster = await findCluster(ctx, client, wanted);
  const updated = await client.environments.update(cluster._id, { isProtected }, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(updated);
  else
    ctx.out.result(
      `Cluster ${stripControlSequences(nameOf(cluster))} is ${isProtected ? 'protected' : 'not protected'}.`,
    );
  return EXIT.ok;
}

/**
 * `skiff clusters delete CLUSTER --yes [--force]`: the spec's deletion rule is checked first; `--force` removes the
 * record without touching infrastructure (admins), otherwise a DELETE_ENVIRONMENT task runs.
 */
export async function deleteCluster(
  ctx: Context,
  wanted: string,
  options: WaitOptions & ConfirmFlags & { force?: boolean },
): Promise<number> {
  if (options.force && options.wait) {
    throw new UsageError('--force removes the record at once: there is no task to --wait for.');
  }
  const { client } = cliSession(ctx);
  const cluster = await findCluster(ctx, client, wanted);
  const name = nameOf(cluster);
  if (!options.force) {
    const me = await client.users.profile({ signal: ctx.signal });
    const refusal = clusterDeletionRefusal({
      status: cluster.status,
      isProtected: cluster.isProtected === true,
      deployedApplications: cluster.applications ?? 0,
      isSystem: false,
      byInstanceOwner: me.role === 'INSTANCE_OWNER',
    });
    if (refusal) throw new CliError(refusal, EXIT.conflict, `See it with: skiff clusters get '${name}'`);
  }
  const what = options.force ? 'force-delete the cluster record' : 'delete the cluster and its infrastructure';
  await confirmDestructive(ctx, { action: `${what} ${name}` }, options);
  if (options.force) {
    await client.environments.forceDelete(cluster._id, { signal: ctx.signal });
    if (ctx.json) ctx.out.json({ _id: cluster._id, name, deleted: true });
    else ctx.out.result(`Removed the cluster record ${stripControlSequences(name)} (infrastructure untouched).`);
    return EXIT.ok;
  }
  return runTask(
    ctx,
    client,
    {
      subject: name,
      task: 'DELETE_ENVIRONMENT',
      start: async () => (await client.environments.delete(cluster._id, { signal: ctx.signal })).activityId,
      fallbackHint: 'skiff clusters list',
    },
    options,
  );
}
