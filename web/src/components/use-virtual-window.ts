import { type UIEvent, useCallback, useRef, useState } from 'react';

/** The rows to render for a scroll position: the visible ones plus `overscan` on each side, end exclusive. */
export function visibleRange(
  scrollTop: number,
  viewportPx: number,
  rowPx: number,
  count: number,
  overscan: number,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowPx);
  const shown = Math.ceil(viewportPx / rowPx) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + shown + overscan) };
}

/**
 * Hand-rolled windowing for long lists of fixed-height rows: only the rows in view (plus an overscan) are rendered,
 * so 10,000 rows cost what 30 do. Scroll events are folded into one update per animation frame.
 */
export function useVirtualWindow(count: number, rowPx: number, viewportPx: number, overscan = 8) {
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef<number | undefined>(undefined);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const target = event.currentTarget;
    if (frame.current !== undefined) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      setScrollTop(target.scrollTop);
    });
  }, []);
  return { ...visibleRange(scrollTop, viewportPx, rowPx, count, overscan), onScroll };
}
