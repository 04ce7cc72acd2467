import { randomBytes } from 'node:crypto';
import { DRUPAL_FORGE_TRIAL_HOURS, hasWorkspaceManagement, isAdmin } from '../domain.js';
import { HttpError, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { ApplicationState } from '../store/applications.js';
import { type ApplicationAction, refusalOf } from '../tasks/actions.js';
import { forbidden } from './access.js';
import { HOUR_MS } from './hosted-dto.js';
import type { ApiRequest } from './types.js';

/** The `data.drupalForge` part of a Drupal Forge application. */
export interface ForgeInfo {
  submissionId: string;
  isIncludeDev: boolean;
  email: string;
}

export const forgeOf = (app: ApplicationState): ForgeInfo => app.data.drupalForge as ForgeInfo;
const ms = (iso: unknown): number | null => (typeof iso === 'string' && iso ? Date.parse(iso) : null);

export function isRunning(app: ApplicationState): boolean {
  return app.status === 'DEPLOY_APPLICATION_SUCCESS' && app.replicas > 0;
}

export function isExpired(app: ApplicationState, now = Date.now()): boolean {
  const at = ms(app.data.expiredTime);
  return at !== null && at < now;
}

/** A Drupal Forge application by id: 404 unless it exists and is one. */
export function forgeApp(req: ApiRequest, applicationId: string): ApplicationState {
  const app = req.ctx.store.applications.state(applicationId);
  if (!app?.data.drupalForge) throw notFound('Application');
  return app;
}

/** The latest application of a submission, or 404. */
export function submissionApp(req: ApiRequest, submissionId: string): ApplicationState {
  const id = req.ctx.store.drupalForge.idBySubmission(submissionId);
  if (!id) throw notFound('Application');
  return req.ctx.store.applications.state(id)!;
}

/** Who may act on a Drupal Forge application: the user it is for, its workspace's managers, and admins. */
export function requireForgeAccess(req: ApiRequest, app: ApplicationState): void {
  if (isAdmin(req.user) || forgeOf(app).email.toLowerCase() === req.user.email.toLowerCase()) return;
  const workspace = req.ctx.store.workspaces.get(app.workspaceId);
  if (!workspace || !hasWorkspaceManagement(req.user, workspace)) throw forbidden();
}

/** The contract's Drupal Forge application shape. */
export function forgeView(req: ApiRequest, app: ApplicationState): Record<string, unknown> {
  const { store } = req.ctx;
  const project = store.projects.get(app.projectId);
  const workspace = store.workspaces.get(app.workspaceId);
  const catalog = store.drupalForge.template(String(app.data.catalogId ?? ''));
  const d = app.data;
  const full = store.applications.get(app.id)!;
  return {
    _id: app.id,
    originBranch: d.originBranch ?? app.name,
    hostname: d.hostname ?? null,
    project: {
      _id: app.projectId,
      name: project?.name ?? null,
      repoUrl: d.repoUrl ?? null,
      workspace: { _id: app.workspaceId, name: workspace?.name ?? null, logo: workspace?.logo ?? null },
      catalog: catalog ? { _id: catalog.id, name: catalog.name, ...catalog.data } : null,
    },
    appRoot: d.appRoot ?? '/var/www/html',
    webRoot: d.webRoot ?? '/var/www/html/web',
    status: app.status,
    replicas: app.replicas,
    capacity: d.capacity ?? 'small_1',
    capacityLimit: d.capacityLimit ?? d.capacity ?? 'small_1',
    groupType: d.groupType ?? 'on-demand',
    storage: d.storage ?? 3,
    filePermissionLevel: d.filePermissionLevel ?? 'looserPermission',
    editorPwd: d.editorPwd ?? null,
    editorHostname: d.editorHostname ?? null,
    deployedAt: d.deployedAt ?? null,
    drupalForge: { ...forgeOf(app), isActive: isRunning(app) },
    expiredTime: ms(d.expiredTime),
    // The contract types it as a number: an application without a subscription leaves it out (not null).
    ...(ms(d.subscriptionEnded) === null ? {} : { subscriptionEnded: ms(d.subscriptionEnded) }),
    githubUsernames: d.githubUsernames ?? [],
    lastActivity: full.lastActivity,
  };
}

/** Checks the application rules and starts the long action as a task; returns the activity id. */
export function startForgeTask(req: ApiRequest, app: ApplicationState, action: ApplicationAction): string {
  const refusal = refusalOf(action, app);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const activity = req.ctx.tasks.start({ action, app, user: req.user, fail: req.faults.taskError === true });
  return activity.id;
}

export interface NewHostedApp {
  workspaceId: string;
  projectName: string;
  projectData: Record<string, unknown>;
  branch: string;
  email: string;
  data: Record<string, unknown>;
}

/** A project with one branch application, for a hosted-demo user, and its deploy task started. */
export function launchHostedApp(req: ApiRequest, input: NewHostedApp): { applicationId: string; activityId: string } {
  const { store } = req.ctx;
  const now = new Date();
  const projectId = newId();
  const applicationId = newId();
  const owner = store.users.findByEmail(input.email);
  const slug = `${input.workspaceId.slice(-8)}-${projectId.slice(-8)}`;
  const workspace = store.workspaces.get(input.workspaceId);
  const hostname = `prod-${slug}.forge.demo.skiff.dev`;
  store.transaction(() => {
    store.projects.insert({
      id: projectId,
      workspaceId: input.workspaceId,
      name: input.projectName,
      description: '',
      createdBy: req.user._id,
      createdAt: now.toISOString(),
      data: input.projectData,
      rbac: owner ? [{ user: owner._id, role: 'PROJECT_OWNER' }] : [],
    });
    store.applications.insert({
      id: applicationId,
      workspaceId: input.workspaceId,
      projectId,
      name: input.branch,
      status: null,
      replicas: 0,
      createdAt: now.toISOString(),
      data: {
        applicationName: `${input.projectName}-${input.branch}`,
        originBranch: input.branch,
        hostname,
        editorHostname: `cs-${hostname}`,
        editorPwd: randomBytes(6).toString('hex'),
        expiredTime: new Date(now.getTime() + DRUPAL_FORGE_TRIAL_HOURS * HOUR_MS).toISOString(),
        enableAutoPause: true,
        environment: workspace?.environment ?? null,
        ...input.data,
      },
    });
  });
  const activityId = startForgeTask(req, store.applications.state(applicationId)!, 'DEPLOY_APPLICATION');
  return { applicationId, activityId };
}
