import type { PushMessage } from '@skiff/sdk';
import { Box, Text } from 'ink';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { type Column, columnsFor, DataTable } from '../../components/data-table.js';
import { FilterBar } from '../../components/filter-bar.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useListCursor } from '../../hooks/use-list-cursor.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePages } from '../../hooks/use-pages.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import { useTextFilter } from '../../hooks/use-text-filter.js';
import { type BindingScope, type Command, primaryKeyLabel } from '../../keys/key-bindings.js';

/** How much space a screen has, and whether it has the keyboard (it is the one shown). */
export interface ScreenProps {
  active: boolean;
  width: number;
  height: number;
}

/** Items loaded elsewhere (a list that grows with Load more). */
export interface ListSource<T> {
  data?: T[];
  loading: boolean;
  reload(): void;
  hasMore?: boolean;
  loadMore?(): void;
  /** The server's total for the shown search (a list read a window at a time; see useServerList). */
  total?: number;
  /** The server's total of all items. */
  allTotal?: number;
  /** The server-side search the items answer. */
  search?: string;
  /** Asks the server for the matches of a search (the `/` filter uses it when the list is not all loaded). */
  setSearch?(text: string): void;
}

/** Typing pauses this long before the `/` filter is asked of the server. */
const SERVER_SEARCH_DELAY_MS = 250;

interface ListScreenProps<T> extends ScreenProps {
  title: string;
  /** Loads the whole list (unless `source` gives the items). */
  load?(signal: AbortSignal): Promise<T[]>;
  /** Restarts the load when these change. */
  loadKey?: string;
  /** Items that have already arrived (a prefetch), for the first frame. */
  initial?(): { value: T[] } | undefined;
  source?: ListSource<T>;
  columns: readonly Column<T>[];
  keyOf(item: T): string;
  /** The cleaned text the `/` filter searches (name and description). */
  searchText(item: T): string;
  filterPlaceholder: string;
  onOpen?(item: T): void;
  /** Push messages after which the list is stale (a resync always is). */
  isStale(message: PushMessage): boolean;
  empty: string;
  /** The screen's own key scopes, asked before the list's. */
  scopes?: readonly BindingScope[];
  /** The screen's own commands, with the selected item; true when handled. */
  onCommand?(command: Command, selected: T | undefined): boolean;
  /** Narrows or orders the items before the `/` filter (status filters, sorting). */
  view?(items: T[]): T[];
  /** A line under the title (the status filter, a question). */
  banner?: ReactNode;
  /** How many rows the banner takes (default 1). */
  bannerRows?: number;
  /** Rows under the table about the selected item (`detailRows` tall). */
  detail?(selected: T | undefined, width: number): ReactNode;
  detailRows?: number;
  /** Shows the (filtered) list a page at a time, this many items a page; `]` and `[` move between pages. */
  pageSize?: number;
}

const NOTHING = async () => [];

/** A list screen: loads in an effect, reloads on push news, moves with arrows/j/k, filters with `/`, opens with Enter. */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { active, width, height, columns, isStale, searchText, onOpen, source, view } = props;
  const theme = useTheme();
  const own = useLoader<T[]>(
    props.load ?? NOTHING,
    source ? 'external' : (props.loadKey ?? ''),
    source ? undefined : props.initial,
  );
  const loaded: ListSource<T> = source ?? own;
  const typed = useTextFilter(() => {
    cursor.reset();
    pages.reset();
  });
  const filter = typed.value;
  const editing = typed.editing && active;
  const shown = useMemo(() => (view ? view(loaded.data ?? []) : (loaded.data ?? [])), [loaded.data, view]);
  const items = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return wanted ? shown.filter((item) => searchText(item).toLowerCase().includes(wanted)) : shown;
  }, [shown, filter, searchText]);
  // A list not all loaded (or already searched on the server) asks the server for what `/` filters.
  const incomplete = loaded.total !== undefined && loaded.total > (loaded.data?.length ?? 0);
  const searchOnServer = loaded.setSearch && (incomplete || Boolean(loaded.search));
  const wantedSearch = filter.trim();
  useEffect(() => {
    if (!searchOnServer || wantedSearch === (loaded.search ?? '')) return;
    const timer = setTimeout(() => loaded.setSearch?.(wantedSearch), wantedSearch ? SERVER_SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [searchOnServer, wantedSearch, loaded.search, loaded.setSearch]);
  const pages = usePages(items.length, props.pageSize);
  // Paging past the last loaded page loads the next window, then turns the page.
  const turnAfterLoad = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a grown list turns the page
  useEffect(() => {
    if (turnAfterLoad.current && pages.index < pages.count - 1) {
      turnAfterLoad.current = false;
      pages.onCommand('nextPage');
    }
  }, [pages.count]);
  const pageItems = pages.slice(items);
  const shownColumns = useMemo(() => columnsFor(columns, width), [columns, width]);
  const detailRows = props.detail ? (props.detailRows ?? 1) : 0;
  const extraRows =
    (props.banner ? (props.bannerRows ?? 1) : 0) + (loaded.hasMore ? 1 : 0) + (props.pageSize ? 1 : 0) + detailRows;
  const tableHeight = Math.max(1, height - 4 - extraRows);
  const cursor = useListCursor(pageItems.length, tableHeight);
  usePushMessages(loaded.reload, (m) => m.kind === 'resync' || isStale(m));
  // Back on this list from a screen above it: what was done there (a delete, a rename) shows at once.
  const wasActive = useRef(active);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a return to this screen reloads
  useEffect(() => {
    if (active && !wasActive.current && loaded.data) loaded.reload();
    wasActive.current = active;
  }, [active]);

  useKeyLayer(typed.layer, active);
  useKeyLayer(
    {
      scopes: [
        ...(props.scopes ?? []),
        ...(loaded.loadMore ? (['paged'] as const) : []),
        ...(props.pageSize ? (['pages'] as const) : []),
        'list',
        'global',
      ],
      onCommand: (command) => {
        if (props.onCommand?.(command, pageItems[cursor.current()])) return true;
        if (cursor.onCommand(command)) return true;
        if (command === 'nextPage' && pages.index === pages.count - 1 && loaded.hasMore && loaded.loadMore) {
          turnAfterLoad.current = true;
          loaded.loadMore();
          return true;
        }
        if (pages.onCommand(command)) {
          cursor.reset();
          return true;
        }
        switch (command) {
          case 'open': {
            const item = pageItems[cursor.current()];
            if (item && onOpen) onOpen(item);
            return true;
          }
          case 'filter':
            typed.start();
            return true;
          case 'reload':
            loaded.reload();
            return true;
          case 'loadMore':
            loaded.loadMore?.();
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

  const count = loaded.data ? listCount(items.length, shown.length, Boolean(filter), loaded) : '';
  const status = loaded.loading ? (loaded.data ? ' reloading…' : ' loading…') : '';
  const pageCount =
    props.pageSize && !filter && loaded.total !== undefined
      ? Math.max(pages.count, Math.ceil(loaded.total / props.pageSize))
      : pages.count;
  const searching = Boolean(filter) && loaded.loading && Boolean(searchOnServer);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {props.title}
        <Text color={theme.text.secondary}>{count ? ` (${count})` : ''}</Text>
        <Text color={theme.text.secondary}>{status}</Text>
      </Text>
      {props.banner ?? null}
      <FilterBar value={filter} editing={editing} placeholder={props.filterPlaceholder} />
      <DataTable
        columns={shownColumns}
        items={pageItems}
        selected={cursor.index}
        height={tableHeight - (editing || filter ? 1 : 0)}
        keyOf={props.keyOf}
        empty={
          loaded.data ? (filter ? (searching ? 'Searching…' : 'Nothing matches the filter.') : props.empty) : undefined
        }
      />
      {props.detail ? (
        <Box height={detailRows} overflow="hidden">
          {props.detail(pageItems[cursor.index], width)}
        </Box>
      ) : null}
      {props.pageSize ? (
        <Text color={theme.text.secondary} wrap="truncate">
          {`  Page ${pages.index + 1} of ${pageCount}, ${props.pageSize} a page (${primaryKeyLabel('previousPage')} ${primaryKeyLabel('nextPage')})`}
        </Text>
      ) : null}
      {loaded.hasMore ? (
        <Text color={theme.text.secondary}>{`  More to load: ${primaryKeyLabel('loadMore')} load more`}</Text>
      ) : null}
    </Box>
  );
}

/**
 * The title's count, never a lie: `12`, `500 loaded of 1015` (a list read a window at a time), `6 of 15` (filtered),
 * `500 shown of 1015 matching, 1015 in all` (a server search with more matches than loaded).
 */
function listCount(matching: number, loadedCount: number, filtered: boolean, source: ListSource<unknown>): string {
  const all = source.allTotal ?? source.total ?? loadedCount;
  if (!filtered) {
    return source.total !== undefined && source.total > loadedCount
      ? `${loadedCount} loaded of ${source.total}`
      : `${loadedCount}`;
  }
  if (source.search && source.total !== undefined && source.total > matching) {
    return `${matching} shown of ${source.total} matching, ${all} in all`;
  }
  return `${matching} of ${all}`;
}
