import { createReadStream, existsSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import {
  ENCODING_SUFFIX,
  isCompressible,
  isServableWebPath,
  preferredEncoding,
  WEB_SECURITY_HEADERS,
  type WebEncoding,
  webCacheControl,
  webContentType,
} from '@skiff/sdk/domain';

/** The platform's paths (the API and its push channel, webhooks, git-host linking, the login provider, discovery). */
const PROXIED = ['/api/', '/webhooks/', '/auth/', '/cognito', '/.well-known/'];
export function isProxied(path: string): boolean {
  return PROXIED.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/** The file under `root` that `urlPath` names, or undefined when it escapes `root` or is not a file. */
export function staticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The precompressed copy of `file` the request accepts (the build writes them beside each text file). */
function encodedCopy(req: IncomingMessage, file: string): { path: string; encoding?: WebEncoding } {
  const encoding = isCompressible(file) ? preferredEncoding(req.headers['accept-encoding']?.toString()) : undefined;
  if (encoding && existsSync(`${file}${ENCODING_SUFFIX[encoding]}`)) {
    return { path: `${file}${ENCODING_SUFFIX[encoding]}`, encoding };
  }
  return { path: file };
}

function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const url = req.url ?? '/';
  const path = url.split('?')[0] ?? '/';
  // Client-side routes (no file extension) get the app's index.html; source maps and the precompressed copies'
  // own names are not served.
  const index = join(root, 'index.html');
  const found = isServableWebPath(path) ? staticFile(root, url) : undefined;
  const file = found ?? (extname(path) ? undefined : index);
  if (!file) {
    res.writeHead(404, { ...WEB_SECURITY_HEADERS, 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const sent = encodedCopy(req, file);
  res.writeHead(200, {
    ...WEB_SECURITY_HEADERS,
    'content-type': webContentType(file),
    'content-length': String(statSync(sent.path).size),
    'cache-control': webCacheControl(path, file === index),
    ...(isCompressible(file) ? { vary: 'Accept-Encoding' } : {}),
    ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(sent.path).pipe(res);
}

const DISCOVERY_PATH = '/.well-known/skiff.json';

/** The discovery document names the origin's login endpoint; the browser must use this server's instead. */
function rewriteDiscovery(answer: IncomingMessage, res: ServerResponse, target: URL, local: string): void {
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8').split(target.origin).join(local);
    const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(text)) };
    res.writeHead(answer.statusCode ?? 502, headers).end(text);
  });
}

function proxyRequest(target: URL, req: IncomingMessage, res: ServerResponse): void {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const discovery = (req.url ?? '').split('?')[0] === DISCOVERY_PATH;
  const headers = { ...req.headers, host: target.host };
  if (discovery) delete headers['accept-encoding'];
  const upstream = send(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
    if (discovery) {
      rewriteDiscovery(answer, res, target, `http://${req.headers.host ?? '127.0.0.1'}`);
      return;
    }
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, message: `Cannot reach ${target.origin}.` }));
  });
  req.pipe(upstream);
}

/** Forwards a websocket upgrade byte for byte: the request head is replayed to the origin, then both pipes join. */
function proxyUpgrade(target: URL, req: IncomingMessage, client: Duplex, head: Buffer): void {
  const secure = target.protocol === 'https:';
  const port = Number(target.port) || (secure ? 443 : 80);
  const upstream: Socket = secure
    ? tlsConnect({ host: target.hostname, port, servername: target.hostname })
    : netConnect({ host: target.hostname, port });
  upstream.on(secure ? 'secureConnect' : 'connect', () => {
    const headers = { ...req.headers, host: target.host };
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (const [name, value] of Object.entries(headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) lines.push(`${name}: ${one}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(client).pipe(upstream);
  });
  const end = () => {
    upstream.destroy();
    client.destroy();
  };
  upstream.on('error', end);
  client.on('error', end);
}

/** A loopback server for the built web app that forwards the platform's paths to `origin`. */
export function createWebServer(root: string, origin: string): Server {
  const target = new URL(origin);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (isProxied(path)) proxyRequest(target, req, res);
    else serveStatic(root, req, res);
  });
  server.on('upgrade', (req, socket, head) => {
    if (isProxied((req.url ?? '').split('?')[0] ?? '')) proxyUpgrade(target, req, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}
