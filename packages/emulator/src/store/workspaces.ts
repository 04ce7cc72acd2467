import type { WorkspaceAnswer } from './answer-types.js';
import type { Db } from './database.js';
import { bool, parseData } from './json.js';

/** Applications counted as running or paused: deployed, by replicas above or at zero. */
export const DEPLOYED_STATUSES_SQL = "('DEPLOY_APPLICATION_SUCCESS', 'UPGRADING')";

interface WorkspaceRow {
  id: string;
  name: string;
  description: string;
  is_personal: number;
  is_drupal_forge: number;
  is_drupal_pod: number;
  created_at: string;
  last_action_at: string | null;
  data: string;
}

interface CounterRow {
  id: string;
  total_projects: number;
  total_applications: number;
  total_activated: number;
  total_paused: number;
}

const NO_COUNTERS: Omit<CounterRow, 'id'> = {
  total_projects: 0,
  total_applications: 0,
  total_activated: 0,
  total_paused: 0,
};

export type RbacEntry = {
  user: string;
  role: string;
};

export interface NewWorkspace {
  id: string;
  name: string;
  description: string;
  isPersonal?: boolean;
  isDrupalForge?: boolean;
  isDrupalPod?: boolean;
  createdAt: string;
  lastActionAt?: string | null;
  data?: Record<string, unknown>;
  rbac: RbacEntry[];
}

export interface WorkspaceFilter {
  /** The viewer's user id, or null when the viewer sees every workspace. */
  memberId: string | null;
  search: string | null;
  isPersonal: number | null;
  isDrupalForge: number | null;
  isRegular: number | null;
}

/** A workspace as the API answers it: every field of the SDK's schema (spec 000, 001, 002 section 3). */
export type Workspace = Omit<WorkspaceAnswer, 'rbac'> & { rbac: RbacEntry[] };

/**
 * The counters of the workspaces whose ids are in the JSON array `?`: computed for one page only (after the sort
 * and the limit), rather than for every row the filter keeps.
 */
const COUNTERS_OF_IDS = `SELECT w.id,
  (SELECT count(*) FROM projects p WHERE p.workspace_id = w.id) AS total_projects,
  (SELECT count(*) FROM applications a WHERE a.workspace_id = w.id) AS total_applications,
  (SELECT count(*) FROM applications a WHERE a.workspace_id = w.id
     AND a.status IN ${DEPLOYED_STATUSES_SQL} AND a.replicas > 0) AS total_activated,
  (SELECT count(*) FROM applications a WHERE a.workspace_id = w.id
     AND a.status IN ${DEPLOYED_STATUSES_SQL} AND a.replicas = 0) AS total_paused
  FROM workspaces w WHERE w.id IN (SELECT value FROM json_each(?))`;

const FILTER = `
  (@memberId IS NULL OR EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = w.id AND m.user_id = @memberId))
  AND (@search IS NULL OR instr(lower(w.name), @search) > 0 OR instr(lower(w.description), @search) > 0)
  AND (@isPersonal IS NULL OR w.is_personal = @isPersonal)
  AND (@isDrupalForge IS NULL OR w.is_drupal_forge = @isDrupalForge)
  AND (@isRegular IS NULL OR (w.is_personal = 0 AND w.is_drupal_forge = 0 AND w.is_drupal_pod = 0) = @isRegular)`;

/** Settings and state kept in `data` (spec 001 section 3), shown with their defaults. */
export const WORKSPACE_FLAG_DEFAULTS: Readonly<Record<string, boolean>> = {
  enableEditConfiguration: true,
  enableConnectVPS: true,
  enableCreateDeployment: true,
  enableCustomDomain: true,
  enabledDailyBackup: false,
  enableAutoPause: false,
};

const flag = (data: Record<string, unknown>, key: string): boolean =>
  typeof data[key] === 'boolean' ? data[key] : (WORKSPACE_FLAG_DEFAULTS[key] ?? false);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function settingsOf(data: Record<string, unknown>) {
  return {
    enableEditConfiguration: flag(data, 'enableEditConfiguration'),
    enableConnectVPS: flag(data, 'enableConnectVPS'),
    enableCreateDeployment: flag(data, 'enableCreateDeployment'),
    enableCustomDomain: flag(data, 'enableCustomDomain'),
    enabledDailyBackup: flag(data, 'enabledDailyBackup'),
    enableAutoPause: flag(data, 'enableAutoPause'),
    isTransfer: data.isTransfer === true,
    status: text(data.status) ?? 'ACTIVE',
    namespace: text(data.namespace),
    isSingleNode: data.isSingleNode === true,
  };
}

/** The workspace's cluster as stored, with the spec's `name` (the cluster name where only that was kept). */
function environmentOf(value: unknown): WorkspaceAnswer['environment'] {
  if (!value || typeof value !== 'object') return null;
  const env = value as Record<string, unknown>;
  return { ...env, name: text(env.name) ?? text(env.clusterName) };
}

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;

export function createWorkspaceStore(db: Db) {
  const page = db.prepare<[WorkspaceFilter & { limit: number; offset: number }], WorkspaceRow>(
    `SELECT w.* FROM workspaces w WHERE ${FILTER}
     ORDER BY w.last_action_at DESC, w.name ASC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[WorkspaceFilter], number>(`SELECT count(*) FROM workspaces w WHERE ${FILTER}`).pluck();
  const byId = db.prepare<[string], WorkspaceRow>('SELECT w.* FROM workspaces w WHERE w.id = ?');
  const countersOf = db.prepare<[string], CounterRow>(COUNTERS_OF_IDS);
  // One query for the rbac of a whole page, instead of one per row.
  const rbacOf = db.prepare<[string], RbacEntry & { workspaceId: string }>(
    `SELECT workspace_id AS workspaceId, user_id AS user, role FROM workspace_members
     WHERE workspace_id IN (SELECT value FROM json_each(?)) ORDER BY workspace_id, position`,
  );
  const memberIds = db
    .prepare<[string], string>('SELECT user_id FROM workspace_members WHERE workspace_id = ?')
    .pluck();
  const insert = db.prepare(
    `INSERT INTO workspaces (id, name, description, is_personal, is_drupal_forge, is_drupal_pod, created_at, last_action_at, data)
     VALUES (@id, @name, @description, @isPersonal, @isDrupalForge, @isDrupalPod, @createdAt, @lastActionAt, @data)`,
  );
  const insertMember = db.prepare(
    'INSERT OR REPLACE INTO workspace_members (workspace_id, user_id, role, position) VALUES (?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE workspaces SET last_action_at = ? WHERE id = ?');

  /** The rows as workspaces, with their counters and rbac read in one query each for all the rows. */
  function toWorkspaces(rows: WorkspaceRow[]): Workspace[] {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((row) => row.id));
    const counters = new Map(countersOf.all(ids).map((c) => [c.id, c]));
    const rbac = new Map<string, RbacEntry[]>();
    for (const { workspaceId, user, role } of rbacOf.all(ids)) {
      const entries = rbac.get(workspaceId);
      if (entries) entries.push({ user, role });
      else rbac.set(workspaceId, [{ user, role }]);
    }
    return rows.map((row) => toWorkspace(row, counters.get(row.id) ?? NO_COUNTERS, rbac.get(row.id) ?? []));
  }

  function toWorkspace(row: WorkspaceRow, counters: Omit<CounterRow, 'id'>, rbac: RbacEntry[]): Workspace {
    const data = parseData(row.data);
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      tags: Array.isArray(data.tags) ? data.tags : [],
      logo: text(data.logo),
      lastActionAt: row.last_action_at,
      createdAt: row.created_at,
      rbac,
      isDrupalForge: bool(row.is_drupal_forge),
      isDrupalPod: bool(row.is_drupal_pod),
      isPersonal: bool(row.is_personal),
      type: text(data.type),
      plan: text(data.plan),
      subscription: (data.subscription as WorkspaceAnswer['subscription']) ?? null,
      totalProjects: counters.total_projects,
      totalActivatedApplications: counters.total_activated,
      totalPausedApplications: counters.total_paused,
      totalApplications: counters.total_applications,
      isProtected: data.isProtected === true,
      isTesting: data.isTesting === true,
      environment: environmentOf(data.environment),
      ...settingsOf(data),
    };
  }

  return {
    list(filter: WorkspaceFilter, limit: number, offset: number): { items: Workspace[]; total: number } {
      return { items: toWorkspaces(page.all({ ...filter, limit, offset })), total: count.get(filter) ?? 0 };
    },
    get(id: string): Workspace | undefined {
      const row = byId.get(id);
      return row && toWorkspaces([row])[0];
    },
    /** User ids in the workspace's rbac. */
    memberIds(id: string): string[] {
      return memberIds.all(id);
    },
    insert(ws: NewWorkspace): void {
      insert.run({
        id: ws.id,
        name: ws.name,
        description: ws.description,
        isPersonal: ws.isPersonal ? 1 : 0,
        isDrupalForge: ws.isDrupalForge ? 1 : 0,
        isDrupalPod: ws.isDrupalPod ? 1 : 0,
        createdAt: ws.createdAt,
        lastActionAt: ws.lastActionAt ?? ws.createdAt,
        data: JSON.stringify(ws.data ?? {}),
      });
      ws.rbac.forEach((entry, i) => {
        insertMember.run(ws.id, entry.user, entry.role, i);
      });
    },
    touch(id: string, at: string): void {
      touch.run(at, id);
    },
  };
}
