import type { Notification } from '@skiff/sdk';
import { formatDate, NOTIFICATION_PAGE_SIZE, notificationPreview } from '@skiff/sdk/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ConfirmAction } from '../components/confirm-dialog.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useSession } from '../session/session-context.js';

/**
 * The bell with the unread count. The count is refetched on every push `notification` or `activity` message and
 * after a reconnect (push is a hint, REST is the truth). Opening shows the drawer (width 512, spec 000 section 2);
 * closing it (button, Escape, or the bell again) marks everything seen (spec 000 section 4).
 */
export function NotificationBell() {
  const { client, push, handleError } = useSession();
  const [unread, setUnread] = useState<number>();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  const refresh = useCallback(() => {
    client.notifications.unreadCount().then(setUnread, handleError);
  }, [client, handleError]);

  useEffect(refresh, [refresh]);
  useEffect(() => push?.subscribe(refresh), [push, refresh]);

  const close = useCallback(() => {
    setOpen(false);
    client.notifications.markAllSeen().then(refresh, handleError);
    bell.current?.focus();
  }, [client, refresh, handleError]);

  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className="bell">
      <button
        ref={bell}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <BellIcon />
        {unread ? (
          <span className="badge" data-testid="unread-count">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? <NotificationDrawer id={drawerId} onClose={close} onCleared={refresh} /> : null}
    </div>
  );
}

function NotificationDrawer({ id, onClose, onCleared }: { id: string; onClose(): void; onCleared(): void }) {
  const { client, handleError } = useSession();
  const [items, setItems] = useState<Notification[]>();
  const [total, setTotal] = useState(0);
  const [pageIndex, setPageIndex] = useState(1);
  const [error, setError] = useState<unknown>();
  const drawer = useRef<HTMLElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    client.notifications.list({ pageIndex, pageSize: NOTIFICATION_PAGE_SIZE }, { signal: controller.signal }).then(
      (page) => {
        setItems((previous) => (pageIndex === 1 ? page.items : [...(previous ?? []), ...page.items]));
        setTotal(page.total);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        handleError(e);
        setError(e);
      },
    );
    return () => controller.abort();
  }, [client, handleError, pageIndex]);

  useEffect(() => {
    drawer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // Escape in the Clear All question closes the question only.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const clearAll = () =>
    client.notifications.clear().then(() => {
      setItems([]);
      setTotal(0);
      onCleared();
    }, setError);

  return (
    <aside id={id} ref={drawer} tabIndex={-1} className="drawer" aria-labelledby={`${id}-title`}>
      <div className="drawer-head">
        <h2 id={`${id}-title`}>Notifications</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <ErrorAlert error={error} />
      {items === undefined && !error ? <p>Loading…</p> : null}
      {items?.length === 0 ? <p>No notifications.</p> : null}
      <ul className="bell-list" aria-label="Notification list">
        {items?.map((n, i) => (
          <li key={n._id ?? i} className={n.seen ? '' : 'unseen'}>
            <strong>{n.title}</strong>
            {n.seen ? null : <span className="visually-hidden"> (unread)</span>}
            <p>{notificationPreview(n.message)}</p>
            <small>{formatDate(n.createdAt)}</small>
          </li>
        ))}
      </ul>
      <div className="drawer-actions">
        {items && items.length < total ? (
          <button type="button" onClick={() => setPageIndex(pageIndex + 1)}>
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
    </aside>
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
