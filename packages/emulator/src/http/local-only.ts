/**
 * The emulator serves only its own machine's callers (issue 19, F-7). A web page elsewhere must not reach it:
 *
 * - `Host` must name loopback (`localhost`, `127.0.0.1`, `[::1]`, any port): a page that DNS-rebinds its own name
 *   to 127.0.0.1 sends its name, and gets 421. Local proxies (`skiff web`, `vite dev`) send loopback hosts.
 * - A browser call whose `Origin` is not on loopback (another site, or `null`) gets 403, whatever its method:
 *   even "simple" cross-site POSTs, which browsers send without a preflight.
 * - CORS headers only for the emulator's own origin (the web app it serves, by any loopback name); a preflight
 *   from anywhere else gets 403 without them.
 */
import type { IncomingMessage } from 'node:http';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host name of a `Host` header or URL authority, lower-cased, without its port. */
function hostName(authority: string): string {
  const lower = authority.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.lastIndexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

/** Whether the request's `Host` names loopback (a request without one, HTTP/1.0, is allowed). */
export function isLoopbackHost(req: IncomingMessage): boolean {
  const host = req.headers.host;
  return host === undefined || LOOPBACK_NAMES.has(hostName(host));
}

function parsedOrigin(origin: string): URL | undefined {
  try {
    return new URL(origin);
  } catch {
    return undefined;
  }
}

/** Whether the request comes from no browser page (no `Origin`) or from a page on this machine. */
export function isLocalOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const url = parsedOrigin(origin);
  return (
    url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_NAMES.has(url.hostname)
  );
}

/** Whether `Origin` is the emulator's own (a loopback name with the port this request came in on). */
export function isOwnOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const url = origin === undefined ? undefined : parsedOrigin(origin);
  if (url?.protocol !== 'http:' || !LOOPBACK_NAMES.has(url.hostname)) return false;
  return Number(url.port || 80) === req.socket.localPort;
}

/** Why a request is refused before it is served (status and message), or undefined to serve it. */
export function localOnlyRefusal(req: IncomingMessage): { status: 403 | 421; message: string } | undefined {
  if (!isLoopbackHost(req)) {
    return { status: 421, message: 'This emulator answers only to localhost, 127.0.0.1 or [::1].' };
  }
  if (!isLocalOrigin(req)) {
    return { status: 403, message: 'This emulator refuses calls from web pages of other sites.' };
  }
  return undefined;
}
