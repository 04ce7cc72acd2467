import type { CommandSpec, GroupSpec } from '../cli/command-spec.js';

/**
 * Where each top-level command is declared, by the word that chooses it. Running a command loads its own
 * declaration file only, not the whole tree of `index.ts` (kept for help and completion), so start-up stays short as
 * commands are added. A test checks that this map and `COMMAND_TREE` name the same commands.
 */
export const COMMAND_MODULES: Readonly<Record<string, () => Promise<GroupSpec | CommandSpec<never, never>>>> = {
  auth: async () => (await import('./auth.js')).authGroup,
  profiles: async () => (await import('./profiles.js')).profilesGroup,
  tokens: async () => (await import('./tokens.js')).tokensGroup,
  workspaces: async () => (await import('./workspaces.js')).workspacesGroup,
  members: async () => (await import('./members.js')).membersGroup,
  invitations: async () => (await import('./invitations.js')).invitationsGroup,
  projects: async () => (await import('./projects.js')).projectsGroup,
  apps: async () => (await import('./apps.js')).appsGroup,
  deploy: async () => (await import('./deploy.js')).deployAlias,
  tags: async () => (await import('./tags.js')).tagsGroup,
  backups: async () => (await import('./backups.js')).backupsGroup,
  snapshots: async () => (await import('./snapshots.js')).snapshotsGroup,
  domains: async () => (await import('./domains.js')).domainsGroup,
  secrets: async () => (await import('./secrets.js')).secretsGroup,
  vps: async () => (await import('./vps.js')).vpsGroup,
  activities: async () => (await import('./activities.js')).activitiesGroup,
  logs: async () => (await import('./logs.js')).logsGroup,
  notifications: async () => (await import('./notifications.js')).notificationsGroup,
  account: async () => (await import('./account.js')).accountGroup,
  orgs: async () => (await import('./orgs.js')).orgsGroup,
  clusters: async () => (await import('./clusters.js')).clustersGroup,
  'cloud-accounts': async () => (await import('./cloud-accounts.js')).cloudAccountsGroup,
  'hosted-zones': async () => (await import('./hosted-zones.js')).hostedZonesGroup,
  users: async () => (await import('./users.js')).usersGroup,
  admins: async () => (await import('./users.js')).adminsGroup,
  templates: async () => (await import('./templates.js')).templatesGroup,
  api: async () => (await import('./api.js')).apiCommand,
  emulator: async () => (await import('./emulator.js')).emulatorGroup,
  completion: async () => (await import('./completion.js')).completionCommand,
  demo: async () => (await import('./demo.js')).demoCommand,
  tui: async () => (await import('./demo.js')).tuiCommand,
  web: async () => (await import('./demo.js')).webCommand,
};
