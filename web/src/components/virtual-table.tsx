import type { ReactNode } from 'react';
import { useVirtualWindow } from './use-virtual-window.js';

export interface Column<T> {
  key: string;
  /** The header cell's content (a sort button, for instance). */
  header: ReactNode;
  cell(row: T): ReactNode;
}

interface Props<T> {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey(row: T): string;
  rowPx?: number;
  viewportPx?: number;
}

/**
 * A table that renders only the rows in view (windowing), with spacer rows keeping the scroll height, a sticky
 * header, and `aria-rowcount`/`aria-rowindex` so assistive technology knows the whole size. The scroll area takes
 * keyboard focus so it scrolls with the arrow keys.
 */
export function VirtualTable<T>({ label, rows, columns, rowKey, rowPx = 36, viewportPx = 540 }: Props<T>) {
  const { start, end, onScroll } = useVirtualWindow(rows.length, rowPx, viewportPx);
  const pad = (height: number, key: string) =>
    height > 0 ? (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no content and takes no focus
      <tr key={key} aria-hidden="true" className="spacer" style={{ height }}>
        <td colSpan={columns.length} />
      </tr>
    ) : null;
  return (
    <section
      className="virtual-table"
      style={{ maxHeight: viewportPx }}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      aria-label={label}
    >
      <table aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pad(start * rowPx, 'before')}
          {rows.slice(start, end).map((row, offset) => (
            <tr key={rowKey(row)} aria-rowindex={start + offset + 2} style={{ height: rowPx }}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
          {pad((rows.length - end) * rowPx, 'after')}
        </tbody>
      </table>
    </section>
  );
}
