/**
 * How the built web app is served, by the emulator and by `skiff web` alike: security headers, which encoding a
 * browser gets and what is never served. Pure rules; each server does its own file reading.
 *
 * The build writes a `.br` and a `.gz` beside every compressible file (web/vite.config.ts), so a server picks one
 * by the request's Accept-Encoding instead of compressing on every request.
 */

/**
 * The app loads only its own scripts and styles, talks only to its own origin (the API, the push channel and the
 * login provider are all proxied there), shows images from https (catalogue and template pictures are external
 * addresses) and may not be framed (a framed app cannot use sessionStorage and would be a clickjacking target).
 * `'self'` in connect-src also covers the same origin's ws:/wss: push channel (CSP level 3).
 */
const WEB_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every answer of the web app (its page and its assets). */
export const WEB_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': WEB_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Older browsers that predate frame-ancestors.
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

export type WebEncoding = 'br' | 'gzip';

/** The file suffix of a precompressed copy. */
export const ENCODING_SUFFIX: Readonly<Record<WebEncoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The best encoding the request accepts: brotli before gzip, none when both are refused. Reads `q` values, so
 * `br;q=0` refuses brotli and `*` accepts both.
 */
export function preferredEncoding(acceptEncoding: string | undefined): WebEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: WebEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0);
  best.sort((a, b) => weightOf(b) - weightOf(a));
  return best[0];
}

/**
 * The content type of each kind of file the built app holds (the emulator's and `skiff web`'s one table): text in
 * UTF-8, `.mjs` a script like `.js`. Anything else is `application/octet-stream`.
 */
export const WEB_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The content type to send a file of the built app with, by its name's extension (in any case). */
export function webContentType(path: string): string {
  const extension = /\.[^./\\]+$/.exec(path)?.[0]?.toLowerCase();
  return (extension && WEB_CONTENT_TYPES[extension]) || 'application/octet-stream';
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/i;

/** Whether a file of this name is worth compressing (text); images and fonts are compressed already. */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

/**
 * Whether a path of the built app may be served. Source maps stay private (they would publish the whole source
 * with its comments); precompressed copies are reached through Accept-Encoding, not by name.
 */
export function isServableWebPath(path: string): boolean {
  return !/\.(map|br|gz)$/i.test(path);
}

/** Hashed file names under /assets/ never change, so browsers may keep them for a year. */
export function webCacheControl(path: string, isIndex: boolean): string {
  return !isIndex && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
