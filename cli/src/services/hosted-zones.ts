import { formatDate, hostedZoneDomainError, stripControlSequences } from '@skiff/sdk/domain';
import type { ConfirmFlags } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import type { PagingFlags } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { confirmAndDelete, printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';

/** `skiff hosted-zones list`. */
export async function listHostedZones(ctx: Context, options: PagingFlags = {}): Promise<number> {
  const { client } = cliSession(ctx);
  const items = await allItems(client.hostedZones.list({ pageSize: 100 }, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [
      { header: 'DOMAIN' },
      { header: 'ZONE ID', shrinkable: false },
      { header: 'NAME SERVERS' },
      { header: 'DRUPAL FORGE', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (z) => [
      z.name,
      z.hostedZoneId ?? '',
      (z.nameServers ?? []).join(' '),
      z.isDrupalForge ? 'yes' : 'no',
      formatDate(z.createdAt),
      z._id,
    ],
    'No hosted zones. Create one with: skiff hosted-zones create DOMAIN',
    { flags: options, noun: 'hosted zones', command: 'skiff hosted-zones list' },
  );
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
  const texts = { action: `delete the hosted zone ${zone.name}`, done: `Deleted hosted zone ${zone.name}.` };
  return confirmAndDelete(ctx, zone, flags, texts, () => client.hostedZones.delete(zone._id, { signal: ctx.signal }));
}
