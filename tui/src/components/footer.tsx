import { Box, Text } from 'ink';
import { useNotice } from '../contexts/notice-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { type Command, primaryKeyLabel } from '../key-bindings.js';
import { truncate } from '../text.js';

/** Bottom lines: the notice (the last error or news), then key hints taken from the bindings table. */
export function Footer({ width, hints }: { width: number; hints: readonly Command[] }) {
  const theme = useTheme();
  const { notice } = useNotice();
  const hintText = [...hints, 'help', 'quit']
    .map((command) => `${primaryKeyLabel(command as Command)} ${command}`)
    .join('  ');
  const prefix = notice?.kind === 'error' && !theme.colour ? 'Error: ' : '';
  return (
    <Box flexDirection="column" width={width}>
      <Text color={notice?.kind === 'error' ? theme.notice.error : theme.notice.info} wrap="truncate">
        {notice ? truncate(prefix + notice.text, width) : ' '}
      </Text>
      <Text color={theme.text.secondary} wrap="truncate">
        {truncate(hintText, width)}
      </Text>
    </Box>
  );
}
