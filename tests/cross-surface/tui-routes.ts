/** Test only: one route of every TUI screen, with names that exercise shell quoting. */
import type { Route } from '../../tui/src/contexts/router-context.js';

// Names with spaces and quotes, so shell quoting is exercised too.
export const workspace = { id: 'w1', name: 'Acme Production' };
export const project = { id: 'p1', name: "Bob's store" };
export const application = { id: 'a1', name: 'feature/login' };
export const app = { workspace, project, application };

/** One route of every screen; the record's keys make the compiler ask for a new screen's sample. */
export const ROUTES: Record<Route['name'], Route> = {
  workspaces: { name: 'workspaces' },
  allApps: { name: 'allApps' },
  activityLog: { name: 'activityLog', activity: { id: 'act1', name: 'Deploy' } },
  projects: { name: 'projects', workspace },
  workspaceApps: { name: 'workspaceApps', workspace },
  deployments: { name: 'deployments', workspace },
  vps: { name: 'vps', workspace },
  members: { name: 'members', workspace },
  workspaceDomains: { name: 'workspaceDomains', workspace },
  catalogs: { name: 'catalogs', workspace },
  workspaceActivities: { name: 'workspaceActivities', workspace },
  workspaceHelp: { name: 'workspaceHelp', workspace },
  drupalForge: { name: 'drupalForge', workspace },
  workspaceSettings: { name: 'workspaceSettings', workspace },
  branches: { name: 'branches', workspace, project },
  projectWizard: { name: 'projectWizard', workspace, origin: 'pantheon' },
  tags: { name: 'tags', workspace, project },
  secretManagers: { name: 'secretManagers', workspace, project },
  extensions: { name: 'extensions', workspace, project },
  projectMembers: { name: 'projectMembers', workspace, project },
  projectActivities: { name: 'projectActivities', workspace, project },
  projectSettings: { name: 'projectSettings', workspace, project },
  secretManager: { name: 'secretManager', workspace, project, manager: 'prod env' },
  branchPicker: { name: 'branchPicker', workspace, project },
  snapshots: { name: 'snapshots', workspace, project },
  tag: { name: 'tag', workspace, project, tag: { id: 't1', name: 'v1.0.0' } },
  tagDeployWizard: { name: 'tagDeployWizard', workspace, project, tag: { id: 't1', name: 'v1.0.0' } },
  tagSecurity: { name: 'tagSecurity', workspace, project, tag: { id: 't1', name: 'v1.0.0' } },
  tagConfiguration: { name: 'tagConfiguration', workspace, project, tag: { id: 't1', name: 'v1.0.0' } },
  application: { name: 'application', ...app },
  appActivities: { name: 'appActivities', ...app },
  backups: { name: 'backups', ...app },
  logs: { name: 'logs', ...app },
  domains: { name: 'domains', ...app },
  configuration: { name: 'configuration', ...app },
  security: { name: 'security', ...app },
  deployWizard: { name: 'deployWizard', ...app },
  exportSite: { name: 'exportSite', ...app },
  appMembers: { name: 'appMembers', ...app },
  appSettings: { name: 'appSettings', ...app },
  help: { name: 'help' },
  notifications: { name: 'notifications' },
  admin: { name: 'admin', section: 'clusters' },
  cluster: { name: 'cluster', cluster: { id: 'c1', name: 'edge eks' }, tab: 'overview' },
  adminForm: { name: 'adminForm', form: 'cluster' },
  profile: { name: 'profile' },
  gitTokens: { name: 'gitTokens' },
  commandTokens: { name: 'commandTokens' },
  organizations: { name: 'organizations' },
};
