import { Box, Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { type BindingScope, bindingsIn, keyLabel } from '../key-bindings.js';
import type { ScreenProps } from './list-screen.js';

interface Section {
  scope: BindingScope;
  title: string;
}

/** Two columns of sections, so that the whole table fits a 24-row terminal. */
const COLUMNS: readonly (readonly Section[])[] = [
  [
    { scope: 'global', title: 'Everywhere' },
    { scope: 'list', title: 'Lists' },
  ],
  [
    { scope: 'filter', title: 'While typing a filter' },
    { scope: 'application', title: 'Application' },
    { scope: 'confirm', title: 'Questions' },
  ],
];

function Sections({ sections, width }: { sections: readonly Section[]; width: number }) {
  const theme = useTheme();
  const keyWidth = 20;
  return (
    <Box flexDirection="column" width={width}>
      {sections.map(({ scope, title }) => (
        <Box key={scope} flexDirection="column">
          <Text color={theme.text.accent}>{title}</Text>
          {bindingsIn([scope]).map((binding) => (
            <Box key={`${scope}-${binding.command}`}>
              <Box width={keyWidth} flexShrink={0}>
                <Text bold>{`  ${binding.keys.map(keyLabel).join(', ')}`}</Text>
              </Box>
              <Text wrap="truncate">{binding.description}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** The key bindings, generated from the one bindings table. `?` or Esc closes it. */
export function HelpScreen({ active, width, height, onClose }: ScreenProps & { onClose(): void }) {
  useKeyLayer(
    {
      scopes: ['global'],
      onCommand: (command) => {
        if (command !== 'help') return false;
        onClose();
        return true;
      },
    },
    active,
  );
  const half = Math.floor(width / 2);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold>Key bindings</Text>
      <Box>
        {COLUMNS.map((sections, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed layout
          <Sections key={i} sections={sections} width={half} />
        ))}
      </Box>
    </Box>
  );
}
