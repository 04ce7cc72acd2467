import type { Page } from '@skiff/sdk';
import { useCallback, useEffect, useRef } from 'react';
import type { ListSource } from '../screens/shared/list-screen.js';
import { useLoader } from './use-loader.js';

interface Scan<T> {
  kept: T[];
  /** The next server page to read (1-based). */
  nextPage: number;
  serverMore: boolean;
}

const freshScan = <T>(): Scan<T> => ({ kept: [], nextPage: 1, serverMore: true });

/**
 * A list the server cannot narrow: it reads the server's pages in order, keeps the items that pass `keep`, and
 * shows them `pageSize` at a time with Load more. Load more carries on from the next unread server page (never
 * re-reads the ones already scanned); a reload (`r`, push news) scans again from the first page up to what was
 * shown. Input: how to read server page N (1-based), the filter, the page size shown and a key (a new key starts
 * over at one page).
 */
export function useScannedList<T>(
  readPage: (pageIndex: number, signal: AbortSignal) => Promise<Page<T>>,
  keep: (item: T) => boolean,
  pageSize: number,
  key: string,
): ListSource<T> & { failed: boolean } {
  const scan = useRef<Scan<T>>(freshScan());
  const wanted = useRef(pageSize);
  const restart = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts over at one page
  useEffect(() => {
    scan.current = freshScan();
    wanted.current = pageSize;
  }, [key, pageSize]);
  const load = useCallback(
    async (signal: AbortSignal) => {
      if (restart.current) {
        restart.current = false;
        scan.current = freshScan();
      }
      const state = scan.current;
      // One item beyond what is shown tells whether there is more to load.
      while (state.serverMore && state.kept.length <= wanted.current) {
        const page = await readPage(state.nextPage, signal);
        state.kept.push(...page.items.filter(keep));
        state.nextPage += 1;
        state.serverMore = page.hasNextPage && page.items.length > 0;
      }
      return { items: state.kept.slice(0, wanted.current), hasMore: state.kept.length > wanted.current };
    },
    [readPage, keep],
  );
  const loaded = useLoader(load, key);
  const { reload: run } = loaded;
  const hasMore = loaded.data?.hasMore ?? false;
  const reload = useCallback(() => {
    restart.current = true;
    run();
  }, [run]);
  const loadMore = useCallback(() => {
    if (!hasMore) return;
    wanted.current += pageSize;
    run();
  }, [hasMore, pageSize, run]);
  return { data: loaded.data?.items, loading: loaded.loading, failed: loaded.failed, reload, hasMore, loadMore };
}
