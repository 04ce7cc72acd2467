/**
 * Every item of a paged list, for the lookups a form or wizard offers as choices (branches to copy from, secret
 * managers, members): an SDK page promise iterates over all its pages, and its PagingGuard stops a list whose pages
 * never end. Read 999 a page, as the platform's own web app reads its lookups (spec 003: "size 999 for lookups").
 */
export async function readAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
}

/** The page size of a lookup read whole (spec 003, section 'Clusters, accounts, zones': "size 999 for lookups"). */
export const LOOKUP_PAGE = { pageSize: 999 } as const;
