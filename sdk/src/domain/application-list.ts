/** The workspace application list (spec 001 section 2): its status filter, page sizes and sorting. */

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
