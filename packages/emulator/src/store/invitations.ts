import type { InvitationAnswer } from './answer-types.js';
import type { Db } from './database.js';

interface InvitationRow {
  id: string;
  invite_type: string;
  workspace_id: string;
  project_id: string | null;
  email: string;
  role: string;
  token: string;
  status: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  inviter_email: string | null;
  workspace_name: string | null;
  project_name: string | null;
}

export interface NewInvitation {
  id: string;
  inviteType: string;
  workspaceId: string;
  projectId: string | null;
  email: string;
  role: string;
  token: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** An invitation as answered: every field of the SDK's schema (spec 000, 001 section 3), with the narrower stored types. */
export type Invitation = InvitationAnswer & {
  _id: string;
  token: string;
  inviteType: string;
  email: string;
  role: string;
  inviteStatus: string;
  workspace: { _id: string; name: string | null };
  project: { _id: string; name: string | null } | null;
  expiresAt: string;
};

const SELECT = `SELECT i.*, u.email AS inviter_email, w.name AS workspace_name, p.name AS project_name
  FROM invitations i LEFT JOIN users u ON u.id = i.invited_by LEFT JOIN workspaces w ON w.id = i.workspace_id
  LEFT JOIN projects p ON p.id = i.project_id`;

function toInvitation(row: InvitationRow): Invitation {
  return {
    _id: row.id,
    token: row.token,
    inviteType: row.invite_type,
    email: row.email,
    name: row.email.split('@')[0] ?? null,
    role: row.role,
    inviteStatus: row.status,
    workspace: { _id: row.workspace_id, name: row.workspace_name },
    project: row.project_id ? { _id: row.project_id, name: row.project_name } : null,
    invitedBy: { rawInfo: { email: row.inviter_email } },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export type InvitationStore = ReturnType<typeof createInvitationStore>;

export function createInvitationStore(db: Db) {
  type Filter = { workspaceId: string | null; projectId: string | null; email: string | null; search: string | null };
  const filtered = db.prepare<[Filter], InvitationRow>(
    `${SELECT} WHERE i.status = 'PENDING'
       AND (@workspaceId IS NULL OR i.workspace_id = @workspaceId)
       AND (@projectId IS NULL OR i.project_id = @projectId)
       AND (@email IS NULL OR i.email = @email)
       AND (@search IS NULL OR instr(lower(i.email), @search) > 0 OR instr(lower(coalesce(w.name, '')), @search) > 0)
     ORDER BY i.created_at DESC, i.rowid DESC`,
  );
  const byId = db.prepare<[string], InvitationRow>(`${SELECT} WHERE i.id = ?`);
  const byToken = db.prepare<[string], InvitationRow>(`${SELECT} WHERE i.token = ?`);
  const insert = db.prepare(
    `INSERT INTO invitations (id, invite_type, workspace_id, project_id, email, role, token, status, invited_by, created_at, expires_at)
     VALUES (@id, @inviteType, @workspaceId, @projectId, @email, @role, @token, 'PENDING', @invitedBy, @createdAt, @expiresAt)`,
  );
  const setStatus = db.prepare('UPDATE invitations SET status = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM invitations WHERE id = ?');

  return {
    /** Pending invitations matching every given filter (null = any), newest first. */
    pending(filter: Partial<Filter>): Invitation[] {
      return filtered
        .all({
          workspaceId: filter.workspaceId ?? null,
          projectId: filter.projectId ?? null,
          email: filter.email?.toLowerCase() ?? null,
          search: filter.search ?? null,
        })
        .map(toInvitation);
    },
    get(id: string): Invitation | undefined {
      const row = byId.get(id);
      return row && toInvitation(row);
    },
    byToken(token: string): Invitation | undefined {
      const row = byToken.get(token);
      return row && toInvitation(row);
    },
    insert(invitation: NewInvitation): void {
      insert.run({ ...invitation, email: invitation.email.toLowerCase() });
    },
    setStatus(id: string, status: 'ACCEPTED' | 'DECLINED' | 'REJECTED' | 'REVOKED'): void {
      setStatus.run(status, id);
    },
    remove(id: string): boolean {
      return remove.run(id).changes > 0;
    },
  };
}
