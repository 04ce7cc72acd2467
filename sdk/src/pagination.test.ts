import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@skiff/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { nodeHttpClient } from './node/node-http.js';
import { type PageParams, PagePromise, readAll, readPage } from './pagination.js';
import { ServerError } from './transport/errors.js';
import { Transport } from './transport/transport.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

const ITEMS = Array.from({ length: 7 }, (_, i) => ({ _id: `item-${i}` }));
const itemSchema = z.looseObject({ _id: z.string() });
type Item = z.infer<typeof itemSchema>;

/**
 * A real list endpoint paging ITEMS (`pageIndex` from 1) that records the order of what happened; `failPage`
 * answers 500 for that page.
 */
async function listServer(events: string[], failPage?: number, serverPageSize = Number.POSITIVE_INFINITY, asked = 3) {
  server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const pageIndex = Number(query.get('pageIndex') ?? 1);
    const pageSize = Math.min(serverPageSize, Number(query.get('pageSize')));
    events.push(`GET page ${pageIndex}`);
    if (pageIndex === failPage) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"boom"}');
      return;
    }
    const data = ITEMS.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, totalItem: ITEMS.length }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const transport = new Transport({ origin, http: nodeHttpClient(), maxRetries: 0 });
  const fetchPage = async (params: PageParams) =>
    readPage(await transport.raw('GET', '/things', { query: { ...params } }), itemSchema, params, 'GET /things');
  // Wrapped: an async function resolving to a PagePromise would hand back its first page instead.
  return { list: PagePromise.from(fetchPage, { pageSize: asked }) };
}

/** Reads every page; on each, waits for the server to see the next page's request when `ahead`, else checks it has not. */
async function readPages(pages: AsyncIterable<Item[]>, events: string[], ahead: boolean): Promise<string[]> {
  const ids: string[] = [];
  let pageIndex = 1;
  for await (const items of pages) {
    const next = `GET page ${++pageIndex}`;
    if (pageIndex <= 3 && ahead) await waitFor(() => events.includes(next), `the request for page ${pageIndex}`);
    if (!ahead) expect(events).not.toContain(next);
    ids.push(...items.map((item) => item._id));
  }
  return ids;
}

/** The same list read with `for await`, one item at a time, gathered into pages of 3. */
async function* pagesOf(items: AsyncIterable<Item>): AsyncGenerator<Item[]> {
  let page: Item[] = [];
  for await (const item of items) {
    page.push(item);
    if (page.length === 3) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}

describe('PagePromise.pagesReadingAhead', () => {
  it('Given 7 items in pages of 3, When read ahead, Then every item once in order, each next page asked for while the current one is read', async () => {
    const events: string[] = [];
    const ids = await readPages((await listServer(events)).list.pagesReadingAhead(), events, true);
    expect(ids).toEqual(ITEMS.map((item) => item._id));
    expect(events).toEqual(['GET page 1', 'GET page 2', 'GET page 3']);
  });

  it('Given the same list, When read with two pages in flight, Then both following pages are asked for while the first is read', async () => {
    const events: string[] = [];
    const ids: string[] = [];
    for await (const items of (await listServer(events)).list.pagesReadingAhead(2)) {
      if (ids.length === 0) await waitFor(() => events.includes('GET page 3'), 'the request for page 3');
      ids.push(...items.map((item) => item._id));
    }
    expect(ids).toEqual(ITEMS.map((item) => item._id));
    expect(events).toEqual(['GET page 1', 'GET page 2', 'GET page 3']);
  });

  it('Given the same list, When read with for await, Then each next page is asked for only once the current one is read', async () => {
    const events: string[] = [];
    const ids = await readPages(pagesOf((await listServer(events)).list), events, false);
    expect(ids).toEqual(ITEMS.map((item) => item._id));
    expect(events).toEqual(['GET page 1', 'GET page 2', 'GET page 3']);
  });

  it('Given a page that fails, When read ahead, Then the items before it come and then its error is thrown', async () => {
    const events: string[] = [];
    const ids: string[] = [];
    const reading = (async () => {
      for await (const items of (await listServer(events, 2)).list.pagesReadingAhead()) {
        ids.push(...items.map((item) => item._id));
      }
    })();
    await expect(reading).rejects.toThrow(ServerError);
    expect(ids).toEqual(['item-0', 'item-1', 'item-2']);
  });

  it('Given 7 items in pages of 3, When readAll reads the list, Then every item once in order, from one request a page', async () => {
    const events: string[] = [];
    const items = await readAll((await listServer(events)).list);
    expect(items.map((item) => item._id)).toEqual(ITEMS.map((item) => item._id));
    expect(events).toEqual(['GET page 1', 'GET page 2', 'GET page 3']);
  });

  it('Given a server that answers at most 2 a page, When 999 a page are asked for, Then every item once in order', async () => {
    const ahead: string[] = [];
    const { list } = await listServer([], undefined, 2, 999);
    for await (const items of list.pagesReadingAhead(2)) ahead.push(...items.map((item) => item._id));
    expect(ahead).toEqual(ITEMS.map((item) => item._id));
    const oneByOne: string[] = [];
    for await (const item of (await listServer([], undefined, 2, 999)).list) oneByOne.push(item._id);
    expect(oneByOne).toEqual(ITEMS.map((item) => item._id));
  });
});
