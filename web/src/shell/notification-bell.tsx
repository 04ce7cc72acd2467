import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../router/link.js';
import { useSession } from '../session/session-context.js';
import { NotificationList } from './notification-list.js';

/**
 * The bell with the unread count. The count is refetched on every push `notification` or `activity` message and
 * after a reconnect (push is a hint, REST is the truth). Opening shows the drawer (width 512, spec 000 section 2);
 * closing it (button, Escape, the bell again, or its link to `/notifications`) marks everything seen (spec 000
 * section 4). The list itself is `NotificationList`, shared with the page.
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
      {open ? <NotificationDrawer id={drawerId} onClose={close} onChanged={refresh} /> : null}
    </div>
  );
}

function NotificationDrawer({ id, onClose, onChanged }: { id: string; onClose(): void; onChanged(): void }) {
  const drawer = useRef<HTMLElement>(null);

  // Before the drawer is painted (a layout effect), so an Escape pressed as soon as it shows is not lost.
  useLayoutEffect(() => {
    drawer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // Escape in the Clear All question closes the question only.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <aside id={id} ref={drawer} tabIndex={-1} className="drawer" aria-labelledby={`${id}-title`}>
      <div className="drawer-head">
        <h2 id={`${id}-title`}>Notifications</h2>
        <Link to="/notifications" onClick={onClose}>
          Open as a page
        </Link>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <NotificationList onChanged={onChanged} />
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
