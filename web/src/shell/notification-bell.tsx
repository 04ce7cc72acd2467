import { formatDate, NOTIFICATION_PREVIEW_LENGTH, type Notification } from '@skiff/sdk';
import { useCallback, useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../components/error-alert.js';
import { useSession } from '../session/session-context.js';

/**
 * The bell with the unread count. The count is refetched on every push `notification` or `activity` message and
 * after a reconnect (push is a hint, REST is the truth). Opening shows the latest notifications; closing marks
 * them seen (spec 000 section 4).
 */
export function NotificationBell() {
  const { client, push, handleError } = useSession();
  const [unread, setUnread] = useState<number>();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const refresh = useCallback(() => {
    client.notifications.unreadCount().then(setUnread, handleError);
  }, [client, handleError]);

  useEffect(refresh, [refresh]);
  useEffect(() => push?.subscribe(refresh), [push, refresh]);

  const toggle = () => {
    if (open) client.notifications.markAllSeen().then(refresh, handleError);
    setOpen(!open);
  };

  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className="bell">
      <button type="button" aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <BellIcon />
        {unread ? (
          <span className="badge" data-testid="unread-count">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel id={panelId} onCleared={refresh} /> : null}
    </div>
  );
}

function NotificationPanel({ id, onCleared }: { id: string; onCleared: () => void }) {
  const { client, handleError } = useSession();
  const [items, setItems] = useState<Notification[]>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    client.notifications.list().then(
      (page) => setItems(page.items),
      (e: unknown) => {
        handleError(e);
        setError(e);
      },
    );
  }, [client, handleError]);

  const clearAll = () =>
    client.notifications.clear().then(() => {
      setItems([]);
      onCleared();
    }, setError);

  return (
    <section id={id} className="bell-panel" aria-label="Notifications">
      <h2>Notifications</h2>
      <ErrorAlert error={error} />
      {items === undefined && !error ? <p>Loading…</p> : null}
      {items?.length === 0 ? <p>No notifications.</p> : null}
      <ul className="bell-list">
        {items?.map((n, i) => (
          <li key={n._id ?? i} className={n.seen ? '' : 'unseen'}>
            <strong>{n.title}</strong>
            <p>{(n.message ?? '').slice(0, NOTIFICATION_PREVIEW_LENGTH)}</p>
            <small>{formatDate(n.createdAt)}</small>
          </li>
        ))}
      </ul>
      {items?.length ? (
        <button type="button" onClick={clearAll}>
          Clear All
        </button>
      ) : null}
    </section>
  );
}

function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" className="icon">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
