import { NameNotFoundError, pickByName, readAll } from '@skiff/sdk';
import { CliError } from './errors.js';
import { EXIT } from './exit-codes.js';

/** Every item of a paged listing: the SDK's readAll, under the name the CLI's services know it by. */
export const allItems = readAll;

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
