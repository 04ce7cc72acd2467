/**
 * The transport's bounds against a broken or hostile server (issue 19): a size cap per answer, one deadline over
 * every attempt and wait, and a cap on Retry-After. A real HTTP server on loopback plays the server.
 */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rejectionOf } from '@skiff/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { nodeHttpClient } from '../node/node-http.js';
import { undiciHttpClient } from '../node/undici-http.js';
import { AbortedError, ResponseTooLargeError, RetryAfterTooLongError, TimeoutError } from './errors.js';
import { fetchHttpClient, type HttpClient } from './http.js';
import { type RetryNotice, Transport } from './transport.js';

let server: Server | undefined;
let hits = 0;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  hits = 0;
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A 200 JSON answer whose body never ends: 64 KiB chunks as fast as the socket takes them. */
function endless(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  res.write('[');
  const pump = () => {
    while (!res.destroyed && res.write(chunk)) {}
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
}

const anything = z.unknown();
const clients: Record<string, () => HttpClient> = {
  'node:http': nodeHttpClient,
  undici: undiciHttpClient,
  fetch: fetchHttpClient,
};

describe('a size cap per answer', () => {
  it.each(Object.entries(clients))(
    'Given an endless body, Then a ResponseTooLargeError once the cap is passed, long before the timeout (%s)',
    async (_, client) => {
      const origin = await serve(endless);
      const started = performance.now();
      const transport = new Transport({ origin, http: client(), maxBodyBytes: 1024 * 1024, timeoutMs: 20_000 });
      const error = await rejectionOf(transport.json('GET', '/workspaces', anything));
      expect(error).toBeInstanceOf(ResponseTooLargeError);
      expect(error.message).toBe('The answer of GET /workspaces is longer than 1 MiB; skiff stopped reading it.');
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(hits).toBe(1); // not retried: the same answer would come again
    },
  );

  it('Given a Content-Length over the cap, Then it fails without reading the body', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) });
      res.write('[');
    });
    const transport = new Transport({ origin, http: nodeHttpClient(), maxBodyBytes: 1024 * 1024 });
    expect(await rejectionOf(transport.json('GET', '/x', anything))).toBeInstanceOf(ResponseTooLargeError);
  });

  it('Given an answer under the cap, Then it is read as before', async () => {
    const origin = await serve((_req, res) => res.writeHead(200).end(JSON.stringify({ data: 'x'.repeat(1000) })));
    const transport = new Transport({ origin, http: nodeHttpClient(), maxBodyBytes: 2000 });
    expect(await transport.json('GET', '/x', anything)).toEqual({ data: 'x'.repeat(1000) });
  });
});

describe('one deadline over every attempt', () => {
  it.each(Object.entries(clients))(
    'Given answers whose bodies stall after their headers, Then each call ends at its own deadline (%s)',
    async (_, client) => {
      const origin = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
      });
      const http = client();
      const call = (timeoutMs: number) => {
        const transport = new Transport({ origin, http, timeoutMs, deadlineMs: timeoutMs, maxRetries: 0 });
        const started = performance.now();
        return rejectionOf(transport.json('GET', '/x', anything)).then((error) => ({
          error,
          elapsed: performance.now() - started,
        }));
      };
      // A later deadline first, then an earlier one: each call's deadline holds, whatever the order.
      const [late, early] = await Promise.all([call(900), call(300)]);
      for (const { error } of [late, early]) {
        expect(error).toBeInstanceOf(TimeoutError);
        expect(error.message).toMatch(/^No answer from http:\/\/127\.0\.0\.1:\d+ within [\d.]+ s\.$/);
      }
      expect(early.elapsed).toBeGreaterThanOrEqual(280);
      expect(early.elapsed).toBeLessThan(850);
      expect(late.elapsed).toBeGreaterThanOrEqual(880);
      expect(late.elapsed).toBeLessThan(2_000);
    },
  );

  it('Given a server that never answers, Then the call ends at its deadline and says the real time and attempts', async () => {
    const origin = await serve(() => {});
    const started = performance.now();
    const transport = new Transport({
      origin,
      http: nodeHttpClient(),
      timeoutMs: 600,
      deadlineMs: 1_500,
      maxRetries: 5,
    });
    const error = await rejectionOf(transport.json('GET', '/x', anything));
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(elapsed).toBeLessThan(2_500);
    const said = /^No answer from http:\/\/127\.0\.0\.1:\d+ within ([\d.]+) s \((\d) attempts\)\.$/.exec(error.message);
    expect(said, error.message).not.toBeNull();
    expect(Number(said![2])).toBe(hits);
    expect(Math.abs(Number(said![1]) * 1000 - elapsed)).toBeLessThan(400);
  });
});

describe('Retry-After', () => {
  it('Given Retry-After: 999999 on a 429, Then it fails at once with the wait asked for, after one request', async () => {
    const origin = await serve((_req, res) => res.writeHead(429, { 'retry-after': '999999' }).end('{}'));
    const started = performance.now();
    const error = await rejectionOf(new Transport({ origin, http: nodeHttpClient() }).json('GET', '/x', anything));
    expect(error).toBeInstanceOf(RetryAfterTooLongError);
    expect(error.message).toBe(
      'The server answered 429 and asked to wait 999999 s before trying again; skiff waits at most 30 s.',
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(hits).toBe(1);
  });

  it('Given a short Retry-After, Then the wait is announced and honoured', async () => {
    const origin = await serve((_req, res) => {
      if (hits === 1) res.writeHead(503, { 'retry-after': '1' }).end('{}');
      else res.writeHead(200).end('{"ok":true}');
    });
    const notices: RetryNotice[] = [];
    const transport = new Transport({ origin, http: nodeHttpClient(), onRetry: (n) => notices.push(n) });
    const started = performance.now();
    expect(await transport.json('GET', '/x', anything)).toEqual({ ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(notices).toEqual([{ method: 'GET', path: '/x', attempt: 1, waitMs: 1000, status: 503, retryAfter: true }]);
  });

  it('Given the caller cancels during the wait, Then an AbortedError, not a raw DOMException', async () => {
    const origin = await serve((_req, res) => res.writeHead(429, { 'retry-after': '20' }).end('{}'));
    const controller = new AbortController();
    const transport = new Transport({ origin, http: nodeHttpClient(), onRetry: () => controller.abort() });
    const error = await rejectionOf(transport.json('GET', '/x', anything, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortedError);
  });
});

describe('an origin with credentials in it', () => {
  it('Given http://user:password@host, When it cannot be reached, Then the message leaves the credentials out', async () => {
    const transport = new Transport({ origin: 'http://u:secretpw@127.0.0.1:1', http: nodeHttpClient(), maxRetries: 0 });
    const error = await rejectionOf(transport.json('GET', '/workspaces', anything));
    expect(error.message).toBe('Cannot reach http://127.0.0.1:1: connection refused (is the server running?).');
    expect(JSON.stringify(error)).not.toContain('secretpw');
  });
});
