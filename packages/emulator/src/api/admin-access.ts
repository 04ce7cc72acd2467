import { isAdmin, isInstanceOwner } from '../domain.js';
import { badRequest } from '../http/errors.js';
import { searchParam } from '../store/json.js';
import { forbidden } from './access.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest } from './types.js';

/** Instance-level pages (members, clusters, cloud accounts, hosted zones): instance owner or admin (spec 003 6). */
export function requireAdmin(req: ApiRequest): void {
  if (!isAdmin(req.user)) throw forbidden();
}

export function requireInstanceOwner(req: ApiRequest): void {
  if (!isInstanceOwner(req.user)) throw forbidden();
}

/** The JSON body as an object (400 otherwise). */
export function bodyOf(req: ApiRequest): Record<string, unknown> {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(['body must be an object']);
  return body as Record<string, unknown>;
}

/** A trimmed non-empty string field, or undefined. */
export function text(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Throws the NestJS 400 listing every failed field when there is any. */
export function failIfAny(errors: string[]): void {
  if (errors.length) throw badRequest(errors);
}

/** Paging and search of a list request. */
export function listQuery(req: ApiRequest, defaultSize?: number) {
  return { ...pagingOf(req.query, defaultSize), search: searchParam(req.query.get('search') ?? undefined) };
}

export { pageReply };
