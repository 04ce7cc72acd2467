import { formatDate, hostedZoneDomainError, stripControlSequences } from '@skiff/sdk';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';

/** `skiff hosted-zones list`. */
export async function listHostedZones(ctx: Context): Promise<number> {
  const { client } = cliSession(ctx);
  const items = await allItems(client.hostedZones.list({ pageSize: 100 }, { signal: ctx.signal }));
  if (ctx.json) {
    ctx.out.json({ items, total: items.length });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: 'DOMAIN' },
      { header: 'ZONE ID', shrinkable: false },
      { header: 'NAME SERVERS' },
      { header: 'DRUPAL FORGE', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    items.map((z) => [
      z.name,
      z.hostedZoneId ?? '',
      (z.nameServers ?? []).join(' '),
      z.isDrupalForge ? 'yes' : 'no',
      formatDate(z.createdAt),
      z._id,
    ]),
    'No hosted zones. Create one with: skiff hosted-zones create DOMAIN',
  );
  return EXIT.ok;
}

/** `skiff hosted-zones create DOMAIN [--drupal-forge]`: the spec's domain rule first. */
export async function createHostedZone(ctx: Context, domain: string, options: { drupalForge?: boolean }) {
  const problem = hostedZoneDomainError(domain);
  if (problem) throw new UsageError(`DOMAIN '${domain}': ${problem}`);
  const { client } = cliSession(ctx);
  const zone = await client.hostedZones.create(
    { domain: domain.trim(), isDrupalForge: Boolean(options.drupalForge) },
    { signal: ctx.signal },
  );
  if (ctx.json) ctx.out.json(zone);
  else {
    ctx.out.result(`Created hosted zone ${stripControlSequences(zone.name)} (${zone._id}).`);
    if (zone.nameServers?.length) ctx.out.result(`Name servers: ${zone.nameServers.join(' ')}`);
  }
  return EXIT.ok;
}

/** `skiff hosted-zones delete ZONE --yes`. */
export async function deleteHostedZone(ctx: Context, wanted: string, flags: ConfirmFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const all = await allItems(client.hostedZones.list({ pageSize: 100 }, { signal: ctx.signal }));
  const zone = pickNamed(
    'hosted zone',
    wanted,
    all,
    (z) => z.name,
    (z) => z._id,
    'skiff hosted-zones list',
  );
  await confirmDestructive(ctx, { action: `delete the hosted zone ${zone.name}` }, flags);
  await client.hostedZones.delete(zone._id, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ _id: zone._id, name: zone.name, deleted: true });
  else ctx.out.result(`Deleted hosted zone ${stripControlSequences(zone.name)}.`);
  return EXIT.ok;
}
