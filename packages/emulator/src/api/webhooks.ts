import { EXPECTED_LOG_LINES, isTaskRunning } from '../domain.js';
import { badRequest, conflict, notFound, unauthorized } from '../http/errors.js';
import type { User } from '../store/users.js';
import { requireProjectMember } from './access.js';
import { bodyOf, failIfAny, text } from './admin-access.js';
import type { ApiRequest, PublicRequest, RouteDef } from './types.js';

/** Webhooks sit at the origin's root (`/webhooks/...`), not under /api/v2 (contract README). */

function deployedApplication(req: PublicRequest, user: User) {
  const { store } = req.ctx;
  const app = store.applications.get(req.params.appId!);
  if (!app) throw notFound('Application');
  const workspace = store.workspaces.get(String(app.workspace))!;
  const project = store.projects.get(String(app.project))!;
  requireProjectMember({ ...req, user }, workspace, project);
  const state = store.applications.state(app._id)!;
  if (state.status !== 'DEPLOY_APPLICATION_SUCCESS' && state.status !== 'UPGRADING') {
    throw badRequest('Application is not deployed.');
  }
  return { app, state, project };
}

/** POST /webhooks/applications/{appId}/command: runs a command in the application (bearer token, `command`). */
function command(req: ApiRequest) {
  const body = bodyOf(req);
  const cmd = text(body, 'command');
  failIfAny(cmd ? [] : ['command should not be empty']);
  const { app, state } = deployedApplication(req, req.user);
  if (state.replicas === 0) throw badRequest('Application is paused.');
  // The emulator runs nothing: it answers what a shell in the container would print for an unknown program.
  return {
    status: 201,
    body: {
      applicationId: app._id,
      command: cmd,
      exitCode: 0,
      output: `$ ${cmd}\n(emulated) command ran in ${String(app.name)}-0 at ${new Date().toISOString()}\n`,
    },
  };
}

/**
 * PUT /webhooks/applications/{appId}/git: the git host calls it on a push with `username`, `token` (a command
 * access token or a session token of the user) and `userId`; the deployed branch is pulled and rolled out as a
 * TRIGGER_WEBHOOK task (EXPECTED_LOG_LINES.TRIGGER_WEBHOOK, our choice: the spec gives no count).
 */
function gitHook(req: PublicRequest) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const username = text(body, 'username');
  const token = text(body, 'token');
  const errors: string[] = [];
  if (!username) errors.push('Please input username!');
  if (!token) errors.push('Please input access token!');
  failIfAny(errors);
  const user = req.ctx.tokens.userOfToken(token!);
  if (!user || (body.userId !== undefined && body.userId !== user._id)) throw unauthorized();
  const { app, state, project } = deployedApplication(req, user);
  if (isTaskRunning(state.lastActivityStatus)) throw conflict('Application task is in progress');
  const branch = String(app.originBranch ?? app.name);
  const total = EXPECTED_LOG_LINES.TRIGGER_WEBHOOK ?? 60;
  const lines = [`Task TRIGGER_WEBHOOK started for ${branch} (pushed by ${username}).`];
  for (let i = 1; i <= total - 2; i++) lines.push(`Pulling and rolling out ${branch}... (${i}/${total - 2})`);
  lines.push(`Application ${branch} updated from ${String(project.repositoryName ?? 'the repository')}.`);
  const { store } = req.ctx;
  const activity = req.ctx.tasks.startSubject({
    action: 'TRIGGER_WEBHOOK',
    user,
    workspaceId: String(app.workspace),
    environmentId: (app.environment as { _id?: string } | undefined)?._id ?? null,
    projectId: String(app.project),
    applicationId: app._id,
    lines,
    fail: req.faults.taskError === true,
    finish: (succeeded) =>
      succeeded
        ? { title: 'Trigger webhook succeeded', message: `Application ${branch} was updated.`, status: 'SUCCESS' }
        : { title: 'Trigger webhook failed', message: `Application ${branch} could not be updated.`, status: 'ERROR' },
  });
  store.applications.setLastActivity(app._id, activity.id);
  return { body: { activityId: activity.id, application: store.applications.get(app._id) } };
}

export const webhookRoutes: RouteDef[] = [
  { method: 'POST', path: '/webhooks/applications/:appId/command', handler: command },
  { method: 'PUT', path: '/webhooks/applications/:appId/git', public: true, handler: gitHook },
];
