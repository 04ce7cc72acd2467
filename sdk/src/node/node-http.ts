import { Agent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { bodyTooLarge, type HttpClient, type HttpResponse } from '../transport/http.js';

/**
 * An HttpClient over node:http (node:https loaded only for https origins). It loads with Node itself, so a
 * short-lived process such as a CLI command starts fast; `undiciHttpClient` suits long-lived, busy clients.
 */
export function nodeHttpClient(): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  let httpsModule: Promise<typeof import('node:https')> | undefined;
  let httpsAgent: import('node:https').Agent | undefined;
  return {
    async send(req) {
      const url = new URL(req.url);
      const headers: Record<string, string> = { ...req.headers };
      if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
      const options: RequestOptions = { method: req.method, headers, signal: req.signal };
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
        const request = send(url, options, (response) => resolve(toResponse(response)));
        request.on('error', reject);
        request.end(req.body);
      });
    },
  };
}

function toResponse(response: IncomingMessage): HttpResponse {
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
  body.catch(() => {}); // read or not, a dropped body must not be an unhandled rejection
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
