import type { ApiReply } from './types.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 10_000;

export interface Paging {
  pageIndex: number;
  pageSize: number;
  limit: number;
  offset: number;
}

function positiveInt(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;
}

/**
 * The rows to skip for a page: past any table's end for a huge `pageIndex` (an empty page), but never past what
 * SQLite takes as an integer (`pageIndex=1e20` gave 500 "datatype mismatch" on every list).
 */
export function pageOffset(pageIndex: number, pageSize: number): number {
  return Math.min((pageIndex - 1) * pageSize, Number.MAX_SAFE_INTEGER);
}

/** `pageIndex` from 1 and `pageSize` (capped), lenient about junk values as the platform is. */
export function pagingOf(query: URLSearchParams, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const pageIndex = positiveInt(query.get('pageIndex'), 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, positiveInt(query.get('pageSize'), defaultSize));
  return { pageIndex, pageSize, limit: pageSize, offset: pageOffset(pageIndex, pageSize) };
}

/** `{data, totalItem}` plus the `x-total-count` header. */
export function pageReply(
  page: { items: unknown[]; total: number },
  extra: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
): ApiReply {
  return {
    body: { data: page.items, totalItem: page.total, ...extra.body },
    headers: { 'x-total-count': String(page.total), ...extra.headers },
  };
}
