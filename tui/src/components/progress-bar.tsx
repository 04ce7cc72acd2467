import { Box, Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';

/**
 * `████████░░░░ 54/108`: lines written against the lines the spec expects for the action. Without an expected count
 * only the count shows; past the count the bar stays full.
 */
export function ProgressBar({ done, total, width }: { done: number; total?: number; width: number }) {
  const theme = useTheme();
  if (!total) return <Text color={theme.text.secondary}>{`${done} lines`}</Text>;
  const filled = Math.min(width, Math.round((Math.min(done, total) / total) * width));
  return (
    <Box>
      <Text color={theme.progress.done}>{theme.symbols.done.repeat(filled)}</Text>
      <Text color={theme.progress.todo}>{theme.symbols.todo.repeat(width - filled)}</Text>
      <Text>{` ${done}/${total}`}</Text>
    </Box>
  );
}
