import type { NotificationAnswer } from './answer-types.js';
import type { Db } from './database.js';

interface NotificationRow {
  id: string;
  user_id: string;
  title: string;
  message: string;
  status: string;
  seen: number;
  read: number;
  created_at: string;
}

export interface NewNotification {
  id: string;
  userId: string;
  title: string;
  message: string;
  status: string;
  createdAt: string;
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

/** A notification as the API answers it: every field of the SDK's schema (spec 000 and 003 section 3). */
function toNotification(row: NotificationRow): NotificationAnswer {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    seen: row.seen === 1,
    read: row.read === 1,
    // New until the drawer has shown it (the bell's unread count is the number of new ones).
    isNew: row.seen === 0,
  };
}

const FILTER = `user_id = @userId
  AND (@search IS NULL OR instr(lower(title), @search) > 0 OR instr(lower(message), @search) > 0)`;

export function createNotificationStore(db: Db) {
  type Filter = { userId: string; search: string | null };
  const page = db.prepare<[Filter & { limit: number; offset: number }], NotificationRow>(
    `SELECT * FROM notifications WHERE ${FILTER} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[Filter], number>(`SELECT count(*) FROM notifications WHERE ${FILTER}`).pluck();
  const unread = db
    .prepare<[string], number>('SELECT count(*) FROM notifications WHERE user_id = ? AND seen = 0')
    .pluck();
  const insert = db.prepare(
    `INSERT INTO notifications (id, user_id, title, message, status, seen, read, created_at)
     VALUES (@id, @userId, @title, @message, @status, 0, 0, @createdAt)`,
  );
  const markSeen = db.prepare('UPDATE notifications SET seen = 1 WHERE user_id = ? AND seen = 0');
  const markRead = db.prepare('UPDATE notifications SET read = 1 WHERE user_id = ? AND read = 0');
  const clear = db.prepare('DELETE FROM notifications WHERE user_id = ?');
  const byId = db.prepare<[string, string], NotificationRow>(
    'SELECT * FROM notifications WHERE id = ? AND user_id = ?',
  );
  const removeOne = db.prepare('DELETE FROM notifications WHERE id = ? AND user_id = ?');
  const setOne = db.prepare(
    'UPDATE notifications SET seen = coalesce(@seen, seen), read = coalesce(@read, read) WHERE id = @id AND user_id = @userId',
  );

  return {
    list(filter: Filter, limit: number, offset: number) {
      return { items: page.all({ ...filter, limit, offset }).map(toNotification), total: count.get(filter) ?? 0 };
    },
    /** Unread means not yet seen: the bell's badge, cleared when the drawer closes. */
    unreadCount(userId: string): number {
      return unread.get(userId) ?? 0;
    },
    insert(notification: NewNotification): void {
      insert.run(notification);
    },
    markAll(userId: string, fields: { seen?: boolean; read?: boolean }): number {
      let changed = 0;
      if (fields.seen) changed = Math.max(changed, markSeen.run(userId).changes);
      if (fields.read) changed = Math.max(changed, markRead.run(userId).changes);
      return changed;
    },
    clear(userId: string): number {
      return clear.run(userId).changes;
    },
    /** One of the user's notifications (another user's reads as missing). */
    get(id: string, userId: string): Record<string, unknown> | undefined {
      const row = byId.get(id, userId);
      return row && toNotification(row);
    },
    remove(id: string, userId: string): boolean {
      return removeOne.run(id, userId).changes > 0;
    },
    update(id: string, userId: string, fields: { seen?: boolean; read?: boolean }): boolean {
      const bit = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);
      return setOne.run({ id, userId, seen: bit(fields.seen), read: bit(fields.read) }).changes > 0;
    },
  };
}
