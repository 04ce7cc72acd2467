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
 * Activities asked for a request while looking for one project's or tag's (an application's have their own list,
 * `GET /applications/{id}/activities`). The platform's activity list has no such filter (contract: `GET /activities`
 * takes search, pageIndex and pageSize), so the pages are read
 * in order, newest first, until one more than is shown has been found or the list ends (the SDK's page iterator,
 * whose PagingGuard stops a list that never ends): an old activity is found, not cut off at a fixed count.
 */
const SCAN_PAGE_SIZE = 100;

/**
 * The newest activities (narrowed by `filter` where the platform can) that `keep` accepts, 12 more per Load more,
 * each with its log on demand; reloaded on the push messages `concerns` accepts. `keep` and `concerns` must keep
 * their identity between renders (useCallback).
 */
export function ScannedActivities(props: {
  filter?: TimelineFilter;
  /** One application's activities: its own list (GET /applications/{id}/activities), not the feed scanned. */
  applicationId?: string;
  keep(activity: Activity): boolean;
  concerns(message: PushMessage & { kind: 'activity' }): boolean;
}) {
  const { client } = useSession();
  const { keep, filter, applicationId } = props;
  const [shown, setShown] = useState(ACTIVITY_PAGE_SIZE);
  const [opened, setOpened] = useState<OpenedActivity>();
  const list = useResource(
    async (signal) => {
      const kept: Activity[] = [];
      const paging = { pageSize: SCAN_PAGE_SIZE };
      const activities = applicationId
        ? client.applications.activitiesOf(applicationId, paging, { signal })
        : client.activities.list({ ...filter, ...paging }, { signal });
      for await (const activity of activities) {
        if (keep(activity)) kept.push(activity);
        // One beyond what is shown tells whether Load more has something to add.
        if (kept.length > shown) break;
      }
      return kept;
    },
    [client, keep, shown, filter?.workspaceId, filter?.environmentId, applicationId],
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
