/**
 * The proxy settings of the environment, read as undici's EnvHttpProxyAgent reads them (issue 20): `HTTPS_PROXY`
 * for https and wss, `HTTP_PROXY` for http and ws (lower-case names too, which win), and `NO_PROXY`: hosts, domain
 * suffixes (`example.com` and `.example.com` both match sub.example.com), `host:port`, or `*` for none. Loopback is
 * not special: a local emulator behind a proxy setting needs `NO_PROXY=localhost,127.0.0.1`, as with curl.
 */

export interface ProxySettings {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

/** The proxy settings in `env`, or undefined when it names no proxy (then requests go direct). */
export function proxySettings(env: NodeJS.ProcessEnv = process.env): ProxySettings | undefined {
  const httpProxy = env.http_proxy || env.HTTP_PROXY || undefined;
  const httpsProxy = env.https_proxy || env.HTTPS_PROXY || undefined;
  if (!httpProxy && !httpsProxy) return undefined;
  return { httpProxy, httpsProxy: httpsProxy ?? httpProxy, noProxy: env.no_proxy || env.NO_PROXY || undefined };
}

/** The proxy URL that `url` (http, https, ws or wss) goes through, or undefined to go direct. */
export function proxyFor(url: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const settings = proxySettings(env);
  if (!settings) return undefined;
  const target = new URL(url);
  const secure = target.protocol === 'https:' || target.protocol === 'wss:';
  const proxy = secure ? settings.httpsProxy : settings.httpProxy;
  if (!proxy || bypasses(target, secure, settings.noProxy)) return undefined;
  return proxy;
}

function bypasses(target: URL, secure: boolean, noProxy: string | undefined): boolean {
  if (!noProxy) return false;
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = target.port || (secure ? '443' : '80');
  for (const entry of noProxy.split(/[,\s]+/).filter(Boolean)) {
    if (entry === '*') return true;
    const { name, port: entryPort } = noProxyEntry(entry.toLowerCase());
    if (entryPort && entryPort !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return true;
  }
  return false;
}

/** One NO_PROXY entry: `host`, `host:port`, `[v6]:port`, or a bare IPv6 address (several colons, no port). */
function noProxyEntry(entry: string): { name: string; port?: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { name: bracketed[1]!, port: bracketed[2] };
  const hostPort = /^([^:]*):(\d+)$/.exec(entry);
  const [name, port] = hostPort ? [hostPort[1]!, hostPort[2]] : [entry, undefined];
  return { name: name.replace(/^\*?\./, ''), port };
}

/** A proxy URL fit for messages: its user name and password left out. */
export function redactedProxy(proxy: string): string {
  try {
    const url = new URL(proxy);
    url.username = '';
    url.password = '';
    return url.origin;
  } catch {
    return 'the proxy';
  }
}
