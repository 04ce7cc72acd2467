import { Box, Text } from 'ink';
import { MIN_TERMINAL_COLUMNS, MIN_TERMINAL_ROWS } from '../app/layout.js';
import { useTheme } from '../contexts/theme-context.js';
import { truncate } from '../services/text.js';

/**
 * What a terminal below the minimum shows instead of a screen whose rows would wrap, lose the cursor and leave
 * stale cells behind: the size, the minimum, and the way out. Every line fits the width; the keys still work
 * (`q` quits, Esc goes back), and the screen comes back as soon as the window is large enough.
 */
export function TooSmall({ columns, rows }: { columns: number; rows: number }) {
  const theme = useTheme();
  const lines = [
    'Terminal too small',
    `${columns}x${rows}; skiff needs ${MIN_TERMINAL_COLUMNS}x${MIN_TERMINAL_ROWS}.`,
    'Enlarge the window, or q to quit.',
  ];
  return (
    <Box flexDirection="column" width={columns} height={Math.min(rows - 1, lines.length)}>
      {lines.slice(0, Math.max(1, rows - 1)).map((line, i) => (
        <Text key={line} bold={i === 0} color={i === 0 ? theme.tone.warning : undefined} wrap="truncate">
          {truncate(line, columns)}
        </Text>
      ))}
    </Box>
  );
}
