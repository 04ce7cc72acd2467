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
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      }
      const { body } = response;
      const length = Number(headers['content-length']);
      const read = async (maxBytes?: number): Promise<string> => {
        // A declared length within the limit is read whole (undici fails a body longer than its content-length):
        // the chunk-by-chunk count below costs an async iterator per answer, a tenth of a sequential GET's time.
        if (maxBytes === undefined || length <= maxBytes) return body.text();
        if (length > maxBytes) {
          body.destroy();
          throw bodyTooLarge(maxBytes);
        }
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
      };
      const text = (maxBytes?: number) => {
        if (req.timeoutMs === undefined) return read(maxBytes);
        const left = Math.max(0, req.timeoutMs - (performance.now() - started));
        const timer = setTimeout(() => body.destroy(deadlineExceeded()), left);
        return read(maxBytes).finally(() => clearTimeout(timer));
      };
      return { status: response.statusCode, headers, text };
    },
  };
}

function deadlineExceeded(cause?: unknown): Error {
  return Object.assign(new Error('the deadline passed', { cause }), { code: DEADLINE_EXCEEDED });
}
