import { useCallback } from 'react';
import { navigate, useLocation, withQuery } from '../router/history.js';

export interface ListQuery {
  search: string;
  pageIndex: number;
  pageSize: number;
  /** Updates the URL (so Back, reload and shared links keep the list's state). */
  set(next: { search?: string; pageIndex?: number; pageSize?: number }): void;
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
      // a new search or size starts again from page 1
      const reset = nextSearch !== search || nextSize !== pageSize;
      const nextPage = reset ? 1 : (next.pageIndex ?? pageIndex);
      navigate(
        withQuery(pathname, {
          search: nextSearch,
          page: nextPage > 1 ? nextPage : undefined,
          size: nextSize !== defaultSize ? nextSize : undefined,
        }),
        { replace: next.search !== undefined },
      );
    },
    [pathname, search, pageIndex, pageSize, defaultSize],
  );
  return { search, pageIndex, pageSize, set };
}
