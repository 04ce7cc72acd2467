import type { Notification } from '@skiff/sdk';
import { formatDate, NOTIFICATION_PAGE_SIZE, notificationPreview, taskStatusTone } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ConfirmPrompt } from '../../components/confirm-prompt.js';
import type { Column } from '../../components/data-table.js';
import { useNotice } from '../../contexts/notice-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useUnread } from '../../contexts/unread-context.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { type Grown, useGrowingList } from '../../hooks/use-growing-list.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { cleanLine, fit } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

const preview = (n: Notification) => cleanLine(notificationPreview(n.message));

/**
 * The notifications drawer: 20 a page with Load more, Clear All (asks first), the selected one's preview (cut at
 * 180 characters) below the list; closing it marks them all seen, and the bell follows.
 */
export function NotificationsScreen(props: ScreenProps) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const unread = useUnread();
  const theme = useTheme();
  const confirm = useConfirm();
  useKeyLayer(confirm.layer, props.active);

  const loadUpTo = useCallback(
    async (limit: number, signal: AbortSignal): Promise<Grown<Notification>> => {
      const items: Notification[] = [];
      let hasMore = false;
      for (let pageIndex = 1; items.length < limit; pageIndex++) {
        const page = await client.notifications.list({ pageIndex, pageSize: NOTIFICATION_PAGE_SIZE }, { signal });
        items.push(...page.items);
        hasMore = page.hasNextPage;
        if (!hasMore) break;
      }
      return { items, hasMore };
    },
    [client],
  );
  const source = useGrowingList(loadUpTo, NOTIFICATION_PAGE_SIZE, 'notifications');

  // Closing the drawer (leaving the screen, or quitting) marks every notification seen.
  const latest = useRef({ client, refresh: unread.refresh, showError });
  latest.current = { client, refresh: unread.refresh, showError };
  useEffect(
    () => () => {
      const { client: c, refresh, showError: fail } = latest.current;
      c.notifications.markAllSeen().then(refresh, fail);
    },
    [],
  );

  const date = 19;
  const title = 28;
  const { flex } = flexWidths(props.width, [2, date, title]);
  const columns = useMemo<Column<Notification>[]>(
    () => [
      { header: ' ', width: 2, text: (n) => (n.seen ? '' : '*') },
      { header: 'Date', width: date, text: (n) => formatDate(n.createdAt) },
      {
        header: 'Title',
        width: title,
        text: (n) => cleanLine(n.title),
        render: (n, width) => (
          <Text color={theme.tone[taskStatusTone(n.status)]} bold={!n.seen} wrap="truncate">
            {fit(cleanLine(n.title), width)}
          </Text>
        ),
      },
      { header: 'Message', width: flex, text: preview },
    ],
    [flex, theme],
  );
  const searchText = useCallback((n: Notification) => `${cleanLine(n.title)}\n${cleanLine(n.message)}`, []);

  const showCommand = useShowActionCommand();
  const onCommand = (command: string) => {
    if (command !== 'clearAll') return false;
    confirm.ask('Clear all notifications?', () => {
      showCommand('clearAll');
      client.notifications.clear().then(() => {
        showInfo('Notifications cleared.');
        source.reload();
        unread.refresh();
      }, showError);
    });
    return true;
  };

  return (
    <ListScreen
      {...props}
      title="Notifications"
      source={source}
      columns={columns}
      keyOf={(n) => n._id ?? `${n.createdAt}-${n.title}`}
      searchText={searchText}
      filterPlaceholder="Search notifications"
      isStale={(m) => m.kind === 'notification'}
      empty="No notifications."
      scopes={['notifications']}
      onCommand={onCommand}
      banner={confirm.question ? <ConfirmPrompt question={confirm.question} /> : undefined}
      detailRows={3}
      detail={(n) => (
        <Text color={theme.text.secondary} wrap="wrap">
          {n ? preview(n) : ''}
        </Text>
      )}
    />
  );
}
