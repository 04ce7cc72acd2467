import type { ClusterTab } from '@skiff/sdk/domain';

/** Where cluster pages live: /infrastructures/{id}/... and the equivalent /clusters/{id}/... (spec 003 section 2.10). */
export type ClusterBase = 'infrastructures' | 'clusters';

/** A cluster detail tab, under the same base as the list the user came from. */
export function clusterPath(clusterId: string, tab: ClusterTab, base: ClusterBase = 'infrastructures'): string {
  return `/${base}/${encodeURIComponent(clusterId)}/${tab}`;
}
