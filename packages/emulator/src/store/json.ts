/** Reads a row's `data` JSON column; a corrupt value reads as empty rather than failing every request. */
export function parseData(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function bool(value: number | null | undefined): boolean {
  return value === 1;
}

/** Lower-cased search text, or null for "no search" (the SQL treats null as match-all). */
export function searchParam(search: string | undefined): string | null {
  const trimmed = search?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

/** A boolean filter from the query (`true`/`false`) as 1/0, or null when absent. */
export function flagParam(value: string | undefined | null): number | null {
  if (value === 'true' || value === '1') return 1;
  if (value === 'false' || value === '0') return 0;
  return null;
}
