import type { Activity, PushMessage } from '@skiff/sdk';
import { ACTIVITY_PAGE_SIZE } from '@skiff/sdk/domain';
import { useState } from 'react';
import { useSession } from '../session/session-context.js';
import { ActivityLog } from './activity-log.js';
import { ActivityRows, type OpenedActivity, type TimelineFilter } from './activity-timeline.js';
import { ErrorAlert } from './error-alert.js';
import { useActivityFollow } from './use-activity-follow.js';
import { usePushReload } from './use-push-reload.js';
import { useResource } from './use-resource.js';

/**
 * How many recent activities are read to find one application's or project's. The platform's activity list has no
 * such filter, so the screen filters the newest ones (our choice; older activities are not listed).
 */
const SCANNED_ACTIVITIES = 500;

/**
 * The newest activities (narrowed by `filter` where the platform can) that `keep` accepts, 12 more per Load more,
 * each with its log on demand; reloaded on the push messages `concerns` accepts. `keep` and `concerns` must keep
 * their identity between renders (useCallback).
 */
export function ScannedActivities(props: {
  filter?: TimelineFilter;
  keep(activity: Activity): boolean;
  concerns(message: PushMessage & { kind: 'activity' }): boolean;
}) {
  const { client } = useSession();
  const { keep, filter } = props;
  const [shown, setShown] = useState(ACTIVITY_PAGE_SIZE);
  const [opened, setOpened] = useState<OpenedActivity>();
  const list = useResource(
    async (signal) => {
      const page = await client.activities.list({ ...filter, pageIndex: 1, pageSize: SCANNED_ACTIVITIES }, { signal });
      return page.items.filter(keep);
    },
    [client, keep, filter?.workspaceId, filter?.environmentId],
  );
  usePushReload(list.reload, props.concerns);
  const task = useActivityFollow(opened, list.reload);
  const items = list.data ?? [];
  return (
    <>
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
    </>
  );
}
