import type { SecretManagerAnswer } from './answer-types.js';
import type { Db } from './database.js';
import { parseData } from './json.js';

/** Secret managers of a project: a name and a map of variables (spec 002 section 3). */
export const SECRET_MANAGER_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS secret_managers (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  name TEXT NOT NULL,
  vars TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (project_id, name)
);
`;

interface Row {
  id: string;
  project_id: string;
  name: string;
  vars: string;
  created_at: string;
  updated_at: string;
}

/**
 * A secret manager as answered: every field of the SDK's schema (spec 002 section 3), with the stored types, plus
 * the owning project's id (the emulator's extra; neither the spec nor the SDK reads it).
 */
export type SecretManager = SecretManagerAnswer & {
  _id: string;
  project: string;
  values: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

export type SecretManagerStore = ReturnType<typeof createSecretManagerStore>;

export function createSecretManagerStore(db: Db) {
  const list = db.prepare<[string], Row>('SELECT * FROM secret_managers WHERE project_id = ? ORDER BY name');
  const byName = db.prepare<[string, string], Row>('SELECT * FROM secret_managers WHERE project_id = ? AND name = ?');
  const byId = db.prepare<[string, string], Row>('SELECT * FROM secret_managers WHERE project_id = ? AND id = ?');
  const upsert = db.prepare(
    `INSERT INTO secret_managers (id, project_id, name, vars, created_at, updated_at)
     VALUES (@id, @projectId, @name, @vars, @at, @at)
     ON CONFLICT (project_id, name) DO UPDATE SET vars = excluded.vars, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM secret_managers WHERE id = ?');
  const removeOfProject = db.prepare('DELETE FROM secret_managers WHERE project_id = ?');

  const toManager = (row: Row): SecretManager => ({
    _id: row.id,
    name: row.name,
    project: row.project_id,
    values: parseData(row.vars),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  return {
    list: (projectId: string): SecretManager[] => list.all(projectId).map(toManager),
    byName(projectId: string, name: string): SecretManager | undefined {
      const row = byName.get(projectId, name);
      return row && toManager(row);
    },
    byId(projectId: string, id: string): SecretManager | undefined {
      const row = byId.get(projectId, id);
      return row && toManager(row);
    },
    /** Creates the named manager, or replaces its values when it exists (the name cannot change). */
    save(input: { id: string; projectId: string; name: string; values: Record<string, unknown>; at: string }) {
      upsert.run({ ...input, vars: JSON.stringify(input.values) });
      return this.byName(input.projectId, input.name)!;
    },
    remove: (id: string) => void remove.run(id),
    removeOfProject: (projectId: string) => void removeOfProject.run(projectId),
  };
}
