import type { Page, PageParams } from '@skiff/sdk';

/**
 * The most items a list screen loads at once; `m` (or paging past the last loaded page) loads as many more, and
 * `/` asks the server (its `search`) whenever the list is larger than what is loaded.
 */
export const LIST_LIMIT = 500;

/** Items a request asks for while reading a window. */
const WINDOW_PAGE_SIZE = 100;

/** The first items of a server list (with a search, of its matches) and how many there are on the server. */
export interface ListWindow<T, X = undefined> {
  items: T[];
  /** The server's total (of matches, when `search` is set). */
  total: number;
  search: string;
  /** What else the screen read beside this window (names its rows point at, the user's rights); see useServerPages. */
  extra?: X;
}

/** The most items a search of a list the server cannot search reads (the emulator's largest crowd). */
export const MAX_SCANNED_ITEMS = 10_000;

/** Reads up to `limit` items of a server list (100 a request), with the server's total. */
export async function readListWindow<T>(
  read: (params: PageParams, signal: AbortSignal) => Promise<Page<T>>,
  options: { search: string; limit?: number },
  signal: AbortSignal,
): Promise<ListWindow<T>> {
  const limit = options.limit ?? LIST_LIMIT;
  const items: T[] = [];
  let total = 0;
  for (let pageIndex = 1; items.length < limit; pageIndex++) {
    const page = await read({ pageIndex, pageSize: WINDOW_PAGE_SIZE, search: options.search || undefined }, signal);
    items.push(...page.items);
    total = Math.max(page.total, items.length);
    // A server that ignores paging answers the whole list at once: asking for page 2 would repeat it.
    if (!page.hasNextPage || page.items.length === 0 || page.items.length > WINDOW_PAGE_SIZE) break;
  }
  return { items: items.slice(0, limit), total, search: options.search };
}

/**
 * A window of the matches of `options.search` in a list the server cannot search (its contract takes no `search`):
 * every page is read (up to MAX_SCANNED_ITEMS items) and the items whose `text` includes the search, in any case,
 * are kept, so the total is the real number of matches. Without a search, the same as readListWindow.
 */
export async function scanListWindow<T>(
  read: (params: PageParams, signal: AbortSignal) => Promise<Page<T>>,
  options: { search: string; limit?: number },
  text: (item: T) => string,
  signal: AbortSignal,
): Promise<ListWindow<T>> {
  const wanted = options.search.trim().toLowerCase();
  if (!wanted) return readListWindow(read, options, signal);
  const matches: T[] = [];
  let scanned = 0;
  for (let pageIndex = 1; scanned < MAX_SCANNED_ITEMS; pageIndex++) {
    const page = await read({ pageIndex, pageSize: WINDOW_PAGE_SIZE }, signal);
    scanned += page.items.length;
    matches.push(...page.items.filter((item) => text(item).toLowerCase().includes(wanted)));
    if (!page.hasNextPage || page.items.length === 0 || page.items.length > WINDOW_PAGE_SIZE) break;
  }
  const limit = options.limit ?? LIST_LIMIT;
  return { items: matches.slice(0, limit), total: matches.length, search: options.search };
}

/**
 * Reads a paged list whole, up to `limit` items (an SDK page promise is async-iterable over all its pages, and the
 * SDK's PagingGuard stops a list whose pages never end). For the names beside a screen's rows and for pickers: a
 * list screen reads a window instead (readListWindow), so that it can say how much it has not loaded.
 */
export async function collect<T>(items: AsyncIterable<T>, limit = MAX_SCANNED_ITEMS): Promise<T[]> {
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
