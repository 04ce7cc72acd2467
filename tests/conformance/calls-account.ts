/** Account, administration, clusters, webhooks, OAuth, files, activities and notifications. */
import { type ConformanceCall, PAGE } from './calls.js';
import { NOBODY } from './world.js';

export const ACCOUNT_CALLS: readonly ConformanceCall[] = [
  ['AppController_healthCheck', (c) => c.health.check()],
  ['UserController_getProfile', (c) => c.users.profile()],
  ['UserController_updateProfile', (c) => c.account.updateProfile({ displayName: 'Olivia Owner', state: 'FOCUSING' })],
  [
    'UserController_changePassword',
    (c) => c.account.changePassword({ password: 'Skiff!demo1', confirmPassword: 'Skiff!demo1' }),
  ],
  [
    'UserController_updatePersonalToken',
    (c) => c.account.updateGitToken({ gitProvider: 'GITHUB', username: 'octo', tokenValue: 'ghp_conformance' }),
  ],
  [
    'UserController_updateUserSecrets',
    (c) => c.account.updateSecrets({ github: { accessToken: 'ghp_conformance' } as never }),
  ],
  ['UserController_searchGitOwners', (c) => c.account.gitOwners({ gitProvider: 'GITHUB' })],
  [
    'UserController_searchRepositories',
    (c) => c.account.repositories({ gitProvider: 'GITHUB', owner: 'octo', search: 'shop' }),
  ],
  ['UserController_getRepositories', (c) => c.account.repository('shop', { gitProvider: 'GITHUB', owner: 'octo' })],
  ['UserController_searchBranches', (c) => c.account.branches('shop', '1', { gitProvider: 'GITHUB', owner: 'octo' })],
  ['UserController_getCommandToken', (c) => c.commandAccessTokens.list(PAGE)],
  ['UserController_createCommandToken', (c) => c.commandAccessTokens.create({ note: 'conformance', expiration: 30 })],
  ['UserController_getMembers', (c) => c.members.list({ ...PAGE, search: 'demo' })],
  [
    'UserController_createMember',
    (c) => c.members.create({ username: 'conformance@example.com', password: 'Skiff!demo1' }),
  ],
  ['UserController_searchWorkspacesOfUser', (c, w) => c.members.workspaces(w.developer, PAGE)],
  ['UserController_getAdministrators', (c) => c.administrators.list(PAGE)],
  ['UserController_searchCloudAccount', (c) => c.cloudAccounts.list(PAGE)],
  [
    'UserController_createCloudAccount',
    (c) =>
      c.cloudAccounts.create({
        name: 'conf-do',
        provider: 'DIGITAL_OCEAN',
        doToken: 'dop_v1_x',
        doSpaceRegion: 'nyc3',
        doSpaceKey: 'k',
        doSpaceSecret: 's',
      }),
  ],
  [
    'CloudsController_callBackCreateAIMRole',
    (c, w) =>
      c.cloudAccounts.cloudFormationCallback({ token: 'x', userId: w.developer, arnRole: 'arn:aws:iam::1:role/x' }),
  ],
  ['EnvironmentsController_search', (c) => c.environments.list(PAGE)],
  ['EnvironmentsController_getById', (c, w) => c.environments.get(w.environment)],
  ['EnvironmentsController_updateEnvironment', (c, w) => c.environments.update(w.environment, { isProtected: true })],
  [
    'EnvironmentsController_getLogsActivity',
    (c, w) => c.environments.activityLogs(w.environment, w.activity, { pageSize: 20 }),
  ],
  ['EnvironmentsController_closeLogActivity', (c, w) => c.environments.closeActivityLog(w.environment, w.activity)],
  ['EnvironmentsController_createReports', (c, w) => c.environments.report(w.environment)],
  ['EnvironmentsController_getNodesReport', (c, w) => c.environments.nodes(w.environment, PAGE)],
  ['EnvironmentsController_getPodsReport', (c, w) => c.environments.pods(w.environment, PAGE)],
  ['EnvironmentsController_getNamespacesReport', (c, w) => c.environments.namespaces(w.environment, PAGE)],
  ['EnvironmentsController_getWorkspacesReport', (c, w) => c.environments.workspaces(w.environment, PAGE)],
  ['EnvironmentsController_getPVCsReport', (c, w) => c.environments.persistentVolumeClaims(w.environment, PAGE)],
  ['EnvironmentsController_getPVsReport', (c, w) => c.environments.persistentVolumes(w.environment, PAGE)],
  ['HostedZonesController_filter', (c) => c.hostedZones.list(PAGE)],
  ['HostedZonesController_create', (c) => c.hostedZones.create({ domain: 'conformance.example.com' })],
  ['AwsOrdersController_listAwsOrders', (c) => c.awsOrders.list(PAGE)],
  ['AwsOrdersController_readAwsOrder', (c) => c.awsOrders.get(NOBODY)],
  ['AwsOrdersController_listMeteringOrderRecords', (c) => c.awsOrders.meteringRecords(NOBODY, PAGE)],
  ['WebhooksController_triggerCommandApp', (c, w) => c.webhooks.runCommand(w.main, 'drush cr')],
  [
    'WebhooksController_triggerApplicationGitHook',
    (c, w) => c.webhooks.triggerApplicationGit(w.main, { username: 'octo', token: 'x' }),
  ],
  ['WebhooksController_triggerVpsGitHook', (c) => c.webhooks.triggerVpsGit(NOBODY, { username: 'octo', token: 'x' })],
  ['GithubOauthController_githubAuth', (c, w) => w.open(c.oauth.github('conformance'))],
  ['GitlabOauthController_gitlabAuth', (c, w) => w.open(c.oauth.gitlab('conformance'))],
  ['BitbucketOauthController_githubAuth', (c, w) => w.open(c.oauth.bitbucket('conformance'))],
  ['DrupalcodeOauthController_drupalcodeAuth', (c, w) => w.open(c.oauth.drupalcode('conformance'))],
  [
    'FileController_uploadFile',
    (c) => c.files.upload(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'logo.png'),
  ],
  ['ActivitiesController_listActivities', (c, w) => c.activities.list({ ...PAGE, workspaceId: w.workspace } as never)],
  ['ActivitiesController_readActivity', (c, w) => c.activities.get(w.activity)],
  ['ActivitiesController_getLogs', (c, w) => c.activities.logs(w.activity, { pageSize: 20 })],
  ['NotificationsController_getAllNotificationsByUserId', (c) => c.notifications.list(PAGE)],
  [
    'NotificationsController_createNotifications',
    (c, w) => c.notifications.create({ title: 'Hello', message: 'From the conformance run', userId: w.developer }),
  ],
  ['NotificationsController_getNotificationsById', (c, w) => c.notifications.get(w.notification)],
  ['NotificationsController_updateNotificationById', (c, w) => c.notifications.update(w.notification, { seen: true })],
  ['NotificationsController_updateNotifications', (c) => c.notifications.markAllSeen()],
  ['ResourcesController_getFilterResources', (c) => c.resources.list(PAGE)],
  [
    'ResourcesController_createResource',
    (c) => c.resources.create({ name: 'Docs', type: 'LINK', url: 'https://example.com' }),
  ],
  ['SnapshotsController_getSnapshotDetail', (c, w) => c.snapshots.get(w.snapshot)],
];

/** Calls that remove what others use: run after every other call. */
export const ACCOUNT_DELETIONS: readonly ConformanceCall[] = [
  ['UserController_removePersonalToken', (c) => c.account.removeGitToken('GITHUB')],
  ['UserController_deleteCommandToken', (c) => c.commandAccessTokens.delete(NOBODY)],
  ['UserController_deleteMembers', (c) => c.members.delete(NOBODY)],
  ['UserController_deleteAdministrators', (c) => c.administrators.delete(NOBODY)],
  ['UserController_deleteCloudAccount', (c) => c.cloudAccounts.delete(NOBODY)],
  ['EnvironmentsController_deactivateEnvironment', (c) => c.environments.delete(NOBODY)],
  ['EnvironmentsController_forceRemoveEnvironment', (c) => c.environments.forceDelete(NOBODY)],
  ['HostedZonesController_deleteId', (c) => c.hostedZones.delete(NOBODY)],
  ['ResourcesController_deleteResource', (c) => c.resources.delete(NOBODY)],
  ['SnapshotsController_delete', (c, w) => c.snapshots.delete(w.snapshot)],
  ['NotificationsController_deleteNotificationsById', (c, w) => c.notifications.delete(w.notification)],
  ['NotificationsController_deleteAllNotifications', (c) => c.notifications.clear()],
  ['UserController_logout', (c) => c.account.logout()],
];
