/** Applications (branches): actions, settings, tools, backups, domains, members, VPS, static sites; hosted demos. */
import { app, type ConformanceCall, PAGE } from './calls.js';
import { NOBODY } from './world.js';

const VPS = { title: 'Conformance VPS', vpsUsername: 'deploy', publicIPAddress: '203.0.113.7', privKey: 'key' };

export const APPLICATION_CALLS: readonly ConformanceCall[] = [
  ['ApplicationsController_getApplications', (c, w) => c.applications.list(w.workspace, w.project, PAGE)],
  ['ApplicationsController_getApplicationDetail', (c, w) => c.applications.get(app(w))],
  [
    'ApplicationsController_activateApplication',
    (c, w) =>
      c.applications.deploy(app(w, w.fresh), {
        capacity: 'micro',
        filePermissionLevel: 'stricterPermission',
        secretManager: '',
      }),
  ],
  ['ApplicationsController_pauseApplication', (c, w) => c.applications.pause(app(w, NOBODY))],
  ['ApplicationsController_deactivateApplication', (c, w) => c.applications.undeploy(app(w, NOBODY))],
  [
    'ApplicationsController_upgradeApplication',
    (c, w) => c.applications.update(app(w), { isEnableEditor: true, capacity: 'small_1', capacityLimit: 'medium_1' }),
  ],
  ['ApplicationsController_updateAppState', (c, w) => c.applications.setState(app(w), { enableAutoPause: false })],
  [
    'ApplicationsController_updateAdvanceApp',
    (c, w) => c.applications.setAdvancedStatus(app(w, NOBODY), 'DEPLOY_APPLICATION_SUCCESS'),
  ],
  ['ApplicationsController_expandExpiredTime', (c, w) => c.applications.extendExpiry(app(w))],
  ['ApplicationsController_restartPod', (c, w) => c.applications.deletePod(app(w), 'no-such-pod')],
  ['ApplicationsController_forceHTTPS', (c, w) => c.applications.forceHttps(app(w), true)],
  ['ApplicationsController_getPMAToken', (c, w) => c.applications.tools.pmaSession(app(w))],
  ['ApplicationsController_getVscodeToken', (c, w) => c.applications.tools.vscodeSession(app(w))],
  [
    'ApplicationsController_getHttpApplicationLog',
    (c, w) => c.applications.tools.httpLogs(app(w), 'php', { pageSize: 20 }),
  ],
  [
    'ApplicationsController_postActivities',
    (c, w) => c.applications.tools.recordActivity(app(w), 'OPEN_APPLICATION_URL'),
  ],
  [
    'ApplicationsController_exportToTemplate',
    (c, w) => c.applications.tools.exportTemplate(app(w), { name: 'Conformance export', organization: 'Acme' }),
  ],
  ['ApplicationsController_listBackup', (c, w) => c.applications.backups.list(app(w), PAGE)],
  [
    'ApplicationsController_addBackup',
    (c, w) => c.applications.backups.create(app(w), { database: true, files: true }),
  ],
  [
    'ApplicationsController_updateAutoDailyBackup',
    (c, w) =>
      c.applications.backups.schedule(app(w), {
        enabledDailyBackup: true,
        database: true,
        timezoneDailyBackup: 1,
        backupRetentionTime: 14,
      }),
  ],
  ['ApplicationsController_restoreApplication', (c, w) => c.applications.backups.restore(app(w), NOBODY)],
  [
    'ApplicationsController_getFileDetail',
    (c, w) => c.applications.backups.file(app(w), NOBODY, NOBODY, { downloadURL: true }),
  ],
  [
    'ApplicationsController_addCustomDomain',
    (c, w) => c.applications.domains.add(app(w), { domain: 'shop.conformance.example.com' }),
  ],
  ['ApplicationsController_getMemberOfApplication', (c, w) => c.applications.members.list(app(w), PAGE)],
  [
    'ApplicationsController_addMemberOfApplication',
    (c, w) => c.applications.members.add(app(w), { email: 'dev@demo.skiff.dev' }),
  ],
  ['ApplicationsController_deployToServer', (c, w) => c.applications.vps.deployToServer(app(w), NOBODY)],
  ['VpsController_getFilterVPS', (c, w) => c.applications.vps.listInWorkspace(w.workspace, PAGE)],
  ['VpsController_getFilterVPSByApplication', (c, w) => c.applications.vps.list(app(w), PAGE)],
  ['VpsController_createVPS', (c, w) => c.applications.vps.create(app(w), VPS)],
  ['VpsController_updateVPSById', (c, w) => c.applications.vps.update(app(w), NOBODY, VPS)],
  ['ApplicationsController_listApplications', (c) => c.applications.listAll(PAGE)],
  ['ApplicationsController_detail', (c, w) => c.applications.getById(w.main)],
  ['ApplicationsController_listApplicationActivities', (c, w) => c.applications.activitiesOf(w.main, PAGE)],
  ['ApplicationsController_listCapacities', (c) => c.applications.capacities()],
  ['AppController_extendApplication', (c) => c.applications.extendWithToken('no-such-token')],
  ['DomainsController_listDomains', (c, w) => c.domains.list(w.workspace, PAGE)],
  ['StaticsController_listStaticSiteOfApplications', (c, w) => c.staticSites.list(w.main)],
  ['StaticsController_getStaticSiteOverview', (c, w) => c.staticSites.overview(w.main)],
  ['StaticsController_createStaticSiteWithQuantCdn', (c, w) => c.staticSites.createWithQuantCdn(w.main)],
  ['StaticsController_getQuantCdnCustomDomain', (c, w) => c.staticSites.domains(w.main)],
  [
    'StaticsController_createQuantCdnCustomDomain',
    (c, w) => c.staticSites.addDomain(w.main, 'static.conformance.example.com'),
  ],
];

export const HOSTED_CALLS: readonly ConformanceCall[] = [
  [
    'DrupalForgeController_listDFApplication',
    (c, w) => c.drupalForge.list({ email: w.email, pageIndex: 1, pageSize: 10 }),
  ],
  ['DrupalForgeController_getApplicationById', (c, w) => c.drupalForge.get(w.forgeApplication)],
  ['DrupalForgeController_getApplication', (c, w) => c.drupalForge.getBySubmission(w.forgeSubmission)],
  [
    'DrupalForgeController_getDFApplication',
    (c, w) => c.drupalForge.widget(w.forgeSubmission, 'https://www.drupalforge.org'),
  ],
  [
    'DrupalForgeController_extendApplication',
    (c, w) =>
      c.drupalForge.extendTime(w.forgeSubmission, {
        submissionId: w.forgeSubmission,
        isEnableEditor: true,
        email: w.email,
      }),
  ],
  [
    'DrupalForgeController_saveApplication',
    (c, w) =>
      c.drupalForge.save(w.forgeSubmission, { submissionId: w.forgeSubmission, isEnableEditor: true, email: w.email }),
  ],
  ['DrupalForgeController_applicationCheckForPayment', (c, w) => c.drupalForge.checkForSelling(w.forgeApplication)],
  [
    'DrupalForgeController_applicationExtend',
    (c, w) => c.drupalForge.purchase(w.forgeApplication, { applicationId: w.forgeApplication, email: w.email }),
  ],
  [
    'DrupalForgeController_applicationCancellation',
    (c, w) => c.drupalForge.cancel(w.forgeApplication, { applicationId: w.forgeApplication, email: w.email }),
  ],
  ['DrupalForgeController_inviteGithubUsername', (c, w) => c.drupalForge.inviteGithub(w.forgeApplication, 'octocat')],
  ['DrupalForgeController_unpauseApp', (c, w) => c.drupalForge.unpause(w.forgeApplication)],
  [
    'DrupalForgeController_quickStart',
    (c, w) =>
      c.drupalForge.launch({
        submissionId: 'conformance-submission',
        templateId: w.forgeTemplate,
        isEnableEditor: false,
        email: w.email,
      }),
  ],
  [
    'DrupalForgeController_updateTemplate',
    (c, w) => c.drupalForge.updateTemplate(w.forgeTemplate, { forgeSpotNamespace: 'forge', email: w.email }),
  ],
  ['DrupalForgeController_adminPauseTemplate', (c) => c.drupalForge.pauseExpired()],
  ['DrupalForgeController_adminDeactivateTemplate', (c) => c.drupalForge.deactivateExpired()],
  ['DrupalForgeController_lambdaIncreaseTemplate', (c, w) => c.drupalForge.lambdaIncrease(w.forgeTemplate)],
  ['DrupalForgeController_countTemplate', (c, w) => c.drupalForge.expressLaunchCount(w.forgeTemplate)],
  ['DrupalForgeController_increaseQuickStartTemplate', (c, w) => c.drupalForge.increaseExpressLaunch(w.forgeTemplate)],
  ['DrupalForgeController_decreaseQuickStartTemplate', (c, w) => c.drupalForge.decreaseExpressLaunch(w.forgeTemplate)],
  [
    'DrupalForgeController_createDrupalPod',
    (c, w) =>
      c.drupalForge.createDrupalPod({ submissionId: 'conformance-pod', envVariables: 'A=1', email: w.email } as never),
  ],
  [
    'DecoupledIOController_listDioApps',
    (c, w) => c.decoupledIo.list(777, { email: w.email, pageIndex: 1, pageSize: 10 }),
  ],
  [
    'DecoupledIOController_getApplicationById',
    (c, w) => c.decoupledIo.get({ spaceId: 777, applicationId: w.decoupledApplication }, w.email),
  ],
  [
    'DecoupledIOController_extendApplication',
    (c, w) =>
      c.decoupledIo.extendTime(
        { spaceId: 777, applicationId: w.decoupledApplication },
        { email: w.email, extendedHours: 2 },
      ),
  ],
  [
    'DecoupledIOController_pauseApp',
    (c, w) => c.decoupledIo.pause({ spaceId: 777, applicationId: w.decoupledApplication }, w.email),
  ],
  [
    'DecoupledIOController_unpauseApp',
    (c, w) => c.decoupledIo.unpause({ spaceId: 777, applicationId: w.decoupledApplication }, w.email),
  ],
  [
    'DecoupledIOController_cloneDioApp',
    (c, w) =>
      c.decoupledIo.clone(
        { spaceId: 777, applicationId: w.decoupledApplication },
        { email: w.email, strategy: 'test' },
      ),
  ],
  [
    'DecoupledIOController_quickStart',
    (c, w) => c.decoupledIo.launch(777, { templateId: w.forgeTemplate, email: w.email, strategy: 'dev' }),
  ],
];

export const APPLICATION_DELETIONS: readonly ConformanceCall[] = [
  ['ApplicationsController_deleteBackup', (c, w) => c.applications.backups.delete(app(w), NOBODY)],
  ['ApplicationsController_deleteMemberOfApplication', (c, w) => c.applications.members.remove(app(w), NOBODY)],
  ['VpsController_deleteVPSById', (c, w) => c.applications.vps.delete(app(w), NOBODY)],
  ['StaticsController_deleteQuantCdnCustomDomain', (c, w) => c.staticSites.deleteDomain(w.main, NOBODY)],
  ['DomainsController_deleteCustomDomain', (c, w) => c.domains.delete(w.workspace, w.domain)],
  ['ApplicationsController_deleteApplication', (c, w) => c.applications.delete(app(w, NOBODY))],
  [
    'DrupalForgeController_deleteApplication',
    (c, w) => c.drupalForge.deactivate(w.forgeApplication, { submissionId: w.forgeSubmission, email: w.email }),
  ],
  [
    'DecoupledIOController_deleteApplication',
    (c, w) => c.decoupledIo.deactivate({ spaceId: 777, applicationId: w.decoupledApplication }, w.email),
  ],
];
