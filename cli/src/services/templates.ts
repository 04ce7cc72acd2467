import type { Catalog, SkiffClient } from '@skiff/sdk';
import { formatDate, REQUIRED, stripControlSequences } from '@skiff/sdk/domain';
import type { ConfirmFlags } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { printDetails, yesNo } from '../cli/details.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import type { PagingFlags } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { confirmAndDelete, printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';
import { onOff } from '../commands/shared-options.js';

/** The spec's template messages (spec 003 section 8). */
export const TEMPLATE_DELETED_MESSAGE = 'Delete the template successfully!';

async function findTemplate(ctx: Context, client: SkiffClient, wanted: string): Promise<Catalog> {
  const all = await allItems(client.catalogs.list({ pageSize: 100 }, { signal: ctx.signal }));
  return pickNamed(
    'template',
    wanted,
    all,
    (c) => c.name,
    (c) => c._id,
    'skiff templates list',
  );
}

/** `skiff templates list [--search T]`: the admin template list. */
export async function listTemplates(ctx: Context, options: { search?: string } & PagingFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const query = { pageSize: 50, search: options.search };
  const items = await allItems(client.catalogs.list(query, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [
      { header: 'NAME' },
      { header: 'TITLE' },
      { header: 'PUBLISHED', shrinkable: false },
      { header: 'ORGANIZATION' },
      { header: 'REPOSITORY' },
      { header: 'ID', shrinkable: false },
    ],
    (c) => [
      c.name,
      c.title ?? '',
      c.isPublish ? 'Published' : 'Not Published',
      c.organization?.name ?? '',
      c.repoUrl ?? '',
      c._id,
    ],
    options.search ? `No template matches '${options.search}'.` : 'No templates.',
    { flags: options, noun: 'templates', command: 'skiff templates list' },
  );
}

/** `skiff templates get TEMPLATE`. */
export async function getTemplate(ctx: Context, wanted: string): Promise<number> {
  const { client } = cliSession(ctx);
  const found = await findTemplate(ctx, client, wanted);
  const template = await client.catalogs.get(found._id, { signal: ctx.signal });
  if (ctx.json) {
    ctx.out.json(template);
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Name', template.name],
    ['ID', template._id],
    ['Title', template.title],
    ['Published', template.isPublish ? 'Published' : 'Not Published'],
    ['Organization', template.organization?.name],
    ['Repository', template.repoUrl],
    ['Provider', template.repositoryProvider],
    ['Drupal Forge', yesNo(template.isDrupalForge)],
    ['AI key', yesNo(template.isUsingAIKey)],
    ['Registry', yesNo(template.isFromRegistry)],
    ['Created', formatDate(template.createdAt)],
  ]);
  return EXIT.ok;
}

export interface TemplateFlags {
  name?: string;
  title?: string;
  repoUrl?: string;
  organization?: string;
  image?: string;
  description?: string;
}

/** A template's name is its repository's: lower-case letters, digits, hyphens and underscores. */
const TEMPLATE_NAME = /^[a-z0-9_-]+$/;

/** `skiff templates create --name N --repo-url URL --organization ORG`: the spec's required fields ("Required"). */
export async function createTemplate(ctx: Context, flags: TemplateFlags): Promise<number> {
  const missing = (['name', 'repoUrl', 'organization'] as const)
    .filter((key) => !flags[key]?.trim())
    .map((key) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${REQUIRED}`);
  if (missing.length) throw new UsageError(missing.join('\n'));
  // The platform refuses any other name (400); said here it names the flag, with the rule --help gives.
  if (!TEMPLATE_NAME.test(flags.name!.trim())) {
    throw new UsageError(`--name '${flags.name}': lower-case letters, digits, - and _ only.`);
  }
  const { client } = cliSession(ctx);
  const template = await client.catalogs.create(
    {
      name: flags.name!.trim(),
      title: flags.title,
      repoUrl: flags.repoUrl!.trim(),
      image: flags.image,
      description: flags.description,
      organization: { name: flags.organization!.trim() },
    },
    { signal: ctx.signal },
  );
  if (ctx.json) ctx.out.json(template);
  else ctx.out.result(`Created template ${stripControlSequences(template.name)} (${template._id}), not published.`);
  return EXIT.ok;
}

/** `skiff templates update TEMPLATE --title ... --repo-url ... --image ... --description ...`: what is given changes. */
export async function updateTemplate(
  ctx: Context,
  wanted: string,
  flags: Pick<TemplateFlags, 'title' | 'repoUrl' | 'image' | 'description'>,
): Promise<number> {
  const body = {
    title: flags.title,
    repoUrl: flags.repoUrl?.trim(),
    image: flags.image,
    description: flags.description,
  };
  if (Object.values(body).every((value) => value === undefined)) {
    throw new UsageError('Nothing to change: give --title, --repo-url, --image or --description.');
  }
  if (body.repoUrl === '') throw new UsageError(`--repo-url: ${REQUIRED}`);
  const { client } = cliSession(ctx);
  const template = await findTemplate(ctx, client, wanted);
  const updated = await client.catalogs.update(template._id, body, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(updated);
  else ctx.out.result(`Updated template ${stripControlSequences(updated.name)}.`);
  return EXIT.ok;
}

/** `skiff templates publish TEMPLATE on|off` (the admin update). */
export async function publishTemplate(ctx: Context, wanted: string, state: string): Promise<number> {
  const isPublish = onOff('STATE')(state);
  const { client } = cliSession(ctx);
  const template = await findTemplate(ctx, client, wanted);
  const updated = await client.catalogs.adminUpdate(template._id, { isPublish }, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(updated);
  else
    ctx.out.result(`Template ${stripControlSequences(template.name)} is ${isPublish ? 'Published' : 'Not Published'}.`);
  return EXIT.ok;
}

/** `skiff templates delete TEMPLATE --yes`. */
export async function deleteTemplate(ctx: Context, wanted: string, flags: ConfirmFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const template = await findTemplate(ctx, client, wanted);
  const texts = { action: `delete the template ${template.name}`, done: TEMPLATE_DELETED_MESSAGE };
  return confirmAndDelete(ctx, template, flags, texts, () =>
    client.catalogs.delete(template._id, { signal: ctx.signal }),
  );
}
