import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ID } from './tokens.js';

/** What the provider's hosted pages share: the page frame, escaping, form reading and the redirect check. */

const MAX_FORM_BYTES = 64 * 1024;

/** `http://127.0.0.1:PORT/...` or `http://localhost:PORT/...` with an explicit port, nothing else. */
export function isLoopbackRedirect(uri: string | undefined): boolean {
  if (!uri) return false;
  try {
    const url = new URL(uri);
    return (
      url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost') && url.port !== ''
    );
  } catch {
    return false;
  }
}

/** Why a hosted page may not serve this client or send the browser back to this address, or undefined. */
export function clientRedirectProblem(
  clientId: string | undefined,
  redirectUri: string | undefined,
): string | undefined {
  if (clientId !== CLIENT_ID) return `Unknown client_id '${clientId ?? ''}'.`;
  if (!isLoopbackRedirect(redirectUri)) {
    return 'redirect_uri must be a loopback address with a port: http://127.0.0.1:PORT/... or http://localhost:PORT/...';
  }
  return undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A hidden form field, escaped. */
export function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** The error line above a form, or nothing. */
export function alertLine(error: string | undefined): string {
  return error ? `<p role="alert" style="color:#b00020">${escapeHtml(error)}</p>` : '';
}

export function sendHtml(res: ServerResponse, status: number, title: string, body: string): void {
  const page = Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
      `<body style="font-family:sans-serif;max-width:24rem;margin:3rem auto"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  );
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(page.length),
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
  });
  res.end(page);
}

/** Sends the browser on to `target` (a checked redirect URI). */
export function redirectTo(res: ServerResponse, target: string): void {
  res.writeHead(302, { location: target, 'cache-control': 'no-store', 'content-length': '0' });
  res.end();
}

/** The body of a form post (url-encoded, or JSON), or undefined when it is too large or unreadable. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (String(req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      return new URLSearchParams(JSON.parse(text) as Record<string, string>);
    } catch {
      return undefined;
    }
  }
  return new URLSearchParams(text);
}
