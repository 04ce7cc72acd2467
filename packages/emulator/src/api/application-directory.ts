/**
 * Applications by id, across workspaces (`/v2/applications`, spec 003 section 7 "GET applications"), the capacity
 * list (spec 002 section 9) and the public extend-application call (spec 003 sections 2.14 and 7).
 */
import { CAPACITY_OPTIONS, DRUPAL_FORGE_EXTEND_HOURS, isAdmin, isTaskRunning } from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { searchParam } from '../store/json.js';
import type { User } from '../store/users.js';
import { visibleWorkspace } from './access.js';
import { applicationDetail } from './application-settings.js';
import { pageReply, pagingOf } from './paging.js';
import { snapshotView } from './snapshots-resources.js';
import type { ApiRequest, PublicRequest, RouteDef } from './types.js';

const HOUR_MS = 3_600_000;

function visibleWorkspaceIds(req: ApiRequest): string[] | null {
  const namespace = req.query.get('namespace');
  if (isAdmin(req.user) && !namespace) return null;
  const filter = { memberId: isAdmin(req.user) ? null : req.user._id, search: null };
  const all = req.ctx.store.workspaces.list(
    { ...filter, isPersonal: null, isDrupalForge: null, isRegular: null },
    10_000,
    0,
  );
  return all.items.filter((w) => !namespace || w.namespace === namespace).map((w) => w._id);
}

/** Applications of every workspace the user sees (admins: all), filtered by project, cluster or namespace. */
function listAll(req: ApiRequest) {
  const { limit, offset } = pagingOf(req.query);
  const filter = {
    workspaceIds: visibleWorkspaceIds(req),
    projectId: req.query.get('projectId') || null,
    environmentId: req.query.get('environmentId') || null,
    search: searchParam(req.query.get('search') ?? undefined),
  };
  return pageReply(req.ctx.store.applications.listAny(filter, limit, offset));
}

/** The application (404), if the user sees its workspace (403); answered as the nested route answers it. */
function applicationById(req: ApiRequest) {
  const app = req.ctx.store.applications.state(req.params.id!);
  if (!app) throw notFound('Application');
  visibleWorkspace(req, app.workspaceId);
  return app;
}

function detail(req: ApiRequest) {
  const app = applicationById(req);
  const params = { workspaceId: app.workspaceId, projectId: app.projectId, applicationId: app.id };
  const reply = applicationDetail({ ...req, params });
  const snapshots = req.ctx.store.appRecords
    .list({ kind: 'snapshot', applicationId: app.id })
    .items.map((r) => snapshotView(req, r))
    .filter((s) => s !== undefined);
  return { body: { ...(reply.body as Record<string, unknown>), snapshots } };
}

/** The application's activities, newest first (search matches the action or the status, as elsewhere). */
function activities(req: ApiRequest) {
  const app = applicationById(req);
  const { limit, offset } = pagingOf(req.query);
  const search = searchParam(req.query.get('search') ?? undefined);
  const where = `application_id = @id AND (@search IS NULL OR instr(lower(action), @search) > 0
    OR instr(lower(status), @search) > 0)`;
  const { db, activities: store } = req.ctx.store;
  const ids = db
    .prepare<[{ id: string; search: string | null; limit: number; offset: number }], string>(
      `SELECT id FROM activities WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
    )
    .pluck()
    .all({ id: app.id, search, limit, offset });
  const total = db
    .prepare<[{ id: string; search: string | null }], number>(`SELECT count(*) FROM activities WHERE ${where}`)
    .pluck()
    .get({ id: app.id, search });
  return pageReply({ items: ids.map((id) => store.get(id)).filter(Boolean), total: total ?? 0 });
}

/** The sizes in their order (the index is what min/max comparisons use). */
function capacities() {
  const items = CAPACITY_OPTIONS.map((c, index) => ({ ...c, index }));
  return pageReply({ items, total: items.length });
}

/**
 * POST /v2/extend-application `{token}` (public: the link's token is the credential). The token is the one the
 * Drupal Forge widget puts in `extendTimeUrl` (base64url of the submission id). Our reading of the page's states:
 * an unknown token is `token_error`; an undeployed (deactivated) application `expired`; one never deployed `error`;
 * otherwise the expiry moves 24 h past the later of now and the old expiry, and a paused application is unpaused
 * (an UNPAUSE_APPLICATION task) so the page shows `restarting`, a running one `ready`. The page reads `state`, so
 * every outcome is a 201.
 */
function extendApplication(req: PublicRequest) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (typeof body.token !== 'string' || !body.token) throw badRequest(['token should not be empty']);
  const { store } = req.ctx;
  const submissionId = Buffer.from(body.token, 'base64url').toString('utf8');
  const valid = Buffer.from(submissionId).toString('base64url') === body.token;
  const id = valid ? store.drupalForge.idBySubmission(submissionId) : undefined;
  const app = id ? store.applications.state(id) : undefined;
  const answer = (state: string, extra: Record<string, unknown> = {}) => ({
    status: 201,
    body: { state, hostname: app?.data.hostname ?? null, ...extra },
  });
  if (!app) return answer('token_error');
  if (app.status === 'UNDEPLOY_APPLICATION_SUCCESS') return answer('expired');
  if (!app.status) return answer('error');
  const from = Math.max(Date.now(), Date.parse(String(app.data.expiredTime ?? '')) || 0);
  const expiredTime = new Date(from + DRUPAL_FORGE_EXTEND_HOURS * HOUR_MS).toISOString();
  store.applications.updateState(app.id, app, { expiredTime });
  if (isTaskRunning(app.lastActivityStatus)) return answer('restarting', { expiredTime });
  if (app.replicas > 0) return answer('ready', { expiredTime });
  const email = (app.data.drupalForge as { email?: string } | undefined)?.email;
  const user: User | undefined =
    (email ? store.users.findByEmail(email) : undefined) ?? store.users.findById(store.users.adminIds()[0] ?? '');
  if (!user) return answer('error');
  const fresh = store.applications.state(app.id)!;
  const activity = req.ctx.tasks.start({ action: 'UNPAUSE_APPLICATION', app: fresh, user, fail: req.faults.taskError });
  return answer('restarting', { expiredTime, activityId: activity.id });
}

export const applicationDirectoryRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/applications', cached: true, handler: listAll },
  { method: 'GET', path: '/api/v2/applications/capacities', handler: capacities },
  { method: 'GET', path: '/api/v2/applications/:id', handler: detail },
  { method: 'GET', path: '/api/v2/applications/:id/activities', handler: activities },
  { method: 'POST', path: '/api/v2/extend-application', public: true, handler: extendApplication },
];
