/**
 * The emulator's tables. Columns hold what is queried or counted; `data` (JSON) holds the rest of an entity,
 * so widening an entity later needs no migration.
 */
export const SCHEMA_VERSION = 1;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  sub TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL,
  confirmed INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE IF NOT EXISTS workspaces (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  is_personal INTEGER NOT NULL DEFAULT 0,
  is_drupal_forge INTEGER NOT NULL DEFAULT 0,
  is_drupal_pod INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  last_action_at TEXT,
  data TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE IF NOT EXISTS workspace_members (
  workspace_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  role TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, user_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS workspace_members_user ON workspace_members (user_id);

CREATE TABLE IF NOT EXISTS projects (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_by TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS projects_workspace ON projects (workspace_id, created_at);

CREATE TABLE IF NOT EXISTS project_members (
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  role TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, user_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS project_members_user ON project_members (user_id);

CREATE TABLE IF NOT EXISTS applications (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  name TEXT NOT NULL,
  status TEXT,
  replicas INTEGER NOT NULL DEFAULT 0,
  paused_replicas INTEGER NOT NULL DEFAULT 0,
  last_activity_id TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS applications_project ON applications (project_id, created_at);
CREATE INDEX IF NOT EXISTS applications_workspace ON applications (workspace_id, created_at);
-- The order of the cross-workspace list (GET /v2/applications): a page is read off it instead of sorting them all.
CREATE INDEX IF NOT EXISTS applications_created ON applications (created_at, name);

CREATE TABLE IF NOT EXISTS activities (
  id TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  status TEXT NOT NULL,
  workspace_id TEXT,
  project_id TEXT,
  application_id TEXT,
  environment_id TEXT,
  created_by TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  expected_lines INTEGER,
  line_count INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS activities_created ON activities (created_at);
CREATE INDEX IF NOT EXISTS activities_workspace ON activities (workspace_id, created_at);
CREATE INDEX IF NOT EXISTS activities_project ON activities (project_id, created_at);
CREATE INDEX IF NOT EXISTS activities_status ON activities (status);

CREATE TABLE IF NOT EXISTS activity_logs (
  activity_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  message TEXT NOT NULL,
  PRIMARY KEY (activity_id, seq)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL,
  seen INTEGER NOT NULL DEFAULT 0,
  read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_user ON notifications (user_id, created_at);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- One row per sign-in session (the origin_jti its tokens carry); a revoked one refuses its access and id tokens.
CREATE TABLE IF NOT EXISTS token_origins (
  origin_jti TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS token_origins_user ON token_origins (user_id);
`;
