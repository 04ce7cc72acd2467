import { followActivityLog } from '@skiff/sdk';
import { Box, Text } from 'ink';
import { useCallback, useEffect, useRef } from 'react';
import { LogWindow } from '../components/log-window.js';
import type { Named } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { useListCursor } from '../hooks/use-list-cursor.js';
import { useLoader } from '../hooks/use-loader.js';
import { cleanLine } from '../text.js';
import type { ScreenProps } from './list-screen.js';

/** What an activity's log holds now: its lines and the task's status at the end. */
interface ActivityLog {
  lines: string[];
  status: string;
}

/**
 * The whole log of one activity (`skiff logs tail ID`), read to its end, newest at the bottom, scrolled with the list
 * keys; only the lines that fit are drawn, so a 100,000-line log scrolls like a short one. `r` reads it again.
 */
export function ActivityLogScreen({ activity, active, width, height }: ScreenProps & { activity: Named }) {
  const { client } = useServices();
  const theme = useTheme();
  const load = useCallback(
    async (signal: AbortSignal): Promise<ActivityLog> => {
      const lines: string[] = [];
      for await (const event of followActivityLog(client, activity.id, { follow: false, signal })) {
        if (event.type === 'end') return { lines, status: cleanLine(event.status) };
        lines.push(event.message);
      }
      return { lines, status: '' };
    },
    [client, activity.id],
  );
  const log = useLoader(load, activity.id);
  const lines = log.data?.lines ?? [];
  const rows = Math.max(1, height - 3);
  const cursor = useListCursor(lines.length, rows);
  // A newly read log shows its end, as a tail does.
  const followed = useRef<readonly string[] | undefined>(undefined);
  useEffect(() => {
    if (log.data?.lines === followed.current) return;
    followed.current = log.data?.lines;
    cursor.onCommand('bottom');
  });
  useKeyLayer(
    {
      scopes: ['list', 'global'],
      onCommand: (command) => {
        if (cursor.onCommand(command)) return true;
        if (command !== 'reload') return false;
        log.reload();
        return true;
      },
    },
    active,
  );
  const status = log.loading ? 'loading…' : `${log.data?.status ?? ''}, ${lines.length} lines`;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {`Log of ${activity.name}`}
        <Text color={theme.text.secondary}>{` ${status}`}</Text>
      </Text>
      {!log.loading && lines.length === 0 ? <Text color={theme.text.secondary}>This log is empty.</Text> : null}
      <LogWindow lines={lines} index={cursor.index} rows={rows} width={width} />
    </Box>
  );
}
