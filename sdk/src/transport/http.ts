/** The injected HTTP layer: undici in Node, fetch in the browser. The rest of the SDK sees only this. */

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  text(): Promise<string>;
}

export interface HttpClient {
  send(request: HttpRequest): Promise<HttpResponse>;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** An HttpClient over the standard fetch (browsers, and Node's global fetch). */
export function fetchHttpClient(fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init)): HttpClient {
  return {
    async send(request) {
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
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
