import type { IncomingMessage, ServerResponse } from 'node:http';
import { isOwnOrigin } from './local-only.js';

/** CORS only for the emulator's own origin, the web app it serves (see local-only.ts). */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !isOwnOrigin(req)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'x-total-count, x-total-unread-count',
    vary: 'Origin',
  };
}

/** A preflight: allowed for the emulator's own origin only; any other page gets 403 and no CORS headers. */
export function preflight(req: IncomingMessage, res: ServerResponse): void {
  if (!isOwnOrigin(req)) {
    res.writeHead(403, { 'content-length': '0', vary: 'Origin' });
    res.end();
    return;
  }
  res.writeHead(204, {
    ...corsHeaders(req),
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ?? 'authorization, content-type, mode, tenant, x-amz-target',
    'access-control-max-age': '600',
    'content-length': '0',
  });
  res.end();
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON body's bytes (empty for no body). */
export function jsonPayload(body: unknown): Buffer {
  return Buffer.from(body === undefined ? '' : JSON.stringify(body));
}

/** Writes a JSON answer from one Buffer with its length (no chunked encoding). */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = JSON_CONTENT_TYPE,
): void {
  const payload = jsonPayload(body);
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': String(payload.length),
    ...corsHeaders(req),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Writes bytes as they are (file downloads); the caller gives the content type in `headers`. */
export function sendRaw(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  payload: Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-length': String(payload.length), ...corsHeaders(req), ...headers });
  res.end(req.method === 'HEAD' ? undefined : payload);
}
