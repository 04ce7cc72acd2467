import type { SkiffClient, Team } from '@skiff/sdk';
import { formatDate, organizationContactErrors, REQUIRED, stripControlSequences } from '@skiff/sdk/domain';
import type { ConfirmFlags } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { printDetails } from '../cli/details.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import type { PagingFlags } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { confirmAndDelete, printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';

/**
 * Organizations (spec 002, account pages) are the contract's teams (`/v2/teams`): the contract has no
 * `/organizations` route, and a team is the same thing, a named group of users sharing git repositories.
 */
async function findOrg(ctx: Context, client: SkiffClient, wanted: string): Promise<Team> {
  const all = await allItems(client.teams.list({ pageSize: 100 }, { signal: ctx.signal }));
  return pickNamed(
    'organization',
    wanted,
    all,
    (t) => t.name,
    (t) => t._id,
    'skiff orgs list',
  );
}

/** `skiff orgs list`. */
export async function listOrgs(ctx: Context, options: PagingFlags = {}): Promise<number> {
  const { client } = cliSession(ctx);
  const items = await allItems(client.teams.list({ pageSize: 100 }, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [
      { header: 'NAME' },
      { header: 'DESCRIPTION', maxWidth: 40 },
      { header: 'MEMBERS', align: 'right', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (t) => [t.name, t.description ?? '', String(t.totalMembers ?? 0), formatDate(t.createdAt), t._id],
    'No organizations. Create one with: skiff orgs create --name NAME',
    { flags: options, noun: 'organizations', command: 'skiff orgs list' },
  );
}

/** `skiff orgs get ORG`: the organization with its members. */
export async function getOrg(ctx: Context, wanted: string): Promise<number> {
  const { client } = cliSession(ctx);
  const org = await findOrg(ctx, client, wanted);
  const members = await allItems(client.teams.members(org._id, { signal: ctx.signal }));
  if (ctx.json) {
    ctx.out.json({ ...org, members });
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Name', org.name],
    ['ID', org._id],
    ['Description', org.description],
    ['Email', org.email],
    ['Logo', org.logoImage],
    ['Color', org.color],
    ['Git provider', org.gitProvider],
    ['Created', formatDate(org.createdAt)],
    ...members.map((m, i) => [`Member ${i + 1}`, `${m.email ?? m._id} (${m.role ?? 'MEMBER'})`] as const),
  ]);
  return EXIT.ok;
}

export interface OrgFlags {
  name?: string;
  description?: string;
  email?: string;
  logo?: string;
  color?: string;
}

/** The email, logo and colour of the form, checked by the SDK's rules (the email's is the spec's). */
function contactOf(flags: OrgFlags): { email?: string; logoImage?: string; color?: string } {
  const email = flags.email?.trim();
  const logo = flags.logo?.trim();
  const color = flags.color?.trim();
  const errors = organizationContactErrors({ email, logo, color });
  if (errors.email) throw new UsageError(`--email '${email}': ${errors.email}`);
  if (errors.logo) throw new UsageError(`--logo '${logo}': ${errors.logo}`);
  if (errors.color) throw new UsageError(`--color '${color}': ${errors.color}`);
  return { email, logoImage: logo, color };
}

/** `skiff orgs create --name N [--description D]`. */
export async function createOrg(ctx: Context, flags: OrgFlags): Promise<number> {
  const name = flags.name?.trim();
  if (!name) throw new UsageError(`--name: ${REQUIRED}`);
  const { client } = cliSession(ctx);
  const body = { name, description: flags.description, ...contactOf(flags) };
  const org = await client.teams.create(body, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(org);
  else ctx.out.result(`Created organization ${stripControlSequences(org.name)} (${org._id}).`);
  return EXIT.ok;
}

/** `skiff orgs update ORG [--name N] [--description D]`. */
export async function updateOrg(ctx: Context, wanted: string, flags: OrgFlags): Promise<number> {
  if ([flags.name, flags.description, flags.email, flags.logo, flags.color].every((flag) => flag === undefined)) {
    throw new UsageError('Nothing to change: give --name, --description, --email, --logo or --color.');
  }
  if (flags.name !== undefined && !flags.name.trim()) throw new UsageError(`--name: ${REQUIRED}`);
  const { client } = cliSession(ctx);
  const org = await findOrg(ctx, client, wanted);
  const body = { name: flags.name?.trim(), description: flags.description, ...contactOf(flags) };
  const updated = await client.teams.update(org._id, body, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(updated);
  else ctx.out.result(`Updated organization ${stripControlSequences(updated.name)}.`);
  return EXIT.ok;
}

/** `skiff orgs delete ORG --yes`. */
export async function deleteOrg(ctx: Context, wanted: string, flags: ConfirmFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const org = await findOrg(ctx, client, wanted);
  const texts = { action: `delete the organization ${org.name}`, done: `Deleted organization ${org.name}.` };
  return confirmAndDelete(ctx, org, flags, texts, () => client.teams.delete(org._id, { signal: ctx.signal }));
}
