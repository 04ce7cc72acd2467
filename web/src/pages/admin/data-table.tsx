import { stripControlSequences } from '@skiff/sdk';
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

/** An admin list as a table with a caption; `empty` shows instead of an empty body once loaded. */
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
    <div className="admin-table">
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
    </div>
  );
}
