import type { MemberAnswer } from './answer-types.js';
import type { Db } from './database.js';
import { parseData } from './json.js';

/**
 * A member or administrator as the admin pages list them (spec 003 section 3): every field of the SDK's member
 * schema, with the narrower stored types.
 */
export type MemberView = MemberAnswer & {
  rawInfo: { email: string; identities: unknown[] };
  totalWorkspaces: number;
  defaultWorkspace: { _id: string } | null;
  createdAt: string;
  role: string;
};

interface MemberRow {
  id: string;
  email: string;
  role: string;
  created_at: string;
  data: string;
  total_workspaces: number;
  default_workspace: string | null;
}

/** A git repository the emulator knows of: the repositories the demo world's projects are linked to. */
export interface KnownRepository {
  provider: string;
  owner: string;
  name: string;
  branches: string[];
}

function toMember(row: MemberRow): MemberView {
  const data = parseData(row.data);
  return {
    _id: row.id,
    avatarUrl: typeof data.avatarUrl === 'string' ? data.avatarUrl : null,
    displayName: typeof data.displayName === 'string' ? data.displayName : null,
    rawInfo: { email: row.email, identities: [] },
    totalWorkspaces: row.total_workspaces,
    defaultWorkspace: row.default_workspace ? { _id: row.default_workspace } : null,
    createdAt: row.created_at,
    role: row.role,
  };
}

export type UserAdminStore = ReturnType<typeof createUserAdminStore>;

/** Writes on users that the account and admin pages make, and the lists of the admin pages. */
export function createUserAdminStore(db: Db) {
  type Filter = { roles: string; search: string | null };
  const FILTER = `u.confirmed = 1 AND instr(@roles, ',' || u.role || ',') > 0
    AND (@search IS NULL OR instr(lower(u.email), @search) > 0
      OR instr(lower(coalesce(json_extract(u.data, '$.displayName'), '')), @search) > 0)`;
  const page = db.prepare<[Filter & { limit: number; offset: number }], MemberRow>(
    `SELECT u.id, u.email, u.role, u.created_at, u.data,
       (SELECT count(*) FROM workspace_members m WHERE m.user_id = u.id) AS total_workspaces,
       (SELECT m.workspace_id FROM workspace_members m WHERE m.user_id = u.id ORDER BY m.position LIMIT 1)
         AS default_workspace
     FROM users u WHERE ${FILTER} ORDER BY u.created_at ASC, u.email ASC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[Filter], number>(`SELECT count(*) FROM users u WHERE ${FILTER}`).pluck();
  const dataOf = db.prepare<[string], string>('SELECT data FROM users WHERE id = ?').pluck();
  const setData = db.prepare('UPDATE users SET data = ? WHERE id = ?');
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setRole = db.prepare('UPDATE users SET role = ? WHERE id = ?');
  const deleteUser = db.prepare('DELETE FROM users WHERE id = ?');
  const deleteMemberships = db.prepare('DELETE FROM workspace_members WHERE user_id = ?');
  const deleteProjectMemberships = db.prepare('DELETE FROM project_members WHERE user_id = ?');
  const revokeRefresh = db.prepare('DELETE FROM refresh_tokens WHERE user_id = ?');
  const workspaceIds = db
    .prepare<[string], string>('SELECT workspace_id FROM workspace_members WHERE user_id = ? ORDER BY position')
    .pluck();
  const repositories = db.prepare<[], { data: string; branches: string | null }>(
    `SELECT p.data, (SELECT json_group_array(a.name) FROM applications a WHERE a.project_id = p.id) AS branches
     FROM projects p ORDER BY p.created_at`,
  );
  return {
    list(roles: readonly string[], search: string | null, limit: number, offset: number) {
      const filter = { roles: `,${roles.join(',')},`, search };
      return { items: page.all({ ...filter, limit, offset }).map(toMember), total: count.get(filter) ?? 0 };
    },
    /** Merges `patch` into the user's data. */
    patchData(userId: string, patch: Record<string, unknown>): void {
      setData.run(JSON.stringify({ ...parseData(dataOf.get(userId)), ...patch }), userId);
    },
    setPasswordHash(userId: string, hash: string): void {
      setPassword.run(hash, userId);
    },
    setRole(userId: string, role: string): void {
      setRole.run(role, userId);
    },
    /** Removes the user, their memberships and their refresh tokens. */
    delete(userId: string): void {
      deleteMemberships.run(userId);
      deleteProjectMemberships.run(userId);
      revokeRefresh.run(userId);
      deleteUser.run(userId);
    },
    /** Signs the user out everywhere: their refresh tokens stop working. */
    revokeRefreshTokens(userId: string): number {
      return revokeRefresh.run(userId).changes;
    },
    workspaceIdsOf(userId: string): string[] {
      return workspaceIds.all(userId);
    },
    /** The repositories linked to projects, with the branches their applications are made of. */
    knownRepositories(): KnownRepository[] {
      const byKey = new Map<string, KnownRepository>();
      for (const row of repositories.all()) {
        const data = parseData(row.data);
        const provider = String(data.repositoryProvider ?? '');
        const owner = String(data.repositoryOwner ?? '');
        const name = String(data.repositoryName ?? '');
        if (!provider || !owner || !name) continue;
        const key = `${provider}/${owner}/${name}`;
        const repo = byKey.get(key) ?? { provider, owner, name, branches: [] };
        const branches = row.branches ? (JSON.parse(row.branches) as string[]) : [];
        repo.branches = [...new Set([...repo.branches, ...branches])].sort();
        byKey.set(key, repo);
      }
      return [...byKey.values()];
    },
  };
}
