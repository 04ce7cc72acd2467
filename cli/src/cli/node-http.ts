import { Agent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import type { HttpClient, HttpResponse } from '@skiff/sdk';

/**
 * The SDK's HttpClient over node:http (and node:https, loaded only for https origins). The SDK's own Node client
 * is undici, whose load time alone is larger than a CLI command's start-up budget; this one loads with Node.
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
  const body = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(Object.assign(new Error('the connection was dropped'), { code: 'ECONNRESET' }));
    });
  });
  body.catch(() => {}); // read or not, a dropped body must not be an unhandled rejection
  return { status: response.statusCode ?? 0, headers, text: () => body };
}
