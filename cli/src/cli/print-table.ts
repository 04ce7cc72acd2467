import type { Context } from './context.js';
import { type Cell, type Column, formatTable } from './table.js';

/**
 * Prints a table on stdout, fitted to the terminal when there is one (a note on stderr names any column left out);
 * `empty` goes to stderr when no rows.
 */
export function printTable(ctx: Context, columns: Column[], rows: Cell[][], empty: string): void {
  if (rows.length === 0) {
    ctx.out.info(empty);
    return;
  }
  let hidden: string[] = [];
  const lines = formatTable(columns, rows, {
    width: ctx.out.columns,
    headerStyle: ctx.out.color.bold,
    onHidden: (headers) => {
      hidden = headers;
    },
  });
  for (const line of lines) ctx.out.result(line);
  if (hidden.length) ctx.out.info(`Left out to fit the terminal: ${hidden.join(', ')} (--json has every field).`);
}
