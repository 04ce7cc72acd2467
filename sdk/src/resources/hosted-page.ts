import type { z } from 'zod';
import { type Page, PagePromise } from '../pagination.js';
import { hostedListSchema } from '../schemas/drupal-forge.js';
import { parseWith, type Transport } from '../transport/transport.js';
import type { CallOptions } from './resource.js';

/** Paging of the hosted-demo lists: `pageIndex` from 1 and `limit` (default 12), for one user's `email`. */
export interface HostedListParams {
  email: string;
  pageIndex?: number;
  /** Items per page (the contract's `limit`); default 12. */
  pageSize?: number;
}

const HOSTED_DEFAULT_PAGE_SIZE = 12;

/** A page promise over a `{total, applications}` answer, which the generic reader does not know. */
export function hostedPage<T extends z.ZodType>(
  transport: Transport,
  path: string,
  item: T,
  params: HostedListParams,
  options: CallOptions = {},
): PagePromise<z.infer<T>> {
  const schema = hostedListSchema(item);
  const fetchPage = async (p: { pageIndex?: number; pageSize?: number }): Promise<Page<z.infer<T>>> => {
    const pageIndex = p.pageIndex ?? 1;
    const pageSize = p.pageSize ?? HOSTED_DEFAULT_PAGE_SIZE;
    const query = { email: params.email, pageIndex, limit: pageSize };
    const response = await transport.raw('GET', path, { ...options, query });
    const body = parseWith(schema, response.body, `GET ${path}`);
    const items = body.applications as z.infer<T>[];
    const total = body.total ?? items.length;
    const hasNextPage = items.length > 0 && pageIndex * pageSize < total;
    return { items, total, pageIndex, pageSize, hasNextPage, headers: response.headers };
  };
  return PagePromise.from(fetchPage, { pageIndex: params.pageIndex, pageSize: params.pageSize });
}
