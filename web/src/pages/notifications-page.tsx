import { useEffect, useRef } from 'react';
import { PageHeading } from '../components/page-heading.js';
import { useSession } from '../session/session-context.js';
import { NotificationList } from '../shell/notification-list.js';

/**
 * `/notifications` (ours; spec 000 section 1 names notifications an area, section 2 shows them in the bell's
 * drawer): the drawer's list at page width, reached from the drawer's "Open as a page". Leaving the page marks
 * everything seen, as closing the drawer does (spec 000 section 4); the bell follows over the push channel.
 */
export function NotificationsPage() {
  const { client, handleError } = useSession();
  const latest = useRef({ client, handleError });
  latest.current = { client, handleError };
  useEffect(
    () => () => {
      const { client: c, handleError: fail } = latest.current;
      c.notifications.markAllSeen().catch(fail);
    },
    [],
  );
  return (
    <section className="notifications-page" aria-labelledby="page-heading">
      <PageHeading title="Notifications" />
      <NotificationList onChanged={() => undefined} />
    </section>
  );
}
