import { Box, Text } from 'ink';
import { memo, type ReactNode } from 'react';
import { isNarrow } from '../app/layout.js';
import { useTheme } from '../contexts/theme-context.js';
import { fit } from '../services/text.js';

/** A column: its header, width in columns, and the cell as plain (already cleaned) text or a coloured node. */
export interface Column<T> {
  header: string;
  width: number;
  text(item: T): string;
  /** Renders the cell itself (e.g. a coloured state); it must stay within `width`. */
  render?(item: T, width: number): ReactNode;
  /** Dropped in the narrow layout (a description, a hostname: the row is still recognisable without it). */
  secondary?: boolean;
}

/** Room a row of these columns takes: the cursor mark, then the columns with a gap between each two. */
const rowWidth = <T,>(columns: readonly Column<T>[]) => columns.reduce((sum, column) => sum + column.width + 1, 0) + 1;

/** A column is never shrunk below this to make a row fit. */
const MIN_SHRUNK_WIDTH = 6;

/** The columns, the widest ones narrowed a column at a time (down to MIN_SHRUNK_WIDTH) until a row fits `width`. */
function shrunkToFit<T>(columns: readonly Column<T>[], width: number): Column<T>[] | undefined {
  const widths = columns.map((column) => column.width);
  let over = rowWidth(columns) - width;
  while (over > 0) {
    const widest = widths.indexOf(Math.max(...widths));
    if (widths[widest]! <= MIN_SHRUNK_WIDTH) return undefined;
    widths[widest]! -= 1;
    over -= 1;
  }
  return columns.map((column, i) => (widths[i] === column.width ? column : { ...column, width: widths[i]! }));
}

/**
 * The columns shown at `width`: all of them (the widest narrowed a little when a row would be wider than the
 * terminal, so rows never wrap), or in the narrow layout (or when they cannot fit) the main ones, the first taking
 * the room.
 */
export function columnsFor<T>(columns: readonly Column<T>[], width: number): readonly Column<T>[] {
  if (!isNarrow(width)) {
    const fitted = rowWidth(columns) <= width ? columns : shrunkToFit(columns, width);
    if (fitted) return fitted;
  }
  const kept = columns.filter((column) => !column.secondary);
  // One column to spare at the right edge.
  const spare = Math.max(0, width - rowWidth(kept) - 1);
  return kept.map((column, i) => (i === 0 ? { ...column, width: column.width + spare } : column));
}

interface Props<T> {
  columns: readonly Column<T>[];
  items: readonly T[];
  selected: number;
  /** Rows available for items (the header row is extra). */
  height: number;
  keyOf(item: T): string;
  empty?: string;
}

/** The first item to show so that `selected` stays in a window of `height` rows. */
export function windowStart(selected: number, count: number, height: number): number {
  if (count <= height) return 0;
  const start = Math.max(0, selected - Math.floor(height / 2));
  return Math.min(start, count - height);
}

/** A list as a table with a header row; shows only the window of rows around the selection. */
export function DataTable<T>({ columns, items, selected, height, keyOf, empty }: Props<T>) {
  const theme = useTheme();
  const rows = Math.max(1, height);
  const start = windowStart(selected, items.length, rows);
  const visible = items.slice(start, start + rows);
  return (
    <Box flexDirection="column">
      <Text bold color={theme.text.secondary} wrap="truncate">
        {`  ${columns.map((c) => fit(c.header, c.width)).join(' ')}`}
      </Text>
      {items.length === 0 && empty ? <Text color={theme.text.secondary}>{`  ${empty}`}</Text> : null}
      {visible.map((item, offset) => (
        <TableRow
          key={keyOf(item)}
          item={item}
          columns={columns}
          cells={columns.map((column) => (column.render ? '' : fit(column.text(item), column.width)))}
          selected={start + offset === selected}
        />
      ))}
      {items.length > rows ? <Text color={theme.text.secondary}>{`  ${selected + 1}/${items.length}`}</Text> : null}
    </Box>
  );
}

interface RowProps<T> {
  item: T;
  columns: readonly Column<T>[];
  /** Each column's text (fitted to its width), '' for a column that renders its cell itself. */
  cells: readonly string[];
  selected: boolean;
}

/**
 * One row: the cursor mark, then each column's cell. Cells of plain text (already fitted to their widths) and the
 * gaps between them are spans of one Text, which Ink lays out as one node: a row of boxes, one per cell, made each
 * frame's layout and drawing several times the work (a key press in a 10,000-row list, issue 18). A column that
 * renders its cell itself keeps a box of its width.
 */
function Row<T>({ item, columns, cells, selected }: RowProps<T>) {
  const theme = useTheme();
  const inverse = selected && theme.selection.inverse;
  const colour = selected ? theme.selection.colour : undefined;
  const parts: ReactNode[] = [];
  let spans: ReactNode[] = [
    <Text key="mark" color={colour} bold={selected}>
      {selected ? `${theme.symbols.cursor} ` : '  '}
    </Text>,
  ];
  const endSpans = () => {
    // Cut at the edge (as the cells' own Texts were), never wrapped onto a second line, in a terminal too narrow.
    if (spans.length > 0) {
      parts.push(
        <Text key={`text-${parts.length}`} wrap="truncate">
          {spans}
        </Text>,
      );
    }
    spans = [];
  };
  columns.forEach((column, i) => {
    const gap = i < columns.length - 1 ? 1 : 0;
    if (column.render) {
      endSpans();
      parts.push(
        <Box key={column.header} width={column.width + gap} flexShrink={0}>
          {column.render(item, column.width)}
        </Box>,
      );
      return;
    }
    spans.push(
      <Text key={column.header} inverse={inverse} color={colour}>
        {cells[i]}
      </Text>,
    );
    if (gap) spans.push(<Text key={`${column.header}-gap`}> </Text>);
  });
  endSpans();
  return <Box>{parts}</Box>;
}

/**
 * A row is drawn again only when what it shows changed: a key press re-renders the table, and in a long list
 * (10,000 applications) re-rendering every visible row made up most of React's work for a press, though only the
 * two rows the cursor left and reached change (or, when the window scrolls, one row comes and one goes). The cell
 * texts are compared, not only the item: a relative time ("5 minutes ago") changes with the clock.
 */
const TableRow = memo(
  Row,
  (before, after) =>
    before.item === after.item &&
    before.columns === after.columns &&
    before.selected === after.selected &&
    before.cells.every((cell, i) => cell === after.cells[i]),
) as typeof Row;
