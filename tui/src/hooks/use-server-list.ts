import { useCallback, useRef } from 'react';
import { LIST_LIMIT, type ListWindow } from '../screens/shared/collect.js';
import type { ListSource } from '../screens/shared/list-screen.js';
import { useLoader } from './use-loader.js';

/** A list read from the server a window at a time, that tells its real total and can search on the server. */
export interface ServerListSource<T> extends ListSource<T> {
  failed: boolean;
  /** The server's total for the search shown (all items when there is none). */
  total?: number;
  /** The server's total of all items (without a search), once known. */
  allTotal?: number;
  /** The search the shown items answer ('' for none). */
  search: string;
  /** Asks the server for the items matching `text` (case-insensitive, name or description); '' for all. */
  setSearch(text: string): void;
}

/**
 * A server list that never pretends: it reads the first `LIST_LIMIT` items (or matches) with the server's total,
 * Load more reads `LIST_LIMIT` more, and a search is asked of the server, so an item past the first window can be
 * found. Input: how to read a window (search and limit), a key (a new key starts over), and a prefetched first window.
 */
export function useServerList<T>(
  readWindow: (options: { search: string; limit: number }, signal: AbortSignal) => Promise<ListWindow<T>>,
  key: string,
  initial?: () => { value: ListWindow<T> } | undefined,
): ServerListSource<T> {
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
  };
}
