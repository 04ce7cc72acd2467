import type { Dispatcher } from 'undici';
import { bodyTooLarge, DEADLINE_EXCEEDED, type HttpClient } from '../transport/http.js';
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
  return {
    // undici's own headers timeout, then a timer over the body: no AbortController per request.
    keepsDeadlines: true,
    async send(req) {
      const started = performance.now();
      const { agent, request } = loaded ?? (await load());
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(req.url, {
          method: req.method as 'GET',
          headers: req.headers,
          body: req.body,
          signal: req.signal,
          dispatcher: agent,
          headersTimeout: req.timeoutMs,
        });
      } catch (error) {
        if ((error as { code?: string })?.code === 'UND_ERR_HEADERS_TIMEOUT') throw deadlineExceeded(error);
        throw error;
      }
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
        if (req.timeoutMs === undefined) return read(maxBytes);
        const unwatch = bodyDeadlines.watch(started + req.timeoutMs, () => body.destroy(deadlineExceeded()));
        return read(maxBytes).finally(unwatch);
      };
      return { status: response.statusCode, headers, text };
    },
  };
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

function deadlineExceeded(cause?: unknown): Error {
  return Object.assign(new Error('the deadline passed', { cause }), { code: DEADLINE_EXCEEDED });
}
