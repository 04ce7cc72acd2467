import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { undiciHttpClient } from '../node/undici-http.js';
import { readPage } from '../pagination.js';
import { workspaceSchema } from '../schemas/workspace.js';
import {
  AbortedError,
  ConnectionError,
  NotFoundError,
  RateLimitError,
  SchemaMismatchError,
  TimeoutError,
  ValidationError,
} from './errors.js';
import { fetchHttpClient } from './http.js';
import { Transport } from './transport.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server | undefined;

/** A real HTTP server on a free port whose answers each test scripts. */
async function serve(handler: Handler): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(): Promise<void> {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
}

afterEach(stop);

const anything = z.unknown();

/** The error a call fails with; the test fails if it succeeds. */
function failure(call: Promise<unknown>): Promise<Error & { [field: string]: unknown }> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: Error & { [field: string]: unknown }) => error,
  );
}
const transportFor = (origin: string, extra: object = {}) =>
  new Transport({ origin, http: undiciHttpClient(), ...extra });

describe('Transport', () => {
  it('Given a token, mode and tenant, When a call is made, Then they travel as headers under /api/v2', async () => {
    let seen: IncomingMessage | undefined;
    const origin = await serve((req, res) => {
      seen = req;
      res.end('{}');
    });
    await transportFor(origin, { token: 't0k', mode: 'dev', tenant: 'demo' }).json('GET', '/workspaces', anything, {
      query: { pageIndex: 1, search: 'a b' },
    });
    expect(seen?.url).toBe('/api/v2/workspaces?pageIndex=1&search=a+b');
    expect(seen?.headers.authorization).toBe('Bearer t0k');
    expect(seen?.headers.mode).toBe('dev');
    expect(seen?.headers.tenant).toBe('demo');
  });

  it('Given a header sent twice and a query of empty values, Then one joined header and no "?" in the URL', async () => {
    let url: string | undefined;
    const origin = await serve((req, res) => {
      url = req.url;
      res.setHeader('x-note', ['one', 'two']);
      res.end('{}');
    });
    const answer = await transportFor(origin).raw('GET', '/workspaces', {
      query: { search: '', pageIndex: undefined },
    });
    expect(url).toBe('/api/v2/workspaces');
    expect(answer.headers['x-note']).toBe('one, two');
  });

  it('Given paths the URL parser rewrites, Then they arrive rewritten, and plain ones as they are (undici)', async () => {
    const urls: string[] = [];
    const origin = await serve((req, res) => {
      urls.push(req.url ?? '');
      res.end('{}');
    });
    const transport = transportFor(origin);
    await transport.raw('GET', '/files/../workspaces/a b');
    await transport.raw('GET', '/workspaces/%2E/x');
    await transport.raw('GET', "/workspaces/it's", { query: { search: "it's" } });
    await transport.raw('GET', '/workspaces/w1', { query: { pageSize: 10, search: 'a/b?c' } });
    expect(urls).toEqual([
      '/api/v2/workspaces/a%20b',
      '/api/v2/workspaces/x',
      "/api/v2/workspaces/it's?search=it%27s",
      '/api/v2/workspaces/w1?pageSize=10&search=a%2Fb%3Fc',
    ]);
  });

  it('Given a token function that fails, Then the call fails with its error, not as a connection', async () => {
    let calls = 0;
    const origin = await serve((_req, res) => {
      calls++;
      res.end('{}');
    });
    const expired = new Error('The session has ended; sign in again.');
    const transport = transportFor(origin, {
      token: async () => {
        throw expired;
      },
      maxRetries: 0,
    });
    expect(await failure(transport.json('GET', '/workspaces', anything))).toBe(expired);
    expect(calls).toBe(0);
  });

  it('Given a 503 with Retry-After on a GET, When called, Then it retries and succeeds', async () => {
    let calls = 0;
    const origin = await serve((_req, res) => {
      calls += 1;
      if (calls < 3) {
        res.writeHead(503, { 'retry-after': '0' }).end('{"statusCode":503,"message":"busy"}');
      } else res.end('{"ok":true}');
    });
    expect(await transportFor(origin).json('GET', '/x', anything)).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('Given a 503 on a POST without idempotency key, When called, Then it is not retried', async () => {
    let calls = 0;
    const origin = await serve((_req, res) => {
      calls += 1;
      res.writeHead(503).end('{"statusCode":503,"message":"busy"}');
    });
    await expect(transportFor(origin).json('POST', '/x', anything, { body: {} })).rejects.toThrow('busy');
    expect(calls).toBe(1);
  });

  it('Given a 429 beyond the retries, Then a RateLimitError carries the wait the server asked for', async () => {
    const origin = await serve((_req, res) =>
      res.writeHead(429, { 'retry-after': '0' }).end('{"message":"slow down"}'),
    );
    const error = await failure(transportFor(origin, { maxRetries: 1 }).json('GET', '/x', anything));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfterMs).toBe(0);
  });

  it('Given NestJS error bodies, Then each status maps to its class with the server message', async () => {
    const origin = await serve((req, res) => {
      if (req.url?.includes('missing'))
        res.writeHead(404).end('{"statusCode":404,"message":"Workspace not found","error":"Not Found"}');
      else res.writeHead(400).end('{"statusCode":400,"message":["name should not be empty","tags must be an array"]}');
    });
    const transport = transportFor(origin);
    await expect(transport.json('GET', '/missing', anything)).rejects.toThrow(NotFoundError);
    const invalid = await failure(transport.json('POST', '/bad', anything, { body: {} }));
    expect(invalid).toBeInstanceOf(ValidationError);
    expect(invalid.fields).toEqual(['name should not be empty', 'tags must be an array']);
    expect(invalid.message).toBe('name should not be empty; tags must be an array');
  });

  it('Given a 200 with an HTML page instead of JSON, Then a SchemaMismatchError names the call', async () => {
    const origin = await serve((_req, res) => res.end('<html>oops</html>'));
    await expect(transportFor(origin).json('GET', '/workspaces/1', workspaceSchema)).rejects.toThrow(
      SchemaMismatchError,
    );
  });

  it('Given nothing listening, Then a ConnectionError says the connection was refused', async () => {
    const origin = await serve((_req, res) => res.end());
    await stop();
    const error = await failure(transportFor(origin, { maxRetries: 0 }).json('GET', '/x', anything));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toContain('connection refused');
  });

  // The undici client keeps its deadlines itself; fetch's client is aborted by the transport's timer.
  const clients = { undici: undiciHttpClient, fetch: fetchHttpClient };

  it.each(Object.entries(clients))(
    'Given a server that never answers, Then the call ends with a TimeoutError (%s)',
    async (_, client) => {
      const origin = await serve(() => {});
      const started = performance.now();
      const error = await failure(
        new Transport({ origin, http: client(), timeoutMs: 200, maxRetries: 0 }).json('GET', '/x', anything),
      );
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error.message).toBe(`No answer from ${origin} within 0.2 s.`);
      expect(performance.now() - started).toBeLessThan(2_000);
    },
  );

  it.each(Object.entries(clients))(
    'Given a body that trickles in past the deadline, Then a TimeoutError (%s)',
    async (_, client) => {
      const origin = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        const drip = setInterval(() => res.write(' '), 50); // never idle long enough for an idle timeout
        res.on('close', () => clearInterval(drip));
      });
      const started = performance.now();
      const error = await failure(
        new Transport({ origin, http: client(), timeoutMs: 400, maxRetries: 0 }).json('GET', '/x', anything),
      );
      expect(error).toBeInstanceOf(TimeoutError);
      expect(performance.now() - started).toBeLessThan(2_000);
    },
  );

  it.each(Object.entries(clients))(
    'Given the caller cancels, Then an AbortedError, not a timeout (%s)',
    async (_, client) => {
      const origin = await serve(() => {});
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const call = new Transport({ origin, http: client(), timeoutMs: 5_000 }).json('GET', '/x', anything, {
        signal: controller.signal,
      });
      expect(await failure(call)).toBeInstanceOf(AbortedError);
    },
  );
});

describe('readPage', () => {
  const params = { pageIndex: 1, pageSize: 2 };
  const ws = (n: number) => ({ _id: `w${n}`, name: `W${n}`, somethingNew: true });
  it('Given {data, totalItem}, Then items and total are read', () => {
    const page = readPage(
      { status: 200, headers: {}, body: { data: [ws(1), ws(2)], totalItem: 5 } },
      workspaceSchema,
      params,
      'x',
    );
    expect(page.items.map((w) => w.name)).toEqual(['W1', 'W2']);
    expect(page).toMatchObject({ total: 5, hasNextPage: true });
  });
  it('Given a bare array with x-total-count, Then the header gives the total', () => {
    const page = readPage(
      { status: 200, headers: { 'x-total-count': '2' }, body: [ws(1), ws(2)] },
      workspaceSchema,
      params,
      'x',
    );
    expect(page).toMatchObject({ total: 2, hasNextPage: false });
  });
  it('Given a bare array without headers, Then its length is the total', () => {
    expect(readPage({ status: 200, headers: {}, body: [ws(1)] }, workspaceSchema, params, 'x').total).toBe(1);
  });
  it('Given {items, total}, Then items and total are read', () => {
    const page = readPage(
      { status: 200, headers: {}, body: { items: [ws(1)], total: 1 } },
      workspaceSchema,
      params,
      'x',
    );
    expect(page.items.map((w) => w.name)).toEqual(['W1']);
    expect(page).toMatchObject({ total: 1, hasNextPage: false });
  });
  it.each([
    ['data that is not a list', { data: { w: ws(1) }, totalItem: 1 }],
    ['a total that is not a number', { data: [ws(1)], totalItem: '1' }],
    ['a null total', { items: [ws(1)], total: null }],
    ['neither data nor items', { results: [ws(1)] }],
  ])('Given %s, Then a SchemaMismatchError names the call', (_, body) => {
    expect(() => readPage({ status: 200, headers: {}, body }, workspaceSchema, params, 'GET /workspaces')).toThrow(
      SchemaMismatchError,
    );
    expect(() => readPage({ status: 200, headers: {}, body }, workspaceSchema, params, 'GET /workspaces')).toThrow(
      /GET \/workspaces/,
    );
  });
});
