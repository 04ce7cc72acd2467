import { applicationAnswer } from './application-answer.js';
import type { Db } from './database.js';
import { parseData } from './json.js';

interface ApplicationRow {
  id: string;
  workspace_id: string;
  project_id: string;
  name: string;
  status: string | null;
  replicas: number;
  paused_replicas: number;
  last_activity_id: string | null;
  created_at: string;
  data: string;
  la_action: string | null;
  la_status: string | null;
  la_updated_at: string | null;
}

/** The stored state the task simulator and the action rules work on. */
export interface ApplicationState {
  id: string;
  workspaceId: string;
  projectId: string;
  name: string;
  status: string | null;
  replicas: number;
  pausedReplicas: number;
  lastActivityId: string | null;
  lastActivityStatus: string | null;
  data: Record<string, unknown>;
}

export interface NewApplication {
  id: string;
  workspaceId: string;
  projectId: string;
  name: string;
  status: string | null;
  replicas: number;
  pausedReplicas?: number;
  lastActivityId?: string | null;
  createdAt: string;
  data: Record<string, unknown>;
}

export type Application = Record<string, unknown> & { _id: string };

/** An application that expires; `expiredTime` is stored as an ISO date or as epoch milliseconds. */
export interface ExpiringApplication {
  id: string;
  workspaceId: string;
  projectId: string;
  expiredTime: string | number | null;
  environmentId: string | null;
}

const SELECT = `SELECT a.*, la.action AS la_action, la.status AS la_status, la.updated_at AS la_updated_at
  FROM applications a LEFT JOIN activities la ON la.id = a.last_activity_id`;

const ORDER = 'a.created_at ASC, a.name ASC, a.rowid ASC';

/**
 * One page of the rows matching `where`, oldest first. The page's rowids are chosen first so the sort handles
 * narrow rows, not every matching row's `data` (a 100-row page of 10,000 applications: 50 ms to 9 ms).
 */
function pageSql(where: string): string {
  return `${SELECT} WHERE a.rowid IN (SELECT a.rowid FROM applications a WHERE ${where}
    ORDER BY ${ORDER} LIMIT @limit OFFSET @offset) ORDER BY ${ORDER}`;
}

const FILTER = `a.workspace_id = @workspaceId AND (@projectId IS NULL OR a.project_id = @projectId)
  AND (@search IS NULL OR instr(lower(a.name), @search) > 0
       OR instr(lower(coalesce(json_extract(a.data, '$.applicationName'), '')), @search) > 0)`;

export type ApplicationStore = ReturnType<typeof createApplicationStore>;

export function createApplicationStore(db: Db) {
  type Filter = { workspaceId: string; projectId: string | null; search: string | null };
  const page = db.prepare<[Filter & { limit: number; offset: number }], ApplicationRow>(pageSql(FILTER));
  const count = db.prepare<[Filter], number>(`SELECT count(*) FROM applications a WHERE ${FILTER}`).pluck();
  const byId = db.prepare<[string], ApplicationRow>(`${SELECT} WHERE a.id = ?`);
  const insert = db.prepare(
    `INSERT INTO applications (id, workspace_id, project_id, name, status, replicas, paused_replicas, last_activity_id, created_at, data)
     VALUES (@id, @workspaceId, @projectId, @name, @status, @replicas, @pausedReplicas, @lastActivityId, @createdAt, @data)`,
  );
  const updateState = db.prepare(
    `UPDATE applications SET status = @status, replicas = @replicas, paused_replicas = @pausedReplicas,
       data = json_patch(data, @patch) WHERE id = @id`,
  );
  const setLastActivity = db.prepare('UPDATE applications SET last_activity_id = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM applications WHERE id = ?');
  const expiring = db.prepare<[], ExpiringApplication>(
    `SELECT id, workspace_id AS workspaceId, project_id AS projectId,
       json_extract(data, '$.expiredTime') AS expiredTime, json_extract(data, '$.environment._id') AS environmentId
     FROM applications WHERE json_extract(data, '$.expiredTime') IS NOT NULL`,
  );
  type AnyFilter = {
    workspaceIds: string | null;
    projectId: string | null;
    environmentId: string | null;
    search: string | null;
  };
  const ANY = `(@workspaceIds IS NULL OR a.workspace_id IN (SELECT value FROM json_each(@workspaceIds)))
    AND (@projectId IS NULL OR a.project_id = @projectId)
    AND (@environmentId IS NULL OR json_extract(a.data, '$.environment._id') = @environmentId)
    AND (@search IS NULL OR instr(lower(a.name), @search) > 0
         OR instr(lower(coalesce(json_extract(a.data, '$.applicationName'), '')), @search) > 0)`;
  const pageAny = db.prepare<[AnyFilter & { limit: number; offset: number }], ApplicationRow>(pageSql(ANY));
  const countAny = db.prepare<[AnyFilter], number>(`SELECT count(*) FROM applications a WHERE ${ANY}`).pluck();
  // Every application (an admin's unfiltered list): read off the indexes alone, as the filters above make SQLite
  // read each row, 10,000 of them per page.
  const pageEvery = db.prepare<[{ limit: number; offset: number }], ApplicationRow>(pageSql('1'));
  const countEvery = db.prepare<[], number>('SELECT count(*) FROM applications').pluck();

  function toApplication(row: ApplicationRow): Application {
    return applicationAnswer({
      id: row.id,
      name: row.name,
      status: row.status,
      replicas: row.replicas,
      workspaceId: row.workspace_id,
      projectId: row.project_id,
      createdAt: row.created_at,
      lastActivity: row.last_activity_id
        ? { _id: row.last_activity_id, action: row.la_action, status: row.la_status, updatedAt: row.la_updated_at }
        : null,
      data: parseData(row.data),
    });
  }

  return {
    list(filter: Filter, limit: number, offset: number): { items: Application[]; total: number } {
      return { items: page.all({ ...filter, limit, offset }).map(toApplication), total: count.get(filter) ?? 0 };
    },
    get(id: string): Application | undefined {
      const row = byId.get(id);
      return row && toApplication(row);
    },
    state(id: string): ApplicationState | undefined {
      const row = byId.get(id);
      if (!row) return undefined;
      return {
        id: row.id,
        workspaceId: row.workspace_id,
        projectId: row.project_id,
        name: row.name,
        status: row.status,
        replicas: row.replicas,
        pausedReplicas: row.paused_replicas,
        lastActivityId: row.last_activity_id,
        lastActivityStatus: row.la_status,
        data: parseData(row.data),
      };
    },
    insert(app: NewApplication): void {
      insert.run({
        ...app,
        pausedReplicas: app.pausedReplicas ?? 0,
        lastActivityId: app.lastActivityId ?? null,
        data: JSON.stringify(app.data),
      });
    },
    /** Applies a task's effect: the state columns and a JSON merge patch of the rest. */
    updateState(
      id: string,
      state: { status: string | null; replicas: number; pausedReplicas: number },
      patch: Record<string, unknown>,
    ): void {
      updateState.run({ id, ...state, patch: JSON.stringify(patch) });
    },
    setLastActivity(id: string, activityId: string): void {
      setLastActivity.run(activityId, id);
    },
    /** Applications across workspaces (`workspaceIds` null: all), for `GET /v2/applications`. */
    listAny(
      filter: {
        workspaceIds: string[] | null;
        projectId: string | null;
        environmentId: string | null;
        search: string | null;
      },
      limit: number,
      offset: number,
    ): { items: Application[]; total: number } {
      if (Object.values(filter).every((value) => value === null)) {
        return { items: pageEvery.all({ limit, offset }).map(toApplication), total: countEvery.get() ?? 0 };
      }
      const params = { ...filter, workspaceIds: filter.workspaceIds ? JSON.stringify(filter.workspaceIds) : null };
      return { items: pageAny.all({ ...params, limit, offset }).map(toApplication), total: countAny.get(params) ?? 0 };
    },
    /** Applications with an expiry time (trial sites), for the expiry warnings of the push channel. */
    expiring(): ExpiringApplication[] {
      return expiring.all();
    },
    remove(id: string): boolean {
      return remove.run(id).changes > 0;
    },
  };
}
