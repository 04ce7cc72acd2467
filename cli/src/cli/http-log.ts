import type { HttpClient } from '@skiff/sdk';
import { redactBody, redactHeaders, redactUrl } from './redact.js';

export interface HttpLogOptions {
  /** `SKIFF_DEBUG=1`: the request's headers and JSON body too, redacted. */
  debug: boolean;
  /** Milliseconds since an arbitrary origin (a test passes a fake clock). */
  now?: () => number;
}

/** The reason an attempt failed, in a few words (no stack, no request data). */
function failureReason(error: unknown): string {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.cause?.code ?? (error as { code?: string }).code;
  if (code) return code;
  return error instanceof Error ? error.name : 'failed';
}

/**
 * Wraps an HttpClient so that each request is logged on one line when its answer's headers arrive:
 * `HTTP GET /api/v2/workspaces?pageIndex=1 -> 200 (12 ms)`. Tokens, passwords and keys never reach the log:
 * see redact.ts. Every request of a command goes through here (API, login provider, refresh), so every one shows.
 */
export function loggedHttpClient(
  inner: HttpClient,
  write: (line: string) => void,
  options: HttpLogOptions,
): HttpClient {
  const now = options.now ?? (() => performance.now());
  return {
    async send(request) {
      const target = `${request.method} ${redactUrl(request.url)}`;
      if (options.debug) {
        write(`HTTP > ${target} ${JSON.stringify(redactHeaders(request.headers))}`);
        const body = redactBody(request.body);
        if (body !== undefined) write(`HTTP > body ${body}`);
      }
      const started = now();
      const elapsed = () => `${Math.round(now() - started)} ms`;
      try {
        const response = await inner.send(request);
        write(`HTTP ${target} -> ${response.status} (${elapsed()})`);
        return response;
      } catch (error) {
        write(`HTTP ${target} -> ${failureReason(error)} (${elapsed()})`);
        throw error;
      }
    },
  };
}
