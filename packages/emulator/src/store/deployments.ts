import type { BackupAnswer, DeploymentAnswer } from './answer-types.js';
import type { Db } from './database.js';
import { deploymentAnswer } from './deployment-answer.js';
import { parseData } from './json.js';

/** Tables of deployments (tags) and their backups; registered where the schema is assembled (database.ts). */
export const DEPLOYMENT_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS deployments (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  name TEXT NOT NULL,
  status TEXT,
  replicas INTEGER NOT NULL DEFAULT 0,
  last_activity_id TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS deployments_project ON deployments (project_id, created_at);

CREATE TABLE IF NOT EXISTS deployment_backups (
  id TEXT PRIMARY KEY,
  deployment_id TEXT NOT NULL,
  type TEXT NOT NULL,
  activity_id TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS deployment_backups_deployment ON deployment_backups (deployment_id, created_at);
`;

interface DeploymentRow {
  id: string;
  workspace_id: string;
  project_id: string;
  name: string;
  status: string | null;
  replicas: number;
  last_activity_id: string | null;
  created_at: string;
  data: string;
  la_action: string | null;
  la_status: string | null;
  la_updated_at: string | null;
}

/** A tag as the API answers it (deployment-answer.ts). */
export type Deployment = DeploymentAnswer & { workspace: string; project: string; replicas: number };

const SELECT = `SELECT d.*, la.action AS la_action, la.status AS la_status, la.updated_at AS la_updated_at
  FROM deployments d LEFT JOIN activities la ON la.id = d.last_activity_id`;

interface BackupRow {
  id: string;
  deployment_id: string;
  type: string;
  activity_id: string | null;
  created_at: string;
  data: string;
  a_status: string | null;
}

export type DeploymentStore = ReturnType<typeof createDeploymentStore>;

export function createDeploymentStore(db: Db) {
  const listOf = db.prepare<[string], DeploymentRow>(`${SELECT} WHERE d.project_id = ? ORDER BY d.created_at, d.rowid`);
  const byId = db.prepare<[string], DeploymentRow>(`${SELECT} WHERE d.id = ?`);
  const insert = db.prepare(
    `INSERT INTO deployments (id, workspace_id, project_id, name, status, replicas, created_at, data)
     VALUES (@id, @workspaceId, @projectId, @name, @status, @replicas, @createdAt, @data)`,
  );
  const update = db.prepare(
    'UPDATE deployments SET status = @status, replicas = @replicas, data = json_patch(data, @patch) WHERE id = @id',
  );
  const rawData = db.prepare<[string], string>('SELECT data FROM deployments WHERE id = ?').pluck();
  const setLast = db.prepare('UPDATE deployments SET last_activity_id = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM deployments WHERE id = ?');
  const removeBackupsOf = db.prepare('DELETE FROM deployment_backups WHERE deployment_id = ?');
  const backups = db.prepare<[string], BackupRow>(
    `SELECT b.*, a.status AS a_status FROM deployment_backups b LEFT JOIN activities a ON a.id = b.activity_id
     WHERE b.deployment_id = ? ORDER BY b.created_at DESC, b.rowid DESC`,
  );
  const backupById = db.prepare<[string], BackupRow>(
    `SELECT b.*, a.status AS a_status FROM deployment_backups b LEFT JOIN activities a ON a.id = b.activity_id
     WHERE b.id = ?`,
  );
  const insertBackup = db.prepare(
    `INSERT INTO deployment_backups (id, deployment_id, type, activity_id, created_at, data)
     VALUES (@id, @deploymentId, @type, @activityId, @createdAt, @data)`,
  );
  const setBackupActivity = db.prepare('UPDATE deployment_backups SET activity_id = ? WHERE id = ?');
  const setBackupFile = db.prepare(
    "UPDATE deployment_backups SET data = json_set(data, '$.databaseFile', json(?)) WHERE id = ?",
  );
  const removeBackup = db.prepare('DELETE FROM deployment_backups WHERE id = ?');

  function toDeployment(row: DeploymentRow): Deployment {
    const answer = deploymentAnswer({
      id: row.id,
      name: row.name,
      workspaceId: row.workspace_id,
      projectId: row.project_id,
      status: row.status,
      replicas: row.replicas,
      createdAt: row.created_at,
      lastActivity: row.last_activity_id
        ? { _id: row.last_activity_id, action: row.la_action, status: row.la_status, updatedAt: row.la_updated_at }
        : null,
      data: parseData(row.data),
    });
    return { ...answer, workspace: row.workspace_id, project: row.project_id, replicas: row.replicas };
  }

  /** A tag's backup as the API answers it (SDK backup schema): a tag's backup takes the database only. */
  function toBackup(row: BackupRow): BackupAnswer {
    const data = parseData(row.data);
    const activity = row.activity_id ? { _id: row.activity_id, status: row.a_status } : null;
    const file = data.databaseFile as { _id: string } | undefined;
    return {
      _id: row.id,
      deployment: row.deployment_id,
      type: row.type,
      createdAt: row.created_at,
      status: null,
      activityId: row.activity_id,
      databaseFile: file ?? null,
      filesFile: null,
      sourcecodeFile: null,
      databaseActivity: activity,
      filesActivity: null,
      sourcecodeActivity: null,
    };
  }

  return {
    listOfProject: (projectId: string): Deployment[] => listOf.all(projectId).map(toDeployment),
    get(id: string): Deployment | undefined {
      const row = byId.get(id);
      return row && toDeployment(row);
    },
    insert(d: { id: string; workspaceId: string; projectId: string; name: string; createdAt: string; data: object }) {
      insert.run({ ...d, status: null, replicas: 0, data: JSON.stringify(d.data) });
    },
    /** Sets status and replicas and merges `patch` into the rest (JSON merge patch: null removes a field). */
    update(id: string, state: { status: string | null; replicas: number }, patch: Record<string, unknown>): void {
      update.run({ id, ...state, patch: JSON.stringify(patch) });
    },
    /** The stored fields, the ones never answered included (for the emulator's own use). */
    data: (id: string): Record<string, unknown> => parseData(rawData.get(id)),
    setLastActivity: (id: string, activityId: string) => void setLast.run(activityId, id),
    remove(id: string): void {
      removeBackupsOf.run(id);
      remove.run(id);
    },
    backups: (deploymentId: string) => backups.all(deploymentId).map(toBackup),
    backup(id: string): (Record<string, unknown> & { _id: string; deploymentId: string }) | undefined {
      const row = backupById.get(id);
      return row && { ...toBackup(row), _id: row.id, deploymentId: row.deployment_id };
    },
    /** Records the dump file of a finished backup. */
    setBackupFile: (id: string, file: { _id: string; name: string }) =>
      void setBackupFile.run(JSON.stringify(file), id),
    insertBackup(b: { id: string; deploymentId: string; type: string; createdAt: string; data: object }): void {
      insertBackup.run({ ...b, activityId: null, data: JSON.stringify(b.data) });
    },
    setBackupActivity: (id: string, activityId: string) => void setBackupActivity.run(activityId, id),
    removeBackup: (id: string) => void removeBackup.run(id),
  };
}
