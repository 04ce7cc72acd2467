import type { Notification } from '@skiff/sdk';
import { formatDate, NOTIFICATION_PAGE_SIZE, notificationPreview } from '@skiff/sdk/domain';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmAction } from '../components/confirm-dialog.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useSession } from '../session/session-context.js';

/**
 * The notifications of the drawer and of `/notifications` (spec 000 section 2): 20 a page with Load more, Clear All
 * after a yes/no question, Mark read on each unread one (the SDK's `notifications.update`, as `skiff notifications
 * read ID`). New ones (not seen yet) carry a dot. The list follows the push channel: a `notification` message (or a
 * reconnect) reloads every page shown in one call, so what is on screen stays the server's truth. `onChanged` runs
 * after Mark read and Clear All, for the bell's count.
 */
export function NotificationList({ onChanged }: { onChanged(): void }) {
  const { client, push, handleError } = useSession();
  const [items, setItems] = useState<Notification[]>();
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(1);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<unknown>();

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(
    () => push?.subscribe(reload, (message) => message.kind === 'notification' || message.kind === 'resync'),
    [push, reload],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for the same pages again (a push reload)
  useEffect(() => {
    const controller = new AbortController();
    const pageSize = NOTIFICATION_PAGE_SIZE * pages;
    client.notifications.list({ pageIndex: 1, pageSize }, { signal: controller.signal }).then(
      (page) => {
        setItems(page.items);
        setTotal(page.total);
        setError(undefined);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        handleError(e);
        setError(e);
      },
    );
    return () => controller.abort();
  }, [client, handleError, pages, version]);

  const markRead = (id: string) =>
    client.notifications.update(id, { seen: true, read: true }).then(() => {
      setItems((shown) => shown?.map((n) => (n._id === id ? { ...n, seen: true, read: true } : n)));
      onChanged();
    }, setError);

  const clearAll = () =>
    client.notifications.clear().then(() => {
      setItems([]);
      setTotal(0);
      onChanged();
    }, setError);

  return (
    <>
      <ErrorAlert error={error} />
      {items === undefined && !error ? <p>Loading…</p> : null}
      {items?.length === 0 ? <p>No notifications.</p> : null}
      <ul className="bell-list" aria-label="Notification list">
        {items?.map((n, i) => (
          <li key={n._id ?? i} className={`${n.seen ? '' : 'unseen'} ${n.read ? 'read' : ''}`.trim() || undefined}>
            <div className="bell-item-head">
              <strong>{n.title}</strong>
              {n.read ? null : <span className="visually-hidden"> (unread)</span>}
              {n.read || !n._id ? null : (
                <button type="button" className="link-button" onClick={() => markRead(n._id ?? '')}>
                  Mark read<span className="visually-hidden"> {n.title}</span>
                </button>
              )}
            </div>
            <p>{notificationPreview(n.message)}</p>
            <small>{formatDate(n.createdAt)}</small>
          </li>
        ))}
      </ul>
      <div className="drawer-actions">
        {items && items.length < total ? (
          <button type="button" onClick={() => setPages(pages + 1)}>
            Load more
          </button>
        ) : null}
        {items?.length ? (
          <ConfirmAction
            label="Clear All"
            confirm={{
              title: 'Clear all notifications?',
              message: 'Every notification is deleted, read or not. This cannot be undone.',
              confirmLabel: 'Clear All',
            }}
            onConfirm={clearAll}
          />
        ) : null}
      </div>
    </>
  );
}
