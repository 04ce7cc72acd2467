import { stripControlSequences } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from './confirm.js';
import type { Context } from './context.js';
import { EXIT } from './exit-codes.js';
import { listingDocument, listingOf, type PagingFlags, printListing } from './paging.js';
import type { Cell, Column } from './table.js';

/** How a list the server answers whole is paged here: the user's paging flags and the words of its footer. */
export interface ListPaging {
  flags: PagingFlags;
  noun: string;
  command: string;
}

/** The page size of lists answered whole, for `--page`. */
export const WHOLE_LIST_PAGING = { pageSize: 20 } as const;

/**
 * A listing under the paging contract (paging.ts): `{items, total, more}` with --json, else a table of one row per
 * item (`empty` on stderr when none) and, when part is shown, a footer saying how to see the rest.
 */
export function printItems<T>(
  ctx: Context,
  items: T[],
  columns: Column[],
  row: (item: T) => Cell[],
  empty: string,
  paging?: ListPaging,
): number {
  const listing = listingOf(items, paging?.flags ?? {}, WHOLE_LIST_PAGING);
  return printListing(ctx, listing, columns, row, {
    empty,
    noun: paging?.noun ?? 'items',
    command: paging?.command ?? 'skiff',
  });
}

/** The JSON document of a list answered whole, under the paging contract. */
export function itemsDocument<T>(items: T[], flags: PagingFlags = {}): Record<string, unknown> {
  return listingDocument(listingOf(items, flags, WHOLE_LIST_PAGING));
}

/** Something a user names to delete: its id and its name. */
export interface NamedItem {
  _id: string;
  name: string;
}

/**
 * Asks (or checks --yes) before deleting `item`, deletes it, and says so: `{_id, name, deleted: true}` with --json,
 * else `done` (server text made inert).
 */
export async function confirmAndDelete(
  ctx: Context,
  item: NamedItem,
  flags: ConfirmFlags,
  texts: { action: string; done: string },
  remove: () => Promise<unknown>,
): Promise<number> {
  await confirmDestructive(ctx, { action: texts.action }, flags);
  await remove();
  if (ctx.json) ctx.out.json({ _id: item._id, name: item.name, deleted: true });
  else ctx.out.result(stripControlSequences(texts.done));
  return EXIT.ok;
}
