import { humanAction, taskStatusTone } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import type { RunningTask } from '../hooks/use-application-action.js';
import { truncate } from '../services/text.js';
import { ProgressBar } from './progress-bar.js';

/** A task's progress bar and the last log lines that fit in `height` rows. */
export function ActivityLog({ task, width, height }: { task: RunningTask; width: number; height: number }) {
  const theme = useTheme();
  const status = task.status ?? 'IN_PROGRESS';
  const lines = task.lines.slice(-Math.max(1, height - 2));
  return (
    <Box flexDirection="column" width={width}>
      <Box gap={2}>
        <Text bold>{humanAction(task.action)}</Text>
        <Text color={theme.tone[taskStatusTone(status)]}>{status}</Text>
      </Box>
      <ProgressBar done={task.count} total={task.expected} width={Math.max(10, Math.min(40, width - 20))} />
      {lines.map((line, i) => (
        // Lines can repeat; their position in the tail is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={task.count - lines.length + i} color={theme.text.secondary} wrap="truncate">
          {truncate(line, width)}
        </Text>
      ))}
    </Box>
  );
}
