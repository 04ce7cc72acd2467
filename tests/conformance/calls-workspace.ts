/** Workspaces, members, invitations, catalogs, teams, projects, their settings, secrets and tags. */
import { type ConformanceCall, PAGE, tag } from './calls.js';
import { NOBODY } from './world.js';

const SOURCE = { repositoryProvider: 'GITHUB', repositoryOwner: 'octo', repositoryName: 'shop' } as const;

export const WORKSPACE_CALLS: readonly ConformanceCall[] = [
  ['WorkspacesController_getFilterWorkspaces', (c) => c.workspaces.list({ ...PAGE, search: 'Acme' })],
  ['WorkspacesController_detail', (c, w) => c.workspaces.get(w.workspace)],
  ['WorkspacesController_create', (c, w) => c.workspaces.create({ name: 'Conformance', environmentId: w.environment })],
  [
    'WorkspacesController_createSingleNode',
    (c, w) => c.workspaces.createSingleNode({ name: 'Conformance single', environmentId: w.environment }),
  ],
  ['WorkspacesController_createDefaultWorkspace', (c) => c.workspaces.createDefault()],
  ['WorkspacesController_getForgeSpotWp', (c) => c.workspaces.forgeSpot()],
  ['WorkspacesController_getFilterWorkspacesByUser', (c, w) => c.workspaces.listOfUser(w.developer, PAGE)],
  [
    'WorkspacesController_updateWorkspace',
    (c, w) => c.workspaces.update(w.workspace, { name: 'Acme Production', description: 'Acme' }),
  ],
  [
    'WorkspacesController_updateWorkspaceLogo',
    (c, w) => c.workspaces.updateLogo(w.workspace, 'https://example.com/logo.png'),
  ],
  ['WorkspacesController_getPodsOfWorkspace', (c, w) => c.workspaces.pods(w.workspace, PAGE)],
  ['WorkspacesController_listDeploymentsOfWorkspace', (c, w) => c.workspaces.deployments(w.workspace, PAGE)],
  [
    'WorkspacesController_getLogsActivity',
    (c, w) => c.workspaces.activityLogs(w.workspace, w.activity, { pageSize: 20 }),
  ],
  ['WorkspacesController_closeLogActivity', (c, w) => c.workspaces.abortActivity(w.workspace, w.activity)],
  ['WorkspacesController_getMembersOfWorkspace', (c, w) => c.workspaceMembers.list(w.workspace, PAGE)],
  [
    'WorkspacesController_updateMemberOfWorkspace',
    (c, w) => c.workspaceMembers.updateRole(w.workspace, w.developer, 'DEVELOPER' as never),
  ],
  ['WorkspacesController_filterCatalogs', (c, w) => c.catalogs.listForWorkspace(w.workspace, PAGE)],
  ['WorkspacesController_filterDFCatalogs', (c, w) => c.catalogs.listDrupalForge(w.workspace, PAGE)],
  ['WorkspacesController_listApplicationsOfWorkspace', (c, w) => c.applications.listInWorkspace(w.workspace, PAGE)],
  ['InvitationsController_getWorkspaceInvitations', (c, w) => c.invitations.listForWorkspace(w.workspace)],
  [
    'InvitationsController_createWorkspaceInvitation',
    (c, w) => c.invitations.inviteToWorkspace(w.workspace, { email: 'invitee@example.com', role: 'DEVELOPER' }),
  ],
  ['InvitationsController_getProjectInvitations', (c, w) => c.invitations.listForProject(w.workspace, w.project)],
  [
    'InvitationsController_createProjectInvitation',
    (c, w) =>
      c.invitations.inviteToProject(w.workspace, w.project, {
        email: 'invitee2@example.com',
        role: 'PROJECT_DEVELOPER',
      }),
  ],
  ['InvitationsController_getInviteToWorkspaceLink', (c, w) => c.invitations.getInviteLink(w.workspace)],
  ['InvitationsController_refreshWorkspaceInviteToken', (c, w) => c.invitations.refreshInviteLink(w.workspace)],
  ['InvitationsController_search', (c) => c.invitations.searchToken('no-such-token')],
  ['InvitationsController_getTokenDetail', (c) => c.invitations.tokenDetail('no-such-token')],
  ['InvitationsController_createRbacByToken', (c) => c.invitations.joinByToken('no-such-token')],
  ['InvitationsController_transferWorkspace', (c, w) => c.invitations.transfer(w.workspace, 'admin@demo.skiff.dev')],
  ['InvitationsController_revokeTransfer', (c, w) => c.invitations.revokeTransfer(w.workspace)],
  ['InvitesController_searchInvite', (c) => c.invitations.listMine(PAGE)],
  ['InvitesController_getInvitations', (c, w) => c.invitations.listOfUser(w.developer, PAGE)],
  ['InvitesController_getInviteToken', (c) => c.invitations.verify('no-such-token')],
  ['InvitesController_acceptInviteToken', (c) => c.invitations.accept('no-such-token')],
  ['InvitesController_acceptTransfer', (c) => c.invitations.acceptTransfer(NOBODY, 'no-such-token')],
  ['CatalogsController_search', (c) => c.catalogs.list(PAGE)],
  [
    'CatalogsController_create',
    (c) => c.catalogs.create({ name: 'Conformance template', repoUrl: 'https://github.com/octo/shop' }),
  ],
  ['CatalogsController_getCatalogById', (c, w) => c.catalogs.get(w.catalog)],
  ['CatalogsController_updateCatalog', (c, w) => c.catalogs.update(w.catalog, { description: 'Updated' })],
  ['CatalogsController_adminUpdateCatalog', (c, w) => c.catalogs.adminUpdate(w.catalog, { isPublish: true })],
  ['CatalogsController_validateCatalog', (c) => c.catalogs.validate('shop')],
  ['TeamsController_list', (c) => c.teams.list(PAGE)],
  ['TeamsController_create', (c) => c.teams.create({ name: 'Conformance team', gitProvider: 'GITHUB' })],
  ['TeamsController_getById', (c, w) => c.teams.get(w.team)],
  ['TeamsController_update', (c, w) => c.teams.update(w.team, { description: 'Updated' })],
  ['TeamsController_getGithubRepos', (c, w) => c.teams.repos(w.team)],
  ['TeamsController_getMembers', (c, w) => c.teams.members(w.team)],
  ['TeamsController_addMember', (c, w) => c.teams.addMember(w.team, { email: 'dev@demo.skiff.dev', role: 'MEMBER' })],
  ['ProjectsController_getProjects', (c, w) => c.projects.list(w.workspace, { ...PAGE, search: 'store' })],
  ['ProjectsController_getProjectDetail', (c, w) => c.projects.get(w.workspace, w.project)],
  [
    'ProjectsController_createProject',
    (c, w) =>
      c.projects.create(w.workspace, {
        ...SOURCE,
        name: 'conformance-shop',
        projectType: 'nodejs',
        instances: [{ name: 'main', originBranch: 'main', branchType: 'MAIN' }],
      }),
  ],
  [
    'ProjectsController_updateProject',
    (c, w) => c.projects.update(w.workspace, w.project, { description: 'Next.js storefront' }),
  ],
  ['ProjectsController_getProjectResource', (c, w) => c.projects.resources(w.workspace, w.project, PAGE)],
  [
    'ProjectsController_quickStart',
    (c, w) => c.projects.quickStart(w.workspace, w.catalog, { ...SOURCE, name: 'conformance-quick' }),
  ],
  [
    'ProjectsController_quickClone',
    (c, w) => c.projects.quickClone(w.workspace, w.catalog, { ...SOURCE, name: 'conformance-clone' }),
  ],
  [
    'ProjectsController_migrateProject',
    (c, w) =>
      c.projects.migrate(w.workspace, {
        ...SOURCE,
        name: 'conformance-migrated',
        platformMigrationType: 'PANTHEON',
        pantheonMachineToken: 'x',
        pantheonSiteId: 'y',
      }),
  ],
  ['ProjectsController_listProjects', (c, w) => c.projects.listAll({ ...PAGE, workspaceId: w.workspace })],
  ['ProjectsController_validateConfigFile', (c, w) => c.projects.validateConfig(w.project, 'main')],
  ['ProjectsController_syncAllBranches', (c, w) => c.projects.syncBranches(w.project)],
  [
    'ProjectsController_updateProjectReporitory',
    (c, w) => c.projects.updateRepository(w.project, { isUsePersonalToken: true, isUseRepositoryToken: false }),
  ],
  ['ProjectsController_getProjectTypes', (c) => c.projects.types()],
  [
    'ProjectsController_addRegistrySecret',
    (c, w) =>
      c.projectSettings.setRegistry(w.workspace, w.project, {
        registryProvider: 'DOCKER_HUB',
        registryServer: 'docker.io',
        registryUsername: 'octo',
        registryToken: 'x',
      }),
  ],
  [
    'ProjectsController_addBaseRegistrySecret',
    (c, w) =>
      c.projectSettings.setBaseRegistry(w.workspace, w.project, {
        baseRegistryProvider: 'DOCKER_HUB',
        baseRegistryServer: 'docker.io',
        baseRegistryUsername: 'octo',
        baseRegistryToken: 'x',
        baseRegistryTags: ['php:8.3'],
      }),
  ],
  [
    'ProjectsController_setVSCodeExtensions',
    (c, w) => c.projectSettings.setEditorExtensions(w.workspace, w.project, ['esbenp.prettier-vscode']),
  ],
  ['ProjectsController_getMembersOfProject', (c, w) => c.projectSettings.members(w.workspace, w.project, PAGE)],
  [
    'ProjectsController_updateMemberOfProject',
    (c, w) => c.projectSettings.updateMember(w.workspace, w.project, w.developer, 'PROJECT_DEVELOPER'),
  ],
  ['ProjectsController_getVariables', (c, w) => c.secretManagers.list(w.workspace, w.project, PAGE)],
  [
    'ProjectsController_addVariables',
    (c, w) => c.secretManagers.save(w.workspace, w.project, 'conformance', { KEY: 'value' }),
  ],
  ['ProjectsController_getVariablesByName', (c, w) => c.secretManagers.get(w.workspace, w.project, 'conformance')],
  ['SecretsController_getListByProjectId', (c, w) => c.secrets.list(w.project, PAGE)],
  [
    'SecretsController_createSecretSet',
    (c, w) => c.secrets.create(w.project, { name: 'conformance-set', values: { KEY: 'value' } }),
  ],
  ['SecretsController_getListBySetId', (c, w) => c.secrets.get(w.project, NOBODY)],
  ['DeploymentsController_listDeployments', (c, w) => c.deployments.list(w.workspace, w.project, PAGE)],
  [
    'DeploymentsController_createDeployment',
    (c, w) => c.deployments.create(w.workspace, w.project, { name: 'v-conformance-2', containerImage: 'nginx:1' }),
  ],
  ['DeploymentsController_getDeployment', (c, w) => c.deployments.get(tag(w))],
  ['DeploymentsController_getDeploymentDetail', (c, w) => c.deployments.pods(tag(w))],
  [
    'DeploymentsController_updateDeploymentConfiguration',
    (c, w) => c.deployments.updateConfiguration(tag(w), { replicas: 1, capacity: 'micro', capacityLimit: 'small_1' }),
  ],
  [
    'DeploymentsController_updateDeploymentSecurity',
    (c, w) => c.deployments.updateSecurity(tag(w), { filePermissionLevel: 'looserPermission' }),
  ],
  ['DeploymentsController_activateDeployment', (c, w) => c.deployments.activate(tag(w), { capacity: 'micro' })],
  [
    'DeploymentsController_createBGDeployment',
    (c, w) => c.deployments.createBlueGreen(tag(w), { name: 'v-conformance-bg', containerImage: 'nginx:2' }),
  ],
  [
    'DeploymentsController_createGreenDeployment',
    (c, w) => c.deployments.createGreen(tag(w), { name: 'v-conformance-green', containerImage: 'nginx:2' }),
  ],
  ['DeploymentsController_switchOverDeployment', (c, w) => c.deployments.switchOver(tag(w), NOBODY)],
  ['DeploymentsController_listBackup', (c, w) => c.deploymentBackups.list(tag(w), PAGE)],
  ['DeploymentsController_addBackup', (c, w) => c.deploymentBackups.create(tag(w))],
  [
    'DeploymentsController_updateAutoDailyBackup',
    (c, w) =>
      c.deploymentBackups.schedule(tag(w), {
        enabledDailyBackup: true,
        timezoneDailyBackup: 1,
        backupRetentionTime: 14,
        database: true,
      }),
  ],
  ['DeploymentsController_getFileDetail', (c, w) => c.deploymentBackups.file(tag(w), NOBODY, NOBODY)],
  ['DeploymentsController_getCustomDomain', (c, w) => c.deploymentTools.domains(tag(w))],
  [
    'DeploymentsController_addCustomDomain',
    (c, w) => c.deploymentTools.addDomain(tag(w), { domain: 'tag.conformance.example.com' }),
  ],
  ['DeploymentsController_forceHTTPS', (c, w) => c.deploymentTools.forceHttps(tag(w), true)],
  ['DeploymentsController_getPMAToken', (c, w) => c.deploymentTools.pmaSession(tag(w))],
];

export const WORKSPACE_DELETIONS: readonly ConformanceCall[] = [
  ['DeploymentsController_deleteBackup', (c, w) => c.deploymentBackups.delete(tag(w), NOBODY)],
  ['DeploymentsController_deactivateDeployment', (c, w) => c.deployments.deactivate(tag(w))],
  ['DeploymentsController_deleteDeployment', (c, w) => c.deployments.delete({ ...tag(w), deploymentId: NOBODY })],
  [
    'ProjectsController_deleteVariablesByName',
    (c, w) => c.secretManagers.delete(w.workspace, w.project, 'conformance'),
  ],
  ['SecretsController_deleteSecreteSet', (c, w) => c.secrets.delete(w.project, NOBODY)],
  [
    'ProjectsController_deleteMemberOfWorkspace',
    (c, w) => c.projectSettings.removeMember(w.workspace, w.project, NOBODY),
  ],
  ['ProjectsController_deleteProject', (c, w) => c.projects.delete(w.workspace, NOBODY)],
  ['TeamsController_deleteMember', (c, w) => c.teams.removeMember(w.team, NOBODY)],
  ['TeamsController_delete', (c) => c.teams.delete(NOBODY)],
  ['CatalogsController_deleteCatalogById', (c) => c.catalogs.delete(NOBODY)],
  ['InvitesController_rejectInviteToken', (c) => c.invitations.reject('no-such-token')],
  ['InvitationsController_deleteWorkspaceInvitation', (c, w) => c.invitations.deleteFromWorkspace(w.workspace, NOBODY)],
  [
    'InvitationsController_deleteProjectInvitation',
    (c, w) => c.invitations.deleteFromProject(w.workspace, w.project, NOBODY),
  ],
  ['InvitationsController_deleteInviteToWorkspaceLink', (c, w) => c.invitations.deleteInviteLink(w.workspace)],
  ['WorkspacesController_deleteMemberOfWorkspace', (c, w) => c.workspaceMembers.remove(w.workspace, NOBODY)],
  ['WorkspacesController_deleteWorkspace', (c) => c.workspaces.delete(NOBODY)],
];
