import { randomBytes } from 'node:crypto';
import {
  DECOUPLED_MAX_EXTEND_HOURS,
  DECOUPLED_MESSAGES,
  DECOUPLED_STRATEGIES,
  DECOUPLED_TRIAL_HOURS,
  type DecoupledStrategy,
  hostedCapacityLabel,
  isDecoupledStrategy,
} from '../domain.js';
import { badRequest, HttpError } from '../http/errors.js';
import { newId } from '../ids.js';
import type { DecoupledApp } from '../store/decoupled-io.js';
import { DtoCheck, emailQuery, HOUR_MS, requireActAs } from './hosted-dto.js';
import { pageOffset } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

const SPACE = '/api/v2/decoupled-io/spaces/:spaceId/applications';
const APP = `${SPACE}/:applicationId`;
const UNDEPLOYED = 'UNDEPLOY_APPLICATION_SUCCESS';

/** NestJS's ParseIntPipe: the space id is a number. Reading a space also pauses its expired applications. */
function spaceOf(req: ApiRequest): number {
  const raw = req.params.spaceId!;
  if (!/^\d+$/.test(raw)) throw badRequest('Validation failed (numeric string is expected)');
  const spaceId = Number(raw);
  req.ctx.store.decoupledIo.pauseExpired(spaceId, Date.now());
  return spaceId;
}

function view(app: DecoupledApp): Record<string, unknown> {
  return {
    applicationId: app.id,
    applicationURL: `https://${app.data.host}`,
    vscodeURL: `https://cs-${app.data.host}`,
    vscodePassword: app.data.vscodePassword ?? null,
    expiredTime: app.expiredTime,
    isActive: app.isActive,
    status: app.status,
    capacity: hostedCapacityLabel(app.data.capacity as string | undefined),
    email: app.email,
    spaceId: app.spaceId,
    strategy: app.strategy,
    templateId: app.data.templateId ?? null,
  };
}

const notFoundApp = () => new HttpError(404, DECOUPLED_MESSAGES.notFound);

/** The user's application of this space; another user's application is "not found" (never 403). */
function appOf(req: ApiRequest, spaceId: number, email: string): DecoupledApp {
  const app = req.ctx.store.decoupledIo.get(req.params.applicationId!);
  if (!app || app.spaceId !== spaceId || app.email.toLowerCase() !== email.toLowerCase()) throw notFoundApp();
  return app;
}

function strategyOf(dto: DtoCheck, fallback: DecoupledStrategy): DecoupledStrategy | undefined {
  const value = dto.body.strategy ?? fallback;
  if (isDecoupledStrategy(value)) return value;
  dto.errors.push(`strategy must be one of the following values: ${DECOUPLED_STRATEGIES.join(', ')}`);
  return undefined;
}

/** One application per environment: a second one of the same strategy is refused (our rule). */
function create(req: ApiRequest, spaceId: number, email: string, strategy: string, templateId: unknown) {
  const { store } = req.ctx;
  if (store.decoupledIo.idOfStrategy(spaceId, email, strategy)) {
    throw badRequest(`An application of the ${strategy} environment already exists in this space.`);
  }
  const id = newId();
  store.decoupledIo.insert({
    id,
    spaceId,
    email,
    strategy,
    status: 'DEPLOY_APPLICATION_SUCCESS',
    isActive: true,
    expiredTime: Date.now() + DECOUPLED_TRIAL_HOURS * HOUR_MS,
    createdAt: new Date().toISOString(),
    data: {
      host: `${strategy}-${id.slice(-8)}.apps.decoupled.demo.skiff.dev`,
      vscodePassword: randomBytes(6).toString('hex'),
      capacity: 'small_1',
      templateId,
    },
  });
  return { body: view(store.decoupledIo.get(id)!) };
}

function quickStart(req: ApiRequest) {
  const spaceId = spaceOf(req);
  const dto = new DtoCheck(req.body);
  const templateId = dto.string('templateId', true);
  const email = dto.email(false) ?? req.user.email;
  const strategy = strategyOf(dto, 'dev');
  dto.done();
  requireActAs(req, email);
  return create(req, spaceId, email, strategy!, templateId);
}

function list(req: ApiRequest) {
  const spaceId = spaceOf(req);
  const email = emailQuery(req);
  requireActAs(req, email);
  const pageIndex = Math.max(1, Math.floor(Number(req.query.get('pageIndex')) || 1));
  const limit = Math.min(10_000, Math.max(1, Math.floor(Number(req.query.get('limit')) || 12)));
  const page = req.ctx.store.decoupledIo.list(spaceId, email, limit, pageOffset(pageIndex, limit));
  return { body: { total: page.total, applications: page.items.map(view) } };
}

/** The body's email names the user (required unless `optional`); the caller must be allowed to act for them. */
function target(req: ApiRequest, optional = false) {
  const spaceId = spaceOf(req);
  const dto = new DtoCheck(req.body);
  const email = dto.email(!optional) ?? req.user.email;
  return { spaceId, dto, email };
}

function found(req: ApiRequest, t: { spaceId: number; dto: DtoCheck; email: string }): DecoupledApp {
  t.dto.done();
  requireActAs(req, t.email);
  return appOf(req, t.spaceId, t.email);
}

const running = (app: DecoupledApp) => app.status !== UNDEPLOYED && app.isActive;

function clone(req: ApiRequest) {
  const t = target(req);
  const strategy = strategyOf(t.dto, 'test');
  const app = found(req, t);
  if (!running(app)) throw badRequest(DECOUPLED_MESSAGES.notReadyToClone);
  return create(req, t.spaceId, t.email, strategy!, app.data.templateId);
}

function extend(req: ApiRequest) {
  const t = target(req);
  const hours = t.dto.number('extendedHours', true);
  if (hours !== undefined && !(Number.isInteger(hours) && hours >= 1 && hours <= DECOUPLED_MAX_EXTEND_HOURS)) {
    t.dto.errors.push(`extendedHours must be an integer from 1 to ${DECOUPLED_MAX_EXTEND_HOURS}`);
  }
  const app = found(req, t);
  if (app.status === UNDEPLOYED) throw badRequest(DECOUPLED_MESSAGES.notReadyToExtend);
  const expiredTime = Math.max(Date.now(), app.expiredTime) + hours! * HOUR_MS;
  req.ctx.store.decoupledIo.update(app.id, { ...app, expiredTime });
  return { body: view(req.ctx.store.decoupledIo.get(app.id)!) };
}

function setActive(req: ApiRequest, active: boolean) {
  const app = found(req, target(req));
  const { decoupledIo } = req.ctx.store;
  if (!active) {
    if (!running(app)) throw badRequest(DECOUPLED_MESSAGES.notReadyToPause);
    decoupledIo.update(app.id, { ...app, isActive: false });
    return { body: { status: 'success' } };
  }
  // An expired application stays paused until it is extended.
  if (app.status === UNDEPLOYED || app.isActive || app.expiredTime < Date.now()) {
    throw badRequest(DECOUPLED_MESSAGES.cannotUnpause);
  }
  decoupledIo.update(app.id, { ...app, isActive: true });
  return { body: view(decoupledIo.get(app.id)!) };
}

function deactivate(req: ApiRequest) {
  const app = found(req, target(req, true));
  if (app.status === UNDEPLOYED) throw badRequest(DECOUPLED_MESSAGES.alreadyDeactivated);
  req.ctx.store.decoupledIo.update(app.id, { ...app, status: UNDEPLOYED, isActive: false });
  return { body: { status: 'success' } };
}

function detail(req: ApiRequest) {
  const spaceId = spaceOf(req);
  const email = emailQuery(req);
  requireActAs(req, email);
  return { body: view(appOf(req, spaceId, email)) };
}

export const decoupledIoRoutes: RouteDef[] = [
  { method: 'POST', path: SPACE, handler: quickStart },
  { method: 'GET', path: SPACE, handler: list },
  { method: 'PATCH', path: `${APP}/clone`, handler: clone },
  { method: 'GET', path: APP, handler: detail },
  { method: 'PATCH', path: `${APP}/extend-time`, handler: extend },
  { method: 'PATCH', path: `${APP}/pause`, handler: (req) => setActive(req, false) },
  { method: 'PATCH', path: `${APP}/unpause`, handler: (req) => setActive(req, true) },
  { method: 'PATCH', path: `${APP}/deactivate`, handler: deactivate },
];
