import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context.js';
import { appClientById, registeredCallbackUrls } from './user-pool.js';

/** What the provider's hosted pages share: the page frame, escaping, form reading and the redirect check. */

const MAX_FORM_BYTES = 64 * 1024;

/** Cognito's error page address for a request it cannot send back to its redirect_uri. */
export function errorPage(base: string, error: string, clientId: string | undefined): string {
  return `${base}/error?${new URLSearchParams({ error, client_id: clientId ?? '' })}`;
}

/**
 * The error page to send the browser to when the client is unknown or the redirect_uri is not one of the app
 * client's registered callback URLs exactly (user-pool.ts), as every Cognito hosted page checks it; else undefined.
 */
export function redirectProblem(
  ctx: AppContext,
  base: string,
  clientId: string | null | undefined,
  redirectUri: string | null | undefined,
): string | undefined {
  if (!appClientById(clientId)) return errorPage(base, 'invalid_request', clientId ?? undefined);
  if (!redirectUri || !registeredCallbackUrls(ctx).includes(redirectUri)) {
    return errorPage(base, 'redirect_mismatch', clientId ?? undefined);
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
