import { refId, resolveWorkspace } from '@skiff/sdk';
import { formatDate } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { EXIT } from '../cli/exit-codes.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';

/**
 * The workspace tabs' own lists (spec 001 section 2: /deployments, /vps, /catalogs, /drupal-forge): what the web
 * app and the TUI show on those tabs, as `skiff workspaces deployments|vps|catalogs WS`.
 */

/** `skiff workspaces deployments WS`: the workspace's cluster deployments (spec 001 /deployments). */
export async function listWorkspaceDeployments(ctx: Context, wanted: string): Promise<number> {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const items = await allItems(client.workspaces.deployments(workspace._id, { pageSize: 100 }, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [
      { header: 'NAME' },
      { header: 'HOSTNAME' },
      { header: 'IMAGE' },
      { header: 'REPLICAS', shrinkable: false },
      { header: 'GROUP TYPE', shrinkable: false },
      { header: 'STATUS', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
    ],
    (d) => [
      d.deploymentName ?? d.name,
      d.hostname ?? '',
      // Spec 001 section 3: the table's image column is the deployment's snapshotTag.
      d.snapshotTag ?? d.containerImage ?? '',
      String(d.replicas ?? ''),
      d.groupType ?? '',
      d.lastActivity?.status ?? d.status ?? '',
      formatDate(d.createdAt),
    ],
    `No cluster deployments in ${workspace.name}.`,
  );
}

/** `skiff workspaces vps WS`: every VPS connected to an application of the workspace (spec 001 /vps). */
export async function listWorkspaceVps(ctx: Context, wanted: string): Promise<number> {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const items = await allItems(
    client.applications.vps.listInWorkspace(workspace._id, { pageSize: 100 }, { signal: ctx.signal }),
  );
  return printItems(
    ctx,
    items,
    [
      { header: 'TITLE' },
      { header: 'APPLICATION' },
      { header: 'USER', shrinkable: false },
      { header: 'IP', shrinkable: false },
      { header: 'STATUS', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (v) => [
      v.title ?? '',
      v.applicationName ?? refId(v.application) ?? '',
      v.vpsUsername ?? '',
      v.publicIPAddress ?? '',
      v.status ?? '',
      formatDate(v.createdAt),
      v._id,
    ],
    `No VPS in ${workspace.name}.`,
  );
}

/** `skiff workspaces catalogs WS [--drupal-forge]`: the catalogs a workspace can deploy (spec 001 /catalogs). */
export async function listWorkspaceCatalogs(
  ctx: Context,
  wanted: string,
  options: { drupalForge?: boolean },
): Promise<number> {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const query = { pageSize: 100 };
  const pages = options.drupalForge
    ? client.catalogs.listDrupalForge(workspace._id, query, { signal: ctx.signal })
    : client.catalogs.listForWorkspace(workspace._id, query, { signal: ctx.signal });
  const items = await allItems(pages);
  return printItems(
    ctx,
    items,
    [
      { header: 'NAME' },
      { header: 'TITLE' },
      { header: 'ORGANIZATION' },
      { header: 'PUBLISHED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (c) => [c.name, c.title ?? '', c.organization?.name ?? '', c.isPublish ? 'yes' : 'no', c._id],
    `No ${options.drupalForge ? 'DrupalForge ' : ''}catalogs in ${workspace.name}.`,
  );
}

/**
 * `skiff workspaces express-launch WS CATALOG [--add|--remove]`: the DrupalForge catalog's ready and in-progress
 * express-launch instances, after adding or removing one (spec 001 /drupal-forge; the instance owner's).
 */
export async function expressLaunch(
  ctx: Context,
  wanted: string,
  catalogName: string,
  options: { add?: boolean; remove?: boolean },
): Promise<number> {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const all = await allItems(client.catalogs.listDrupalForge(workspace._id, { pageSize: 100 }, { signal: ctx.signal }));
  const list = `skiff workspaces catalogs '${workspace.name}' --drupal-forge`;
  const catalog = pickNamed(
    'DrupalForge catalog',
    catalogName,
    all,
    (c) => c.name,
    (c) => c._id,
    list,
  );
  const call = { signal: ctx.signal };
  const counts = options.add
    ? await client.drupalForge.increaseExpressLaunch(catalog._id, call)
    : options.remove
      ? await client.drupalForge.decreaseExpressLaunch(catalog._id, call)
      : await client.drupalForge.expressLaunchCount(catalog._id, call);
  if (ctx.json) ctx.out.json({ catalog: catalog.name, _id: catalog._id, ...counts });
  else ctx.out.result(`${catalog.name}: ${counts.ready} ready, ${counts.inprogress} in progress.`);
  return EXIT.ok;
}
