import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../context.js';
import type { User } from '../store/users.js';

/** Faults a test asked for on this request (see http/faults.ts). */
export interface RequestFaults {
  /** Long actions started by this request end in ERROR. */
  taskError?: boolean;
  /** The project's git repository token reads as expired (498) on branch sync. */
  repositoryTokenExpired?: boolean;
}

export interface PublicRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  faults: RequestFaults;
  ctx: AppContext;
}

export interface ApiRequest extends PublicRequest {
  user: User;
}

export interface ApiReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Bytes sent as they are instead of `body` as JSON (file downloads); give `content-type` in `headers`. */
  raw?: Buffer;
}

export type Reply = ApiReply | Promise<ApiReply>;

/**
 * A route of one API area; `public` routes skip bearer auth. A `cached` GET route's answer depends only on the
 * database, the signed-in user and the URL (no clock, no in-memory state, no header), so it is kept per user and
 * URL until the next write to the database (http/answer-cache.ts).
 */
export type RouteDef =
  | { method: string; path: string; public: true; handler: (req: PublicRequest) => Reply }
  | { method: string; path: string; public?: false; cached?: true; handler: (req: ApiRequest) => Reply };
