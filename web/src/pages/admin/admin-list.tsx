import type { Page, PageParams } from '@skiff/sdk';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { useListQuery } from '../../components/list-query.js';
import { Pager } from '../../components/pager.js';
import { SearchBox } from '../../components/search-box.js';
import { useResource } from '../../components/use-resource.js';
import { type Column, DataTable } from './data-table.js';

/**
 * A paged admin list (spec 003 section 9 sizes): search and page in the URL, the table, the pager. `columns` gets
 * `done`: a row action (delete) calls it with its success text, shown above the table, and the list reloads.
 */
export function AdminList<T>(props: {
  caption: string;
  sizes: readonly number[];
  search?: { label: string; placeholder: string };
  load(params: PageParams, signal: AbortSignal): Promise<Page<T>>;
  columns(done: (message?: string) => void): readonly Column<T>[];
  rowKey(row: T): string;
  empty?: string;
  /** Changing it loads the list again (after a form outside the list added a row). */
  reloadKey?: number;
}) {
  const list = useListQuery(props.sizes[0] ?? 24, props.sizes);
  const { pageIndex, pageSize, search } = list;
  const page = useResource(
    (signal) => props.load({ pageIndex, pageSize, ...(search ? { search } : {}) }, signal),
    [pageIndex, pageSize, search, props.reloadKey],
  );
  const [notice, setNotice] = useState<string>();
  const { reload } = page;
  const done = useCallback(
    (message?: string) => {
      setNotice(message);
      reload();
    },
    [reload],
  );
  return (
    <>
      {notice ? (
        <p role="status" className="alert alert-success">
          {notice}
        </p>
      ) : null}
      {props.search ? (
        <SearchBox
          label={props.search.label}
          placeholder={props.search.placeholder}
          value={search}
          onSearch={(value) => list.set({ search: value })}
        />
      ) : null}
      <ErrorAlert error={page.error} />
      <DataTable
        caption={props.caption}
        columns={props.columns(done)}
        rows={page.data?.items}
        rowKey={props.rowKey}
        loading={page.loading}
        {...(props.empty ? { empty: props.empty } : {})}
      />
      {page.data ? (
        <Pager
          pageIndex={pageIndex}
          pageSize={pageSize}
          total={page.data.total}
          sizes={props.sizes}
          onChange={(nextPage, nextSize) => list.set({ pageIndex: nextPage, pageSize: nextSize })}
        />
      ) : null}
    </>
  );
}
