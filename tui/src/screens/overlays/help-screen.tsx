import { displayWidth } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { FilterBar } from '../../components/filter-bar.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useTextFilter } from '../../hooks/use-text-filter.js';
import { type BindingScope, bindingsIn, keyLabel, primaryKeyLabel } from '../../keys/key-bindings.js';
import type { ScreenProps } from '../shared/list-screen.js';

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
  { scope: 'workspaceMembers', title: 'Workspace members' },
  { scope: 'workspaceDomains', title: 'Workspace custom domains' },
  { scope: 'workspaceHelp', title: 'Workspace help' },
  { scope: 'catalogs', title: 'Catalogs' },
  { scope: 'drupalForge', title: 'DrupalForge express launch' },
  { scope: 'project', title: 'Project' },
  { scope: 'branches', title: 'Branches' },
  { scope: 'tags', title: 'Tags' },
  { scope: 'tag', title: 'One tag' },
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
 * The sections in the order the help shows them: those of `first` (the screen the help was opened over), then
 * everywhere's, then the others; so the first page starts with what the screen below answers to.
 */
export function helpSections(first: readonly BindingScope[] = []): Section[] {
  const rank = (section: Section) =>
    first.includes(section.scope) && section.scope !== 'global' ? 0 : section.scope === 'global' ? 1 : 2;
  return [...HELP_SECTIONS].sort((a, b) => rank(a) - rank(b));
}

/** One binding as the help shows it. */
interface HelpEntry {
  id: string;
  keys: string;
  description: string;
}

/** A section with the entries that pass the filter (all without one; a matching title keeps them all). */
interface ShownSection extends Section {
  entries: HelpEntry[];
}

/** The sections and their entries matching `filter` (case-insensitive, keys, description or section title). */
export function filterHelp(sections: readonly Section[], filter: string): ShownSection[] {
  const wanted = filter.trim().toLowerCase();
  const shown: ShownSection[] = [];
  for (const section of sections) {
    const entries = bindingsIn([section.scope]).map((binding) => ({
      id: `${section.scope}-${binding.command}`,
      keys: binding.keys.map(keyLabel).join(', '),
      description: binding.description,
    }));
    const titleMatches = section.title.toLowerCase().includes(wanted);
    const kept = titleMatches
      ? entries
      : entries.filter((e) => `${e.keys}\n${e.description}`.toLowerCase().includes(wanted));
    if (kept.length > 0) shown.push({ ...section, entries: kept });
  }
  return shown;
}

/** The widths of one help column: its keys (never cut) and its descriptions (wrapped). */
function columnLayout(width: number) {
  const keyWidth = Math.min(20, Math.max(10, Math.floor(width * 0.4)));
  return { keyWidth, descriptionWidth: Math.max(8, width - keyWidth - 1) };
}

/** Rows an entry takes: its description wrapped at word ends into `width` columns (at least one row). */
function entryRows(entry: HelpEntry, width: number): number {
  let rows = 1;
  let used = 0;
  for (const word of entry.description.split(' ')) {
    const size = displayWidth(word);
    if (used > 0 && used + 1 + size > width) {
      rows++;
      used = size;
    } else used += (used > 0 ? 1 : 0) + size;
    rows += Math.max(0, Math.ceil(size / width) - 1);
  }
  return rows;
}

/**
 * Sections flowed into columns of at most `height` rows, for columns `width` wide. A section starts a new column
 * rather than leave its title alone at the bottom; one taller than a column goes on in the next, titled again.
 */
export function flowSections(sections: readonly ShownSection[], height: number, width: number): ShownSection[][] {
  const { descriptionWidth } = columnLayout(width);
  const columns: ShownSection[][] = [[]];
  let used = 0;
  const startPart = (section: ShownSection, title: string) => {
    columns[columns.length - 1]!.push({ ...section, title, entries: [] });
    used += 1;
  };
  for (const section of sections) {
    const firstRows = section.entries[0] ? entryRows(section.entries[0], descriptionWidth) : 0;
    if (used > 0 && used + 1 + firstRows > height) {
      columns.push([]);
      used = 0;
    }
    startPart(section, section.title);
    for (const entry of section.entries) {
      const rows = entryRows(entry, descriptionWidth);
      const column = columns[columns.length - 1]!;
      const part = column[column.length - 1]!;
      if (used + rows > height && part.entries.length > 0) {
        columns.push([]);
        used = 0;
        startPart(section, `${section.title} (more)`);
      }
      const current = columns[columns.length - 1]!;
      current[current.length - 1]!.entries.push(entry);
      used += rows;
    }
  }
  return columns;
}

/** One column of the help: keys whole, descriptions wrapped (they used to be cut at every size). */
function Sections({ sections, width }: { sections: readonly ShownSection[]; width: number }) {
  const theme = useTheme();
  const { keyWidth, descriptionWidth } = columnLayout(width);
  return (
    <Box flexDirection="column" width={width} paddingRight={1}>
      {sections.map(({ scope, title, entries }) => (
        <Box key={scope} flexDirection="column">
          <Text color={theme.text.accent} wrap="truncate">
            {title}
          </Text>
          {entries.map((entry) => (
            <Box key={entry.id}>
              <Box width={keyWidth} flexShrink={0} paddingRight={1}>
                <Text bold wrap="truncate">{` ${entry.keys}`}</Text>
              </Box>
              <Box width={descriptionWidth} flexShrink={0}>
                <Text wrap="wrap">{entry.description}</Text>
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** The narrowest a column of the help may be before its descriptions get cut too short. */
const MIN_COLUMN_WIDTH = 40;

/**
 * The key bindings, generated from the one bindings table, flowed into columns, the screen below's first, their
 * descriptions wrapped; `/` searches keys and descriptions (Esc clears the search, then closes). When they do not
 * all fit, the columns come in pages (PgDn/PgUp, j/k). `?` or Esc closes it.
 */
export function HelpScreen({
  active,
  width,
  height,
  first,
  onClose,
}: ScreenProps & { first?: readonly BindingScope[]; onClose(): void }) {
  const [page, setPage] = useState(0);
  const typed = useTextFilter(() => setPage(0));
  const filter = typed.value;
  const filterRows = typed.editing || filter ? 1 : 0;
  const perPage = Math.max(1, Math.floor(width / MIN_COLUMN_WIDTH));
  const columnWidth = Math.floor(width / perPage);
  const matching = filterHelp(helpSections(first), filter);
  const columns = flowSections(matching, Math.max(4, height - 1 - filterRows), columnWidth);
  const pages = Math.max(1, Math.ceil(columns.length / perPage));
  const shownPage = Math.min(page, pages - 1);
  useKeyLayer(typed.layer, active);
  useKeyLayer(
    {
      scopes: ['list', 'global'],
      onCommand: (command) => {
        if (command === 'help') onClose();
        else if (command === 'filter') typed.start();
        else if (command === 'back' && filter) typed.clear();
        else if (command === 'pageDown' || command === 'down') setPage((p) => Math.min(pages - 1, p + 1));
        else if (command === 'pageUp' || command === 'up') setPage((p) => Math.max(0, p - 1));
        else return false;
        return true;
      },
    },
    active,
  );
  const shown = columns.slice(shownPage * perPage, (shownPage + 1) * perPage);
  const theme = useTheme();
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        Key bindings
        <Text color={theme.text.secondary}>
          {pages > 1 ? ` (page ${shownPage + 1} of ${pages}: ${keyLabel('pagedown')}/${keyLabel('pageup')} more)` : ''}
          {` ${primaryKeyLabel('filter')} search`}
        </Text>
      </Text>
      <FilterBar value={filter} editing={typed.editing && active} placeholder="Search keys and what they do" />
      {matching.length === 0 ? <Text color={theme.text.secondary}>{'  No key matches the search.'}</Text> : null}
      <Box>
        {shown.map((sections) => (
          <Sections key={sections[0]?.scope ?? 'none'} sections={sections} width={columnWidth} />
        ))}
      </Box>
    </Box>
  );
}
