import * as z from 'zod';
import { NOTIFICATION_PAGE_SIZE } from '../domain/constants.js';
import type { PageParams } from '../pagination.js';
import { type Notification, notificationSchema } from '../schemas/notification.js';
import { type CallOptions, Resource, seg } from './resource.js';

export interface NewNotificationBody {
  title: string;
  message: string;
  status?: string;
  /** Another user (instance admins only). */
  userId?: string;
}

const anyBody = z.lazy(() => z.unknown());

/** Notifications of the bell: `/v2/notifications`. */
export class Notifications extends Resource {
  /** Lists notifications, 20 a page by default. */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/notifications', notificationSchema, { pageSize: NOTIFICATION_PAGE_SIZE, ...params }, options);
  }

  /** The unread count (from `x-total-unread-count`, else counted on the first page). */
  async unreadCount(options?: CallOptions): Promise<number> {
    const page = await this.list({ pageIndex: 1, pageSize: NOTIFICATION_PAGE_SIZE }, options);
    const header = Number(page.headers['x-total-unread-count']);
    return page.headers['x-total-unread-count'] && Number.isFinite(header)
      ? header
      : page.items.filter((n) => !n.seen).length;
  }

  /** Marks every notification seen (when the drawer closes). */
  async markAllSeen(options?: CallOptions): Promise<void> {
    await this.transport.json('PATCH', '/notifications', anyBody, { ...options, body: { seen: true } });
  }

  /** Stores a notification (for oneself; instance admins may address any `userId`). */
  create(body: NewNotificationBody, options?: CallOptions): Promise<Notification> {
    return this.transport.json('POST', '/notifications', notificationSchema, { ...options, body });
  }

  /** One of the user's notifications. */
  get(notificationId: string, options?: CallOptions): Promise<Notification> {
    return this.transport.json('GET', `/notifications/${seg(notificationId)}`, notificationSchema, options);
  }

  /** Marks one notification seen and/or read. */
  update(
    notificationId: string,
    body: { seen?: boolean; read?: boolean },
    options?: CallOptions,
  ): Promise<Notification> {
    const path = `/notifications/${seg(notificationId)}`;
    return this.transport.json('PATCH', path, notificationSchema, { ...options, body });
  }

  /** Deletes one notification. */
  async delete(notificationId: string, options?: CallOptions): Promise<void> {
    await this.transport.json('DELETE', `/notifications/${seg(notificationId)}`, anyBody, options);
  }

  /** Clear All. */
  async clear(options?: CallOptions): Promise<void> {
    await this.transport.json('DELETE', '/notifications', anyBody, options);
  }
}
