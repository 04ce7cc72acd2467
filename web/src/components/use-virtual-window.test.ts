import { describe, expect, it } from 'vitest';
import { visibleRange } from './use-virtual-window.js';

describe('visibleRange (windowing of the 10,000-row table)', () => {
  it('Given the top of a long list, When the range is computed, Then only the rows in view plus the overscan render', () => {
    expect(visibleRange(0, 360, 36, 10_000, 8)).toEqual({ start: 0, end: 19 });
  });

  it('Given a scroll into the middle, When the range is computed, Then it starts overscan rows above the first visible', () => {
    expect(visibleRange(36 * 5000 + 10, 360, 36, 10_000, 8)).toEqual({ start: 4992, end: 5019 });
  });

  it('Given the end or a short list, When the range is computed, Then it never passes the row count', () => {
    expect(visibleRange(36 * 9995, 360, 36, 10_000, 8).end).toBe(10_000);
    expect(visibleRange(0, 360, 36, 3, 8)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(-50, 360, 36, 0, 8)).toEqual({ start: 0, end: 0 });
  });
});
