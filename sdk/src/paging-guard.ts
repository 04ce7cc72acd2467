import { PagingError } from './transport/errors.js';

/**
 * The most pages one list is read to (100,000 items at 100 a page): past it the server is taken to be lying about
 * its total, and reading stops with a PagingError instead of sending requests without end.
 */
export const MAX_LIST_PAGES = 1_000;

/**
 * Watches the pages of one list as they are read, apart from how each page is parsed: a page that repeats an
 * earlier one, or a page past MAX_LIST_PAGES, is a PagingError (a server whose total never comes, or that answers
 * the same page whatever the index, would otherwise be paged for ever).
 */
export class PagingGuard {
  private readonly seen = new Map<string, number>();
  private pages = 0;
  constructor(private readonly maxPages = MAX_LIST_PAGES) {}

  /** Checks the next page read; `total` is what the server says the list holds. */
  check(pageIndex: number, items: readonly unknown[], total: number): void {
    this.pages++;
    if (this.pages > this.maxPages) {
      throw new PagingError(
        `Stopped reading the list after ${this.maxPages.toLocaleString('en')} pages: the server says it holds ` +
          `${total.toLocaleString('en')} items and the pages do not end.`,
      );
    }
    if (items.length === 0) return;
    const signature = pageSignature(items);
    const earlier = this.seen.get(signature);
    if (earlier !== undefined) {
      throw new PagingError(
        `Stopped reading the list: the server answered page ${pageIndex} with the same items as page ${earlier}.`,
      );
    }
    this.seen.set(signature, pageIndex);
  }
}

/** What tells a page apart: its items' ids (`_id` or `id`), else the items themselves. */
function pageSignature(items: readonly unknown[]): string {
  const ids = items.map((item) => {
    const { _id, id } = (item ?? {}) as { _id?: unknown; id?: unknown };
    return typeof _id === 'string' ? _id : typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  });
  return ids.every((id) => id !== undefined) ? ids.join('\u0000') : JSON.stringify(items);
}
