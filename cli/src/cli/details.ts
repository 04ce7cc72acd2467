import { stripControlSequences } from '@skiff/sdk/domain';
import type { Context } from './context.js';

/** One line of a details view: a label and its value (empty values are left out). */
export type DetailRow = readonly [label: string, value: string | number | boolean | null | undefined];

/** `Name:        Acme Production`: labels aligned, server text made inert, one value per line, on stdout. */
export function printDetails(ctx: Context, rows: readonly DetailRow[]): void {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== '');
  const width = Math.max(0, ...shown.map(([label]) => label.length)) + 2;
  for (const [label, value] of shown) {
    const text = stripControlSequences(String(value)).replace(/[\t\n]+/g, ' ');
    ctx.out.result(`${ctx.out.color.bold(`${label}:`.padEnd(width))}${text}`);
  }
}

/** `yes`/`no` for a flag the server may leave out. */
export function yesNo(value: boolean | null | undefined): string | undefined {
  return value === undefined || value === null ? undefined : value ? 'yes' : 'no';
}
