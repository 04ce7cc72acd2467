import { Agent, request } from 'undici';
import type { HttpClient } from '../transport/http.js';

/** An HttpClient over undici with one keep-alive agent. */
export function undiciHttpClient(agent = new Agent({ keepAliveTimeout: 10_000, connections: 32 })): HttpClient {
  return {
    async send(req) {
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
