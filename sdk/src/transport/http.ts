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

/** The error a client that keeps deadlines fails with past `timeoutMs`. */
export function deadlineExceeded(cause?: unknown): Error {
  return Object.assign(new Error('the deadline passed', { cause }), { code: DEADLINE_EXCEEDED });
}

/** The code of the error `text(maxBytes)` fails with when the body is longer. */
export const BODY_TOO_LARGE = 'BODY_TOO_LARGE';

export function bodyTooLarge(maxBytes: number): Error {
  return Object.assign(new Error(`the answer is longer than ${maxBytes} bytes`), { code: BODY_TOO_LARGE });
}

/**
 * Reads a web stream of bytes as UTF-8 text, stopping with a BODY_TOO_LARGE error past `maxBytes` (the stream is
 * cancelled, so the connection stops delivering).
 */
async function readTextUpTo(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!stream) return '';
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw bodyTooLarge(maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
}

export interface HttpResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /**
   * The body as text. With `maxBytes`, a body longer than that is not read to its end: the reading stops and
   * fails with an error whose code is `BODY_TOO_LARGE` (an endless body must not fill the memory).
   */
  text(maxBytes?: number): Promise<string>;
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
      const length = Number(headers['content-length']);
      const text = (maxBytes?: number) => {
        if (maxBytes === undefined) return response.text();
        if (length > maxBytes) {
          response.body?.cancel().catch(() => {});
          return Promise.reject(bodyTooLarge(maxBytes));
        }
        return readTextUpTo(response.body, maxBytes);
      };
      return { status: response.status, headers, text };
    },
  };
}
