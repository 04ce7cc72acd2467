import type { CollaboratorAnswer } from './answer-types.js';
import type { Db } from './database.js';
import { parseData } from './json.js';

/** A workspace collaborator as listed on the Members tab: every field of the SDK's schema (spec 001 section 3). */
export type Collaborator = CollaboratorAnswer & {
  displayName: string;
  rawInfo: { email: string };
  email: string;
  role: string;
};

interface MemberRow {
  id: string;
  email: string;
  data: string;
  role: string;
}

export type WorkspaceAdminStore = ReturnType<typeof createWorkspaceAdminStore>;

/** Writes on workspaces beyond the skeleton's reads: settings, members, deletion. */
export function createWorkspaceAdminStore(db: Db) {
  const members = db.prepare<[{ workspaceId: string; search: string | null }], MemberRow>(
    `SELECT u.id, u.email, u.data, m.role FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = @workspaceId
       AND (@search IS NULL OR instr(lower(u.email), @search) > 0
            OR instr(lower(coalesce(json_extract(u.data, '$.displayName'), '')), @search) > 0)
     ORDER BY m.position, u.email`,
  );
  const dataOf = db.prepare<[string], string>('SELECT data FROM workspaces WHERE id = ?').pluck();
  const update = db.prepare(
    'UPDATE workspaces SET name = ?, description = ?, data = ?, last_action_at = ? WHERE id = ?',
  );
  const setRole = db.prepare('UPDATE workspace_members SET role = ? WHERE workspace_id = ? AND user_id = ?');
  const removeMember = db.prepare('DELETE FROM workspace_members WHERE workspace_id = ? AND user_id = ?');
  const maxPosition = db
    .prepare<[string], number>('SELECT coalesce(max(position), -1) FROM workspace_members WHERE workspace_id = ?')
    .pluck();
  const addMember = db.prepare(
    'INSERT OR REPLACE INTO workspace_members (workspace_id, user_id, role, position) VALUES (?, ?, ?, ?)',
  );
  const maxProjectPosition = db
    .prepare<[string], number>('SELECT coalesce(max(position), -1) FROM project_members WHERE project_id = ?')
    .pluck();
  const addProjectMember = db.prepare(
    'INSERT OR REPLACE INTO project_members (project_id, user_id, role, position) VALUES (?, ?, ?, ?)',
  );
  const deleteWorkspace = [
    'DELETE FROM workspace_members WHERE workspace_id = ?',
    'DELETE FROM project_members WHERE project_id IN (SELECT id FROM projects WHERE workspace_id = ?)',
    'DELETE FROM applications WHERE workspace_id = ?',
    'DELETE FROM projects WHERE workspace_id = ?',
    'DELETE FROM invitations WHERE workspace_id = ?',
    'DELETE FROM workspaces WHERE id = ?',
  ].map((sql) => db.prepare(sql));

  return {
    members(workspaceId: string, search: string | null): Collaborator[] {
      return members.all({ workspaceId, search }).map((row) => {
        const data = parseData(row.data);
        return {
          _id: row.id,
          displayName: typeof data.displayName === 'string' ? data.displayName : row.email.split('@')[0]!,
          avatarUrl: typeof data.avatarUrl === 'string' ? data.avatarUrl : null,
          rawInfo: { email: row.email },
          email: row.email,
          role: row.role,
        };
      });
    },
    /** The workspace's JSON extras (flags, logo, tags, transfer state). */
    data(workspaceId: string): Record<string, unknown> {
      return parseData(dataOf.get(workspaceId));
    },
    update(workspaceId: string, fields: { name: string; description: string; data: Record<string, unknown> }): void {
      update.run(fields.name, fields.description, JSON.stringify(fields.data), new Date().toISOString(), workspaceId);
    },
    setRole(workspaceId: string, userId: string, role: string): boolean {
      return setRole.run(role, workspaceId, userId).changes > 0;
    },
    removeMember(workspaceId: string, userId: string): boolean {
      return removeMember.run(workspaceId, userId).changes > 0;
    },
    /** Adds (or re-roles) a member at the end of the rbac list. */
    addMember(workspaceId: string, userId: string, role: string): void {
      addMember.run(workspaceId, userId, role, (maxPosition.get(workspaceId) ?? -1) + 1);
    },
    /** Adds (or re-roles) a project member (an accepted project invitation). */
    addProjectMember(projectId: string, userId: string, role: string): void {
      addProjectMember.run(projectId, userId, role, (maxProjectPosition.get(projectId) ?? -1) + 1);
    },
    /** Deletes the workspace with its members, projects, applications and invitations (activities stay as history). */
    delete(workspaceId: string): void {
      for (const statement of deleteWorkspace) statement.run(workspaceId);
    },
  };
}
