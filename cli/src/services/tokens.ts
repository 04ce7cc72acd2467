import type { SkiffClient } from '@skiff/sdk';
import {
  COMMAND_TOKEN_NOTE_REQUIRED,
  DEFAULT_COMMAND_TOKEN_EXPIRATION,
  formatDate,
  stripControlSequences,
} from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { expirationDays, parseExpiration } from '../cli/expiration.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';

function allTokens(ctx: Context, client: SkiffClient) {
  return allItems(client.commandAccessTokens.list({ pageSize: 100 }, { signal: ctx.signal }));
}

/** A token by id or note; a note two tokens share is refused rather than guessed (revoking is not undone). */
async function findToken(ctx: Context, client: SkiffClient, wanted: string) {
  const tokens = await allTokens(ctx, client);
  const sharing = tokens.filter((t) => t.note === wanted);
  if (sharing.length > 1 && !tokens.some((t) => t._id === wanted)) {
    throw new UsageError(`${sharing.length} tokens have the note '${wanted}': give the id (see skiff tokens list).`);
  }
  return pickNamed(
    'command access token',
    wanted,
    tokens,
    (t) => t.note ?? '',
    (t) => t._id,
    'skiff tokens list',
  );
}

/** `skiff tokens list`. */
export async function listTokens(ctx: Context, options: PagingFlags = {}): Promise<number> {
  const { client } = cliSession(ctx);
  const items = await allTokens(ctx, client);
  const paged = listingOf(items, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    ctx.out.json({ items: paged.items, ...listingFacts(paged) });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: 'NOTE' },
      { header: 'PREFIX', shrinkable: false },
      { header: 'EXPIRES', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    paged.items.map((t) => [
      t.note ?? '',
      t.prefixToken ? `${t.prefixToken}…` : '',
      t.expiresAt ? formatDate(t.expiresAt) : 'never',
      formatDate(t.createdAt),
      t._id,
    ]),
    'No command access tokens. Create one with: skiff tokens create --note NOTE',
  );
  printFooter(ctx, paged, { noun: 'tokens', command: 'skiff tokens list' });
  return EXIT.ok;
}

/** `skiff tokens create --note N [--expiration DAYS|none]`: the token once, on stdout; the rest on stderr. */
export async function createToken(ctx: Context, options: { note?: string; expiration?: string }): Promise<number> {
  const choice = options.expiration === undefined ? undefined : parseExpiration(options.expiration);
  const note = options.note?.trim();
  if (!note) throw new UsageError(`--note is required (${COMMAND_TOKEN_NOTE_REQUIRED}): say what the token is for.`);
  const expiration = choice === undefined ? DEFAULT_COMMAND_TOKEN_EXPIRATION : expirationDays(choice);
  const { client } = cliSession(ctx);
  const created = await client.commandAccessTokens.create({ note, expiration }, { signal: ctx.signal });
  if (ctx.json) {
    ctx.out.json(created);
    return EXIT.ok;
  }
  ctx.out.result(stripControlSequences(created.token));
  const expires = created.expiresAt ? `expires ${formatDate(created.expiresAt)}` : 'never expires';
  ctx.out.info(`Created token '${note}' (${created._id}, ${expires}). It is shown only this once: store it now.`);
  return EXIT.ok;
}

/** `skiff tokens delete ID --yes`. */
export async function deleteToken(ctx: Context, wanted: string, options: ConfirmFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const { _id: id, note } = await findToken(ctx, client, wanted);
  const named = `'${stripControlSequences(note ?? '')}' (${id})`;
  await confirmDestructive(ctx, { action: `revoke token ${named} (scripts using it will fail)` }, options);
  await client.commandAccessTokens.delete(id, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ _id: id, deleted: true });
  else ctx.out.result(`Revoked token ${named}.`);
  return EXIT.ok;
}
