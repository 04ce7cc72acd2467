import type { Db } from './database.js';
import { parseData } from './json.js';

/**
 * The application screens' small entities (backups, backup files, custom domains, VPS, application members,
 * tool tokens, templates, snapshots, resources, static sites and their domains) in one table keyed by `kind`:
 * each is listed by its parent ids and otherwise read whole, so `data` (JSON) holds the rest.
 */
export const APPLICATION_RECORDS_SQL = `
CREATE TABLE IF NOT EXISTS app_records (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  workspace_id TEXT,
  project_id TEXT,
  application_id TEXT,
  owner_id TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS app_records_app ON app_records (kind, application_id, created_at);
CREATE INDEX IF NOT EXISTS app_records_ws ON app_records (kind, workspace_id, created_at);
`;

export type RecordKind =
  | 'backup'
  | 'backup-file'
  | 'domain'
  | 'vps'
  | 'app-member'
  | 'template'
  | 'snapshot'
  | 'resource'
  | 'static-site'
  | 'static-domain';

export interface AppRecord {
  id: string;
  kind: RecordKind;
  workspaceId: string | null;
  projectId: string | null;
  applicationId: string | null;
  ownerId: string | null;
  createdAt: string;
  data: Record<string, unknown>;
}

interface Row {
  id: string;
  kind: RecordKind;
  workspace_id: string | null;
  project_id: string | null;
  application_id: string | null;
  owner_id: string | null;
  created_at: string;
  data: string;
}

/** Which parent a list is of; null fields are not filtered on. `search` matches `data.$[searchField]`. */
export interface RecordFilter {
  kind: RecordKind;
  workspaceId?: string | null;
  applicationId?: string | null;
  ownerId?: string | null;
  search?: string | null;
  searchField?: string;
}

export type AppRecordStore = ReturnType<typeof createAppRecordStore>;

export function createAppRecordStore(db: Db) {
  const where = `kind = @kind AND (@workspaceId IS NULL OR workspace_id = @workspaceId)
    AND (@applicationId IS NULL OR application_id = @applicationId) AND (@ownerId IS NULL OR owner_id = @ownerId)
    AND (@search IS NULL OR instr(lower(coalesce(json_extract(data, @searchPath), '')), @search) > 0)`;
  type Params = {
    kind: string;
    workspaceId: string | null;
    applicationId: string | null;
    ownerId: string | null;
    search: string | null;
    searchPath: string;
  };
  const page = db.prepare<[Params & { limit: number; offset: number }], Row>(
    `SELECT * FROM app_records WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[Params], number>(`SELECT count(*) FROM app_records WHERE ${where}`).pluck();
  const byId = db.prepare<[string, string], Row>('SELECT * FROM app_records WHERE id = ? AND kind = ?');
  const insert = db.prepare(
    `INSERT INTO app_records (id, kind, workspace_id, project_id, application_id, owner_id, created_at, data)
     VALUES (@id, @kind, @workspaceId, @projectId, @applicationId, @ownerId, @createdAt, @data)`,
  );
  const patch = db.prepare('UPDATE app_records SET data = json_patch(data, ?) WHERE id = ? AND kind = ?');
  const remove = db.prepare('DELETE FROM app_records WHERE id = ? AND kind = ?');
  const removeOfApp = db.prepare('DELETE FROM app_records WHERE application_id = ?');

  const toRecord = (row: Row): AppRecord => ({
    id: row.id,
    kind: row.kind,
    workspaceId: row.workspace_id,
    projectId: row.project_id,
    applicationId: row.application_id,
    ownerId: row.owner_id,
    createdAt: row.created_at,
    data: parseData(row.data),
  });
  const paramsOf = (f: RecordFilter): Params => ({
    kind: f.kind,
    workspaceId: f.workspaceId ?? null,
    applicationId: f.applicationId ?? null,
    ownerId: f.ownerId ?? null,
    search: f.search ?? null,
    searchPath: `$.${f.searchField ?? 'name'}`,
  });

  return {
    /** Newest first. */
    list(filter: RecordFilter, limit = 10_000, offset = 0): { items: AppRecord[]; total: number } {
      const params = paramsOf(filter);
      return { items: page.all({ ...params, limit, offset }).map(toRecord), total: count.get(params) ?? 0 };
    },
    count(filter: RecordFilter): number {
      return count.get(paramsOf(filter)) ?? 0;
    },
    get(kind: RecordKind, id: string): AppRecord | undefined {
      const row = byId.get(id, kind);
      return row && toRecord(row);
    },
    insert(record: Omit<AppRecord, 'projectId' | 'ownerId'> & { projectId?: string | null; ownerId?: string | null }) {
      insert.run({
        ...record,
        projectId: record.projectId ?? null,
        ownerId: record.ownerId ?? null,
        data: JSON.stringify(record.data),
      });
    },
    /** JSON merge patch of `data` (null removes a key). */
    patch(kind: RecordKind, id: string, data: Record<string, unknown>): void {
      patch.run(JSON.stringify(data), id, kind);
    },
    remove(kind: RecordKind, id: string): boolean {
      return remove.run(id, kind).changes > 0;
    },
    removeOfApplication(applicationId: string): void {
      removeOfApp.run(applicationId);
    },
  };
}
