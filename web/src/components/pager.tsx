import { useId } from 'react';
import type { ListQuery } from './list-query.js';

interface PagerProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  sizes?: readonly number[];
  onChange(pageIndex: number, pageSize: number): void;
}

/** Previous / next and an optional page-size choice; says which items are shown. */
export function Pager({ pageIndex, pageSize, total, sizes, onChange }: PagerProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (pageIndex - 1) * pageSize + 1;
  const last = Math.min(total, pageIndex * pageSize);
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" disabled={pageIndex <= 1} onClick={() => onChange(pageIndex - 1, pageSize)}>
        Previous
      </button>
      <span aria-live="polite">
        {first}-{last} of {total}
      </span>
      <button type="button" disabled={pageIndex >= pages} onClick={() => onChange(pageIndex + 1, pageSize)}>
        Next
      </button>
      {sizes ? (
        <>
          <label htmlFor={sizeId}>Per page</label>
          <select id={sizeId} value={pageSize} onChange={(e) => onChange(1, Number(e.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </nav>
  );
}

/** The pager of a list whose page and size live in the URL (`useListQuery`). */
export function ListPager({ list, total, sizes }: { list: ListQuery; total: number; sizes?: readonly number[] }) {
  return (
    <Pager
      pageIndex={list.pageIndex}
      pageSize={list.pageSize}
      total={total}
      sizes={sizes}
      onChange={(pageIndex, pageSize) => list.set({ pageIndex, pageSize })}
    />
  );
}
