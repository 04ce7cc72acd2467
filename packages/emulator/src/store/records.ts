import type { Db } from './database.js';
import { parseData } from './json.js';

/**
 * The administration area's entities (clusters, cloud accounts, hosted zones, command access tokens, AWS orders and
 * their metering records, uploaded files) share one table: `kind` says which, columns hold what is queried
 * (owner, name for search, a unique lookup key such as a token hash), `data` holds the rest.
 */
export const RECORDS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS admin_records (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  owner_id TEXT,
  name TEXT NOT NULL DEFAULT '',
  lookup_key TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS admin_records_owner ON admin_records (kind, owner_id, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS admin_records_lookup ON admin_records (kind, lookup_key) WHERE lookup_key IS NOT NULL;
`;

export type RecordKind =
  | 'environment'
  | 'cloud-account'
  | 'hosted-zone'
  | 'command-token'
  | 'aws-order'
  | 'metering-record'
  | 'file';

interface RecordRow {
  id: string;
  owner_id: string | null;
  name: string;
  created_at: string;
  data: string;
}

export interface StoredRecord {
  _id: string;
  ownerId: string | null;
  name: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export interface NewRecord {
  id: string;
  ownerId?: string | null;
  name?: string;
  lookupKey?: string | null;
  createdAt: string;
  data?: Record<string, unknown>;
}

export interface RecordFilter {
  ownerId?: string | null;
  search?: string | null;
  /** A `data` field that must equal a value, e.g. `['awsOrderId', id]`. */
  dataEquals?: [string, string] | null;
}

function toRecord(row: RecordRow): StoredRecord {
  return { _id: row.id, ownerId: row.owner_id, name: row.name, createdAt: row.created_at, data: parseData(row.data) };
}

const FILTER = `kind = @kind AND (@ownerId IS NULL OR owner_id = @ownerId)
  AND (@search IS NULL OR instr(lower(name), @search) > 0)
  AND (@field IS NULL OR json_extract(data, '$.' || @field) = @value)`;

export type RecordStore = ReturnType<typeof createRecordStore>;

export function createRecordStore(db: Db) {
  type Params = { kind: string; ownerId: string | null; search: string | null; field: string | null; value: unknown };
  const page = db.prepare<[Params & { limit: number; offset: number }], RecordRow>(
    `SELECT * FROM admin_records WHERE ${FILTER} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[Params], number>(`SELECT count(*) FROM admin_records WHERE ${FILTER}`).pluck();
  const byId = db.prepare<[string, string], RecordRow>('SELECT * FROM admin_records WHERE kind = ? AND id = ?');
  const byKey = db.prepare<[string, string], RecordRow>(
    'SELECT * FROM admin_records WHERE kind = ? AND lookup_key = ?',
  );
  const insert = db.prepare(
    `INSERT INTO admin_records (kind, id, owner_id, name, lookup_key, created_at, data)
     VALUES (@kind, @id, @ownerId, @name, @lookupKey, @createdAt, @data)`,
  );
  const update = db.prepare('UPDATE admin_records SET name = ?, data = ? WHERE kind = ? AND id = ?');
  const remove = db.prepare('DELETE FROM admin_records WHERE kind = ? AND id = ?');
  const params = (kind: RecordKind, filter: RecordFilter): Params => ({
    kind,
    ownerId: filter.ownerId ?? null,
    search: filter.search ?? null,
    field: filter.dataEquals?.[0] ?? null,
    value: filter.dataEquals?.[1] ?? null,
  });
  return {
    list(kind: RecordKind, filter: RecordFilter, limit: number, offset: number) {
      const p = params(kind, filter);
      return { items: page.all({ ...p, limit, offset }).map(toRecord), total: count.get(p) ?? 0 };
    },
    get(kind: RecordKind, id: string): StoredRecord | undefined {
      const row = byId.get(kind, id);
      return row && toRecord(row);
    },
    findByKey(kind: RecordKind, key: string): StoredRecord | undefined {
      const row = byKey.get(kind, key);
      return row && toRecord(row);
    },
    insert(kind: RecordKind, record: NewRecord): StoredRecord {
      insert.run({
        kind,
        id: record.id,
        ownerId: record.ownerId ?? null,
        name: record.name ?? '',
        lookupKey: record.lookupKey ?? null,
        createdAt: record.createdAt,
        data: JSON.stringify(record.data ?? {}),
      });
      return this.get(kind, record.id)!;
    },
    /** Merges `patch` into the record's data (and renames it when `patch.name` is a string). */
    patch(kind: RecordKind, id: string, patch: Record<string, unknown>): StoredRecord | undefined {
      const current = this.get(kind, id);
      if (!current) return undefined;
      const name = typeof patch.name === 'string' ? patch.name : current.name;
      update.run(name, JSON.stringify({ ...current.data, ...patch }), kind, id);
      return this.get(kind, id);
    },
    delete(kind: RecordKind, id: string): boolean {
      return remove.run(kind, id).changes > 0;
    },
  };
}
