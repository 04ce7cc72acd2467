import type { Activity, ActivityListParams, PushMessage } from '@skiff/sdk';
import { ACTIVITY_PAGE_SIZE, formatDate, humanAction } from '@skiff/sdk/domain';
import { useState } from 'react';
import { useSession } from '../session/session-context.js';
import { ActivityLog } from './activity-log.js';
import { ErrorAlert } from './error-alert.js';
import { TaskStatusTag } from './state-tag.js';
import { useActivityFollow } from './use-activity-follow.js';
import { usePushReload } from './use-push-reload.js';
import { useResource } from './use-resource.js';

/** What a timeline narrows the platform's activity list to: one cluster or one workspace. */
export type TimelineFilter = Pick<ActivityListParams, 'environmentId' | 'workspaceId'>;

/**
 * A paged activity timeline, newest first (spec 001 section 2: 12 per page with Load More and a refresh; spec 003
 * section 2.10: a cluster's activities), each with its log on demand. Load More asks for the first n pages in one
 * call, so a refresh or a push reload keeps everything shown in step (our choice). `concerns` tells which push
 * messages reload it; the parameter must keep its identity between renders (a useCallback or a module function).
 */
export function ActivityTimeline(props: {
  filter: TimelineFilter;
  concerns: (message: PushMessage & { kind: 'activity' }) => boolean;
}) {
  const { client } = useSession();
  const { environmentId, workspaceId } = props.filter;
  const [pages, setPages] = useState(1);
  const [opened, setOpened] = useState<OpenedActivity>();
  const list = useResource(
    (signal) =>
      client.activities.list(
        { environmentId, workspaceId, pageIndex: 1, pageSize: pages * ACTIVITY_PAGE_SIZE },
        { signal },
      ),
    [client, environmentId, workspaceId, pages],
  );
  usePushReload(list.reload, props.concerns);
  const task = useActivityFollow(opened, list.reload);
  const items = list.data?.items ?? [];

  return (
    <>
      <p className="toolbar">
        <button type="button" onClick={list.reload} disabled={list.loading}>
          Refresh
        </button>
      </p>
      <ErrorAlert error={list.error} />
      <ActivityRows items={list.data ? items : undefined} busy={list.loading} opened={opened} onOpen={setOpened} />
      {(list.data?.total ?? 0) > items.length ? (
        <button type="button" disabled={list.loading} onClick={() => setPages(pages + 1)}>
          Load more
        </button>
      ) : null}
      {task ? <ActivityLog task={task} /> : null}
    </>
  );
}

/** The activity of a row whose log is shown. */
export interface OpenedActivity {
  id: string;
  action: string;
}

/** A list of activities (undefined while loading), or 'No activities yet.' when there is none. */
export function ActivityRows(props: {
  items: readonly Activity[] | undefined;
  busy: boolean;
  opened: OpenedActivity | undefined;
  onOpen(activity: OpenedActivity): void;
}) {
  return (
    <>
      {props.items?.length === 0 ? <p>No activities yet.</p> : null}
      <ul className="rows" aria-label="Activities" aria-busy={props.busy}>
        {(props.items ?? []).map((activity) => (
          <ActivityRow
            key={activity._id}
            activity={activity}
            open={props.opened?.id === activity._id}
            onOpen={() => props.onOpen({ id: activity._id, action: activity.action })}
          />
        ))}
      </ul>
    </>
  );
}

/** One activity of a list: its action, status, when and by whom, and a button that shows its log. */
function ActivityRow({ activity, open, onOpen }: { activity: Activity; open: boolean; onOpen(): void }) {
  const label = humanAction(activity.action);
  return (
    <li className="row">
      <span>
        <strong>{label}</strong> <TaskStatusTag status={activity.status} />{' '}
        <span className="muted">
          {formatDate(activity.createdAt)}
          {activity.createdBy?.email ? ` by ${activity.createdBy.email}` : ''}
        </span>
      </span>
      <button type="button" aria-pressed={open} aria-label={`Show log: ${label}`} onClick={onOpen}>
        Show log
      </button>
    </li>
  );
}
