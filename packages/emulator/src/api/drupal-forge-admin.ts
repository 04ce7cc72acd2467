import {
  DRUPAL_POD_ENV_MESSAGE,
  drupalPodBranch,
  EXPRESS_LAUNCH_EMPTY_MESSAGE,
  HOT_INSTANCE_WARMUP_MS,
  hasWorkspaceManagement,
  isTaskRunning,
  isValidNamespace,
  parseDrupalPodEnv,
} from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { DrupalForgeTemplate } from '../store/drupal-forge.js';
import type { ApplicationAction } from '../tasks/actions.js';
import { forbidden, visibleWorkspace } from './access.js';
import { launchHostedApp, startForgeTask } from './drupal-forge-apps.js';
import { DtoCheck, requireActAs, requireAdmin } from './hosted-dto.js';
import type { ApiRequest, RouteDef } from './types.js';

const DF = '/api/v2/drupal-forge';

function templateOf(req: ApiRequest, id: string): DrupalForgeTemplate {
  const template = req.ctx.store.drupalForge.template(id);
  if (!template) throw notFound('Template');
  return template;
}

/** Spec 001 sections 2 and 6: the express-launch page is for the template workspace's owners and admins. */
function expressLaunchTemplate(req: ApiRequest): DrupalForgeTemplate {
  const template = templateOf(req, req.params.templateId!);
  const workspace = req.ctx.store.workspaces.get(template.workspaceId);
  if (!workspace || !hasWorkspaceManagement(req.user, workspace)) throw forbidden();
  return template;
}

const counts = (req: ApiRequest, template: DrupalForgeTemplate) =>
  req.ctx.store.drupalForge.hotCounts(template.id, Date.now());

/** One more hot instance: in progress while it warms up (shorter at a higher task speed), then ready. */
function addHot(req: ApiRequest, template: DrupalForgeTemplate) {
  const now = Date.now();
  const readyAt = now + Math.round(HOT_INSTANCE_WARMUP_MS / req.ctx.options.taskSpeed);
  req.ctx.store.drupalForge.addHot(newId(), template.id, now, readyAt);
  return { status: 201, body: counts(req, template) };
}

function removeHot(req: ApiRequest) {
  const template = expressLaunchTemplate(req);
  if (!req.ctx.store.drupalForge.takeHot(template.id, Date.now())) throw badRequest(EXPRESS_LAUNCH_EMPTY_MESSAGE);
  return { body: counts(req, template) };
}

function updateTemplate(req: ApiRequest) {
  requireAdmin(req);
  const template = templateOf(req, req.params.catalogId!);
  const dto = new DtoCheck(req.body);
  const namespace = dto.string('forgeSpotNamespace', true);
  dto.email(true);
  dto.done();
  if (!isValidNamespace(namespace!)) throw badRequest(['forgeSpotNamespace must be a valid namespace']);
  req.ctx.store.drupalForge.patchTemplate(template.id, { forgeSpotNamespace: namespace });
  return { body: { status: 'success' } };
}

/**
 * The admin sweeps the platform runs on a schedule: pause running applications past their expiry, and
 * deactivate paused ones past it. Applications with a task still running are left for the next sweep.
 */
function sweep(req: ApiRequest, paused: boolean, action: ApplicationAction) {
  requireAdmin(req);
  const { store } = req.ctx;
  const activityIds: string[] = [];
  for (const id of store.drupalForge.expiredIds(new Date(), paused)) {
    const app = store.applications.state(id)!;
    if (isTaskRunning(app.lastActivityStatus)) continue;
    activityIds.push(startForgeTask(req, app, action));
  }
  return { status: 201, body: { count: activityIds.length, activityIds } };
}

/** A DrupalPod: an application built from a drupal.org issue fork, described by `DP_*` variables. */
function createDrupalPod(req: ApiRequest) {
  const dto = new DtoCheck(req.body);
  const workspaceId = dto.string('workspaceId', false);
  const submissionId = dto.string('submissionId', true);
  const envText = dto.string('envVariables', true);
  const email = dto.email(true);
  dto.done();
  const env = parseDrupalPodEnv(envText!);
  if (!env) throw badRequest([DRUPAL_POD_ENV_MESSAGE]);
  requireActAs(req, email!);
  const targetId = workspaceId ?? req.ctx.store.drupalForge.defaultPodWorkspaceId();
  if (!targetId) throw notFound('Workspace');
  const workspace = visibleWorkspace(req, targetId);
  if (!workspace.isDrupalPod && !workspace.isDrupalForge) {
    throw badRequest('The workspace is not a DrupalPod or Drupal Forge workspace.');
  }
  const branch = drupalPodBranch(env.DP_REPO_BRANCH);
  const repoUrl = env.DP_REPO_BRANCH?.replace(/\/-\/tree\/.*$/, '') ?? null;
  const result = launchHostedApp(req, {
    workspaceId: workspace._id,
    projectName: `DrupalPod ${branch} - ${email}`,
    projectData: { projectType: { key: 'drupalpod', name: 'DrupalPod' } },
    branch,
    email: email!,
    data: {
      repoUrl,
      containerImage: env.DP_IMAGE ?? null,
      appRoot: env.DP_APP_ROOT ?? '/var/www/html',
      webRoot: env.DP_WEB_ROOT ?? '/var/www/html/web',
      envVariables: env,
      drupalForge: { submissionId, isIncludeDev: true, email },
    },
  });
  return { body: { status: 'success', ...result } };
}

const LAUNCH = `${DF}/catalogs/:templateId/express-launch`;

export const drupalForgeAdminRoutes: RouteDef[] = [
  { method: 'PATCH', path: `${DF}/catalogs/:catalogId`, handler: updateTemplate },
  { method: 'POST', path: `${DF}/admin/pause-template`, handler: (req) => sweep(req, false, 'PAUSE_APPLICATION') },
  {
    method: 'POST',
    path: `${DF}/admin/deactivate-template`,
    handler: (req) => sweep(req, true, 'UNDEPLOY_APPLICATION'),
  },
  {
    method: 'POST',
    path: `${DF}/lambda/:templateId`,
    handler: (req) => {
      requireAdmin(req);
      return addHot(req, templateOf(req, req.params.templateId!));
    },
  },
  { method: 'GET', path: LAUNCH, handler: (req) => ({ body: counts(req, expressLaunchTemplate(req)) }) },
  { method: 'POST', path: LAUNCH, handler: (req) => addHot(req, expressLaunchTemplate(req)) },
  { method: 'DELETE', path: LAUNCH, handler: removeHot },
  { method: 'POST', path: `${DF}/drupalpod/new`, handler: createDrupalPod },
];
