/**
 * The node:http client keeps its deadline and the caller's signal itself (see node-http.ts): a cancel before the
 * answer or in the middle of its body ends the call at once, as an AbortedError through the transport, and a
 * finished exchange leaves no listener on the caller's signal. A real HTTP server on loopback plays the server.
 */

import { getEventListeners } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rejectionOf } from '@skiff/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AbortedError, TimeoutError } from '../transport/errors.js';
import { Transport } from '../transport/transport.js';
import { nodeHttpClient } from './node-http.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const anything = z.unknown();

describe('nodeHttpClient', () => {
  it('Given the caller cancels while the server has not answered, Then an AbortedError at once', async () => {
    const origin = await serve(() => {}); // never answers
    const controller = new AbortController();
    const transport = new Transport({ origin, http: nodeHttpClient(), timeoutMs: 20_000, maxRetries: 0 });
    const started = performance.now();
    setTimeout(() => controller.abort(), 100);
    const error = await rejectionOf(transport.json('GET', '/x', anything, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('Given the caller cancels in the middle of the body, Then an AbortedError at once', async () => {
    const controller = new AbortController();
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[1,');
      setTimeout(() => controller.abort(), 50); // the rest never comes
    });
    const transport = new Transport({ origin, http: nodeHttpClient(), timeoutMs: 20_000, maxRetries: 0 });
    const started = performance.now();
    const error = await rejectionOf(transport.json('GET', '/x', anything, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('Given a signal cancelled before the call, Then an AbortedError and no request reaches the server', async () => {
    let requests = 0;
    const origin = await serve((_req, res) => {
      requests++;
      res.end('[]');
    });
    const transport = new Transport({ origin, http: nodeHttpClient(), maxRetries: 0 });
    const error = await rejectionOf(transport.json('GET', '/x', anything, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(requests).toBe(0);
  });

  it('Given 30 calls with one signal, Then each answers and none leaves a listener on the signal', async () => {
    const origin = await serve((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[1]'));
    const controller = new AbortController();
    const transport = new Transport({ origin, http: nodeHttpClient(), maxRetries: 0 });
    for (let i = 0; i < 30; i++) {
      expect(await transport.json('GET', '/x', anything, { signal: controller.signal })).toEqual([1]);
    }
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('Given a body that stalls, Then a TimeoutError at the deadline', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[1,');
    });
    const transport = new Transport({ origin, http: nodeHttpClient(), timeoutMs: 300, deadlineMs: 300, maxRetries: 0 });
    const started = performance.now();
    const error = await rejectionOf(transport.json('GET', '/x', anything));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });
});
