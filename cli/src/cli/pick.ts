import { NameNotFoundError, pickByName } from '@skiff/sdk';
import { CliError } from './errors.js';
import { EXIT } from './exit-codes.js';

/** Every item of a paged listing. */
export async function allItems<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

/**
 * One item by id or name (exact, then case-insensitive); a miss is exit 5 with the close names ("did you mean")
 * and the command that lists them all.
 */
export function pickNamed<T>(
  kind: string,
  wanted: string,
  items: T[],
  nameOf: (item: T) => string,
  idOf: (item: T) => string,
  listCommand: string,
): T {
  try {
    return pickByName(kind, wanted, items, nameOf, idOf);
  } catch (error) {
    if (error instanceof NameNotFoundError) {
      throw new CliError(error.message, EXIT.notFound, `List them with: ${listCommand}`);
    }
    throw error;
  }
}
