import { badRequest } from '../http/errors.js';
import { searchParam } from '../store/json.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

function list(req: ApiRequest) {
  const { store } = req.ctx;
  const { limit, offset } = pagingOf(req.query);
  const page = store.notifications.list(
    { userId: req.user._id, search: searchParam(req.query.get('search') ?? undefined) },
    limit,
    offset,
  );
  const unread = store.notifications.unreadCount(req.user._id);
  return pageReply(page, { body: { totalUnread: unread }, headers: { 'x-total-unread-count': String(unread) } });
}

function markAll(req: ApiRequest) {
  const body = req.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(['body must be an object']);
  const errors = (['seen', 'read'] as const)
    .filter((key) => body[key] !== undefined && typeof body[key] !== 'boolean')
    .map((key) => `${key} must be a boolean value`);
  if (body.seen === undefined && body.read === undefined) errors.push('seen must be a boolean value');
  if (errors.length) throw badRequest(errors);
  const updated = req.ctx.store.notifications.markAll(req.user._id, {
    seen: body.seen === true,
    read: body.read === true,
  });
  if (updated > 0) req.ctx.push.notification(req.user._id);
  return { body: { updated } };
}

function clearAll(req: ApiRequest) {
  const deleted = req.ctx.store.notifications.clear(req.user._id);
  if (deleted > 0) req.ctx.push.notification(req.user._id);
  return { body: { deleted } };
}

export const notificationRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/notifications', handler: list },
  { method: 'PATCH', path: '/api/v2/notifications', handler: markAll },
  { method: 'DELETE', path: '/api/v2/notifications', handler: clearAll },
];
