import {
  Agent,
  type ClientRequest,
  request as httpRequest,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';
import { bodyTooLarge, deadlineExceeded, type HttpClient, type HttpResponse } from '../transport/http.js';

/**
 * An HttpClient over node:http (node:https loaded only for https origins). It loads with Node itself, so a
 * short-lived process such as a CLI command starts fast; `undiciHttpClient` suits long-lived, busy clients.
 *
 * It keeps each exchange's deadline itself (one timer) and ends it on the caller's signal by listening to it: the
 * transport's AbortController and timer per request and node:http's own `signal` option (which loads Node's stream
 * abort helpers) cost about 1% of a `skiff workspaces list`'s instructions (cachegrind, 6M of 640M).
 */
export function nodeHttpClient(): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  let httpsModule: Promise<typeof import('node:https')> | undefined;
  let httpsAgent: import('node:https').Agent | undefined;
  return {
    keepsDeadlines: true,
    async send(req) {
      const url = new URL(req.url);
      const headers: Record<string, string> = { ...req.headers };
      if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
      const options: RequestOptions = { method: req.method, headers };
      let send = httpRequest;
      if (url.protocol === 'https:') {
        httpsModule ??= import('node:https');
        const https = await httpsModule;
        httpsAgent ??= new https.Agent({ keepAlive: true, maxSockets: 16 });
        options.agent = httpsAgent;
        send = https.request;
      } else {
        options.agent = agent;
      }
      return new Promise<HttpResponse>((resolve, reject) => {
        const request = send(url, options, (response) => {
          exchange.response = response;
          resolve(toResponse(response, exchange.end));
        });
        const exchange = endedBy(request, req.signal, req.timeoutMs);
        request.on('error', (error) => {
          exchange.end();
          reject(error);
        });
        request.end(req.body);
      });
    },
  };
}

/**
 * What ends an exchange before its answer is read: its deadline (`timeoutMs`, body included: a DEADLINE_EXCEEDED
 * error) or the caller's signal (an AbortError, as node:http's `signal` option gives). `end()` stops both watches.
 */
function endedBy(request: ClientRequest, signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  const exchange = { response: undefined as IncomingMessage | undefined, end };
  const stop = (error: Error) => (exchange.response ?? request).destroy(error);
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => stop(deadlineExceeded()), timeoutMs);
  const onAbort = () => stop(new DOMException('This operation was aborted', 'AbortError'));
  if (signal?.aborted) process.nextTick(onAbort);
  else signal?.addEventListener('abort', onAbort, { once: true });
  function end() {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  return exchange;
}

/** The answer; `read` is called once its body has been read whole or has failed. */
function toResponse(response: IncomingMessage, read: () => void): HttpResponse {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  // The body is read from the start (a body nobody reads would hold the socket); a limit given later still applies
  // to what has arrived and to what arrives next.
  let limit = Number.POSITIVE_INFINITY;
  let received = 0;
  let failTooLarge: (() => void) | undefined;
  const body = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    failTooLarge = () => {
      chunks.length = 0;
      response.destroy();
      reject(bodyTooLarge(limit));
    };
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) failTooLarge?.();
      else chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(Object.assign(new Error('the connection was dropped'), { code: 'ECONNRESET' }));
    });
  });
  // Read or not, a dropped body must not be an unhandled rejection.
  body.then(read, read);
  const length = Number(response.headers['content-length']);
  const text = (maxBytes?: number) => {
    if (maxBytes !== undefined) {
      limit = maxBytes;
      if (length > maxBytes || received > maxBytes) failTooLarge?.();
    }
    return body;
  };
  return { status: response.statusCode ?? 0, headers, text };
}
