import type { Db } from './database.js';
import { parseData } from './json.js';
import { DEPLOYED_STATUSES_SQL } from './workspaces.js';

/**
 * Drupal Forge storage. Its applications are ordinary rows of `applications` (in a Drupal Forge or DrupalPod
 * workspace, one project each) whose `data.drupalForge` holds the submission; so they show in the workspace's
 * lists and counters and the task simulator runs their deploy, pause and undeploy. Templates (the Drupal Forge
 * catalogs) and their hot instances have their own tables.
 */
export const DRUPAL_FORGE_SQL = `
CREATE TABLE IF NOT EXISTS df_templates (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  name TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS df_hot_instances (
  id TEXT PRIMARY KEY,
  template_id TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  ready_at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS df_hot_instances_template ON df_hot_instances (template_id, ready_at_ms);
`;

export interface DrupalForgeTemplate {
  id: string;
  workspaceId: string;
  name: string;
  data: Record<string, unknown>;
}

interface TemplateRow {
  id: string;
  workspace_id: string;
  name: string;
  data: string;
}

const IS_DF = "json_extract(a.data, '$.drupalForge') IS NOT NULL";

export type DrupalForgeStore = ReturnType<typeof createDrupalForgeStore>;

export function createDrupalForgeStore(db: Db) {
  const insertTemplate = db.prepare(
    'INSERT OR REPLACE INTO df_templates (id, workspace_id, name, data) VALUES (@id, @workspaceId, @name, @data)',
  );
  const templateById = db.prepare<[string], TemplateRow>('SELECT * FROM df_templates WHERE id = ?');
  const patchTemplate = db.prepare('UPDATE df_templates SET data = json_patch(data, ?) WHERE id = ?');
  const byEmail = `${IS_DF} AND lower(json_extract(a.data, '$.drupalForge.email')) = lower(@email)`;
  const pageByEmail = db
    .prepare<[{ email: string; limit: number; offset: number }], string>(
      `SELECT a.id FROM applications a WHERE ${byEmail} ORDER BY a.created_at DESC, a.id LIMIT @limit OFFSET @offset`,
    )
    .pluck();
  const countByEmail = db
    .prepare<[{ email: string }], number>(`SELECT count(*) FROM applications a WHERE ${byEmail}`)
    .pluck();
  const bySubmission = db
    .prepare<[string], string>(
      `SELECT a.id FROM applications a WHERE ${IS_DF} AND json_extract(a.data, '$.drupalForge.submissionId') = ?
       ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
    )
    .pluck();
  const expired = db
    .prepare<[{ now: string; paused: number }], string>(
      `SELECT a.id FROM applications a WHERE ${IS_DF} AND a.status IN ${DEPLOYED_STATUSES_SQL}
       AND (a.replicas = 0) = @paused AND json_extract(a.data, '$.expiredTime') < @now ORDER BY a.created_at`,
    )
    .pluck();
  const hotCounts = db.prepare<[{ templateId: string; now: number }], { ready: number; inprogress: number }>(
    `SELECT coalesce(sum(ready_at_ms <= @now), 0) AS ready, coalesce(sum(ready_at_ms > @now), 0) AS inprogress
     FROM df_hot_instances WHERE template_id = @templateId`,
  );
  const insertHot = db.prepare(
    'INSERT INTO df_hot_instances (id, template_id, created_at_ms, ready_at_ms) VALUES (?, ?, ?, ?)',
  );
  // Removing or consuming takes a ready instance first (the oldest), else the newest one still warming up.
  const pickHot = db
    .prepare<[{ templateId: string; now: number }], string>(
      `SELECT id FROM df_hot_instances WHERE template_id = @templateId
       ORDER BY (ready_at_ms <= @now) DESC, CASE WHEN ready_at_ms <= @now THEN ready_at_ms ELSE -ready_at_ms END
       LIMIT 1`,
    )
    .pluck();
  const deleteHot = db.prepare('DELETE FROM df_hot_instances WHERE id = ?');
  const firstWorkspace = db
    .prepare<[], string>(
      `SELECT id FROM workspaces WHERE is_drupal_pod = 1 OR is_drupal_forge = 1
       ORDER BY is_drupal_pod DESC, created_at ASC LIMIT 1`,
    )
    .pluck();

  const toTemplate = (row: TemplateRow): DrupalForgeTemplate => ({
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    data: parseData(row.data),
  });

  return {
    insertTemplate(t: DrupalForgeTemplate): void {
      insertTemplate.run({ ...t, data: JSON.stringify(t.data) });
    },
    template(id: string): DrupalForgeTemplate | undefined {
      const row = templateById.get(id);
      return row && toTemplate(row);
    },
    patchTemplate(id: string, patch: Record<string, unknown>): void {
      patchTemplate.run(JSON.stringify(patch), id);
    },
    /** Ids of one user's Drupal Forge applications, newest first. */
    idsByEmail(email: string, limit: number, offset: number): { ids: string[]; total: number } {
      return { ids: pageByEmail.all({ email, limit, offset }), total: countByEmail.get({ email }) ?? 0 };
    },
    idBySubmission(submissionId: string): string | undefined {
      return bySubmission.get(submissionId);
    },
    /** Deployed applications past their expiry: running ones (paused = false) or paused ones. */
    expiredIds(now: Date, paused: boolean): string[] {
      return expired.all({ now: now.toISOString(), paused: paused ? 1 : 0 });
    },
    hotCounts(templateId: string, now: number): { ready: number; inprogress: number } {
      return hotCounts.get({ templateId, now }) ?? { ready: 0, inprogress: 0 };
    },
    addHot(id: string, templateId: string, now: number, readyAt: number): void {
      insertHot.run(id, templateId, now, readyAt);
    },
    /** Removes one hot instance; false when there is none. */
    takeHot(templateId: string, now: number): boolean {
      const id = pickHot.get({ templateId, now });
      if (!id) return false;
      deleteHot.run(id);
      return true;
    },
    /** The workspace a DrupalPod goes to when none is named: a pod workspace, else a Drupal Forge one. */
    defaultPodWorkspaceId(): string | undefined {
      return firstWorkspace.get();
    },
  };
}
