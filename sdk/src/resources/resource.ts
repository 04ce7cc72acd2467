import type { Page, PageParams } from '../pagination.js';
import { PagePromise, readPage } from '../pagination.js';
import type { Parser, RequestOptions, Transport } from '../transport/transport.js';

/** Encodes one path segment; every id and name in a path goes through here. */
export function seg(value: string): string {
  return encodeURIComponent(value);
}

/** Base of every resource class: short methods over the one transport. */
export abstract class Resource {
  constructor(protected readonly transport: Transport) {}

  /** A paged list call returning a PagePromise. */
  protected paged<T>(
    path: string,
    parser: Parser<T>,
    params: PageParams & Record<string, unknown>,
    options: RequestOptions = {},
  ): PagePromise<T> {
    const fetchPage = async (pageParams: PageParams): Promise<Page<T>> => {
      const query = { ...options.query, ...(pageParams as RequestOptions['query']) };
      const response = await this.transport.raw('GET', path, { ...options, query });
      return readPage(response, parser, pageParams, `GET ${path}`);
    };
    return PagePromise.from(fetchPage, params);
  }
}

/** Per-call options accepted by every method. */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;
