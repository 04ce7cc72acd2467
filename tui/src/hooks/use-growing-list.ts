import { useCallback, useEffect, useRef } from 'react';
import type { ListSource } from '../screens/shared/list-screen.js';
import { useLoader } from './use-loader.js';

/** What a growing list loads: up to `limit` items, and whether more exist beyond them. */
export interface Grown<T> {
  items: T[];
  hasMore: boolean;
}

/**
 * A list shown `pageSize` at a time with Load more: `loadUpTo(limit)` reads the first `limit` items (a reload keeps
 * what was loaded so far). Input: the loader, the page size and a key (a new key starts over at one page).
 */
export function useGrowingList<T>(
  loadUpTo: (limit: number, signal: AbortSignal) => Promise<Grown<T>>,
  pageSize: number,
  key: string,
): ListSource<T> & { failed: boolean } {
  const limit = useRef(pageSize);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts over at one page
  useEffect(() => {
    limit.current = pageSize;
  }, [key, pageSize]);
  const loaded = useLoader((signal) => loadUpTo(limit.current, signal), key);
  const hasMore = loaded.data?.hasMore ?? false;
  const { reload } = loaded;
  const loadMore = useCallback(() => {
    if (!hasMore) return;
    limit.current += pageSize;
    reload();
  }, [hasMore, pageSize, reload]);
  return {
    data: loaded.data?.items,
    loading: loaded.loading,
    failed: loaded.failed,
    reload,
    hasMore,
    loadMore,
  };
}
