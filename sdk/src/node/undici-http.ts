import type { Agent } from 'undici';
import type { HttpClient } from '../transport/http.js';

/**
 * An HttpClient over undici with one keep-alive agent, for long-lived and busy clients. undici is loaded on the
 * first request, not at import, because loading it costs more than a CLI command's whole start-up budget.
 */
export function undiciHttpClient(options: { connections?: number } = {}): HttpClient {
  type Loaded = { agent: Agent; request: typeof import('undici').request };
  let loading: Promise<Loaded> | undefined;
  /** Set once loaded, so that each later request skips an `await` (sequential calls feel every one). */
  let loaded: Loaded | undefined;
  const load = () =>
    (loading ??= import('undici').then((undici) => {
      loaded = {
        agent: new undici.Agent({ keepAliveTimeout: 10_000, connections: options.connections ?? 32 }),
        request: undici.request,
      };
      return loaded;
    }));
  return {
    async send(req) {
      const { agent, request } = loaded ?? (await load());
      const response = await request(req.url, {
        method: req.method as 'GET',
        headers: req.headers,
        body: req.body,
        signal: req.signal,
        dispatcher: agent,
      });
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      }
      return { status: response.statusCode, headers, text: () => response.body.text() };
    },
  };
}
