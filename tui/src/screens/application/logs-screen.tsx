import { LOG_LINE_CHOICES } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useEffect, useRef } from 'react';
import { httpLogsCommand } from '../../commands/cli-equivalent.js';
import { LogWindow } from '../../components/log-window.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useHttpLogs } from '../../hooks/use-http-logs.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useListCursor } from '../../hooks/use-list-cursor.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import type { ScreenProps } from '../shared/list-screen.js';

/**
 * The log viewer of an application: the last 20, 100, 1000 or 10000 lines (`c` cycles) of one container (`t` for
 * the next), newest at the bottom, scrolled with the list keys, polled every 30 s. The status line shows the
 * `skiff logs tail ... --http CONTAINER --lines N` that prints the same lines.
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

  // The command of what is shown (container and line count are this screen's own state, not its route's).
  const { showAction } = useStatusCommand();
  const shown = logs.container
    ? httpLogsCommand({ workspace, project, application }, logs.container, logs.lineCount)
    : undefined;
  useEffect(() => {
    if (active) showAction(shown);
  }, [active, shown, showAction]);

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
      <LogWindow lines={lines} index={cursor.index} rows={rows} width={width} />
    </Box>
  );
}
