import type { Db } from './database.js';
import { parseData } from './json.js';
import { DEPLOYED_STATUSES_SQL, type RbacEntry } from './workspaces.js';

interface ProjectRow {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  created_by: string | null;
  created_at: string;
  data: string;
  creator_email: string | null;
  last_activity: string | null;
  total_members: number;
  total_deployed: number;
  total_paused: number;
  total_not_deployed: number;
}

export interface NewProject {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  createdBy: string | null;
  createdAt: string;
  data?: Record<string, unknown>;
  rbac: RbacEntry[];
}

export type Project = Record<string, unknown> & { _id: string; workspace: string; name: string; rbac: RbacEntry[] };

const SELECT = `
  SELECT p.*, u.email AS creator_email,
    (SELECT json_object('action', x.action, 'createdAt', x.created_at) FROM activities x
       WHERE x.project_id = p.id ORDER BY x.created_at DESC LIMIT 1) AS last_activity,
    (SELECT count(*) FROM project_members m WHERE m.project_id = p.id) AS total_members,
    (SELECT count(*) FROM applications a WHERE a.project_id = p.id
       AND a.status IN ${DEPLOYED_STATUSES_SQL} AND a.replicas > 0) AS total_deployed,
    (SELECT count(*) FROM applications a WHERE a.project_id = p.id
       AND a.status IN ${DEPLOYED_STATUSES_SQL} AND a.replicas = 0) AS total_paused,
    (SELECT count(*) FROM applications a WHERE a.project_id = p.id
       AND (a.status IS NULL OR a.status NOT IN ${DEPLOYED_STATUSES_SQL})) AS total_not_deployed
  FROM projects p LEFT JOIN users u ON u.id = p.created_by`;

const FILTER = `p.workspace_id = @workspaceId
  AND (@search IS NULL OR instr(lower(p.name), @search) > 0 OR instr(lower(p.description), @search) > 0)`;

export type ProjectStore = ReturnType<typeof createProjectStore>;

export function createProjectStore(db: Db) {
  type Filter = { workspaceId: string; search: string | null };
  const page = db.prepare<[Filter & { limit: number; offset: number }], ProjectRow>(
    `${SELECT} WHERE ${FILTER} ORDER BY p.created_at ASC, p.name ASC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[Filter], number>(`SELECT count(*) FROM projects p WHERE ${FILTER}`).pluck();
  const byId = db.prepare<[string], ProjectRow>(`${SELECT} WHERE p.id = ?`);
  const rbacOf = db.prepare<[string], RbacEntry>(
    'SELECT user_id AS user, role FROM project_members WHERE project_id = ? ORDER BY position',
  );
  const insert = db.prepare(
    `INSERT INTO projects (id, workspace_id, name, description, created_by, created_at, data)
     VALUES (@id, @workspaceId, @name, @description, @createdBy, @createdAt, @data)`,
  );
  const insertMember = db.prepare(
    'INSERT OR REPLACE INTO project_members (project_id, user_id, role, position) VALUES (?, ?, ?, ?)',
  );

  function toProject(row: ProjectRow): Project {
    const data = parseData(row.data);
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      workspace: row.workspace_id,
      projectType: data.projectType ?? null,
      repositoryProvider: data.repositoryProvider ?? null,
      repositoryOwner: data.repositoryOwner ?? null,
      repositoryName: data.repositoryName ?? null,
      tags: data.tags ?? [],
      lastActivity: row.last_activity ? JSON.parse(row.last_activity) : null,
      totalMembers: row.total_members,
      totalDeployedApplications: row.total_deployed,
      totalPausedApplications: row.total_paused,
      totalNoDeployedApplications: row.total_not_deployed,
      createdBy: { rawInfo: { email: row.creator_email } },
      createdAt: row.created_at,
      rbac: rbacOf.all(row.id),
    };
  }

  return {
    list(filter: Filter, limit: number, offset: number): { items: Project[]; total: number } {
      return { items: page.all({ ...filter, limit, offset }).map(toProject), total: count.get(filter) ?? 0 };
    },
    get(id: string): Project | undefined {
      const row = byId.get(id);
      return row && toProject(row);
    },
    insert(project: NewProject): void {
      insert.run({
        id: project.id,
        workspaceId: project.workspaceId,
        name: project.name,
        description: project.description,
        createdBy: project.createdBy,
        createdAt: project.createdAt,
        data: JSON.stringify(project.data ?? {}),
      });
      project.rbac.forEach((entry, i) => {
        insertMember.run(project.id, entry.user, entry.role, i);
      });
    },
  };
}
