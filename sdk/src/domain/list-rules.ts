/**
 * Rules of the list screens that every front end shares: the log viewer's line counts (spec 002 section 9), the
 * workspace application table's status filter, sorting and relative dates (spec 001 section 2), and the workspace
 * role names users see (spec 001 section 6).
 */

/** Spec 002 section 9: the log viewer's line choices, 20 by default. */
export const LOG_LINE_CHOICES = [20, 100, 1000, 10000] as const;
export const DEFAULT_LOG_LINES = 20;

/** The next line choice after `current` (wrapping round), for a key that cycles them. */
export function nextLogLineChoice(current: number): number {
  const index = (LOG_LINE_CHOICES as readonly number[]).indexOf(current);
  return LOG_LINE_CHOICES[(index + 1) % LOG_LINE_CHOICES.length] ?? DEFAULT_LOG_LINES;
}

/** Spec 001 section 2, workspace applications: the status filter offers these, one at a time. */
export const APPLICATION_STATUS_FILTERS = ['Deployed', 'Undeployed', 'Paused'] as const;
export type ApplicationStatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];
/** Spec 001 section 2: page sizes of the workspace application table. */
export const WORKSPACE_APPLICATION_PAGE_SIZES = [25, 50, 100] as const;

/**
 * Whether an application passes a status filter: Deployed is a deploy success (or upgrading) with replicas above
 * zero, Paused the same with zero replicas, Undeployed anything never deployed or undeployed.
 */
export function matchesApplicationStatusFilter(
  app: { status?: string | null; replicas?: number | null },
  filter: ApplicationStatusFilter,
): boolean {
  const deployed = app.status === 'DEPLOY_APPLICATION_SUCCESS' || app.status === 'UPGRADING';
  const replicas = app.replicas ?? 0;
  switch (filter) {
    case 'Deployed':
      return deployed && replicas > 0;
    case 'Paused':
      return deployed && replicas === 0;
    case 'Undeployed':
      return !deployed;
    default:
      return true;
  }
}

export type SortDirection = 'asc' | 'desc';

/** Sorts by the Deployed column (a copy); never-deployed items go last whichever the direction. */
export function sortByDeployedAt<T extends { deployedAt?: string | null }>(
  items: readonly T[],
  direction: SortDirection,
): T[] {
  const time = (item: T) => (item.deployedAt ? Date.parse(item.deployedAt) : Number.NaN);
  return [...items].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
    return direction === 'asc' ? ta - tb : tb - ta;
  });
}

/** A past date relative to now, as the tables show it: `just now`, `5 minutes ago`, `3 days ago`. */
export function formatRelativeTime(value: string | null | undefined, now: number = Date.now()): string {
  if (!value) return '';
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const units: ReadonlyArray<[string, number]> = [
    ['year', 365 * 86_400],
    ['month', 30 * 86_400],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** Spec 001 section 1: workspace roles as users see them (OWNER, ADMINISTRATOR, DEVELOPER). */
export function workspaceRoleLabel(role: string | null | undefined): string {
  switch (role?.toUpperCase()) {
    case 'WORKSPACE_OWNER':
      return 'OWNER';
    case 'WORKSPACE_ADMIN':
      return 'ADMINISTRATOR';
    case 'DEVELOPER':
      return 'DEVELOPER';
    default:
      return role ?? '';
  }
}
