/**
 * The window readers behind every long TUI list, on an in-memory list served in pages as a server would (the logic
 * is the reading; the screens' end-to-end tests run it against the emulator: crowded-lists, crowded-tabs).
 */
import type { Page, PageParams } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { LIST_LIMIT, readListWindow, scanListWindow } from './collect.js';

const names = Array.from({ length: 730 }, (_, i) => `tag-${String(i).padStart(4, '0')}`);
const signal = new AbortController().signal;

/** Serves `all` a page at a time and counts the requests; `pagingIgnored` answers everything to every request. */
function server(all: string[], pagingIgnored = false) {
  const asked: PageParams[] = [];
  const read = async (params: PageParams): Promise<Page<string>> => {
    asked.push(params);
    const pageIndex = params.pageIndex ?? 1;
    const pageSize = params.pageSize ?? 10;
    const items = pagingIgnored ? all : all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    const hasNextPage = items.length > 0 && pageIndex * pageSize < all.length;
    return { items, total: all.length, pageIndex, pageSize, hasNextPage, headers: {} };
  };
  return { read, asked };
}

describe('reading a window of a long list', () => {
  it('Given 730 items, When a window is read, Then the first 500 with the real total, 100 a request', async () => {
    const { read, asked } = server(names);
    const window = await readListWindow(read, { search: '' }, signal);
    expect([window.items.length, window.total, window.items.at(-1)]).toEqual([LIST_LIMIT, 730, 'tag-0499']);
    expect(asked.map((p) => p.pageIndex)).toEqual([1, 2, 3, 4, 5]);
  });

  it('Given a server that ignores paging, When a window is read, Then one request and no item twice', async () => {
    const { read, asked } = server(names, true);
    const window = await readListWindow(read, { search: '', limit: 1000 }, signal);
    expect(asked).toHaveLength(1);
    expect(new Set(window.items).size).toBe(window.items.length);
  });

  it('Given a list the server cannot search, When one past the window is searched, Then every page is read and the real number of matches is the total', async () => {
    const { read, asked } = server(names);
    const window = await scanListWindow(read, { search: 'TAG-07' }, (name) => name, signal);
    expect(window.items).toEqual(names.filter((name) => name.startsWith('tag-07')));
    expect([window.total, window.search]).toEqual([30, 'TAG-07']);
    expect(asked).toHaveLength(8);
    expect(asked.every((p) => p.search === undefined)).toBe(true);
  });

  it('Given no search, When a list the server cannot search is read, Then the same window as readListWindow', async () => {
    const window = await scanListWindow(server(names).read, { search: '  ' }, (name) => name, signal);
    expect([window.items.length, window.total]).toEqual([LIST_LIMIT, 730]);
  });
});
