import { ACTIVITY_PAGE_SIZE, refId } from '@skiff/sdk';
import { useCallback, useState } from 'react';
import { ActivityLog } from '../../components/activity-log.js';
import { ActivityRows, type OpenedActivity } from '../../components/activity-timeline.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { useActivityFollow } from '../../components/use-activity-follow.js';
import { usePushReload } from '../../components/use-push-reload.js';
import { useResource } from '../../components/use-resource.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/**
 * How many recent activities are read to find this application's. The platform's activity list has no
 * application filter, so the screen filters the newest ones (our choice; older activities are not listed).
 */
const SCANNED_ACTIVITIES = 500;

/** An application's activities (spec 002 section 2.2), newest first, each with its log on demand. */
export function ActivitiesPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="activities">
      {(screen) => <Activities {...screen} />}
    </ApplicationLayout>
  );
}

function Activities({ ids }: ApplicationScreen) {
  const { client } = useSession();
  const [shown, setShown] = useState(ACTIVITY_PAGE_SIZE);
  const [opened, setOpened] = useState<OpenedActivity>();
  const list = useResource(
    async (signal) => {
      const page = await client.activities.list({ pageIndex: 1, pageSize: SCANNED_ACTIVITIES }, { signal });
      return page.items.filter((a) => refId(a.application) === ids.applicationId);
    },
    [client, ids.applicationId],
  );
  const concerns = useCallback((m: { application?: string | null }) => m.application === ids.applicationId, [ids]);
  usePushReload(list.reload, concerns);
  const task = useActivityFollow(opened, list.reload);
  const items = list.data ?? [];

  return (
    <section aria-labelledby="activities-title">
      <h2 id="activities-title">Activities</h2>
      <ErrorAlert error={list.error} />
      <ActivityRows
        items={list.data ? items.slice(0, shown) : undefined}
        busy={list.loading}
        opened={opened}
        onOpen={setOpened}
      />
      {items.length > shown ? (
        <button type="button" onClick={() => setShown(shown + ACTIVITY_PAGE_SIZE)}>
          Load more
        </button>
      ) : null}
      {task ? <ActivityLog task={task} /> : null}
    </section>
  );
}
