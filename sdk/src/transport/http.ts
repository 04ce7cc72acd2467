/** The injected HTTP layer: undici in Node, fetch in the browser. The rest of the SDK sees only this. */

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON text, or encoded bytes (multipart uploads). */
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /**
   * The whole exchange's deadline, body included, for a client that `keepsDeadlines`: past it the request, or the
   * reading of its body, fails with an error whose code is `DEADLINE_EXCEEDED`.
   */
  timeoutMs?: number;
}

/** The code of the error a client that keeps deadlines fails with past `timeoutMs`. */
export const DEADLINE_EXCEEDED = 'DEADLINE_EXCEEDED';

export interface HttpResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  text(): Promise<string>;
}

export interface HttpClient {
  send(request: HttpRequest): Promise<HttpResponse>;
  /** Whether the client ends a request past its `timeoutMs` itself; else the transport aborts it through a signal. */
  keepsDeadlines?: boolean;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** An HttpClient over the standard fetch (browsers, and Node's global fetch). */
export function fetchHttpClient(fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init)): HttpClient {
  return {
    async send(request) {
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        // Uint8Array is a valid fetch body; the DOM typings only narrow its buffer type.
        body: request.body as BodyInit | undefined,
        signal: request.signal,
      });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        headers[key.toLowerCase()] = value;
      });
      return { status: response.status, headers, text: () => response.text() };
    },
  };
}
