/** The log viewer (spec 002 section 9). */

/** Spec 002 section 9: the log viewer's line choices, 20 by default. */
export const LOG_LINE_CHOICES = [20, 100, 1000, 10000] as const;
export const DEFAULT_LOG_LINES = 20;

/** The next line choice after `current` (wrapping round), for a key that cycles them. */
export function nextLogLineChoice(current: number): number {
  const index = (LOG_LINE_CHOICES as readonly number[]).indexOf(current);
  return LOG_LINE_CHOICES[(index + 1) % LOG_LINE_CHOICES.length] ?? DEFAULT_LOG_LINES;
}
