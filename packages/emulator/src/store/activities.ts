import type { ActivityAnswer } from './answer-types.js';
import type { Db } from './database.js';
import { parseData } from './json.js';

interface ActivityRow {
  id: string;
  action: string;
  status: string;
  workspace_id: string | null;
  project_id: string | null;
  application_id: string | null;
  environment_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  expected_lines: number | null;
  line_count: number;
  data: string;
  creator_email: string | null;
  creator_name: string | null;
}

/** What the task simulator needs of an activity. */
export interface ActivityRecord {
  id: string;
  action: string;
  status: string;
  workspaceId: string | null;
  projectId: string | null;
  applicationId: string | null;
  environmentId: string | null;
  createdBy: string | null;
  createdAt: string;
  version: number;
  expectedLines: number | null;
  lineCount: number;
  data: Record<string, unknown>;
}

export interface NewActivity {
  id: string;
  action: string;
  status: string;
  workspaceId: string | null;
  projectId: string | null;
  applicationId: string | null;
  environmentId: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt?: string;
  expectedLines: number | null;
  data?: Record<string, unknown>;
}

/** An activity as the API answers it: every field of the SDK's schema (spec 000 and 001 section 3). */
export type Activity = ActivityAnswer & { workspace: string | null };

const SELECT = `SELECT x.*, u.email AS creator_email, json_extract(u.data, '$.displayName') AS creator_name
  FROM activities x LEFT JOIN users u ON u.id = x.created_by`;

const FILTER = `(@memberId IS NULL OR x.workspace_id IN (SELECT workspace_id FROM workspace_members WHERE user_id = @memberId))
  AND (@search IS NULL OR instr(lower(x.action), @search) > 0 OR instr(lower(x.status), @search) > 0)
  AND (@environmentId IS NULL OR x.environment_id = @environmentId)
  AND (@workspaceId IS NULL OR x.workspace_id = @workspaceId)`;

export type ActivityStore = ReturnType<typeof createActivityStore>;

export function createActivityStore(db: Db) {
  /** Who reads (null: an instance admin, who sees all), the search text, and the cluster or workspace asked for. */
  type Filter = {
    memberId: string | null;
    search: string | null;
    environmentId: string | null;
    workspaceId: string | null;
  };
  const page = db.prepare<[Filter & { limit: number; offset: number }], ActivityRow>(
    `${SELECT} WHERE ${FILTER} ORDER BY x.created_at DESC, x.rowid DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[Filter], number>(`SELECT count(*) FROM activities x WHERE ${FILTER}`).pluck();
  const byId = db.prepare<[string], ActivityRow>(`${SELECT} WHERE x.id = ?`);
  const running = db.prepare<[], ActivityRow>(
    `${SELECT} WHERE x.status IN ('PENDING', 'IN_PROGRESS') ORDER BY x.created_at, x.rowid`,
  );
  const insert = db.prepare(
    `INSERT INTO activities (id, action, status, workspace_id, project_id, application_id, environment_id, created_by,
       created_at, updated_at, version, expected_lines, line_count, data)
     VALUES (@id, @action, @status, @workspaceId, @projectId, @applicationId, @environmentId, @createdBy,
       @createdAt, @updatedAt, 1, @expectedLines, 0, @data)`,
  );
  const setStatus = db.prepare(
    'UPDATE activities SET status = ?, updated_at = ?, version = version + 1 WHERE id = ? RETURNING version',
  );
  const bump = db.prepare('UPDATE activities SET updated_at = ?, version = version + 1 WHERE id = ? RETURNING version');
  const insertLine = db.prepare('INSERT INTO activity_logs (activity_id, seq, message) VALUES (?, ?, ?)');
  const setLineCount = db.prepare('UPDATE activities SET line_count = ?, updated_at = ? WHERE id = ?');
  const logs = db.prepare<[string, number, number], { message: string }>(
    'SELECT message FROM activity_logs WHERE activity_id = ? AND seq >= ? ORDER BY seq LIMIT ?',
  );

  function toRecord(row: ActivityRow): ActivityRecord {
    return {
      id: row.id,
      action: row.action,
      status: row.status,
      workspaceId: row.workspace_id,
      projectId: row.project_id,
      applicationId: row.application_id,
      environmentId: row.environment_id,
      createdBy: row.created_by,
      createdAt: row.created_at,
      version: row.version,
      expectedLines: row.expected_lines,
      lineCount: row.line_count,
      data: parseData(row.data),
    };
  }

  function toActivity(row: ActivityRow): Activity {
    const data = parseData(row.data);
    const ref = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
    return {
      _id: row.id,
      action: row.action,
      status: row.status,
      application: row.application_id,
      project: row.project_id,
      workspace: row.workspace_id,
      environment: row.environment_id,
      vps: ref('vps'),
      deployment: ref('deployment'),
      parentActivity: ref('parentActivity'),
      // The log pages through GET /activities/{id}/logs (spec 000 section 7, nextToken); not repeated here.
      logs: null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      createdBy: row.created_by ? { name: row.creator_name ?? row.creator_email, email: row.creator_email } : null,
      expectedLines: row.expected_lines,
    };
  }

  return {
    list(filter: Filter, limit: number, offset: number): { items: Activity[]; total: number } {
      return { items: page.all({ ...filter, limit, offset }).map(toActivity), total: count.get(filter) ?? 0 };
    },
    get(id: string): Activity | undefined {
      const row = byId.get(id);
      return row && toActivity(row);
    },
    record(id: string): ActivityRecord | undefined {
      const row = byId.get(id);
      return row && toRecord(row);
    },
    running(): ActivityRecord[] {
      return running.all().map(toRecord);
    },
    insert(activity: NewActivity): void {
      insert.run({
        ...activity,
        updatedAt: activity.updatedAt ?? activity.createdAt,
        data: JSON.stringify(activity.data ?? {}),
      });
    },
    /** Sets the status and returns the new version. */
    setStatus(id: string, status: string, at: string): number {
      return (setStatus.get(status, at, id) as { version: number }).version;
    },
    /** Marks a change without a new status (clients wake up and reload); returns the new version. */
    bumpVersion(id: string, at: string): number {
      return (bump.get(at, id) as { version: number }).version;
    },
    /** Appends lines after the `from` already stored; returns the new count. */
    appendLines(id: string, from: number, messages: readonly string[], at: string): number {
      messages.forEach((message, i) => {
        insertLine.run(id, from + i, message);
      });
      const total = from + messages.length;
      setLineCount.run(total, at, id);
      return total;
    },
    logs(id: string, from: number, limit: number): string[] {
      return logs.all(id, from, limit).map((r) => r.message);
    },
  };
}
