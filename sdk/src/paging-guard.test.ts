/** Paging against a server whose total lies (issue 19, F-3): a real list endpoint on loopback. */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rejectionOf } from '@skiff/testkit';
import { afterEach, expect, it } from 'vitest';
import { SkiffClient } from './client.js';
import { resolveWorkspace } from './flows/resolve-ref.js';
import { nodeHttpClient } from './node/node-http.js';
import { MAX_LIST_PAGES } from './paging-guard.js';
import { PagingError } from './transport/errors.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** `/api/v2/workspaces` answering `page(pageIndex)` with a total of a billion; counts the requests. */
async function lyingList(page: (pageIndex: number) => unknown[]) {
  const seen = { requests: 0 };
  server = createServer((req, res) => {
    seen.requests++;
    const pageIndex = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('pageIndex') ?? 1);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: page(pageIndex), totalItem: 1e9 }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, client: new SkiffClient({ origin, http: nodeHttpClient(), token: 't', maxRetries: 0 }) };
}

const workspace = (n: number) => ({ _id: n.toString(16).padStart(24, '0'), name: `ws-${n}` });

it('Given every page is the same, When a name is resolved, Then paging stops on the second page with a clear error', async () => {
  const { seen, client } = await lyingList(() => [workspace(1)]);
  const error = await rejectionOf(resolveWorkspace(client, 'not-there'));
  expect(error).toBeInstanceOf(PagingError);
  expect(error.message).toBe('Stopped reading the list: the server answered page 2 with the same items as page 1.');
  expect(seen.requests).toBeLessThanOrEqual(3); // page 2, and at most one read ahead
});

it('Given new items on every page and a total that never comes, Then paging stops at the page limit', async () => {
  const { seen, client } = await lyingList((pageIndex) => [workspace(pageIndex)]);
  const error = await rejectionOf(resolveWorkspace(client, 'not-there'));
  expect(error).toBeInstanceOf(PagingError);
  expect(error.message).toBe(
    'Stopped reading the list after 1,000 pages: the server says it holds 1,000,000,000 items and the pages do not end.',
  );
  expect(seen.requests).toBeLessThanOrEqual(MAX_LIST_PAGES + 2);
});

it('Given an empty page before the total, Then the list ends there', async () => {
  const { seen, client } = await lyingList((pageIndex) => (pageIndex <= 2 ? [workspace(pageIndex)] : []));
  expect((await resolveWorkspace(client, 'ws-2')).name).toBe('ws-2');
  expect(seen.requests).toBeLessThanOrEqual(4);
});
