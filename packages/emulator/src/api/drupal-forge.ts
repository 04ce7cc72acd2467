import {
  DRUPAL_FORGE_EXTEND_HOURS,
  DRUPAL_FORGE_SUBSCRIPTION_DAYS,
  hostedCapacityLabel,
  isValidGithubUsername,
} from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ApplicationState } from '../store/applications.js';
import {
  forgeApp,
  forgeOf,
  forgeView,
  isExpired,
  isRunning,
  launchHostedApp,
  requireForgeAccess,
  startForgeTask,
  submissionApp,
} from './drupal-forge-apps.js';
import { DtoCheck, emailQuery, HOUR_MS, requireActAs } from './hosted-dto.js';
import { pageOffset } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

const APPS = '/api/v2/drupal-forge/applications';
const SUBS = '/api/v2/drupal-forge/submissions/:submissionId';
const APP = `${APPS}/:applicationId`;
const DAY_MS = 24 * HOUR_MS;
const ok = (extra: Record<string, unknown> = {}) => ({ body: { status: 'success', ...extra } });

function list(req: ApiRequest) {
  const email = emailQuery(req);
  requireActAs(req, email);
  const pageIndex = Math.max(1, Math.floor(Number(req.query.get('pageIndex')) || 1));
  const limit = Math.min(10_000, Math.max(1, Math.floor(Number(req.query.get('limit')) || 12)));
  const { ids, total } = req.ctx.store.drupalForge.idsByEmail(email, limit, pageOffset(pageIndex, limit));
  const applications = ids.map((id) => forgeView(req, req.ctx.store.applications.state(id)!));
  return { body: { total, applications } };
}

/** Express launch: a new project and application in the template's workspace, deployed as a task. */
function quickStart(req: ApiRequest) {
  const dto = new DtoCheck(req.body);
  const submissionId = dto.string('submissionId', true);
  const templateId = dto.string('templateId', true);
  const isEnableEditor = dto.boolean('isEnableEditor');
  const email = dto.email(false) ?? req.user.email;
  const appName = dto.string('appName', false);
  dto.done();
  requireActAs(req, email);
  const template = req.ctx.store.drupalForge.template(templateId!);
  if (!template) throw notFound('Template');
  // A ready hot instance is used up by the launch (the platform hands it over instead of building one).
  req.ctx.store.drupalForge.takeHot(template.id, Date.now());
  const t = template.data;
  const result = launchHostedApp(req, {
    workspaceId: template.workspaceId,
    projectName: `${appName ?? template.name}-activated - ${email}`,
    projectData: { projectType: { key: t.projectType, name: template.name }, catalog: template.id },
    branch: 'main',
    email,
    data: {
      catalogId: template.id,
      repoUrl: t.repoUrl ?? null,
      appRoot: t.appRoot ?? '/var/www/html',
      webRoot: t.webRoot ?? '/var/www/html/web',
      capacity: t.capacity ?? 'small_1',
      capacityLimit: t.capacity ?? 'small_1',
      groupType: 'on-demand',
      storage: 3,
      filePermissionLevel: 'looserPermission',
      drupalForge: { submissionId, isIncludeDev: isEnableEditor, email },
    },
  });
  return ok(result);
}

/** The submission in the body must be the one in the path (our rule; the contract repeats it in both). */
function sameSubmission(dto: DtoCheck, submissionId: string): void {
  const inBody = dto.string('submissionId', true);
  dto.done();
  if (inBody !== submissionId) throw badRequest(['submissionId must match the submission of the path']);
}

function extendTime(req: ApiRequest) {
  const app = submissionApp(req, req.params.submissionId!);
  requireForgeAccess(req, app);
  const dto = new DtoCheck(req.body);
  const isEnableEditor = dto.boolean('isEnableEditor');
  const email = dto.email(false);
  sameSubmission(dto, req.params.submissionId!);
  if (email) requireActAs(req, email);
  if (app.status !== 'DEPLOY_APPLICATION_SUCCESS') throw badRequest('Application is not deployed.');
  const from = Math.max(Date.now(), Date.parse(String(app.data.expiredTime ?? '')) || 0);
  const expiredTime = new Date(from + DRUPAL_FORGE_EXTEND_HOURS * HOUR_MS).toISOString();
  const isIncludeDev = forgeOf(app).isIncludeDev || isEnableEditor === true;
  patch(req, app, { expiredTime, drupalForge: { isIncludeDev } });
  return ok();
}

function save(req: ApiRequest) {
  const app = submissionApp(req, req.params.submissionId!);
  requireForgeAccess(req, app);
  const dto = new DtoCheck(req.body);
  const isEnableEditor = dto.boolean('isEnableEditor');
  const email = dto.email(true);
  sameSubmission(dto, req.params.submissionId!);
  requireActAs(req, email!);
  patch(req, app, { drupalForge: { email, isIncludeDev: isEnableEditor } });
  return ok();
}

function widget(req: ApiRequest) {
  const app = submissionApp(req, req.params.submissionId!);
  requireForgeAccess(req, app);
  const base = (req.query.get('originUrl') || req.ctx.origin()).replace(/\/+$/, '');
  const d = app.data;
  const info = forgeOf(app);
  const token = Buffer.from(info.submissionId).toString('base64url');
  const catalog = req.ctx.store.drupalForge.template(String(d.catalogId ?? ''));
  return {
    body: {
      workspaceUrl: `${base}/workspaces/${app.workspaceId}/projects/${app.projectId}/applications/${app.id}/overview`,
      extendTimeUrl: `${base}/extend-application?token=${token}`,
      applicationId: app.id,
      applicationURL: `https://${d.hostname}`,
      vscodeURL: info.isIncludeDev ? `https://${d.editorHostname}` : null,
      loginUrl: `https://${d.hostname}/user/login`,
      vscodePassword: info.isIncludeDev ? d.editorPwd : null,
      repositoryVisibility: catalog?.data.repositoryVisibility ?? 'public',
      username: catalog?.data.adminUser ?? 'admin',
      password: catalog?.data.adminPassword ?? 'admin',
      expiredTime: Date.parse(String(d.expiredTime)) || null,
      isActive: isRunning(app),
      isIncludeDev: info.isIncludeDev,
      replicas: app.replicas,
      status: app.status,
      capacity: hostedCapacityLabel(d.capacity as string | undefined),
    },
  };
}

function patch(req: ApiRequest, app: ApplicationState, data: Record<string, unknown>): void {
  req.ctx.store.applications.updateState(app.id, app, data);
}

/** Purchase and cancel name the application in the body too, and the buyer by email. */
function paymentBody(req: ApiRequest): { app: ApplicationState; email: string; ended: number | undefined } {
  const app = forgeApp(req, req.params.applicationId!);
  requireForgeAccess(req, app);
  const dto = new DtoCheck(req.body);
  const applicationId = dto.string('applicationId', true);
  const email = dto.email(true);
  const ended = dto.number('subscriptionEnded', false);
  dto.done();
  if (applicationId !== req.params.applicationId)
    throw badRequest(['applicationId must match the application of the path']);
  requireActAs(req, email!);
  return { app, email: email!, ended };
}

const isPaid = (app: ApplicationState) => (Date.parse(String(app.data.subscriptionEnded ?? '')) || 0) > Date.now();

function checkForSelling(req: ApiRequest) {
  const app = forgeApp(req, req.params.applicationId!);
  requireForgeAccess(req, app);
  if (app.status !== 'DEPLOY_APPLICATION_SUCCESS') throw badRequest('Application is not deployed.');
  if (isPaid(app)) throw badRequest('Application is already purchased.');
  return ok();
}

function purchase(req: ApiRequest) {
  const { app, email, ended } = paymentBody(req);
  if (app.status !== 'DEPLOY_APPLICATION_SUCCESS') throw badRequest('Application is not deployed.');
  const end = new Date(ended ?? Date.now() + DRUPAL_FORGE_SUBSCRIPTION_DAYS * DAY_MS).toISOString();
  patch(req, app, { subscriptionEnded: end, expiredTime: end, drupalForge: { email } });
  return ok();
}

/** Cancelling keeps the application until the subscription ends (now when no end is given). */
function cancel(req: ApiRequest) {
  const { app, ended } = paymentBody(req);
  if (!app.data.subscriptionEnded) throw badRequest('Application has no subscription.');
  const end = new Date(ended ?? Date.now()).toISOString();
  patch(req, app, { subscriptionEnded: end, expiredTime: end });
  return ok();
}

function inviteGithub(req: ApiRequest) {
  const app = forgeApp(req, req.params.applicationId!);
  requireForgeAccess(req, app);
  const dto = new DtoCheck(req.body);
  const username = dto.string('githubUsername', true);
  dto.done();
  if (!isValidGithubUsername(username!)) throw badRequest(['githubUsername must be a valid GitHub username']);
  if (!isPaid(app)) throw badRequest('Application is not a paid application.');
  const invited = (app.data.githubUsernames as string[] | undefined) ?? [];
  if (!invited.includes(username!)) patch(req, app, { githubUsernames: [...invited, username] });
  return ok();
}

function unpause(req: ApiRequest) {
  const app = forgeApp(req, req.params.applicationId!);
  requireForgeAccess(req, app);
  if (isExpired(app) && app.replicas === 0) {
    throw badRequest('Application is expired. Please extend the expiration time.');
  }
  return ok({ activityId: startForgeTask(req, app, 'UNPAUSE_APPLICATION') });
}

function deactivate(req: ApiRequest) {
  const app = forgeApp(req, req.params.applicationId!);
  requireForgeAccess(req, app);
  const dto = new DtoCheck(req.body);
  const submissionId = dto.string('submissionId', true);
  const email = dto.email(false);
  dto.done();
  if (email) requireActAs(req, email);
  if (forgeOf(app).submissionId !== submissionId) {
    throw badRequest(['submissionId must match the submission of the application']);
  }
  return ok({ activityId: startForgeTask(req, app, 'UNDEPLOY_APPLICATION') });
}

const show = (req: ApiRequest, app: ApplicationState) => {
  requireForgeAccess(req, app);
  return { body: forgeView(req, app) };
};

export const drupalForgeRoutes: RouteDef[] = [
  { method: 'GET', path: APPS, handler: list },
  { method: 'POST', path: APPS, handler: quickStart },
  { method: 'GET', path: APP, handler: (req) => show(req, forgeApp(req, req.params.applicationId!)) },
  {
    method: 'GET',
    path: `${SUBS}/application`,
    handler: (req) => show(req, submissionApp(req, req.params.submissionId!)),
  },
  { method: 'GET', path: `${SUBS}/widget`, handler: widget },
  { method: 'PATCH', path: `${SUBS}/extend-time`, handler: extendTime },
  { method: 'POST', path: `${SUBS}/save`, handler: save },
  { method: 'GET', path: `${APP}/check-for-selling`, handler: checkForSelling },
  { method: 'PATCH', path: `${APP}/purchase`, handler: purchase },
  { method: 'PATCH', path: `${APP}/cancel`, handler: cancel },
  { method: 'POST', path: `${APP}/github`, handler: inviteGithub },
  { method: 'PATCH', path: `${APP}/unpause`, handler: unpause },
  { method: 'PATCH', path: `${APP}/deactivate`, handler: deactivate },
];
