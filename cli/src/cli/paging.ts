import type { Page } from '@skiff/sdk';
import type { Context } from './context.js';
import { UsageError } from './errors.js';
import { EXIT } from './exit-codes.js';
import { integerOption } from './parsers.js';
import { printTable } from './print-table.js';
import type { Cell, Column } from './table.js';

/**
 * The one paging contract of every `skiff ... list` (see cli/EXIT_CODES.md "Lists"):
 *
 * - `--page N` one page (from 1) of `--page-size` items; `--page-size N` alone is page 1 of that size;
 * - `--limit N` the first N items, across pages;
 * - `--all` every item, across pages;
 * - none of them: every item, or for a list with a default limit (activities, notifications) that many.
 *
 * `--json` is always `{items, total, more}` (`more`: items the answer left out), plus `page`, `pageSize` and
 * `pages` for one page: scripts read `.items[]` and can tell when they have not got everything.
 */
export interface PagingFlags {
  page?: number;
  pageSize?: number;
  all?: boolean;
  limit?: number;
}

export interface PagingDefaults {
  /** Items per page for `--page`. */
  pageSize: number;
  /** Without flags only this many (newest first feeds); undefined: every item. */
  limit?: number;
}

/** What a list command printed: the items and what the server holds. */
export interface Listing<T> {
  items: T[];
  total: number;
  /** True when the server holds items this answer left out. */
  more: boolean;
  /** Set for one page (`--page`/`--page-size`). */
  page?: number;
  pageSize?: number;
  pages?: number;
}

/** Largest page asked of the server while reading many pages. */
const READ_PAGE_SIZE = 100;

/** The four paging options, to spread into a list command's options (`...pagingOptions('workspaces', {...})`). */
export function pagingOptions(noun: string, defaults: PagingDefaults) {
  return {
    page: {
      flags: '--page <n>',
      description: `only this page of ${noun}, from 1`,
      parse: integerOption('--page'),
      conflicts: ['all', 'limit'],
    },
    pageSize: {
      flags: '--page-size <n>',
      description: `${noun} per page (alone: the first page of that size)`,
      parse: integerOption('--page-size'),
      defaultHelp: String(defaults.pageSize),
    },
    limit: {
      flags: '--limit <n>',
      description: `at most this many ${noun}`,
      parse: integerOption('--limit'),
      conflicts: ['all', 'page'],
      defaultHelp: defaults.limit ? String(defaults.limit) : 'no limit',
    },
    all: {
      flags: '--all',
      description: defaults.limit ? `every one of the ${noun}` : `every one of the ${noun} (the default)`,
      conflicts: ['page', 'limit'],
    },
  };
}

type Mode = { kind: 'page'; page: number; pageSize: number } | { kind: 'first'; count?: number };

function modeOf(flags: PagingFlags, defaults: PagingDefaults): Mode {
  if (flags.all) return { kind: 'first' };
  if (flags.limit !== undefined) return { kind: 'first', count: flags.limit };
  if (flags.page !== undefined || flags.pageSize !== undefined) {
    return { kind: 'page', page: flags.page ?? 1, pageSize: flags.pageSize ?? defaults.pageSize };
  }
  return { kind: 'first', count: defaults.limit };
}

/** Asks the server for one page of the list (`pageIndex` from 1). */
export type PageReader<T> = (params: { pageIndex: number; pageSize: number }) => Promise<Page<T>>;

/** Reads what the flags ask of a list the server pages: one page, the first N items, or every item. */
export async function readListing<T>(
  flags: PagingFlags,
  defaults: PagingDefaults,
  read: PageReader<T>,
): Promise<Listing<T>> {
  const mode = modeOf(flags, defaults);
  if (mode.kind === 'page') {
    const page = await read({ pageIndex: mode.page, pageSize: mode.pageSize });
    return onePage(page.items, page.total, mode);
  }
  const pageSize = Math.min(READ_PAGE_SIZE, mode.count ?? READ_PAGE_SIZE);
  const items: T[] = [];
  let page = await read({ pageIndex: 1, pageSize });
  for (;;) {
    items.push(...page.items);
    if (!page.hasNextPage || page.items.length === 0) break;
    if (mode.count !== undefined && items.length >= mode.count) break;
    page = await read({ pageIndex: page.pageIndex + 1, pageSize });
  }
  const kept = mode.count === undefined ? items : items.slice(0, mode.count);
  // A list that grew while it was read is longer than its first total said.
  const total = Math.max(page.total, items.length);
  return { items: kept, total, more: kept.length < total };
}

/** The same contract for a list the server answers whole: paged here. */
export function listingOf<T>(all: T[], flags: PagingFlags, defaults: PagingDefaults): Listing<T> {
  const mode = modeOf(flags, defaults);
  if (mode.kind === 'page') {
    const start = (mode.page - 1) * mode.pageSize;
    return onePage(all.slice(start, start + mode.pageSize), all.length, mode);
  }
  const items = mode.count === undefined ? all : all.slice(0, mode.count);
  return { items, total: all.length, more: items.length < all.length };
}

function onePage<T>(items: T[], total: number, mode: { page: number; pageSize: number }): Listing<T> {
  const pages = Math.max(1, Math.ceil(total / mode.pageSize));
  if (mode.page > pages) {
    throw new UsageError(
      `--page ${mode.page}: there ${pages === 1 ? 'is 1 page' : `are ${pages} pages`} (${total} in all).`,
    );
  }
  const more = mode.page < pages;
  return { items, total, more, page: mode.page, pageSize: mode.pageSize, pages };
}

/** The JSON document of a listing: `{items, total, more}`, plus `page`, `pageSize`, `pages` for one page. */
export function listingDocument<T>(listing: Listing<T>): Record<string, unknown> {
  return { items: listing.items, ...listingFacts(listing) };
}

/** What a listing's JSON says beside its items: `total`, `more`, and for one page `page`, `pageSize`, `pages`. */
export function listingFacts<T>(listing: Listing<T>): Record<string, unknown> {
  const { total, more, page, pageSize, pages } = listing;
  return page === undefined ? { total, more } : { total, more, page, pageSize, pages };
}

/** The footer of a listing on stderr (nothing when every item is shown). */
export function printFooter<T>(ctx: Context, listing: Listing<T>, texts: Omit<ListingTexts, 'empty'>): void {
  for (const line of listingFooter(listing, { ...texts, empty: '' })) ctx.out.info(line);
}

export interface ListingTexts {
  /** Plural noun: `workspaces`. */
  noun: string;
  /** Said on stderr when there is nothing: `No workspaces.` */
  empty: string;
  /** The command that printed it, for the next-page hint: `skiff workspaces list --search acme`. */
  command: string;
}

/** What the footer on stderr says about the part shown; nothing when every item is shown. */
export function listingFooter<T>(listing: Listing<T>, texts: ListingTexts): string[] {
  const { total, page, pages, pageSize } = listing;
  if (page !== undefined) {
    const where = `Page ${page} of ${pages} (${total} ${texts.noun}).`;
    if (!listing.more) return [where];
    return [where, `Next page: ${texts.command} --page ${page + 1}${pageSize ? ` --page-size ${pageSize}` : ''}`];
  }
  if (!listing.more) return [];
  return [`Showing ${listing.items.length} of ${total} ${texts.noun}: add --all for every one, or --limit N.`];
}

/** Prints a listing: the JSON document, or a table and the footer (stderr). */
export function printListing<T>(
  ctx: Context,
  listing: Listing<T>,
  columns: Column[],
  row: (item: T) => Cell[],
  texts: ListingTexts,
): number {
  if (ctx.json) {
    ctx.out.json(listingDocument(listing));
    return EXIT.ok;
  }
  printTable(ctx, columns, listing.items.map(row), texts.empty);
  for (const line of listingFooter(listing, texts)) ctx.out.info(line);
  return EXIT.ok;
}
