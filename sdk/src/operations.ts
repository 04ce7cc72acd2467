/**
 * Which SDK method serves each operation of the contract (`../shared/contract/openapi-v2.json`), by operation id.
 * `npm run coverage:contract` compares this table with the contract.
 */
export const OPERATIONS: Readonly<Record<string, string>> = {
  AppController_healthCheck: 'health.check',
  UserController_getProfile: 'users.profile',
  WorkspacesController_getFilterWorkspaces: 'workspaces.list',
  WorkspacesController_detail: 'workspaces.get',
  ProjectsController_getProjects: 'projects.list',
  ProjectsController_getProjectDetail: 'projects.get',
  WorkspacesController_listApplicationsOfWorkspace: 'applications.listInWorkspace',
  ApplicationsController_getApplications: 'applications.list',
  ApplicationsController_getApplicationDetail: 'applications.get',
  ApplicationsController_activateApplication: 'applications.deploy',
  ApplicationsController_pauseApplication: 'applications.pause',
  ApplicationsController_deactivateApplication: 'applications.undeploy',
  ActivitiesController_listActivities: 'activities.list',
  ActivitiesController_readActivity: 'activities.get',
  ActivitiesController_getLogs: 'activities.logs',
  NotificationsController_getAllNotificationsByUserId: 'notifications.list',
  NotificationsController_updateNotifications: 'notifications.markAllSeen',
  NotificationsController_deleteAllNotifications: 'notifications.clear',
};
