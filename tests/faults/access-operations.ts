/**
 * Scenario 8's operations: the check (access-table.ts) each of the contract's 248 in-scope operations must pass,
 * as data. Method and path come from the contract itself; path parameters are filled from the fixtures
 * (access-fixtures.ts) by name. The specs name a role for few operations (000 s6, 001 s6); the comment above each
 * group says the rule we chose for the others, also listed in docs/protocols.md ("Who may call what").
 */
import type { FixtureKey } from './access-fixtures.js';
import type { CheckName } from './access-table.js';

export interface OperationRule {
  check: CheckName;
  /** The JSON body; `{actor}` becomes a slug of the caller's role (default `{}` for writes). */
  body?: unknown;
  /** A query string; `{actor}`, `{actorId}` and `{actorToken}` are the caller's slug, id and token. */
  query?: string;
  /** Path parameters filled from another fixture than their name's default. */
  ids?: Readonly<Record<string, FixtureKey>>;
  /**
   * Calls that change what later calls see (deletes, joins) run after every other call, in this order (smallest
   * first); within one, refused roles go first, so a permitted delete cannot hide a refusal behind a 404.
   */
  last?: number;
}

function each(check: CheckName, ids: readonly string[], rule: Omit<OperationRule, 'check'> = {}) {
  return Object.fromEntries(ids.map((id) => [id, { check, ...rule }])) as Record<string, OperationRule>;
}

const spare = { userId: 'collaborator' } as const;

export const OPERATION_RULES: Readonly<Record<string, OperationRule>> = {
  // Our rule: the caller's own account, inbox, tokens, git links and uploads, lists filtered to what the caller may
  // see (workspaces, projects, applications, activities, clusters, AWS orders), public catalogues and templates,
  // invitation tokens (whoever holds one), Drupal Forge and Decoupled.io trial sites (the caller's own, by email):
  // any signed-in user. Public routes (health, webhooks, the AWS callback) are called with the actor's credentials.
  ...each('signedIn', [
    'AppController_healthCheck',
    'AppController_extendApplication',
    'ActivitiesController_listActivities',
    'NotificationsController_getAllNotificationsByUserId',
    'NotificationsController_getNotificationsById',
    'UserController_getProfile',
    'UserController_logout',
    'UserController_changePassword',
    'UserController_searchGitOwners',
    'UserController_searchRepositories',
    'UserController_getRepositories',
    'UserController_searchBranches',
    'UserController_updateUserSecrets',
    'UserController_updatePersonalToken',
    'UserController_getCommandToken',
    'WorkspacesController_getFilterWorkspaces',
    'WorkspacesController_createDefaultWorkspace',
    'WorkspacesController_getForgeSpotWp',
    'InvitationsController_search',
    'InvitationsController_getTokenDetail',
    'InvitesController_searchInvite',
    'InvitesController_getInviteToken',
    'InvitesController_acceptInviteToken',
    'InvitesController_rejectInviteToken',
    'InvitesController_acceptTransfer',
    'ProjectsController_listProjects',
    'ProjectsController_getProjectTypes',
    'ApplicationsController_listApplications',
    'ApplicationsController_listCapacities',
    'EnvironmentsController_search',
    'AwsOrdersController_listAwsOrders',
    'CatalogsController_search',
    'CatalogsController_getCatalogById',
    'CatalogsController_validateCatalog',
    'TeamsController_list',
    'TeamsController_getById',
    'TeamsController_update',
    'TeamsController_getGithubRepos',
    'TeamsController_getMembers',
    'TeamsController_addMember',
    'ResourcesController_getFilterResources',
    'FileController_uploadFile',
    'GithubOauthController_githubAuth',
    'GitlabOauthController_gitlabAuth',
    'BitbucketOauthController_githubAuth',
    'DrupalcodeOauthController_drupalcodeAuth',
    'WebhooksController_triggerCommandApp',
    'WebhooksController_triggerApplicationGitHook',
    'WebhooksController_triggerVpsGitHook',
    'DrupalForgeController_listDFApplication',
    'DrupalForgeController_quickStart',
    'DrupalForgeController_getApplicationById',
    'DrupalForgeController_getApplication',
    'DrupalForgeController_getDFApplication',
    'DrupalForgeController_extendApplication',
    'DrupalForgeController_saveApplication',
    'DrupalForgeController_applicationCheckForPayment',
    'DrupalForgeController_applicationExtend',
    'DrupalForgeController_applicationCancellation',
    'DrupalForgeController_inviteGithubUsername',
    'DrupalForgeController_unpauseApp',
    'DrupalForgeController_countTemplate',
    'DrupalForgeController_increaseQuickStartTemplate',
    'DrupalForgeController_decreaseQuickStartTemplate',
    'DrupalForgeController_createDrupalPod',
    'DecoupledIOController_quickStart',
    'DecoupledIOController_listDioApps',
    'DecoupledIOController_cloneDioApp',
    'DecoupledIOController_getApplicationById',
    'DecoupledIOController_extendApplication',
    'DecoupledIOController_pauseApp',
    'DecoupledIOController_unpauseApp',
  ]),
  // The cloud's callback carries the user's token and id in its query (spec 000 s7), not a bearer header.
  CloudsController_callBackCreateAIMRole: {
    check: 'signedIn',
    query: 'token={actorToken}&userId={actorId}&arnRole=arn:aws:iam::123456789012:role/{actor}',
  },
  ...each('signedIn', ['UserController_removePersonalToken', 'UserController_deleteCommandToken'], { last: 1 }),
  ...each(
    'signedIn',
    [
      'NotificationsController_deleteAllNotifications',
      'NotificationsController_deleteNotificationsById',
      'TeamsController_delete',
      'TeamsController_deleteMember',
      'ResourcesController_deleteResource',
      'InvitationsController_createRbacByToken',
      'DrupalForgeController_deleteApplication',
      'DecoupledIOController_deleteApplication',
    ],
    { last: 2 },
  ),
  // Our rule: a user's own workspaces and invitations are theirs to read, and admins read anyone's.
  ...each('selfOrAdmin', ['WorkspacesController_getFilterWorkspacesByUser', 'InvitesController_getInvitations']),

  // Instance administration: 000 s6 Admin (the Infrastructure and Members screens, workspace creation). Our rule
  // adds the other administration calls: a member's workspaces, AWS orders by id, template administration, the
  // advanced status form of an application, and cluster deletion (a protected cluster then needs the instance
  // owner: 000 s6, answered 400 with its sentence for an instance admin).
  ...each('admin', [
    'UserController_getMembers',
    'UserController_getAdministrators',
    'UserController_searchCloudAccount',
    'UserController_createCloudAccount',
    'UserController_searchWorkspacesOfUser',
    'WorkspacesController_create',
    'WorkspacesController_createSingleNode',
    'CatalogsController_updateCatalog',
    'CatalogsController_adminUpdateCatalog',
    'AwsOrdersController_readAwsOrder',
    'AwsOrdersController_listMeteringOrderRecords',
    'EnvironmentsController_updateEnvironment',
    'EnvironmentsController_createReports',
    'EnvironmentsController_getNodesReport',
    'EnvironmentsController_getPodsReport',
    'EnvironmentsController_getNamespacesReport',
    'EnvironmentsController_getWorkspacesReport',
    'EnvironmentsController_getPVCsReport',
    'EnvironmentsController_getPVsReport',
    'HostedZonesController_filter',
    'DrupalForgeController_updateTemplate',
    'DrupalForgeController_adminPauseTemplate',
    'DrupalForgeController_adminDeactivateTemplate',
    'DrupalForgeController_lambdaIncreaseTemplate',
    'ApplicationsController_updateAdvanceApp',
  ]),
  ...each('admin', ['UserController_deleteMembers', 'UserController_deleteAdministrators'], {
    ids: { id: 'spare' },
    last: 3,
  }),
  ...each('admin', ['UserController_deleteCloudAccount', 'HostedZonesController_deleteId'], { last: 3 }),
  ...each('admin', ['CatalogsController_deleteCatalogById'], { last: 3 }),
  ...each('admin', ['EnvironmentsController_deactivateEnvironment'], { last: 9 }),
  ...each('admin', ['EnvironmentsController_forceRemoveEnvironment'], { last: 10 }),

  // Our rule: whoever sees a workspace (000 s6: admins, and users in its rbac) reads everything in it (projects,
  // applications, backups, domains, VPS, snapshots, activity logs, its cluster) and may start a new
  // project in it (create, quickstart, quickclone, migrate: the creator becomes its project owner). Project
  // membership (below) gates what changes a project or reads its secrets and members.
  ...each('workspaceViewer', [
    'WorkspacesController_detail',
    'WorkspacesController_listApplicationsOfWorkspace',
    'WorkspacesController_listDeploymentsOfWorkspace',
    'WorkspacesController_getPodsOfWorkspace',
    'WorkspacesController_getLogsActivity',
    'WorkspacesController_getMembersOfWorkspace',
    'WorkspacesController_filterCatalogs',
    'WorkspacesController_filterDFCatalogs',
    'ProjectsController_getProjects',
    'ProjectsController_getProjectDetail',
    'ProjectsController_createProject',
    'ProjectsController_migrateProject',
    'DomainsController_listDomains',
    'VpsController_getFilterVPS',
    'VpsController_getFilterVPSByApplication',
    'ActivitiesController_readActivity',
    'ActivitiesController_getLogs',
    'ApplicationsController_getApplications',
    'ApplicationsController_getApplicationDetail',
    'ApplicationsController_getMemberOfApplication',
    'ApplicationsController_listBackup',
    'ApplicationsController_getFileDetail',
    'ApplicationsController_detail',
    'ApplicationsController_listApplicationActivities',
    'StaticsController_listStaticSiteOfApplications',
    'StaticsController_getStaticSiteOverview',
    'StaticsController_getQuantCdnCustomDomain',
    'SnapshotsController_getSnapshotDetail',
    'EnvironmentsController_getById',
    'EnvironmentsController_getLogsActivity',
    'EnvironmentsController_closeLogActivity',
  ]),
  ...each('workspaceViewer', ['ProjectsController_quickStart', 'ProjectsController_quickClone'], {
    ids: { catalogId: 'catalog' },
  }),
  // Our rule: aborting a stuck task is for collaborator managers (001 s6), or the user who started it.
  ...each('collaborators', ['WorkspacesController_closeLogActivity']),

  // 001 s6 collaborator management and workspace settings.
  ...each('collaborators', [
    'InvitationsController_getInviteToWorkspaceLink',
    'InvitationsController_refreshWorkspaceInviteToken',
    'InvitationsController_getWorkspaceInvitations',
  ]),
  ...each('collaborators', ['InvitationsController_deleteInviteToWorkspaceLink'], { last: 4 }),
  ...each('collaborators', ['InvitationsController_deleteWorkspaceInvitation'], { last: 4 }),
  ...each('collaborators', ['WorkspacesController_deleteMemberOfWorkspace'], { ids: spare, last: 4 }),
  ...each('workspaceSettings', ['InvitationsController_transferWorkspace', 'InvitationsController_revokeTransfer']),
  ...each('workspaceSettings', ['WorkspacesController_deleteWorkspace'], { last: 8 }),

  // 000 s6 project checks. Our rule where the spec names none: members read the project's resources, members,
  // secret-manager names and deployments (tags), and act on applications and tags (deploy, pause, backups,
  // domains: as deploy is); maintainers change settings (application, tag, project), secrets, registries,
  // application members, VPS and static sites, read secret values and delete applications and snapshots; owners
  // manage the project's members and invitations, its repository, and delete it.
  ...each('projectMember', [
    'ProjectsController_getProjectResource',
    'DeploymentsController_listDeployments',
    'DeploymentsController_getDeployment',
    'DeploymentsController_getDeploymentDetail',
    'DeploymentsController_getCustomDomain',
    'DeploymentsController_listBackup',
    'DeploymentsController_getFileDetail',
    'ProjectsController_getMembersOfProject',
    'ProjectsController_getVariables',
    'ProjectsController_validateConfigFile',
    'ProjectsController_syncAllBranches',
    'SecretsController_getListByProjectId',
    'ApplicationsController_restartPod',
    'ApplicationsController_pauseApplication',
    'ApplicationsController_expandExpiredTime',
    'ApplicationsController_activateApplication',
    'ApplicationsController_deactivateApplication',
    'ApplicationsController_getVscodeToken',
    'ApplicationsController_getPMAToken',
    'ApplicationsController_forceHTTPS',
    'ApplicationsController_getHttpApplicationLog',
    'ApplicationsController_addBackup',
    'ApplicationsController_restoreApplication',
    'ApplicationsController_addCustomDomain',
    'DeploymentsController_activateDeployment',
    'DeploymentsController_createBGDeployment',
    'DeploymentsController_deactivateDeployment',
    'DeploymentsController_addBackup',
    'DeploymentsController_addCustomDomain',
    'DeploymentsController_forceHTTPS',
    'DeploymentsController_getPMAToken',
    'DeploymentsController_createGreenDeployment',
    'DeploymentsController_switchOverDeployment',
  ]),
  ...each('projectMember', ['ApplicationsController_deleteBackup', 'DeploymentsController_deleteBackup'], { last: 5 }),
  ...each('projectMember', ['DomainsController_deleteCustomDomain'], { last: 5 }),
  ...each('projectMaintainer', ['SnapshotsController_delete'], { last: 5 }),
  // Deleting a tag, like deleting a branch's application, takes a maintainer (the emulator's rule; the spec is silent).
  ...each('projectMaintainer', ['DeploymentsController_deleteDeployment', 'ApplicationsController_deleteApplication'], {
    last: 6,
  }),
  ...each('projectMaintainer', [
    'ProjectsController_addRegistrySecret',
    'ProjectsController_addBaseRegistrySecret',
    'ProjectsController_getVariablesByName',
    'SecretsController_getListBySetId',
    'ApplicationsController_upgradeApplication',
    'DeploymentsController_updateDeploymentConfiguration',
    'DeploymentsController_updateDeploymentSecurity',
    'ApplicationsController_deployToServer',
    'ApplicationsController_addMemberOfApplication',
    'ApplicationsController_exportToTemplate',
    'VpsController_createVPS',
    'VpsController_updateVPSById',
    'StaticsController_createStaticSiteWithQuantCdn',
    'StaticsController_createQuantCdnCustomDomain',
  ]),
  ...each(
    'projectMaintainer',
    ['ProjectsController_deleteVariablesByName', 'SecretsController_deleteSecreteSet', 'VpsController_deleteVPSById'],
    { last: 5 },
  ),
  ...each('projectMaintainer', ['StaticsController_deleteQuantCdnCustomDomain'], { last: 5 }),
  ...each('projectMaintainer', ['ApplicationsController_deleteMemberOfApplication'], { ids: spare, last: 5 }),
  ...each('projectOwner', [
    'ProjectsController_updateProjectReporitory',
    'InvitationsController_getProjectInvitations',
  ]),
  ...each('projectOwner', ['InvitationsController_deleteProjectInvitation'], { last: 4 }),
  ...each('projectOwner', ['ProjectsController_deleteMemberOfWorkspace'], { ids: spare, last: 4 }),
  ...each('projectOwner', ['ProjectsController_deleteProject'], { last: 7 }),

  // The rules above, for calls sent with a valid body, so that a permitted call does its work (dev keeps his roles).
  NotificationsController_createNotifications: {
    check: 'signedIn',
    body: { title: 'Access', message: 'From {actor}' },
  },
  NotificationsController_updateNotifications: { check: 'signedIn', body: { seen: true } },
  NotificationsController_updateNotificationById: { check: 'signedIn', body: { seen: true } },
  UserController_updateProfile: { check: 'signedIn', body: { displayName: 'Access {actor}' } },
  UserController_createCommandToken: { check: 'signedIn', body: { note: 'access {actor}' } },
  CatalogsController_create: { check: 'signedIn', body: { name: 'access-{actor}' } },
  TeamsController_create: { check: 'signedIn', body: { name: 'access-{actor}' } },
  ResourcesController_createResource: {
    check: 'signedIn',
    body: { name: 'access-{actor}', url: 'https://example.com/{actor}' },
  },
  UserController_createMember: {
    check: 'admin',
    body: { username: '{actor}.made@access.example.com', password: 'Access!pw1' },
  },
  HostedZonesController_create: { check: 'admin', body: { domain: '{actor}.access.example.com' } },
  ApplicationsController_postActivities: { check: 'workspaceViewer', body: { action: 'OPEN_VSCODE' } },
  WorkspacesController_updateMemberOfWorkspace: { check: 'collaborators', body: { role: 'DEVELOPER' } },
  InvitationsController_createWorkspaceInvitation: {
    check: 'collaborators',
    body: { email: '{actor}@invited.example.com', role: 'DEVELOPER' },
  },
  WorkspacesController_updateWorkspace: {
    check: 'workspaceSettings',
    body: { name: 'Acme Production', description: 'Edited by {actor}' },
  },
  WorkspacesController_updateWorkspaceLogo: {
    check: 'workspaceSettings',
    body: { logo: 'https://cdn.example.com/{actor}.png' },
  },
  DeploymentsController_createDeployment: {
    check: 'projectMember',
    body: { name: 'v-{actor}', containerImage: 'nginx:1' },
  },
  ApplicationsController_updateAutoDailyBackup: { check: 'projectMember', body: { enabledDailyBackup: true } },
  ProjectsController_updateProject: { check: 'projectMaintainer', body: { description: 'Edited by {actor}' } },
  ProjectsController_addVariables: { check: 'projectMaintainer', body: { values: { EDITOR: '{actor}' } } },
  ProjectsController_setVSCodeExtensions: { check: 'projectMaintainer', body: { extensions: ['a.b'] } },
  SecretsController_createSecretSet: { check: 'projectMaintainer', body: { name: 'set-{actor}', values: { K: 'v' } } },
  ApplicationsController_updateAppState: { check: 'projectMaintainer', body: { enableAutoPause: true } },
  DeploymentsController_updateAutoDailyBackup: { check: 'projectMaintainer', body: { enabledDailyBackup: true } },
  ProjectsController_updateMemberOfProject: { check: 'projectOwner', body: { role: 'PROJECT_DEVELOPER' } },
  InvitationsController_createProjectInvitation: {
    check: 'projectOwner',
    body: { email: '{actor}@invited.example.com', role: 'PROJECT_DEVELOPER' },
  },
};
