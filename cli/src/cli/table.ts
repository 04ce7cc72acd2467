import { displayWidth as sdkDisplayWidth, stripControlSequences, truncateToWidth } from '@skiff/sdk/domain';

/** A cell: plain text, or text with a style applied after alignment (so colours never break the layout). */
export type Cell = string | { text: string; style?: (text: string) => string };

export interface Column {
  header: string;
  /** Longest this column may be, even on a wide terminal (descriptions). */
  maxWidth?: number;
  /** Columns that give up width first when the table is wider than the terminal (default: the widest text ones). */
  shrinkable?: boolean;
  align?: 'left' | 'right';
}

export interface TableOptions {
  /** Terminal width; the table is fitted to it. Undefined (not a terminal) keeps every cell whole. */
  width?: number;
  /** Styles the header row. */
  headerStyle?: (text: string) => string;
  gap?: number;
  /** Told the headers of the columns left out because the terminal is too narrow for them even shrunk. */
  onHidden?: (headers: string[]) => void;
}

const MIN_SHRUNK_WIDTH = 6;

/** Text width in terminal columns: CJK characters and emoji take two (tabs and controls are already stripped). */
export function displayWidth(text: string): number {
  return sdkDisplayWidth(text);
}

/** Cuts `text` to `width` columns, ending with an ellipsis when it was cut; never splits a character. */
export function truncate(text: string, width: number): string {
  return truncateToWidth(text, width);
}

function cellText(cell: Cell): string {
  const raw = typeof cell === 'string' ? cell : cell.text;
  // Server text goes through here: no control sequence reaches the terminal, and a cell stays on one line.
  return stripControlSequences(raw).replace(/[\t\n]+/g, ' ');
}

/**
 * Formats rows under a header, columns aligned with spaces; returns the lines (no trailing spaces). On a terminal
 * too narrow even once the shrinkable columns are narrowed, columns are left out, from the right but never the first
 * (what the row is) nor the last (its id, whole so that it can be copied).
 */
export function formatTable(columns: Column[], rows: Cell[][], options: TableOptions = {}): string[] {
  const gap = options.gap ?? 2;
  const texts = rows.map((row) => columns.map((_, i) => cellText(row[i] ?? '')));
  const natural = columns.map((column, i) => {
    const widest = Math.max(displayWidth(column.header), ...texts.map((row) => displayWidth(row[i]!)));
    return column.maxWidth ? Math.min(widest, Math.max(column.maxWidth, displayWidth(column.header))) : widest;
  });
  const { kept, widths } = options.width
    ? layout(columns, natural, options.width, gap)
    : { kept: columns.map((_, i) => i), widths: natural };
  const hidden = columns.filter((_, i) => !kept.includes(i)).map((column) => column.header);
  if (hidden.length) options.onHidden?.(hidden);
  const line = (cells: string[], styles: Array<((t: string) => string) | undefined>) =>
    kept
      .map((column, k) => {
        const width = widths[k]!;
        const cut = truncate(cells[column]!, width);
        const pad = ' '.repeat(width - displayWidth(cut));
        const aligned = columns[column]!.align === 'right' ? pad + cut : cut + (k === kept.length - 1 ? '' : pad);
        const style = styles[column];
        return style ? style(aligned) : aligned;
      })
      .join(' '.repeat(gap))
      .trimEnd();
  const header = line(
    columns.map((c) => c.header),
    columns.map(() => options.headerStyle),
  );
  return [
    header,
    ...texts.map((row, r) =>
      line(
        row,
        rows[r]!.map((cell) => (typeof cell === 'string' ? undefined : cell.style)),
      ),
    ),
  ];
}

/** The columns shown and their widths: every column if shrinking fits them, else fewer (see `formatTable`). */
function layout(columns: Column[], natural: number[], total: number, gap: number) {
  const droppable = columns.map((_, i) => i).slice(1, -1);
  let kept = columns.map((_, i) => i);
  for (;;) {
    const widths = kept.map((i) => natural[i]!);
    const fits = fitToWidth(
      kept.map((i) => columns[i]!),
      widths,
      total,
      gap,
    );
    const next = droppable.pop();
    if (fits || next === undefined) return { kept, widths };
    kept = kept.filter((i) => i !== next);
  }
}

/** Narrows the shrinkable columns, widest first, until the table fits `total` columns; false when it cannot. */
function fitToWidth(columns: Column[], widths: number[], total: number, gap: number): boolean {
  const sum = () => widths.reduce((a, b) => a + b, 0) + gap * (widths.length - 1);
  const candidates = columns.map((_, i) => i).filter((i) => columns[i]!.shrinkable !== false);
  while (sum() > total) {
    const widest = candidates
      .filter((i) => widths[i]! > Math.max(MIN_SHRUNK_WIDTH, displayWidth(columns[i]!.header)))
      .sort((a, b) => widths[b]! - widths[a]!)[0];
    if (widest === undefined) return false;
    widths[widest] = Math.max(
      widths[widest]! - (sum() - total),
      MIN_SHRUNK_WIDTH,
      displayWidth(columns[widest]!.header),
    );
  }
  return true;
}
