import { type Activity, type PushMessage, refId } from '@skiff/sdk';
import { ACTIVITY_PAGE_SIZE, canAbortActivity, formatDate, humanAction, taskStatusTone } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useScannedList } from '../../hooks/use-scanned-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine, fit } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

/** The API lists every activity the user may see; read this many a call while looking for a workspace's own. */
const SCAN_PAGE_SIZE = 100;

interface Props extends ScreenProps {
  title: string;
  workspace: Named;
  /** Only this application's activities (else the whole workspace's). */
  applicationId?: string;
  /** Only this project's activities. */
  projectId?: string;
}

const createdBy = (a: Activity) => cleanLine(a.createdBy?.name ?? a.createdBy?.email) || '-';

/**
 * An activity timeline (12 a page, Load more, newest first) of a workspace or of one application. A task pending or
 * in progress with no update for 5 minutes offers Abort Process (`canAbortActivity`), on `A`.
 */
export function ActivitiesScreen({ title, workspace, applicationId, projectId, ...props }: Props) {
  const { client, now } = useServices();
  const { showError, showInfo } = useNotice();
  const theme = useTheme();
  const { open } = useRouter();
  const keep = useCallback(
    (a: Activity) =>
      refId(a.workspace) === workspace.id &&
      (!applicationId || refId(a.application) === applicationId) &&
      (!projectId || refId(a.project) === projectId),
    [workspace.id, applicationId, projectId],
  );
  // One application's activities come from its own list (GET /applications/{id}/activities), not the feed.
  const readPage = useCallback(
    (pageIndex: number, signal: AbortSignal) =>
      applicationId
        ? client.applications.activitiesOf(applicationId, { pageSize: SCAN_PAGE_SIZE, pageIndex }, { signal })
        : client.activities.list({ pageSize: SCAN_PAGE_SIZE, pageIndex }, { signal }),
    [client, applicationId],
  );
  const source = useScannedList(
    readPage,
    keep,
    ACTIVITY_PAGE_SIZE,
    `${workspace.id}/${applicationId ?? ''}/${projectId ?? ''}`,
  );

  const action = 24;
  const status = 12;
  const who = 20;
  const date = 19;
  const { flex } = flexWidths(props.width, [action, status, who, date]);
  const columns = useMemo<Column<Activity>[]>(
    () => [
      { header: 'Action', width: action, text: (a) => humanAction(cleanLine(a.action)) },
      {
        header: 'Status',
        width: status,
        text: (a) => cleanLine(a.status),
        render: (a, width) => (
          <Text color={theme.tone[taskStatusTone(a.status)]} wrap="truncate">
            {fit(cleanLine(a.status), width)}
          </Text>
        ),
      },
      { header: 'Created by', width: who, secondary: true, text: createdBy },
      { header: 'Updated', width: date, text: (a) => formatDate(a.updatedAt ?? a.createdAt) },
      { header: 'Abort', width: flex, text: (a) => (canAbortActivity(a, now()) ? 'Abort Process (A)' : '') },
    ],
    [flex, theme, now],
  );
  const searchText = useCallback((a: Activity) => `${humanAction(cleanLine(a.action))}\n${cleanLine(a.status)}`, []);
  const isStale = useCallback(
    (m: PushMessage) =>
      m.kind === 'activity' &&
      m.workspace === workspace.id &&
      (!applicationId || m.application === applicationId) &&
      (!projectId || m.project === projectId),
    [workspace.id, applicationId, projectId],
  );

  const showCommand = useShowActionCommand();
  const onCommand = (command: Command, selected: Activity | undefined) => {
    if (command !== 'abort') return false;
    if (!selected) return true;
    if (!canAbortActivity(selected, now())) {
      showInfo('Abort Process is offered after 5 minutes without update.');
      return true;
    }
    showCommand('abort', selected._id);
    client.workspaces.abortActivity(workspace.id, selected._id).then(() => {
      showInfo(`${humanAction(selected.action)} aborted.`);
      source.reload();
    }, showError);
    return true;
  };

  return (
    <ListScreen
      {...props}
      title={title}
      source={source}
      columns={columns}
      keyOf={(a) => a._id}
      searchText={searchText}
      filterPlaceholder="Search activities by action or status"
      isStale={isStale}
      onOpen={(a) =>
        open({
          name: 'activityLog',
          activity: { id: a._id, name: humanAction(cleanLine(a.action)) || a._id },
          inWorkspace: workspace,
        })
      }
      empty="No activities yet."
      scopes={['activities']}
      onCommand={onCommand}
    />
  );
}
