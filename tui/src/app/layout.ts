/**
 * Below this many columns the TUI uses its narrow layout (the spec's narrow, single-column layout): tables keep
 * their main columns only, and the header keeps the breadcrumb, the push state and the bell.
 */
export const NARROW_BELOW_COLUMNS = 100;

export function isNarrow(width: number): boolean {
  return width < NARROW_BELOW_COLUMNS;
}

/** The smallest terminal the TUI draws its screens in (at 60x20 every screen was checked to fit; 50 broke rows). */
export const MIN_TERMINAL_COLUMNS = 60;
export const MIN_TERMINAL_ROWS = 16;

/** Whether the terminal is too small for the screens (the TUI then says so, and keeps its keys). */
export function isTooSmall(columns: number, rows: number): boolean {
  return columns < MIN_TERMINAL_COLUMNS || rows < MIN_TERMINAL_ROWS;
}
