import type { Page, PageParams } from '@skiff/sdk';
import { useCallback, useRef } from 'react';
import { LIST_LIMIT, type ListWindow, readListWindow, scanListWindow } from '../screens/shared/collect.js';
import type { ListSource } from '../screens/shared/list-screen.js';
import { useLoader } from './use-loader.js';

/** A list read from the server a window at a time, that tells its real total and can search on the server. */
export interface ServerListSource<T, X = undefined> extends ListSource<T> {
  failed: boolean;
  /** The server's total for the search shown (all items when there is none). */
  total?: number;
  /** The server's total of all items (without a search), once known. */
  allTotal?: number;
  /** The search the shown items answer ('' for none). */
  search: string;
  /** Asks the server for the items matching `text` (case-insensitive, name or description); '' for all. */
  setSearch(text: string): void;
  /** What the screen read beside the items shown (see useServerPages' `around`). */
  extra?: X;
}

/**
 * A server list that never pretends: it reads the first `LIST_LIMIT` items (or matches) with the server's total,
 * Load more reads `LIST_LIMIT` more, and a search is asked of the server, so an item past the first window can be
 * found. Input: how to read a window (search and limit), a key (a new key starts over), and a prefetched first window.
 */
export function useServerList<T, X = undefined>(
  readWindow: (options: { search: string; limit: number }, signal: AbortSignal) => Promise<ListWindow<T, X>>,
  key: string,
  initial?: () => { value: ListWindow<T, X> } | undefined,
): ServerListSource<T, X> {
  const search = useRef('');
  const limit = useRef(LIST_LIMIT);
  const allTotal = useRef<number | undefined>(undefined);
  const load = useCallback(
    async (signal: AbortSignal) => {
      const window = await readWindow({ search: search.current, limit: limit.current }, signal);
      if (!window.search) allTotal.current = window.total;
      return window;
    },
    [readWindow],
  );
  const loaded = useLoader(load, key, initial);
  const { reload } = loaded;
  const data = loaded.data;
  if (data && !data.search) allTotal.current = data.total;
  const hasMore = data ? data.items.length < data.total : false;
  const setSearch = useCallback(
    (text: string) => {
      if (text === search.current) return;
      search.current = text;
      limit.current = LIST_LIMIT;
      reload();
    },
    [reload],
  );
  const loadMore = useCallback(() => {
    if (!hasMore) return;
    limit.current += LIST_LIMIT;
    reload();
  }, [hasMore, reload]);
  // The items shown answer the search asked for only once its answer came; until then they are the old ones.
  const shownSearch = data?.search ?? '';
  return {
    data: data?.items,
    loading: loaded.loading || shownSearch !== search.current,
    failed: loaded.failed,
    reload,
    hasMore,
    loadMore,
    total: data?.total,
    allTotal: allTotal.current,
    search: shownSearch,
    setSearch,
    extra: data?.extra,
  };
}

/** One page of a server list (an SDK list call: its page promise is a promise of the page). */
export type ReadPage<T> = (page: PageParams, signal: AbortSignal) => Promise<Page<T>>;

export interface ServerPagesOptions<T, R, X> {
  /**
   * The server cannot search this list (its contract takes no `search`): a search reads every page and keeps the
   * items whose text (this, in any case) includes it, so the total is still the real number of matches.
   */
  localSearch?: (item: T) => string;
  /**
   * Turns a window's items into the rows shown (rows of its own may be added, e.g. pending invitations under the
   * members; the total grows by as many), with what else the screen reads beside them (`extra`).
   */
  around?: (items: T[], context: { search: string; signal: AbortSignal }) => Promise<{ rows: R[]; extra?: X }>;
}

/**
 * The hook every long TUI list uses: `read` asks the server for one page of the list (an SDK list call with the
 * page's `pageIndex`, `pageSize` and `search`), and the list is shown a window at a time with the real total, Load
 * more and the server's search (useServerList). `read` and `options` may be new functions on every render; a new
 * `key` starts over.
 */
export function useServerPages<T, R = T, X = undefined>(
  read: ReadPage<T>,
  key: string,
  options: ServerPagesOptions<T, R, X> = {},
): ServerListSource<R, X> {
  const readRef = useRef(read);
  readRef.current = read;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const readWindow = useCallback(
    async (window: { search: string; limit: number }, signal: AbortSignal): Promise<ListWindow<R, X>> => {
      const { localSearch, around } = optionsRef.current;
      const page: ReadPage<T> = (params, s) => readRef.current(params, s);
      const found = localSearch
        ? await scanListWindow(page, window, localSearch, signal)
        : await readListWindow(page, window, signal);
      if (!around) return found as unknown as ListWindow<R, X>;
      const { rows, extra } = await around(found.items, { search: found.search, signal });
      return { items: rows, total: found.total + rows.length - found.items.length, search: found.search, extra };
    },
    [],
  );
  return useServerList<R, X>(readWindow, key);
}
