import type { PushMessage } from '@skiff/sdk';
import { Box, Text } from 'ink';
import { useMemo } from 'react';
import { type Column, DataTable } from '../components/data-table.js';
import { FilterBar } from '../components/filter-bar.js';
import { useTheme } from '../contexts/theme-context.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { useListCursor } from '../hooks/use-list-cursor.js';
import { useLoader } from '../hooks/use-loader.js';
import { usePushMessages } from '../hooks/use-push-messages.js';
import { useTextFilter } from '../hooks/use-text-filter.js';

/** How much space a screen has, and whether it has the keyboard (it is the one shown). */
export interface ScreenProps {
  active: boolean;
  width: number;
  height: number;
}

interface ListScreenProps<T> extends ScreenProps {
  title: string;
  load(signal: AbortSignal): Promise<T[]>;
  /** Restarts the load when these change. */
  loadKey: string;
  columns: readonly Column<T>[];
  keyOf(item: T): string;
  /** The cleaned text the `/` filter searches (name and description). */
  searchText(item: T): string;
  filterPlaceholder: string;
  onOpen(item: T): void;
  /** Push messages after which the list is stale (a resync always is). */
  isStale(message: PushMessage): boolean;
  empty: string;
}

/** A list screen: loads in an effect, reloads on push news, moves with arrows/j/k, filters with `/`, opens with Enter. */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { active, width, height, columns, load, loadKey, isStale, searchText, onOpen } = props;
  const theme = useTheme();
  const loaded = useLoader(load, loadKey);
  const typed = useTextFilter(() => cursor.reset());
  const filter = typed.value;
  const editing = typed.editing && active;
  const items = useMemo(() => {
    const all = loaded.data ?? [];
    const wanted = filter.trim().toLowerCase();
    return wanted ? all.filter((item) => searchText(item).toLowerCase().includes(wanted)) : all;
  }, [loaded.data, filter, searchText]);
  const tableHeight = Math.max(1, height - 4);
  const cursor = useListCursor(items.length, tableHeight);
  usePushMessages(loaded.reload, (m) => m.kind === 'resync' || isStale(m));

  useKeyLayer(typed.layer, active);
  useKeyLayer(
    {
      scopes: ['list', 'global'],
      onCommand: (command) => {
        if (cursor.onCommand(command)) return true;
        switch (command) {
          case 'open': {
            const item = items[cursor.current()];
            if (item) onOpen(item);
            return true;
          }
          case 'filter':
            typed.start();
            return true;
          case 'reload':
            loaded.reload();
            return true;
          case 'back':
            if (!filter) return false;
            typed.clear();
            return true;
          default:
            return false;
        }
      },
    },
    active,
  );

  const count = loaded.data ? `${items.length}${filter ? ` of ${loaded.data.length}` : ''}` : '';
  const status = loaded.loading ? (loaded.data ? ' reloading…' : ' loading…') : '';
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {props.title}
        <Text color={theme.text.secondary}>{count ? ` (${count})` : ''}</Text>
        <Text color={theme.text.secondary}>{status}</Text>
      </Text>
      <FilterBar value={filter} editing={editing} placeholder={props.filterPlaceholder} />
      <DataTable
        columns={columns}
        items={items}
        selected={cursor.index}
        height={tableHeight - (editing || filter ? 1 : 0)}
        keyOf={props.keyOf}
        empty={loaded.data ? (filter ? 'Nothing matches the filter.' : props.empty) : undefined}
      />
    </Box>
  );
}
