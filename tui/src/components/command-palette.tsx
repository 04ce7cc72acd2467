import { Box, Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import type { PaletteEntry } from '../keys/palette-entries.js';
import { fit } from '../services/text.js';

interface Props {
  query: string;
  matches: readonly PaletteEntry[];
  selected: number;
  width: number;
  height: number;
}

/** The command palette (its state and keys are `useCommandPalette`'s): the query, then the matching entries. */
export function CommandPalette({ query, matches, selected, width, height }: Props) {
  const theme = useTheme();
  const rows = Math.max(1, height - 2);
  const start = Math.max(0, Math.min(selected - rows + 1, matches.length - rows));
  const keysWidth = 12;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text color={theme.text.accent} bold wrap="truncate">
        {`: ${query}_`}
        <Text color={theme.text.secondary}>{query ? '' : '  Type to find a screen or an action; Enter runs it'}</Text>
      </Text>
      {matches.length === 0 ? <Text color={theme.text.secondary}> Nothing matches.</Text> : null}
      {matches.slice(start, start + rows).map((entry, offset) => {
        const isSelected = start + offset === selected;
        return (
          <Text
            key={entry.label}
            color={isSelected ? theme.selection.colour : undefined}
            bold={isSelected}
            wrap="truncate"
          >
            {`${isSelected ? theme.symbols.cursor : ' '} ${fit(entry.label, Math.max(10, width - keysWidth - 3))} `}
            <Text color={theme.text.secondary}>{entry.keys}</Text>
          </Text>
        );
      })}
    </Box>
  );
}
