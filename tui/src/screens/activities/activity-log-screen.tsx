import { isAboutActivity } from '@skiff/sdk';
import { canAbortActivity, expectedLogLines, humanAction, taskStatusTone } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useEffect, useRef } from 'react';
import { LogWindow } from '../../components/log-window.js';
import { ProgressBar } from '../../components/progress-bar.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useFollowedLog } from '../../hooks/use-followed-log.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useListCursor } from '../../hooks/use-list-cursor.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import { cleanLine } from '../../services/text.js';
import type { ScreenProps } from '../shared/list-screen.js';

/** Rows above the log: the title and the progress bar. */
const HEAD_ROWS = 2;

/**
 * One activity's log (`skiff logs tail ID --follow`), followed live while the task runs: newest at the bottom (the
 * view stays at the end unless scrolled up), a progress bar against the spec's line count, and `A` for Abort
 * Process (asked of the workspace it was opened from, after 5 minutes without update). Only the lines that fit are
 * drawn, so a 100,000-line log scrolls like a short one. `r` reads it again.
 */
export function ActivityLogScreen({
  activity,
  workspace,
  active,
  width,
  height,
}: ScreenProps & { activity: Named; workspace?: Named }) {
  const { client, now } = useServices();
  const { showError, showInfo } = useNotice();
  const showCommand = useShowActionCommand();
  const theme = useTheme();
  const log = useFollowedLog(activity.id);
  const loadTask = useCallback(
    (signal: AbortSignal) => client.activities.get(activity.id, { signal }),
    [client, activity.id],
  );
  const task = useLoader(loadTask, `activity/${activity.id}`);
  usePushMessages(task.reload, isAboutActivity(activity.id));
  // The task's record (status, last update) follows the log's end.
  const reloadTask = task.reload;
  useEffect(() => {
    if (log.status) reloadTask();
  }, [log.status, reloadTask]);

  const rows = Math.max(1, height - 1 - HEAD_ROWS);
  const cursor = useListCursor(log.count, rows);
  // At the end (as a tail is) the view follows new lines; scrolled up, it stays where the reader is.
  const seen = useRef(0);
  useEffect(() => {
    const atEnd = cursor.current() >= seen.current - 1;
    seen.current = log.count;
    if (atEnd) cursor.onCommand('bottom');
  });

  const abort = () => {
    const record = task.data;
    if (!record || !workspace)
      return showInfo('Abort Process is offered from a workspace’s or an application’s activities.');
    if (!canAbortActivity(record, now())) return showInfo('Abort Process is offered after 5 minutes without update.');
    showCommand('abort', activity.id);
    client.workspaces.abortActivity(workspace.id, activity.id).then(() => {
      showInfo(`${humanAction(record.action)} aborted.`);
      log.reload();
      task.reload();
    }, showError);
  };
  useKeyLayer(
    {
      scopes: ['activities', 'list', 'global'],
      onCommand: (command) => {
        if (cursor.onCommand(command)) return true;
        if (command === 'abort') {
          abort();
          return true;
        }
        if (command !== 'reload') return false;
        log.reload();
        task.reload();
        return true;
      },
    },
    active,
  );

  const status = log.status ?? cleanLine(task.data?.status ?? '') ?? '';
  const running = !log.status;
  const action = task.data?.action ?? '';
  const expected = task.data?.expectedLines ?? expectedLogLines(action);
  const head = !log.started && running ? ' loading…' : `, ${log.count} lines${running ? ', following' : ''}`;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {`Log of ${activity.name} `}
        {status ? <Text color={theme.tone[taskStatusTone(status)]}>{status}</Text> : null}
        <Text color={theme.text.secondary}>{head}</Text>
      </Text>
      <ProgressBar done={log.count} total={expected} width={Math.max(10, Math.min(40, width - 20))} />
      {log.started && log.count === 0 && !running ? <Text color={theme.text.secondary}>This log is empty.</Text> : null}
      <LogWindow lines={log.lines} index={cursor.index} rows={rows} width={width} />
    </Box>
  );
}
