import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The record a stuck task belongs to: a branch (application) or a tag (deployment). */
export type StuckTaskOwner =
  | { kind: 'application'; workspaceId: string; projectId: string; applicationId: string }
  | { kind: 'deployment'; workspaceId: string; deploymentId: string };

/**
 * A deploy task of the record that stopped moving `idleMinutes` ago, made its last activity. Nothing in the API
 * makes a task hang, so it is written straight into the emulator's database (as the SDK's abort test does).
 */
export function stuckDeployTask(dataDir: string, owner: StuckTaskOwner, idleMinutes: number): void {
  const db = new Database(join(dataDir, 'emulator.db'));
  try {
    const id = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const at = new Date(Date.now() - idleMinutes * 60_000).toISOString();
    const application = owner.kind === 'application';
    db.prepare(
      `INSERT INTO activities (id, action, status, workspace_id, project_id, application_id, created_by, created_at, updated_at, version, expected_lines, line_count, data)
       VALUES (?, ?, 'IN_PROGRESS', ?, ?, ?, NULL, ?, ?, 1, 90, 1, ?)`,
    ).run(
      id,
      application ? 'DEPLOY_APPLICATION' : 'CREATE_DEPLOYMENT',
      owner.workspaceId,
      application ? owner.projectId : null,
      application ? owner.applicationId : null,
      at,
      at,
      JSON.stringify(application ? {} : { deployment: owner.deploymentId }),
    );
    db.prepare('INSERT INTO activity_logs (activity_id, seq, message) VALUES (?, 0, ?)').run(id, `${at} Deploying...`);
    const [table, recordId] = application ? ['applications', owner.applicationId] : ['deployments', owner.deploymentId];
    db.prepare(`UPDATE ${table} SET last_activity_id = ? WHERE id = ?`).run(id, recordId);
  } finally {
    db.close();
  }
}
