import { Box, Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { type BindingScope, bindingsIn, keyLabel } from '../key-bindings.js';
import type { ScreenProps } from './list-screen.js';

interface Section {
  scope: BindingScope;
  title: string;
}

/** Every scope of the bindings table, in the order the help shows them. */
export const HELP_SECTIONS: readonly Section[] = [
  { scope: 'global', title: 'Everywhere' },
  { scope: 'list', title: 'Lists' },
  { scope: 'paged', title: 'Long lists' },
  { scope: 'filter', title: 'While typing a filter' },
  { scope: 'confirm', title: 'Questions' },
  { scope: 'workspace', title: 'Workspace' },
  { scope: 'applications', title: 'Workspace applications' },
  { scope: 'project', title: 'Project' },
  { scope: 'application', title: 'Application' },
  { scope: 'activities', title: 'Activities' },
  { scope: 'backups', title: 'Backups' },
  { scope: 'logs', title: 'Logs' },
  { scope: 'notifications', title: 'Notifications' },
];

const rowsOf = (section: Section) => 1 + bindingsIn([section.scope]).length;

/** Sections flowed into columns of at most `height` rows (a section is never split). */
export function flowSections(sections: readonly Section[], height: number): Section[][] {
  const columns: Section[][] = [[]];
  let used = 0;
  for (const section of sections) {
    const rows = rowsOf(section);
    if (used > 0 && used + rows > height) {
      columns.push([]);
      used = 0;
    }
    columns[columns.length - 1]!.push(section);
    used += rows;
  }
  return columns;
}

function Sections({ sections, width }: { sections: readonly Section[]; width: number }) {
  const theme = useTheme();
  const keyWidth = Math.min(16, Math.max(8, Math.floor(width / 3)));
  return (
    <Box flexDirection="column" width={width}>
      {sections.map(({ scope, title }) => (
        <Box key={scope} flexDirection="column">
          <Text color={theme.text.accent} wrap="truncate">
            {title}
          </Text>
          {bindingsIn([scope]).map((binding) => (
            <Box key={`${scope}-${binding.command}`}>
              <Box width={keyWidth} flexShrink={0}>
                <Text bold wrap="truncate">{` ${binding.keys.map(keyLabel).join(', ')}`}</Text>
              </Box>
              <Text wrap="truncate">{binding.description}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** The key bindings, generated from the one bindings table, flowed into columns. `?` or Esc closes it. */
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
  const columns = flowSections(HELP_SECTIONS, Math.max(4, height - 1));
  const columnWidth = Math.floor(width / columns.length);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold>Key bindings</Text>
      <Box>
        {columns.map((sections) => (
          <Sections key={sections[0]?.scope ?? 'none'} sections={sections} width={columnWidth} />
        ))}
      </Box>
    </Box>
  );
}
