import type { Db } from './database.js';
import { parseData } from './json.js';

interface DocumentRow {
  id: string;
  name: string;
  created_by: string | null;
  created_at: string;
  data: string;
  creator_email: string | null;
}

export type Doc = Record<string, unknown> & { _id: string; name: string; createdBy: string | null; createdAt: string };

export interface NewDoc {
  id: string;
  name: string;
  createdBy: string | null;
  createdAt: string;
  data: Record<string, unknown>;
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;

/** A table of `(id, name, created_by, created_at, data)` entities: catalogs and teams. */
export function createDocumentStore(db: Db, table: 'catalogs' | 'teams') {
  const select = `SELECT d.*, u.email AS creator_email FROM ${table} d LEFT JOIN users u ON u.id = d.created_by`;
  const filter = `(@search IS NULL OR instr(lower(d.name), @search) > 0
      OR instr(lower(coalesce(json_extract(d.data, '$.title'), '')), @search) > 0)
    AND (@createdBy IS NULL OR d.created_by = @createdBy)`;
  type Filter = { search: string | null; createdBy: string | null };
  const page = db.prepare<[Filter & { limit: number; offset: number }], DocumentRow>(
    `${select} WHERE ${filter} ORDER BY d.created_at ASC, d.name ASC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[Filter], number>(`SELECT count(*) FROM ${table} d WHERE ${filter}`).pluck();
  const all = db.prepare<[Filter], DocumentRow>(`${select} WHERE ${filter} ORDER BY d.created_at ASC, d.name ASC`);
  const byId = db.prepare<[string], DocumentRow>(`${select} WHERE d.id = ?`);
  const byName = db.prepare<[string], DocumentRow>(`${select} WHERE lower(d.name) = lower(?)`);
  const insert = db.prepare(
    `INSERT INTO ${table} (id, name, created_by, created_at, data) VALUES (@id, @name, @createdBy, @createdAt, @data)`,
  );
  const update = db.prepare(`UPDATE ${table} SET name = ?, data = ? WHERE id = ?`);
  const remove = db.prepare(`DELETE FROM ${table} WHERE id = ?`);

  function toDoc(row: DocumentRow): Doc {
    return {
      ...parseData(row.data),
      _id: row.id,
      name: row.name,
      createdBy: row.created_by,
      creatorEmail: row.creator_email,
      createdAt: row.created_at,
    };
  }

  return {
    list(f: Partial<Filter>, limit: number, offset: number): { items: Doc[]; total: number } {
      const full = { search: f.search ?? null, createdBy: f.createdBy ?? null };
      return { items: page.all({ ...full, limit, offset }).map(toDoc), total: count.get(full) ?? 0 };
    },
    all(f: Partial<Filter> = {}): Doc[] {
      return all.all({ search: f.search ?? null, createdBy: f.createdBy ?? null }).map(toDoc);
    },
    get(id: string): Doc | undefined {
      const row = byId.get(id);
      return row && toDoc(row);
    },
    byName(name: string): Doc | undefined {
      const row = byName.get(name);
      return row && toDoc(row);
    },
    insert(doc: NewDoc): void {
      insert.run({ ...doc, data: JSON.stringify(doc.data) });
    },
    /** Replaces the name and the data (the caller merges). */
    update(id: string, name: string, data: Record<string, unknown>): void {
      const { _id, createdBy, creatorEmail, createdAt, name: _n, ...rest } = data;
      update.run(name, JSON.stringify(rest), id);
    },
    remove(id: string): boolean {
      return remove.run(id).changes > 0;
    },
  };
}

export interface TeamMember {
  _id: string;
  email: string;
  displayName: string;
  role: string;
  addedAt: string;
}

export type TeamMemberStore = ReturnType<typeof createTeamMemberStore>;

export function createTeamMemberStore(db: Db) {
  const list = db.prepare<[string], { id: string; email: string; data: string; role: string; added_at: string }>(
    `SELECT u.id, u.email, u.data, m.role, m.added_at FROM team_members m JOIN users u ON u.id = m.user_id
     WHERE m.team_id = ? ORDER BY m.added_at, u.email`,
  );
  const add = db.prepare('INSERT OR REPLACE INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM team_members WHERE team_id = ? AND user_id = ?');
  const removeAll = db.prepare('DELETE FROM team_members WHERE team_id = ?');
  return {
    list(teamId: string): TeamMember[] {
      return list.all(teamId).map((r) => {
        const data = parseData(r.data);
        const displayName = typeof data.displayName === 'string' ? data.displayName : r.email.split('@')[0]!;
        return { _id: r.id, email: r.email, displayName, role: r.role, addedAt: r.added_at };
      });
    },
    add(teamId: string, userId: string, role: string): void {
      add.run(teamId, userId, role, new Date().toISOString());
    },
    remove(teamId: string, userId: string): boolean {
      return remove.run(teamId, userId).changes > 0;
    },
    removeAll(teamId: string): void {
      removeAll.run(teamId);
    },
  };
}
