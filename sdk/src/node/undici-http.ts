import type { Dispatcher } from 'undici';
import { bodyTooLarge, deadlineExceeded, type HttpClient, type HttpResponse } from '../transport/http.js';
import { proxySettings } from './proxy-env.js';

/**
 * An HttpClient over undici with one keep-alive agent, for long-lived and busy clients. undici is loaded on the
 * first request, not at import, because loading it costs more than a CLI command's whole start-up budget.
 */
export function undiciHttpClient(options: { connections?: number; env?: NodeJS.ProcessEnv } = {}): HttpClient {
  type Loaded = { agent: Dispatcher; request: typeof import('undici').request };
  let loading: Promise<Loaded> | undefined;
  /** Set once loaded, so that each later request skips an `await` (sequential calls feel every one). */
  let loaded: Loaded | undefined;
  const load = () =>
    (loading ??= import('undici').then((undici) => {
      const agentOptions = { keepAliveTimeout: 10_000, connections: options.connections ?? 32 };
      // HTTPS_PROXY / HTTP_PROXY / NO_PROXY (see proxy-env.ts): undici's own proxy agent, which reads them alike.
      const proxies = proxySettings(options.env ?? process.env);
      loaded = {
        agent: proxies ? new undici.EnvHttpProxyAgent({ ...agentOptions, ...proxies }) : new undici.Agent(agentOptions),
        request: undici.request,
      };
      return loaded;
    }));
  // Not an async function: each promise layer is felt by sequential calls (scripts/bench-api.mjs).
  const send: HttpClient['send'] = (req) => {
    if (!loaded) return load().then(() => send(req));
    const started = performance.now();
    const { agent, request } = loaded;
    // The agent's own request() takes origin and path as they are; undici's top-level request(url) parses the URL and
    // copies the options first, which cost a quarter of a sequential GET's client time (scripts/bench-api.mjs).
    const cut = plainPathStart(req.url);
    const options = {
      origin: cut > 0 ? req.url.slice(0, cut) : undefined,
      path: cut > 0 ? req.url.slice(cut) : undefined,
      method: req.method as 'GET',
      headers: req.headers,
      body: req.body,
      signal: req.signal,
      headersTimeout: req.timeoutMs,
      // The same value as headersTimeout: undici then refreshes one timer of the connection's parser from headers
      // to body instead of replacing it by a new one (a timer less per request). As an idle time between chunks it
      // never ends a body before the deadline watched in `answer`, started earlier.
      bodyTimeout: req.timeoutMs,
    };
    let sent: ReturnType<typeof request>;
    try {
      // Any other URL goes through undici's parser, as it always did (origin and path undefined: it sets them).
      sent =
        cut > 0
          ? agent.request(options as Dispatcher.RequestOptions)
          : request(req.url, { ...options, dispatcher: agent } as Parameters<typeof request>[1]);
    } catch (error) {
      return Promise.reject(error);
    }
    return sent.then((response) => answer(response, started, req.timeoutMs), failed);
  };
  // undici's own headers timeout, then a timer over the body: no AbortController per request.
  return { keepsDeadlines: true, send };
}

/** An http(s) origin of a host name or address and an optional port, nothing else (no user name, no password). */
const PLAIN_ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/;
/**
 * A path and query the URL parser would keep as they are: characters that need no percent-encoding in either (the
 * SDK's paths are made of encodeURIComponent segments and URLSearchParams queries) and no `.` segment to resolve.
 */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;
const DOT_SEGMENT = /\/\.|%2e/i;

/** Where the path of `url` starts when the URL is plain enough to need no URL parser; -1 otherwise. */
function plainPathStart(url: string): number {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  if (slash < 0 || !PLAIN_ORIGIN.test(url.slice(0, slash))) return -1;
  const path = url.slice(slash);
  return PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path) ? slash : -1;
}

/** An undici response as the transport wants it. */
function answer(
  response: Dispatcher.ResponseData<unknown>,
  started: number,
  timeoutMs: number | undefined,
): HttpResponse {
  const headers = joinedHeaders(response.headers);
  const { body } = response;
  const length = Number(headers['content-length']);
  const read = (maxBytes?: number): Promise<string> => {
    // A declared length within the limit is read whole (undici fails a body longer than its content-length):
    // the chunk-by-chunk count costs an async iterator per answer, a tenth of a sequential GET's time.
    if (maxBytes === undefined || length <= maxBytes) return body.text();
    if (length > maxBytes) {
      body.destroy();
      return Promise.reject(bodyTooLarge(maxBytes));
    }
    return readCounting(body, maxBytes);
  };
  const text = (maxBytes?: number) => {
    if (timeoutMs === undefined) return read(maxBytes);
    const unwatch = bodyDeadlines.watch(started + timeoutMs, () => body.destroy(deadlineExceeded()));
    // then(ok, failed) rather than finally: two promises less per answer.
    return read(maxBytes).then(
      (text) => {
        unwatch();
        return text;
      },
      (error) => {
        unwatch();
        throw isTimeout(error) ? deadlineExceeded(error) : error;
      },
    );
  };
  return { status: response.statusCode, headers, text };
}

/** undici's own headers or body timeout is this client's deadline. */
function isTimeout(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}

function failed(error: unknown): never {
  throw isTimeout(error) ? deadlineExceeded(error) : error;
}

/**
 * The answer's headers as the transport wants them: undici's own object (its names already lower-cased, see its
 * `parseHeaders`), a repeated header's values joined in place: no second object per answer on the hot request path
 * (scripts/bench-api.mjs).
 */
function joinedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  for (const key in headers) {
    const value = headers[key];
    if (typeof value === 'string') continue;
    if (value === undefined) delete headers[key];
    else headers[key] = value.join(', ');
  }
  return headers as Record<string, string>;
}

/** A body of undeclared length read up to `maxBytes`, counted chunk by chunk. */
async function readCounting(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      body.destroy();
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The deadlines of the bodies being read, kept by one timer for them all: a timer of its own per answer (armed and
 * cleared around every body, each with another duration, so each a new list in Node's timers) cost about a tenth of
 * the client's CPU time of a sequential GET (scripts/bench-api.mjs). The timer is armed for the earliest deadline and
 * is unref'd: an answer being read keeps the process alive by its socket, a finished one must not by its deadline.
 */
class BodyDeadlines {
  private readonly watched = new Set<{ at: number; expire: () => void }>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private armedAt = Number.POSITIVE_INFINITY;

  /** Calls `expire` once `performance.now()` passes `at`, unless the returned function is called first. */
  watch(at: number, expire: () => void): () => void {
    const entry = { at, expire };
    this.watched.add(entry);
    if (at < this.armedAt) this.arm(at);
    return () => {
      this.watched.delete(entry);
    };
  }

  private arm(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.armedAt = at;
    this.timer = setTimeout(() => this.sweep(), Math.max(0, Math.ceil(at - performance.now())));
    this.timer.unref?.();
  }

  private sweep(): void {
    this.timer = undefined;
    this.armedAt = Number.POSITIVE_INFINITY;
    const now = performance.now();
    let next = Number.POSITIVE_INFINITY;
    for (const entry of this.watched) {
      if (entry.at <= now) {
        this.watched.delete(entry);
        entry.expire();
      } else next = Math.min(next, entry.at);
    }
    if (next !== Number.POSITIVE_INFINITY) this.arm(next);
  }
}

const bodyDeadlines = new BodyDeadlines();
