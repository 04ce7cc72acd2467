import { useEffect, useRef, useState } from 'react';
import type { Command } from '../keys/key-bindings.js';

/**
 * A list shown a page at a time (the spec's page sizes: workspaces 12, 24 or 50). Input: the item count and the
 * page size (undefined: one page of everything). Output: the page `index` and page `count`, `slice(items)` for the
 * items of the shown page, `reset()` (back to the first page, after the filter changed) and `onCommand`, which
 * handles `nextPage` and `previousPage` (stopping at either end) and says whether it did.
 */
export function usePages(total: number, size: number | undefined) {
  const [index, setIndex] = useState(0);
  const now = useRef(0);
  const count = size ? Math.max(1, Math.ceil(total / size)) : 1;
  const moveTo = (next: number) => {
    now.current = Math.max(0, Math.min(count - 1, next));
    setIndex(now.current);
  };
  // A smaller list (a reload, another page size) keeps the page in range.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the page count matters
  useEffect(() => {
    if (now.current >= count) moveTo(count - 1);
  }, [count]);
  const shown = Math.min(index, count - 1);
  return {
    index: shown,
    count,
    slice: <T>(items: readonly T[]): readonly T[] => (size ? items.slice(shown * size, (shown + 1) * size) : items),
    reset: () => moveTo(0),
    onCommand: (command: Command): boolean => {
      if (command === 'nextPage') moveTo(now.current + 1);
      else if (command === 'previousPage') moveTo(now.current - 1);
      else return false;
      return true;
    },
  };
}
