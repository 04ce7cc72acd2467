import type { Page } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from './errors.js';
import { listingDocument, listingFooter, listingOf, readListing } from './paging.js';

const ALL = Array.from({ length: 15 }, (_, i) => i + 1);
const asked: Array<{ pageIndex: number; pageSize: number }> = [];
const server = async ({ pageIndex, pageSize }: { pageIndex: number; pageSize: number }): Promise<Page<number>> => {
  asked.push({ pageIndex, pageSize });
  const items = ALL.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
  return { items, total: ALL.length, pageIndex, pageSize, hasNextPage: pageIndex * pageSize < ALL.length, headers: {} };
};
const TEXTS = { noun: 'workspaces', empty: 'No workspaces.', command: 'skiff workspaces list' };

describe('the paging contract of every list', () => {
  it('Given no flags and no default limit, Then every item, total and more=false', async () => {
    const listing = await readListing({}, { pageSize: 12 }, server);
    expect(listingDocument(listing)).toEqual({ items: ALL, total: 15, more: false });
    expect(listingFooter(listing, TEXTS)).toEqual([]);
  });

  it('Given --page 1, Then 12 of 15 with page facts, and the footer names the next page', async () => {
    const listing = await readListing({ page: 1 }, { pageSize: 12 }, server);
    expect(listingDocument(listing)).toEqual({
      items: ALL.slice(0, 12),
      total: 15,
      more: true,
      page: 1,
      pageSize: 12,
      pages: 2,
    });
    expect(listingFooter(listing, TEXTS)).toEqual([
      'Page 1 of 2 (15 workspaces).',
      'Next page: skiff workspaces list --page 2 --page-size 12',
    ]);
  });

  it('Given --limit 5, Then the first 5 asked in one page of 5, more=true and a footer', async () => {
    asked.length = 0;
    const listing = await readListing({ limit: 5 }, { pageSize: 12 }, server);
    expect(asked).toEqual([{ pageIndex: 1, pageSize: 5 }]);
    expect(listingDocument(listing)).toEqual({ items: [1, 2, 3, 4, 5], total: 15, more: true });
    expect(listingFooter(listing, TEXTS)).toEqual([
      'Showing 5 of 15 workspaces: add --all for every one, or --limit N.',
    ]);
  });

  it('Given a default limit, Then that many; --all lifts it', async () => {
    expect((await readListing({}, { pageSize: 20, limit: 3 }, server)).items).toEqual([1, 2, 3]);
    expect((await readListing({ all: true }, { pageSize: 20, limit: 3 }, server)).items).toEqual(ALL);
  });

  it('Given a page past the end, Then a usage error says how many pages there are', async () => {
    await expect(readListing({ page: 99 }, { pageSize: 12 }, server)).rejects.toThrow(UsageError);
    expect(() => listingOf(ALL, { page: 3, pageSize: 10 }, { pageSize: 20 })).toThrow(
      '--page 3: there are 2 pages (15 in all).',
    );
  });

  it('Given a list answered whole, Then --page-size alone is its first page of that size', () => {
    expect(listingDocument(listingOf(ALL, { pageSize: 4 }, { pageSize: 20 }))).toMatchObject({
      items: [1, 2, 3, 4],
      more: true,
      pages: 4,
    });
  });
});
