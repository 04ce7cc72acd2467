import { useCallback } from 'react';
import { navigate, useLocation, withQuery } from '../router/history.js';

export interface ListQuery {
  search: string;
  pageIndex: number;
  pageSize: number;
  /** The whole query, for list-specific filters (e.g. the workspace kinds). */
  query: URLSearchParams;
  /**
   * Updates the URL (so Back, reload and shared links keep the list's state). `filters` replaces other query
   * parameters (undefined removes one); a new search, size or filter starts again from page 1.
   */
  set(next: {
    search?: string;
    pageIndex?: number;
    pageSize?: number;
    filters?: Record<string, string | undefined>;
  }): void;
}

/** A list's search, page and size, kept in the URL query (`search`, `page`, `size`, as in spec 000 section 2). */
export function useListQuery(defaultSize: number, allowedSizes?: readonly number[]): ListQuery {
  const { pathname, search: rawQuery } = useLocation();
  const query = new URLSearchParams(rawQuery);
  const search = query.get('search') ?? '';
  const pageIndex = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const askedSize = Number.parseInt(query.get('size') ?? '', 10);
  const pageSize = allowedSizes?.includes(askedSize) ? askedSize : defaultSize;

  const set = useCallback<ListQuery['set']>(
    (next) => {
      const nextSearch = next.search ?? search;
      const nextSize = next.pageSize ?? pageSize;
      const reset = nextSearch !== search || nextSize !== pageSize || next.filters !== undefined;
      const nextPage = reset ? 1 : (next.pageIndex ?? pageIndex);
      const kept: Record<string, string | undefined> = Object.fromEntries(new URLSearchParams(rawQuery));
      navigate(
        withQuery(pathname, {
          ...kept,
          ...next.filters,
          search: nextSearch,
          page: nextPage > 1 ? nextPage : undefined,
          size: nextSize !== defaultSize ? nextSize : undefined,
        }),
        { replace: next.search !== undefined },
      );
    },
    [pathname, rawQuery, search, pageIndex, pageSize, defaultSize],
  );
  return { search, pageIndex, pageSize, query, set };
}
