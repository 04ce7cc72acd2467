import { stripControlSequences } from '@skiff/sdk';
import { type ConfirmFlags, confirmDestructive } from './confirm.js';
import type { Context } from './context.js';
import { EXIT } from './exit-codes.js';
import { printTable } from './print-table.js';
import type { Cell, Column } from './table.js';

/** A listing: `{items, total}` with --json, else a table of one row per item (`empty` on stderr when none). */
export function printItems<T>(
  ctx: Context,
  items: T[],
  columns: Column[],
  row: (item: T) => Cell[],
  empty: string,
): number {
  if (ctx.json) ctx.out.json({ items, total: items.length });
  else printTable(ctx, columns, items.map(row), empty);
  return EXIT.ok;
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
