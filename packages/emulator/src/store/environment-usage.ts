import type { Db } from './database.js';
import { parseData } from './json.js';
import { DEPLOYED_STATUSES_SQL } from './workspaces.js';

/** An application running (or paused) on a cluster, as the cluster's pods and volumes pages need it. */
export interface ClusterApplication {
  id: string;
  name: string;
  status: string | null;
  replicas: number;
  workspaceId: string;
  projectId: string;
  data: Record<string, unknown>;
}

export type EnvironmentUsageStore = ReturnType<typeof createEnvironmentUsageStore>;

/** What lives on a cluster: the workspaces whose environment it is, and their deployed applications. */
export function createEnvironmentUsageStore(db: Db) {
  const ON_ENV = "json_extract(w.data, '$.environment._id') = ?";
  const workspaceIds = db
    .prepare<[string], string>(`SELECT w.id FROM workspaces w WHERE ${ON_ENV} ORDER BY w.created_at`)
    .pluck();
  const deployed = db.prepare<[string], Omit<ClusterApplication, 'data'> & { data: string }>(
    `SELECT a.id, a.name, a.status, a.replicas, a.workspace_id AS workspaceId, a.project_id AS projectId, a.data
     FROM applications a JOIN workspaces w ON w.id = a.workspace_id
     WHERE ${ON_ENV} AND a.status IN ${DEPLOYED_STATUSES_SQL} ORDER BY a.created_at`,
  );
  return {
    workspaceIds(environmentId: string): string[] {
      return workspaceIds.all(environmentId);
    },
    /** Deployed applications (running or paused) of the cluster's workspaces. */
    deployedApplications(environmentId: string): ClusterApplication[] {
      return deployed.all(environmentId).map((row) => ({ ...row, data: parseData(row.data) }));
    },
  };
}
