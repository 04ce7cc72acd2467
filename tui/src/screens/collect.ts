/** The most items a list screen loads; the `/` filter works on these. */
export const LIST_LIMIT = 500;

/** Reads up to `limit` items of a paged list (an SDK page promise is async-iterable over all pages). */
export async function collect<T>(items: AsyncIterable<T>, limit = LIST_LIMIT): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) {
    all.push(item);
    if (all.length >= limit) break;
  }
  return all;
}

/** Widths for columns where one (`flex`) takes what the others leave of `total`, never less than `min`. */
export function flexWidths(total: number, fixed: readonly number[], min = 10): { flex: number } {
  const used = fixed.reduce((sum, w) => sum + w + 1, 0) + 3;
  return { flex: Math.max(min, total - used) };
}
