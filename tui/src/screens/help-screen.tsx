import { Box, Text } from 'ink';
import { useState } from 'react';
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
  { scope: 'application', title: 'Application' },
  { scope: 'paged', title: 'Long lists' },
  { scope: 'filter', title: 'While typing a filter' },
  { scope: 'confirm', title: 'Questions' },
  { scope: 'prompt', title: 'Text fields, typed confirmations' },
  { scope: 'palette', title: 'Command palette' },
  { scope: 'workspace', title: 'Workspace' },
  { scope: 'applications', title: 'Workspace applications' },
  { scope: 'workspaceSettings', title: 'Workspace settings' },
  { scope: 'workspaceVps', title: 'Workspace VPS' },
  { scope: 'workspaceDomains', title: 'Workspace custom domains' },
  { scope: 'workspaceHelp', title: 'Workspace help' },
  { scope: 'catalogs', title: 'Catalogs' },
  { scope: 'drupalForge', title: 'DrupalForge express launch' },
  { scope: 'project', title: 'Project' },
  { scope: 'branches', title: 'Branches' },
  { scope: 'projectItems', title: 'Project tabs: secrets, extensions, members, settings' },
  { scope: 'activities', title: 'Activities' },
  { scope: 'backups', title: 'Backups' },
  { scope: 'domains', title: 'Custom domains' },
  { scope: 'export', title: 'Export site' },
  { scope: 'form', title: 'Forms' },
  { scope: 'textForm', title: 'Admin forms (Enter, Esc as text fields)' },
  { scope: 'logs', title: 'Logs' },
  { scope: 'notifications', title: 'Notifications' },
  { scope: 'account', title: 'Account' },
  { scope: 'pages', title: 'Lists in pages' },
  { scope: 'workspaceList', title: 'Workspaces (Home)' },
  { scope: 'admin', title: 'Admin area' },
];

/**
 * The sections in the order the help shows them: everywhere's, then those of `first` (the screen the help was
 * opened over), then the others; so the first page holds what the screen below answers to.
 */
export function helpSections(first: readonly BindingScope[] = []): Section[] {
  const rank = (section: Section) => (section.scope === 'global' ? 0 : first.includes(section.scope) ? 1 : 2);
  return [...HELP_SECTIONS].sort((a, b) => rank(a) - rank(b));
}

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

/** One column of the help; a space always parts a cut key from its description and a column from the next. */
function Sections({ sections, width }: { sections: readonly Section[]; width: number }) {
  const theme = useTheme();
  const keyWidth = Math.min(16, Math.max(8, Math.floor(width / 3)));
  return (
    <Box flexDirection="column" width={width} paddingRight={1}>
      {sections.map(({ scope, title }) => (
        <Box key={scope} flexDirection="column">
          <Text color={theme.text.accent} wrap="truncate">
            {title}
          </Text>
          {bindingsIn([scope]).map((binding) => (
            <Box key={`${scope}-${binding.command}`}>
              <Box width={keyWidth} flexShrink={0} paddingRight={1}>
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

/** The narrowest a column of the help may be before its descriptions get cut too short. */
const MIN_COLUMN_WIDTH = 32;

/**
 * The key bindings, generated from the one bindings table, flowed into columns, the screen below's first; when they
 * do not all fit, the columns come in pages (PgDn/PgUp, j/k). `?` or Esc closes it.
 */
export function HelpScreen({
  active,
  width,
  height,
  first,
  onClose,
}: ScreenProps & { first?: readonly BindingScope[]; onClose(): void }) {
  const columns = flowSections(helpSections(first), Math.max(4, height - 1));
  const perPage = Math.max(1, Math.min(columns.length, Math.floor(width / MIN_COLUMN_WIDTH)));
  const pages = Math.ceil(columns.length / perPage);
  const [page, setPage] = useState(0);
  const shownPage = Math.min(page, pages - 1);
  useKeyLayer(
    {
      scopes: ['list', 'global'],
      onCommand: (command) => {
        if (command === 'help') onClose();
        else if (command === 'pageDown' || command === 'down') setPage((p) => Math.min(pages - 1, p + 1));
        else if (command === 'pageUp' || command === 'up') setPage((p) => Math.max(0, p - 1));
        else return false;
        return true;
      },
    },
    active,
  );
  const shown = columns.slice(shownPage * perPage, (shownPage + 1) * perPage);
  const columnWidth = Math.floor(width / perPage);
  const theme = useTheme();
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold>
        Key bindings
        <Text color={theme.text.secondary}>
          {pages > 1 ? ` (page ${shownPage + 1} of ${pages}: ${keyLabel('pagedown')}/${keyLabel('pageup')} more)` : ''}
        </Text>
      </Text>
      <Box>
        {shown.map((sections) => (
          <Sections key={sections[0]?.scope ?? 'none'} sections={sections} width={columnWidth} />
        ))}
      </Box>
    </Box>
  );
}
