import * as z from 'zod';
import { PagingGuard } from './paging-guard.js';
import type { Parser, RawResponse } from './transport/transport.js';
import { parseWith } from './transport/transport.js';

/** Paging parameters shared by every list call. */
export interface PageParams {
  /** 1-based page number. */
  pageIndex?: number;
  pageSize?: number;
  search?: string;
}

/**
 * The page size of a lookup read whole (choices of a form, the names a listing prints): the platform's own web app
 * reads its lookups 999 a page (spec 003, section 'Clusters, accounts, zones': "size 999 for lookups"; applications
 * "pageSize 999"). A server that keeps a smaller page size is paged on at its own (keepingServerPageSize).
 */
export const LOOKUP_PAGE_SIZE = 999;
/** The paging parameters of a lookup read whole. */
export const LOOKUP_PAGE = { pageSize: LOOKUP_PAGE_SIZE } as const;

/**
 * Every item of a paged list (a page promise iterates over all its pages; its PagingGuard stops a list whose pages
 * never end), for the lookups a form, a wizard or a picker offers as choices. Pass LOOKUP_PAGE as its paging.
 */
export async function readAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
}

/** One page of a list answer. */
export interface Page<T> {
  items: T[];
  /** Total items on the server, from `totalItem`, `x-total-count` or the array length. */
  total: number;
  pageIndex: number;
  pageSize: number;
  hasNextPage: boolean;
  /** Headers of the answer (lower-cased), e.g. `x-total-unread-count`. */
  headers: Record<string, string>;
}

/**
 * The list shape of the spec, as zod words a mismatch of it; built on first need (see envelopeWith for the check
 * itself, the shapes a platform may answer: contract README, the verified client's readers).
 */
const envelope = z.lazy(() => {
  const total = z.number().optional();
  return z.looseObject({ data: z.array(z.unknown()), totalItem: total, total });
});

/**
 * The items and the body's total of a list answer: `{data, totalItem}` (the spec's), `{items, total}` or a bare
 * array. Anything else is a schema mismatch naming `what`.
 */
function pageShapeOf(body: unknown, what: string): { items: unknown[]; total?: number } {
  if (Array.isArray(body)) return { items: body };
  for (const key of ['data', 'items'] as const) {
    const page = envelopeWith(body, key);
    if (page) return page;
  }
  return { items: parseWith(envelope, body, what).data };
}

/**
 * `{data, totalItem}` or `{items, total}` (totals optional numbers), checked by hand: the first zod parse of a list answer cost a few ms of every start-up
 * (a CLI list, the TUI's first frame); zod still words the mismatch when neither shape fits.
 */
function envelopeWith(body: unknown, key: 'data' | 'items'): { items: unknown[]; total?: number } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const page = body as Record<string, unknown>;
  const items = page[key];
  if (!Array.isArray(items) || !isOptionalNumber(page.totalItem) || !isOptionalNumber(page.total)) return undefined;
  return { items, total: (page.totalItem ?? page.total) as number | undefined };
}

function isOptionalNumber(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * Reads a list answer in any of the platform's shapes (pageShapeOf), with or without the `x-total-count` header.
 */
export function readPage<T>(response: RawResponse, itemParser: Parser<T>, params: PageParams, what: string): Page<T> {
  const { body, headers } = response;
  const shape = pageShapeOf(body, what);
  const items = shape.items.map((item) => parseWith(itemParser, item, what));
  const headerTotal = Number(headers['x-total-count']);
  const bodyTotal = shape.total;
  const pageIndex = params.pageIndex ?? 1;
  const pageSize = params.pageSize ?? items.length;
  const total = bodyTotal ?? (Number.isFinite(headerTotal) && headers['x-total-count'] ? headerTotal : items.length);
  const hasNextPage = items.length > 0 && pageIndex * pageSize < total;
  return { items, total, pageIndex, pageSize, hasNextPage, headers };
}

/** A page promise: `await` it for one page, or `for await` it for every item across pages. */
export class PagePromise<T> extends Promise<Page<T>> implements AsyncIterable<T> {
  private fetcher!: (params: PageParams) => Promise<Page<T>>;
  private params!: PageParams;

  /** Starts fetching the first page; iteration reuses it and fetches the following pages on demand. */
  static from<T>(fetcher: (params: PageParams) => Promise<Page<T>>, params: PageParams): PagePromise<T> {
    const promise = new PagePromise<T>((resolve, reject) => {
      fetcher(params).then(resolve, reject);
    });
    promise.fetcher = fetcher;
    promise.params = params;
    return promise;
  }

  // then/catch/finally return plain promises, not PagePromises.
  static override get [Symbol.species]() {
    return Promise;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for await (const items of this.pages(0)) yield* items;
  }

  /**
   * Each page's items in turn, the next `depth` pages (as many as the first page's total says there are) asked for
   * while the current one is handed out, so the server works while the caller does; a page at a time spares the
   * caller an await per item. For a caller that reads to the end: one that stops early has asked for pages it never
   * reads. A list that grew meanwhile is still read to its end, a page at a time past the first total.
   */
  pagesReadingAhead(depth = 1): AsyncIterable<T[]> {
    return { [Symbol.asyncIterator]: () => this.pages(depth) };
  }

  private async *pages(ahead: number): AsyncGenerator<T[]> {
    let page: Page<T> = keepingServerPageSize(await (this as Promise<Page<T>>));
    const { pageSize } = page;
    const guard = new PagingGuard();
    guard.check(page.pageIndex, page.items, page.total);
    const lastIndex = page.hasNextPage ? Math.ceil(page.total / pageSize) : page.pageIndex;
    const asked: Promise<Page<T>>[] = [];
    let nextIndex = page.pageIndex + 1;
    for (;;) {
      while (asked.length < ahead && nextIndex <= lastIndex) {
        const next = this.fetcher({ ...this.params, pageIndex: nextIndex++, pageSize });
        // Its failure is thrown where it is awaited below; a caller that stopped early never sees it.
        next.catch(() => {});
        asked.push(next);
      }
      yield page.items;
      if (!page.hasNextPage) return;
      page = await (asked.shift() ?? this.fetcher({ ...this.params, pageIndex: page.pageIndex + 1, pageSize }));
      // An empty page ends the list whatever the total said (hasNextPage is false then).
      guard.check(page.pageIndex, page.items, page.total);
    }
  }
}

/**
 * A first page shorter than asked while the total says more follow comes from a server that keeps a smaller page
 * size of its own (a lookup asks for 999 a page): the list is paged on at that size, or each page asked for at the
 * larger one would skip what lies between.
 */
function keepingServerPageSize<T>(page: Page<T>): Page<T> {
  const kept = page.items.length;
  // A short last page ends where the total says the list ends.
  if (kept === 0 || kept >= page.pageSize || (page.pageIndex - 1) * page.pageSize + kept >= page.total) return page;
  return { ...page, pageSize: kept, hasNextPage: true };
}
