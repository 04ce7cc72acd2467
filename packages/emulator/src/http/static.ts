import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import {
  ENCODING_SUFFIX,
  isCompressible,
  isServableWebPath,
  preferredEncoding,
  WEB_SECURITY_HEADERS,
  type WebEncoding,
  webCacheControl,
  webContentType,
} from '../domain.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>skiff emulator</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>skiff emulator</h1>
<p>The emulator is running, but the web app is not built. Run <code>npm run build -w @skiff/web</code>, then restart.</p>
<p>The API is at <code>/api/v2</code> (try <a href="/api/v2/healthz">/api/v2/healthz</a>).</p>
</body></html>
`;

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    const info = await stat(full);
    return info.isFile() ? full : undefined;
  } catch {
    return undefined;
  }
}

/** The precompressed copy of `path` the request accepts (built beside it), or the file itself. */
async function encodedCopy(
  req: IncomingMessage,
  path: string,
): Promise<{ path: string; size: number; encoding?: WebEncoding }> {
  const encoding = isCompressible(path) ? preferredEncoding(req.headers['accept-encoding']?.toString()) : undefined;
  if (encoding) {
    const copy = `${path}${ENCODING_SUFFIX[encoding]}`;
    const info = await stat(copy).catch(() => undefined);
    if (info?.isFile()) return { path: copy, size: info.size, encoding };
  }
  return { path, size: (await stat(path)).size };
}

async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, cacheControl: string): Promise<void> {
  const sent = await encodedCopy(req, path);
  res.writeHead(200, {
    ...WEB_SECURITY_HEADERS,
    'content-type': webContentType(path),
    'content-length': String(sent.size),
    'cache-control': cacheControl,
    ...(isCompressible(path) ? { vary: 'Accept-Encoding' } : {}),
    ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sent.path)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * Serves the built web app with the security headers and precompressed copies of `@skiff/sdk/domain`'s
 * web-serving rules; unknown paths get index.html (client-side routes); source maps are refused; no build gives
 * a notice page.
 */
export async function serveWebApp(
  req: IncomingMessage,
  res: ServerResponse,
  webRoot: string | undefined,
  path: string,
): Promise<void> {
  const root = webRoot ? normalize(webRoot) : undefined;
  const index = root ? await fileAt(root, 'index.html') : undefined;
  if (!root || !index) {
    const page = Buffer.from(NOT_BUILT_PAGE);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length) });
    res.end(req.method === 'HEAD' ? undefined : page);
    return;
  }
  if (!isServableWebPath(path)) {
    const page = Buffer.from('Not found');
    res.writeHead(404, { ...WEB_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : page);
    return;
  }
  const file = path === '/' ? undefined : await fileAt(root, path);
  const target = file ?? index;
  await sendFile(req, res, target, webCacheControl(path, target === index));
}
