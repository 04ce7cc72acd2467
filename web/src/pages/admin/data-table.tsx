import { stripControlSequences } from '@skiff/sdk/domain';
import type { ReactNode } from 'react';
import './admin.css';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
}

/** Server text as plain, printable text (control sequences stripped); '' for nothing. */
export function text(value: unknown): string {
  return value === null || value === undefined ? '' : stripControlSequences(String(value));
}

/**
 * An admin list as a table with a caption; `empty` shows instead of an empty body once loaded. The box scrolls
 * sideways on a narrow screen, so it is a labelled region reachable by keyboard (Tab, then the arrow keys).
 */
export function DataTable<T>(props: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string;
  loading?: boolean;
  empty?: string;
}) {
  const rows = props.rows ?? [];
  return (
    <section
      className="admin-table"
      aria-label={props.caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
    >
      <table aria-busy={props.loading ?? false}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {props.columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!props.loading && props.rows && rows.length === 0 ? <p className="empty">{props.empty ?? 'No data'}</p> : null}
    </section>
  );
}
