/** An SDK HttpClient that passes every exchange through and keeps a copy for the contract check. */
import type { HttpClient, HttpRequest } from '@skiff/sdk';

export interface Exchange {
  /** The operation the driver was calling when this request went out. */
  calling: string;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: string | Uint8Array;
  status: number;
  responseHeaders: Record<string, string>;
  responseText: string;
}

export function recordingHttp(inner: HttpClient, exchanges: Exchange[], calling: () => string): HttpClient {
  return {
    keepsDeadlines: inner.keepsDeadlines,
    async send(request: HttpRequest) {
      const response = await inner.send(request);
      const responseText = await response.text();
      exchanges.push({
        calling: calling(),
        method: request.method,
        url: request.url,
        requestHeaders: request.headers,
        requestBody: request.body,
        status: response.status,
        responseHeaders: response.headers,
        responseText,
      });
      return { ...response, text: async () => responseText };
    },
  };
}
