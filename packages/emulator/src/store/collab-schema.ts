/** Tables of the collaboration areas: invitations (and transfers), catalogs, teams. */
export const COLLAB_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS invitations (
  id TEXT PRIMARY KEY,
  invite_type TEXT NOT NULL,
  workspace_id TEXT NOT NULL,
  project_id TEXT,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'PENDING',
  invited_by TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS invitations_workspace ON invitations (workspace_id, created_at);
CREATE INDEX IF NOT EXISTS invitations_email ON invitations (email);

CREATE TABLE IF NOT EXISTS catalogs (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_by TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE IF NOT EXISTS teams (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_by TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE IF NOT EXISTS team_members (
  team_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  role TEXT NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (team_id, user_id)
) WITHOUT ROWID;
`;
