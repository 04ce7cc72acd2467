import { Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import { cleanLine, truncate } from '../services/text.js';
import { windowStart } from './data-table.js';

/**
 * The `rows` lines of a log around the cursor at `index` (only those are drawn, so a log of any length scrolls
 * alike), each made safe and cut to `width`, then the position (`12/100000`) when the log is longer than the window.
 */
export function LogWindow({
  lines,
  index,
  rows,
  width,
}: {
  lines: readonly string[];
  index: number;
  rows: number;
  width: number;
}) {
  const theme = useTheme();
  const start = windowStart(index, lines.length, rows);
  return (
    <>
      {lines.slice(start, start + rows).map((line, i) => (
        // Lines can repeat; their position in the log is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={start + i} wrap="truncate">
          {truncate(cleanLine(line), width)}
        </Text>
      ))}
      {lines.length > rows ? <Text color={theme.text.secondary}>{`${index + 1}/${lines.length}`}</Text> : null}
    </>
  );
}
