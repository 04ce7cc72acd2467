import { type CatalogWizardVariant, CREDENTIAL_CALLBACK_PROVIDERS } from '@skiff/sdk/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { LoginPage } from './pages/login-page.js';
import { matchPath, type RouteParams } from './router/match.js';

/** What every page receives: the params of its route pattern. */
export interface PageProps {
  params: RouteParams;
}

type Page = LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;

export type RouteDef =
  | { path: string; page: Page; public?: boolean }
  | { path: string; redirect: (params: RouteParams, search: string) => string };

const APP = '/workspaces/:workspaceId/projects/:projectId/applications';
const TAG = '/workspaces/:workspaceId/projects/:projectId/deployments';

// One lazily loaded chunk per page, so the login page does not carry the workspace screens and vice versa. The
// login page itself is in the entry chunk: it is the first page of everyone not signed in, and a lazy chunk made its
// first paint wait for a second round of requests after the entry had run (scripts/bench-web.mjs, LCP of /login).
const pages = {
  login: LoginPage,
  workspaces: lazy(() => import('./pages/workspaces-page.js').then((m) => ({ default: m.WorkspacesPage }))),
  projectWizard: lazy(() =>
    import('./pages/project-wizard/project-wizard-page.js').then((m) => ({ default: m.ProjectWizardPage })),
  ),
  workspaceMembers: lazy(() =>
    import('./pages/workspace-members-page.js').then((m) => ({ default: m.WorkspaceMembersPage })),
  ),
  workspaceCreate: lazy(() =>
    import('./pages/workspace-create-page.js').then((m) => ({ default: m.WorkspaceCreatePage })),
  ),
  addEnvironment: lazy(() =>
    import('./pages/add-environment-page.js').then((m) => ({ default: m.AddEnvironmentPage })),
  ),
  workspaceSettings: lazy(() =>
    import('./pages/workspace-settings/workspace-settings-page.js').then((m) => ({ default: m.WorkspaceSettingsPage })),
  ),
  workspaceActivities: lazy(() =>
    import('./pages/workspace-activities-page.js').then((m) => ({ default: m.WorkspaceActivitiesPage })),
  ),
  catalogs: lazy(() => import('./pages/catalogs/catalogs-page.js').then((m) => ({ default: m.CatalogsPage }))),
  workspaceDeployments: lazy(() =>
    import('./pages/workspace-tabs/deployments-page.js').then((m) => ({ default: m.WorkspaceDeploymentsPage })),
  ),
  workspaceVps: lazy(() => import('./pages/workspace-tabs/vps-page.js').then((m) => ({ default: m.WorkspaceVpsPage }))),
  workspaceCustomDomains: lazy(() =>
    import('./pages/workspace-tabs/custom-domains-page.js').then((m) => ({ default: m.WorkspaceCustomDomainsPage })),
  ),
  workspaceDrupalForge: lazy(() =>
    import('./pages/workspace-tabs/drupal-forge-page.js').then((m) => ({ default: m.WorkspaceDrupalForgePage })),
  ),
  workspaceHelp: lazy(() =>
    import('./pages/workspace-tabs/help-page.js').then((m) => ({ default: m.WorkspaceHelpPage })),
  ),
  catalogWizard: lazy(() =>
    import('./pages/catalogs/catalog-wizard-page.js').then((m) => ({ default: m.CatalogWizardPage })),
  ),
  allApplications: lazy(() =>
    import('./pages/applications/all-applications-page.js').then((m) => ({ default: m.AllApplicationsPage })),
  ),
  workspaceApplications: lazy(() =>
    import('./pages/applications/workspace-applications-page.js').then((m) => ({
      default: m.WorkspaceApplicationsPage,
    })),
  ),
  projects: lazy(() => import('./pages/projects-page.js').then((m) => ({ default: m.ProjectsPage }))),
  branches: lazy(() => import('./pages/branches-page.js').then((m) => ({ default: m.BranchesPage }))),
  secretManagers: lazy(() =>
    import('./pages/project/secret-managers-page.js').then((m) => ({ default: m.SecretManagersPage })),
  ),
  projectExtensions: lazy(() =>
    import('./pages/project/extensions-page.js').then((m) => ({ default: m.ExtensionsPage })),
  ),
  projectMembers: lazy(() =>
    import('./pages/project/project-members-page.js').then((m) => ({ default: m.ProjectMembersPage })),
  ),
  projectActivities: lazy(() =>
    import('./pages/project/project-activities-page.js').then((m) => ({ default: m.ProjectActivitiesPage })),
  ),
  projectSettings: lazy(() =>
    import('./pages/project/project-settings-page.js').then((m) => ({ default: m.ProjectSettingsPage })),
  ),
  projectTags: lazy(() => import('./pages/project/tags-page.js').then((m) => ({ default: m.TagsPage }))),
  tagOverview: lazy(() =>
    import('./pages/deployment/tag-overview-page.js').then((m) => ({ default: m.TagOverviewPage })),
  ),
  tagActivities: lazy(() =>
    import('./pages/deployment/tag-activities-page.js').then((m) => ({ default: m.TagActivitiesPage })),
  ),
  tagBackups: lazy(() => import('./pages/deployment/tag-backups-page.js').then((m) => ({ default: m.TagBackupsPage }))),
  tagConfiguration: lazy(() =>
    import('./pages/deployment/tag-configuration-page.js').then((m) => ({ default: m.TagConfigurationPage })),
  ),
  tagDomains: lazy(() => import('./pages/deployment/tag-domains-page.js').then((m) => ({ default: m.TagDomainsPage }))),
  tagLogs: lazy(() => import('./pages/deployment/tag-logs-page.js').then((m) => ({ default: m.TagLogsPage }))),
  tagSecurity: lazy(() =>
    import('./pages/deployment/tag-security-page.js').then((m) => ({ default: m.TagSecurityPage })),
  ),
  tagDangerZone: lazy(() =>
    import('./pages/deployment/tag-danger-zone-page.js').then((m) => ({ default: m.TagDangerZonePage })),
  ),
  launch: lazy(() => import('./pages/application/launch-page.js').then((m) => ({ default: m.LaunchPage }))),
  overview: lazy(() =>
    import('./pages/application-overview-page.js').then((m) => ({ default: m.ApplicationOverviewPage })),
  ),
  activities: lazy(() => import('./pages/application/activities-page.js').then((m) => ({ default: m.ActivitiesPage }))),
  backups: lazy(() => import('./pages/application/backups-page.js').then((m) => ({ default: m.BackupsPage }))),
  dangerZone: lazy(() =>
    import('./pages/application/danger-zone-page.js').then((m) => ({ default: m.DangerZonePage })),
  ),
  code: lazy(() => import('./pages/application/code-page.js').then((m) => ({ default: m.CodePage }))),
  configuration: lazy(() =>
    import('./pages/application/configuration-page.js').then((m) => ({ default: m.ConfigurationPage })),
  ),
  domains: lazy(() => import('./pages/application/domains-page.js').then((m) => ({ default: m.DomainsPage }))),
  logs: lazy(() => import('./pages/application/logs-page.js').then((m) => ({ default: m.LogsPage }))),
  appMembers: lazy(() =>
    import('./pages/application/app-members-page.js').then((m) => ({ default: m.ApplicationMembersPage })),
  ),
  security: lazy(() => import('./pages/application/security-page.js').then((m) => ({ default: m.SecurityPage }))),
  exportSite: lazy(() =>
    import('./pages/application/export-site-page.js').then((m) => ({ default: m.ExportSitePage })),
  ),
  profile: lazy(() => import('./pages/account/profile-page.js').then((m) => ({ default: m.ProfilePage }))),
  commandTokens: lazy(() =>
    import('./pages/account/command-tokens-page.js').then((m) => ({ default: m.CommandTokensPage })),
  ),
  gitTokens: lazy(() => import('./pages/account/git-tokens-page.js').then((m) => ({ default: m.GitTokensPage }))),
  organizations: lazy(() =>
    import('./pages/account/organizations-page.js').then((m) => ({ default: m.OrganizationsPage })),
  ),
  members: lazy(() => import('./pages/members-page.js').then((m) => ({ default: m.MembersPage }))),
  notifications: lazy(() => import('./pages/notifications-page.js').then((m) => ({ default: m.NotificationsPage }))),
  projectSnapshots: lazy(() =>
    import('./pages/project/snapshots-page.js').then((m) => ({ default: m.ProjectSnapshotsPage })),
  ),
  notFound: lazy(() => import('./pages/not-found-page.js').then((m) => ({ default: m.NotFoundPage }))),
  extendApplication: lazy(() =>
    import('./pages/extend-application-page.js').then((m) => ({ default: m.ExtendApplicationPage })),
  ),
  exception: lazy(() => import('./pages/result-page.js').then((m) => ({ default: m.ExceptionPage }))),
  result: lazy(() => import('./pages/result-page.js').then((m) => ({ default: m.ResultPage }))),
  authorize: lazy(() => import('./pages/authorize-page.js').then((m) => ({ default: m.AuthorizePage }))),
  integrateSso: lazy(() => import('./pages/integrate-sso-page.js').then((m) => ({ default: m.IntegrateSsoPage }))),
  ssoCallback: lazy(() => import('./pages/sso-callback-page.js').then((m) => ({ default: m.SsoCallbackPage }))),
  clusters: lazy(() => import('./pages/admin/clusters-page.js').then((m) => ({ default: m.ClustersPage }))),
  cluster: lazy(() => import('./pages/admin/cluster/cluster-page.js').then((m) => ({ default: m.ClusterPage }))),
  cloudAccounts: lazy(() =>
    import('./pages/admin/cloud-accounts-page.js').then((m) => ({ default: m.CloudAccountsPage })),
  ),
  addCluster: lazy(() => import('./pages/admin/add-cluster-page.js').then((m) => ({ default: m.AddClusterPage }))),
  addCloudAccount: lazy(() =>
    import('./pages/admin/add-cloud-account-page.js').then((m) => ({ default: m.AddCloudAccountPage })),
  ),
  hostedZones: lazy(() => import('./pages/admin/hosted-zones-page.js').then((m) => ({ default: m.HostedZonesPage }))),
  administrators: lazy(() =>
    import('./pages/admin/administrators-page.js').then((m) => ({ default: m.AdministratorsPage })),
  ),
  memberWorkspaces: lazy(() =>
    import('./pages/admin/member-workspaces-page.js').then((m) => ({ default: m.MemberWorkspacesPage })),
  ),
  templates: lazy(() => import('./pages/admin/templates-page.js').then((m) => ({ default: m.TemplatesPage }))),
  invitation: lazy(() => import('./pages/landing/invitation-page.js').then((m) => ({ default: m.InvitationPage }))),
  transfer: lazy(() => import('./pages/landing/transfer-page.js').then((m) => ({ default: m.TransferPage }))),
  importSite: lazy(() => import('./pages/import/import-page.js').then((m) => ({ default: m.ImportPage }))),
  importWizard: lazy(() =>
    import('./pages/import/import-wizard-page.js').then((m) => ({ default: m.ImportWizardPage })),
  ),
  inviteLink: lazy(() => import('./pages/landing/invite-by-link-page.js').then((m) => ({ default: m.InviteLinkPage }))),
  inviteByLink: lazy(() =>
    import('./pages/landing/invite-by-link-page.js').then((m) => ({ default: m.InviteByLinkPage })),
  ),
  confirmEmail: lazy(() =>
    import('./pages/landing/confirm-email-page.js').then((m) => ({ default: m.ConfirmEmailPage })),
  ),
  credential: lazy(() => import('./pages/landing/credential-page.js').then((m) => ({ default: m.CredentialPage }))),
  callback: lazy(() => import('./pages/landing/callback-page.js').then((m) => ({ default: m.CallbackPage }))),
  marketplaceCallback: lazy(() =>
    import('./pages/landing/marketplace-callback-page.js').then((m) => ({ default: m.MarketplaceCallbackPage })),
  ),
};

/** The route table, first match wins. Later screens of the spec add rows here. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', redirect: () => '/workspaces' },
  { path: '/login', page: pages.login, public: true },
  { path: '/workspaces', page: pages.workspaces },
  { path: '/applications', page: pages.allApplications },
  { path: '/workspaces/add', page: pages.workspaceCreate },
  { path: '/workspaces/add-environment', page: pages.addEnvironment },
  { path: '/workspaces/:workspaceId', redirect: (p) => projectsPath(p.workspaceId ?? '') },
  { path: '/workspace/:workspaceId/projects', redirect: (p) => projectsPath(p.workspaceId ?? '') },
  { path: '/workspaces/:workspaceId/projects', page: pages.projects },
  { path: '/workspaces/:workspaceId/add-project', page: pages.projectWizard },
  { path: '/workspaces/:workspaceId/members', page: pages.workspaceMembers },
  { path: '/workspaces/:workspaceId/activities', page: pages.workspaceActivities },
  { path: '/workspaces/:workspaceId/settings', page: pages.workspaceSettings },
  { path: '/workspaces/:workspaceId/applications', page: pages.workspaceApplications },
  { path: '/workspaces/:workspaceId/catalogs', page: pages.catalogs },
  { path: '/workspaces/:workspaceId/deployments', page: pages.workspaceDeployments },
  { path: '/workspaces/:workspaceId/vps', page: pages.workspaceVps },
  { path: '/workspaces/:workspaceId/custom-domains', page: pages.workspaceCustomDomains },
  { path: '/workspaces/:workspaceId/help', page: pages.workspaceHelp },
  { path: '/workspaces/:workspaceId/drupal-forge', page: pages.workspaceDrupalForge },
  {
    path: '/workspaces/:workspaceId/catalogs/:catalogId',
    redirect: (p) => catalogWizardPath(p.workspaceId ?? '', p.catalogId ?? '', 'quickstart'),
  },
  { path: '/workspaces/:workspaceId/catalogs/:catalogId/:variant', page: pages.catalogWizard },
  { path: '/workspaces/:workspaceId/import', page: pages.importSite },
  { path: '/workspaces/:workspaceId/import/:platformKey', page: pages.importWizard },
  {
    path: '/workspaces/:workspaceId/projects/:projectId',
    redirect: (p) => projectPath(p, 'applications/feature-branches'),
  },
  { path: `${APP}/feature-branches`, page: pages.branches },
  // Spec 002 section 2.1: the project root's target; the branch list (before `${APP}/:applicationId/overview`).
  { path: `${APP}/feature-branches/overview`, redirect: (p) => projectPath(p, 'applications/feature-branches') },
  { path: '/workspaces/:workspaceId/projects/:projectId/secret-managers', page: pages.secretManagers },
  { path: '/workspaces/:workspaceId/projects/:projectId/extensions', page: pages.projectExtensions },
  { path: '/workspaces/:workspaceId/projects/:projectId/members', page: pages.projectMembers },
  { path: '/workspaces/:workspaceId/projects/:projectId/snapshots', page: pages.projectSnapshots },
  { path: '/workspaces/:workspaceId/projects/:projectId/activities', page: pages.projectActivities },
  { path: '/workspaces/:workspaceId/projects/:projectId/settings', page: pages.projectSettings },
  {
    path: '/workspaces/:workspaceId/projects/:projectId/deployments',
    redirect: (p) => projectPath(p, 'deployments/tags'),
  },
  { path: '/workspaces/:workspaceId/projects/:projectId/deployments/tags', page: pages.projectTags },
  { path: `${TAG}/:deploymentId`, redirect: (p) => tagPath(p, 'overview') },
  { path: `${TAG}/:deploymentId/overview`, page: pages.tagOverview },
  { path: `${TAG}/:deploymentId/activities`, page: pages.tagActivities },
  { path: `${TAG}/:deploymentId/backup`, page: pages.tagBackups },
  { path: `${TAG}/:deploymentId/configuration`, page: pages.tagConfiguration },
  { path: `${TAG}/:deploymentId/domains`, page: pages.tagDomains },
  { path: `${TAG}/:deploymentId/logs`, page: pages.tagLogs },
  { path: `${TAG}/:deploymentId/security`, page: pages.tagSecurity },
  { path: `${TAG}/:deploymentId/danger-zone`, page: pages.tagDangerZone },
  { path: `${APP}/:applicationId`, redirect: (p) => applicationPath(p, 'overview') },
  { path: `${APP}/:applicationId/overview`, page: pages.overview },
  { path: `${APP}/:applicationId/launch`, page: pages.launch },
  { path: `${APP}/:applicationId/activities`, page: pages.activities },
  { path: `${APP}/:applicationId/backup`, page: pages.backups },
  { path: `${APP}/:applicationId/danger-zone`, page: pages.dangerZone },
  { path: `${APP}/:applicationId/code`, page: pages.code },
  { path: `${APP}/:applicationId/configuration`, page: pages.configuration },
  { path: `${APP}/:applicationId/domains`, page: pages.domains },
  { path: `${APP}/:applicationId/logs`, page: pages.logs },
  { path: `${APP}/:applicationId/members`, page: pages.appMembers },
  { path: `${APP}/:applicationId/security`, page: pages.security },
  { path: `${APP}/:applicationId/export-site`, page: pages.exportSite },
  { path: '/account', redirect: () => '/account/profile' },
  { path: '/account/profile', page: pages.profile },
  { path: '/account/command-access-token', page: pages.commandTokens },
  { path: '/account/git-access-token', page: pages.gitTokens },
  { path: '/account/organizations', page: pages.organizations },
  { path: '/members', page: pages.members },
  { path: '/members/administrators', page: pages.administrators },
  { path: '/members/:memberId/workspace', page: pages.memberWorkspaces },
  { path: '/terraform', redirect: () => '/terraform/infrastructure' },
  { path: '/terraform/infrastructure', page: pages.clusters },
  { path: '/terraform/accounts', page: pages.cloudAccounts },
  { path: '/terraform/add-cluster', page: pages.addCluster },
  { path: '/terraform/hosted-zones', page: pages.hostedZones },
  { path: '/infrastructure-accounts/add-infra-account', page: pages.addCloudAccount },
  // Spec 000 section 2: the Infrastructure menu entry also matches /infrastructure-accounts; its list is here.
  { path: '/infrastructure-accounts', redirect: () => '/terraform/accounts' },
  { path: '/clusters', page: pages.clusters },
  { path: '/infrastructures', page: pages.clusters },
  { path: '/clusters/add', redirect: () => '/terraform/add-cluster' },
  { path: '/clusters/:clusterId', redirect: (p) => `/clusters/${enc(p.clusterId ?? '')}/overview` },
  { path: '/clusters/:clusterId/:tab', page: pages.cluster },
  {
    path: '/infrastructures/:infrastructureId',
    redirect: (p) => `/infrastructures/${enc(p.infrastructureId ?? '')}/overview`,
  },
  { path: '/infrastructures/:clusterId/:tab', page: pages.cluster },
  { path: '/templates', page: pages.templates },
  // The top menu's Drupal Forge entry (spec 000 section 2, narrow layout): the Drupal Forge workspaces.
  { path: '/drupal-forge', redirect: () => '/workspaces?drupalForge=true' },
  { path: '/invitations', page: pages.invitation },
  { path: '/invitations-transfer', page: pages.transfer },
  // The transfer e-mail's link (spec 000 section 2): its query (token, inviteId, workspaceId) is the transfer page's.
  { path: '/accept-transfer-ownership', redirect: (_, search) => `/invitations-transfer${search}` },
  { path: '/confirm-email', page: pages.confirmEmail, public: true },
  { path: '/workspaces/invite/:token', page: pages.inviteLink },
  { path: '/inviteByLink', page: pages.inviteByLink },
  ...CREDENTIAL_CALLBACK_PROVIDERS.map((provider) => ({ path: `/${provider}-callback`, page: pages.credential })),
  { path: '/exception/:status', page: pages.exception, public: true },
  { path: '/result', page: pages.result, public: true },
  { path: '/extend-application', page: pages.extendApplication, public: true },
  { path: '/authorize', page: pages.authorize, public: true },
  { path: '/integrate-sso', page: pages.integrateSso, public: true },
  // Ours: the hosted login page's return for the login page's single sign-on button (SSO_CALLBACK_PATH).
  { path: '/sso-callback', page: pages.ssoCallback, public: true },
  { path: '/callback', page: pages.callback, public: true },
  { path: '/marketplace-callback', page: pages.marketplaceCallback },
  // Ours: the bell drawer's list as a page (capabilities notification.list and notification.clear).
  { path: '/notifications', page: pages.notifications },
];

export const NOT_FOUND_PAGE: Page = pages.notFound;

/** The first route matching `pathname`, with its params. */
export function findRoute(pathname: string): { route: RouteDef; params: RouteParams } | undefined {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

const enc = encodeURIComponent;

/** A page of a workspace: `projects`, `applications`, `members`, `add-project`... */
export function workspacePath(workspaceId: string, page: string): string {
  return `/workspaces/${enc(workspaceId)}/${page}`;
}

/** A catalogue wizard of a workspace: `quickstart` (deploy) or `quickclone` (develop). */
export function catalogWizardPath(workspaceId: string, catalogId: string, variant: CatalogWizardVariant): string {
  return workspacePath(workspaceId, `catalogs/${enc(catalogId)}/${variant}`);
}

export function projectsPath(workspaceId: string): string {
  return workspacePath(workspaceId, 'projects');
}

export function projectPath(p: RouteParams, rest: string): string {
  return `${projectsPath(p.workspaceId ?? '')}/${enc(p.projectId ?? '')}/${rest}`;
}

export function branchesPath(workspaceId: string, projectId: string): string {
  return projectPath({ workspaceId, projectId }, 'applications/feature-branches');
}

export function applicationPath(p: RouteParams, tab = 'overview'): string {
  return projectPath(p, `applications/${enc(p.applicationId ?? '')}/${tab}`);
}

/** A tag's (deployment's) screen: `overview`, `backup`, `danger-zone`... (spec 002 section 2.3). */
export function tagPath(p: RouteParams, tab = 'overview'): string {
  return projectPath(p, `deployments/${enc(p.deploymentId ?? '')}/${tab}`);
}
