import { useRef, useState } from 'react';

/**
 * The selected row of a form with `count` fields. Keys arrive faster than re-renders, so the selection lives in
 * a ref too: `current()` reads it at key time, `index` is for drawing, `move(step)` moves within the fields.
 */
export function useFieldCursor(count: number) {
  const [index, setIndex] = useState(0);
  const now = useRef(0);
  return {
    index,
    current: () => now.current,
    move: (step: number) => {
      now.current = Math.min(count - 1, Math.max(0, now.current + step));
      setIndex(now.current);
    },
  };
}
