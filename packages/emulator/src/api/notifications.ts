import { isAdmin } from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { searchParam } from '../store/json.js';
import { forbidden } from './access.js';
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
  const fields = flagsOf(req);
  const updated = req.ctx.store.notifications.markAll(req.user._id, {
    seen: fields.seen === true,
    read: fields.read === true,
  });
  if (updated > 0) req.ctx.push.notification(req.user._id);
  return { body: { updated } };
}

function clearAll(req: ApiRequest) {
  const deleted = req.ctx.store.notifications.clear(req.user._id);
  if (deleted > 0) req.ctx.push.notification(req.user._id);
  return { body: { deleted } };
}

function flagsOf(req: ApiRequest): { seen?: boolean; read?: boolean } {
  const body = req.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(['body must be an object']);
  const errors = (['seen', 'read'] as const)
    .filter((key) => body[key] !== undefined && typeof body[key] !== 'boolean')
    .map((key) => `${key} must be a boolean value`);
  if (body.seen === undefined && body.read === undefined) errors.push('seen must be a boolean value');
  if (errors.length) throw badRequest(errors);
  return { seen: body.seen as boolean | undefined, read: body.read as boolean | undefined };
}

function ownNotification(req: ApiRequest) {
  const notification = req.ctx.store.notifications.get(req.params.id!, req.user._id);
  if (!notification) throw notFound('Notification');
  return notification;
}

/**
 * Stores a notification. The spec is silent on who may send: a user may notify themselves, and instance
 * admins may notify any user (`userId`), which is how the platform's own services would use it.
 */
function create(req: ApiRequest) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors: string[] = [];
  if (typeof body.title !== 'string' || !body.title.trim()) errors.push('title should not be empty');
  if (typeof body.message !== 'string' || !body.message.trim()) errors.push('message should not be empty');
  if (body.status !== undefined && typeof body.status !== 'string') errors.push('status must be a string');
  if (body.userId !== undefined && typeof body.userId !== 'string') errors.push('userId must be a string');
  if (errors.length) throw badRequest(errors);
  const userId = (body.userId as string | undefined) ?? req.user._id;
  if (userId !== req.user._id && !isAdmin(req.user)) throw forbidden();
  if (!req.ctx.store.users.findById(userId)) throw notFound('User');
  const id = newId();
  req.ctx.store.notifications.insert({
    id,
    userId,
    title: (body.title as string).trim(),
    message: (body.message as string).trim(),
    status: (body.status as string | undefined) ?? 'INFO',
    createdAt: new Date().toISOString(),
  });
  req.ctx.push.notification(userId);
  return { status: 201, body: req.ctx.store.notifications.get(id, userId) };
}

function updateOne(req: ApiRequest) {
  ownNotification(req);
  const fields = flagsOf(req);
  req.ctx.store.notifications.update(req.params.id!, req.user._id, fields);
  if (fields.seen !== undefined) req.ctx.push.notification(req.user._id);
  return { body: ownNotification(req) };
}

function removeOne(req: ApiRequest) {
  ownNotification(req);
  req.ctx.store.notifications.remove(req.params.id!, req.user._id);
  req.ctx.push.notification(req.user._id);
  return { body: { deleted: 1 } };
}

export const notificationRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/v2/notifications', handler: create },
  { method: 'GET', path: '/api/v2/notifications/:id', handler: (req) => ({ body: ownNotification(req) }) },
  { method: 'PATCH', path: '/api/v2/notifications/:id', handler: updateOne },
  { method: 'DELETE', path: '/api/v2/notifications/:id', handler: removeOne },
  { method: 'GET', path: '/api/v2/notifications', handler: list },
  { method: 'PATCH', path: '/api/v2/notifications', handler: markAll },
  { method: 'DELETE', path: '/api/v2/notifications', handler: clearAll },
];
