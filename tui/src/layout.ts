/**
 * Below this many columns the TUI uses its narrow layout (the spec's narrow, single-column layout): tables keep
 * their main columns only, and the header keeps the breadcrumb, the push state and the bell.
 */
export const NARROW_BELOW_COLUMNS = 100;

export function isNarrow(width: number): boolean {
  return width < NARROW_BELOW_COLUMNS;
}
