import type { Page } from '@skiff/sdk';
import { useCallback, useEffect, useRef } from 'react';
import type { ListSource } from '../screens/shared/list-screen.js';
import { useLoader } from './use-loader.js';

interface Loaded<T> {
  items: T[];
  hasMore: boolean;
}

/**
 * A server-paged list shown page by page with Load more, keeping what it has: Load more reads only the next page
 * and appends it; a reload (`r`, push news) reads the loaded pages again one at a time, each replacing its old self
 * as it arrives, so that memory holds the list plus one page, never two lists. Input: how to read page N (1-based)
 * and a key (a new key starts over at one page).
 */
export function usePagedList<T>(
  readPage: (pageIndex: number, signal: AbortSignal) => Promise<Page<T>>,
  key: string,
): ListSource<T> & { failed: boolean } {
  const pages = useRef<T[][]>([]);
  // The server's total, from the last page read: the title says how many of them are loaded.
  const total = useRef<number | undefined>(undefined);
  const more = useRef(true);
  const wanted = useRef(1);
  const stale = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts over at one page
  useEffect(() => {
    pages.current = [];
    total.current = undefined;
    more.current = true;
    wanted.current = 1;
    stale.current = false;
  }, [key]);
  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded<T>> => {
      const read = async (index: number) => {
        const page = await readPage(index + 1, signal);
        pages.current[index] = page.items;
        more.current = page.hasNextPage;
        total.current = page.total;
        return page.hasNextPage;
      };
      if (stale.current) {
        stale.current = false;
        const loaded = pages.current.length;
        for (let index = 0; index < loaded; index++) {
          if (!(await read(index))) {
            pages.current.length = index + 1;
            break;
          }
        }
      }
      while (more.current && pages.current.length < wanted.current) await read(pages.current.length);
      return { items: pages.current.flat(), hasMore: more.current };
    },
    [readPage],
  );
  const loaded = useLoader(load, key);
  const { reload: run } = loaded;
  const hasMore = loaded.data?.hasMore ?? false;
  const reload = useCallback(() => {
    stale.current = pages.current.length > 0;
    run();
  }, [run]);
  const loadMore = useCallback(() => {
    if (!hasMore) return;
    wanted.current += 1;
    run();
  }, [hasMore, run]);
  const count = loaded.data?.items.length ?? 0;
  return {
    data: loaded.data?.items,
    loading: loaded.loading,
    failed: loaded.failed,
    reload,
    hasMore,
    loadMore,
    total: total.current === undefined ? undefined : Math.max(total.current, count),
  };
}
