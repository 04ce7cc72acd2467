import { LOG_LINE_CHOICES } from '@skiff/sdk';
import { Box, Text } from 'ink';
import { useEffect, useRef } from 'react';
import { windowStart } from '../components/data-table.js';
import type { ApplicationPath } from '../contexts/router-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useApplicationIds } from '../hooks/use-application-ids.js';
import { useHttpLogs } from '../hooks/use-http-logs.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { useListCursor } from '../hooks/use-list-cursor.js';
import { primaryKeyLabel } from '../key-bindings.js';
import { truncate } from '../text.js';
import type { ScreenProps } from './list-screen.js';

/**
 * The log viewer of an application: the last 20, 100, 1000 or 10000 lines (`c` cycles) of one container (`t` for
 * the next), newest at the bottom, scrolled with the list keys, polled every 30 s.
 */
export function LogsScreen({ workspace, project, application, active, width, height }: ScreenProps & ApplicationPath) {
  const theme = useTheme();
  const ids = useApplicationIds({ workspace, project, application });
  const logs = useHttpLogs(ids);
  const lines = logs.lines ?? [];
  const rows = Math.max(1, height - 3);
  const cursor = useListCursor(lines.length, rows);
  // New lines: follow the end, as a tail does.
  const followed = useRef<readonly string[] | undefined>(undefined);
  useEffect(() => {
    if (logs.lines === followed.current) return;
    followed.current = logs.lines;
    cursor.onCommand('bottom');
  });

  useKeyLayer(
    {
      scopes: ['logs', 'list', 'global'],
      onCommand: (command) => {
        if (cursor.onCommand(command)) return true;
        if (command === 'lineCount') logs.cycleLines();
        else if (command === 'nextContainer') logs.nextContainer();
        else if (command === 'reload') logs.reload();
        else return false;
        return true;
      },
    },
    active,
  );

  const start = windowStart(cursor.index, lines.length, rows);
  const shown = lines.slice(start, start + rows);
  const choices = LOG_LINE_CHOICES.map((n) => (n === logs.lineCount ? `[${n}]` : String(n))).join(' ');
  const status = logs.loading ? ' loading…' : '';
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {`Logs of ${application.name}`}
        <Text color={theme.text.secondary}>{status}</Text>
      </Text>
      <Text color={theme.text.secondary} wrap="truncate">
        {`Container ${logs.container ?? '-'}${logs.containers.length > 1 ? ` (${primaryKeyLabel('nextContainer')} next)` : ''}  ·  Lines ${choices} (${primaryKeyLabel('lineCount')} change)`}
      </Text>
      {logs.noContainer ? (
        <Text color={theme.text.secondary}>No running container: the application is not running.</Text>
      ) : null}
      {shown.map((line, i) => (
        // Lines can repeat; their position in the log is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={start + i} wrap="truncate">
          {truncate(line, width)}
        </Text>
      ))}
      {lines.length > rows ? <Text color={theme.text.secondary}>{`${cursor.index + 1}/${lines.length}`}</Text> : null}
    </Box>
  );
}
