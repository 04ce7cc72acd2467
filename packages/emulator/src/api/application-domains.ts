/**
 * Custom domains of applications (spec 002 sections 2.8, 5, 7; spec 003 section 7: the workspace's domain list and
 * delete) and application members (spec 002 sections 2.8, 6, 8).
 */
import { customDomainError, isValidEmail, rbacRoleOf } from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { CustomDomainAnswer } from '../store/answer-types.js';
import type { AppRecord } from '../store/application-records.js';
import type { User } from '../store/users.js';
import { requireProjectMember, visibleWorkspace } from './access.js';
import { APP_PATH, type AppScope, activityRef, appScope, objectBody, startAppTask } from './application-support.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

/** Spec 002 section 6: without the workspace's feature flag the feature is off. */
export const DISABLED_FOR_WORKSPACE = 'Disabled for this workspace - contact support';

/** A custom domain as the API answers it: every field of the SDK's schema (spec 001 and 002 section 3). */
export function domainView(req: ApiRequest, record: AppRecord): CustomDomainAnswer {
  const activity = activityRef(req, record.data.activityId);
  const creator = record.ownerId ? req.ctx.store.users.findById(record.ownerId) : undefined;
  return {
    _id: record.id,
    domain: typeof record.data.domain === 'string' ? record.data.domain : null,
    deployment: false,
    hasCertificate: record.data.hasCertificate === true,
    status: activity?.status ?? null,
    activity,
    activityId: null,
    workspace: record.workspaceId,
    project: record.projectId,
    application: record.applicationId,
    createdBy: creator ? { _id: creator._id, rawInfo: { email: creator.email } } : null,
    createdAt: record.createdAt,
  };
}

/** Adds a custom domain: validated, then an ADD_CUSTOM_DOMAIN task; the domain is listed from the start. */
function addCustomDomain(req: ApiRequest) {
  const { workspace, project, application } = appScope(req, 'member');
  const body = objectBody(req.body);
  const error = customDomainError(typeof body.domain === 'string' ? body.domain : null);
  if (error) throw badRequest([error]);
  if (workspace.enableCustomDomain === false) throw badRequest(DISABLED_FOR_WORKSPACE);
  const domain = String(body.domain).trim().toLowerCase();
  const { appRecords } = req.ctx.store;
  // A hostname can point at one application only, whichever workspace holds it.
  const taken = appRecords
    .list({ kind: 'domain', search: domain, searchField: 'domain' })
    .items.some((d) => d.data.domain === domain);
  if (taken) throw conflict(`The domain ${domain} is already added.`);
  const activityId = startAppTask(req, application._id, 'ADD_CUSTOM_DOMAIN');
  const id = newId();
  // Spec 002 section 5: key and certificate count only together; the key is kept but never sent back.
  const hasCertificate = typeof body.privateKey === 'string' && typeof body.sslCertificate === 'string';
  appRecords.insert({
    id,
    kind: 'domain',
    workspaceId: workspace._id,
    projectId: project._id,
    applicationId: application._id,
    ownerId: req.user._id,
    createdAt: new Date().toISOString(),
    data: { domain, hasCertificate, activityId, ...(hasCertificate ? { privateKey: body.privateKey } : {}) },
  });
  const view = domainView(req, appRecords.get('domain', id)!);
  return {
    status: 201,
    body: { activityId, domain: view, application: req.ctx.store.applications.get(application._id) },
  };
}

function listWorkspaceDomains(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const { limit, offset } = pagingOf(req.query);
  const search = req.query.get('search')?.trim().toLowerCase() || null;
  // Tags' domains live on their tag and are listed on the tag's screen.
  const page = req.ctx.store.appRecords.list(
    { kind: 'domain', workspaceId: workspace._id, search, searchField: 'domain' },
    limit,
    offset,
  );
  return pageReply({ items: page.items.map((r) => domainView(req, r)), total: page.total });
}

/** Removes the domain at once and runs DELETE_CUSTOM_DOMAIN on its application (ingress and certificate cleanup). */
function deleteWorkspaceDomain(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const { store } = req.ctx;
  const record = store.appRecords.get('domain', req.params.domainId!);
  if (!record || record.workspaceId !== workspace._id) throw notFound('Domain');
  const project = store.projects.get(record.projectId ?? '');
  if (!project) throw notFound('Project');
  requireProjectMember(req, workspace, project);
  const activityId = startAppTask(req, record.applicationId!, 'DELETE_CUSTOM_DOMAIN');
  const view = domainView(req, record);
  store.appRecords.remove('domain', record.id);
  return { body: { ...view, deleted: true, activityId } };
}

function memberView(scope: AppScope, user: User) {
  const role =
    rbacRoleOf(user._id, scope.project) ?? rbacRoleOf(user._id, scope.workspace) ?? (user.role as string | undefined);
  return {
    _id: user._id,
    displayName: user.displayName ?? null,
    avatarUrl: (user.data.avatarUrl as string | undefined) ?? null,
    rawInfo: { email: user.email },
    email: user.email,
    role: role ?? null,
  };
}

function listMembers(req: ApiRequest) {
  const scope = appScope(req, 'view');
  const search = req.query.get('search')?.trim().toLowerCase();
  const all = req.ctx.store.appRecords
    .list({ kind: 'app-member', applicationId: scope.application._id })
    .items.map((r) => req.ctx.store.users.findById(r.ownerId ?? ''))
    .filter((u): u is User => u !== undefined)
    .map((u) => memberView(scope, u))
    .filter((m) => !search || m.rawInfo.email.includes(search) || m.displayName?.toLowerCase().includes(search));
  const { limit, offset } = pagingOf(req.query);
  return pageReply({ items: all.slice(offset, offset + limit), total: all.length });
}

/**
 * Adds a user by `userId` or `email`. Spec 002 section 6 shows this only to users passing a project or workspace
 * permission check: we ask project maintainer rights. The user must belong to the workspace (our rule: an
 * application's users are a subset of its workspace's people).
 */
function addMember(req: ApiRequest) {
  const scope = appScope(req, 'admin-level');
  const body = objectBody(req.body);
  const { users, appRecords } = req.ctx.store;
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const userId = typeof body.userId === 'string' ? body.userId : '';
  if (!email && !userId) throw badRequest(['email should not be empty']);
  if (email && !isValidEmail(email)) throw badRequest(['email must be an email']);
  const user = userId ? users.findById(userId) : users.findByEmail(email);
  if (!user) throw notFound('User');
  if (rbacRoleOf(user._id, scope.workspace) === undefined)
    throw badRequest(`${user.email} is not a member of this workspace.`);
  const already = appRecords
    .list({ kind: 'app-member', applicationId: scope.application._id, ownerId: user._id })
    .items.some(Boolean);
  if (already) throw conflict(`${user.email} is already a member of this application.`);
  appRecords.insert({
    id: newId(),
    kind: 'app-member',
    workspaceId: scope.workspace._id,
    projectId: scope.project._id,
    applicationId: scope.application._id,
    ownerId: user._id,
    createdAt: new Date().toISOString(),
    data: { addedBy: req.user._id },
  });
  return { status: 201, body: memberView(scope, user) };
}

function removeMember(req: ApiRequest) {
  const scope = appScope(req, 'admin-level');
  const { appRecords } = req.ctx.store;
  const record = appRecords.list({
    kind: 'app-member',
    applicationId: scope.application._id,
    ownerId: req.params.userId!,
  }).items[0];
  if (!record) throw notFound('Member');
  appRecords.remove('app-member', record.id);
  return { body: { _id: req.params.userId, deleted: true } };
}

export const applicationDomainRoutes: RouteDef[] = [
  { method: 'POST', path: `${APP_PATH}/domains`, handler: addCustomDomain },
  { method: 'GET', path: '/api/v2/workspaces/:workspaceId/domains', handler: listWorkspaceDomains },
  { method: 'DELETE', path: '/api/v2/workspaces/:workspaceId/domains/:domainId', handler: deleteWorkspaceDomain },
  { method: 'GET', path: `${APP_PATH}/users`, handler: listMembers },
  { method: 'POST', path: `${APP_PATH}/users`, handler: addMember },
  { method: 'DELETE', path: `${APP_PATH}/users/:userId`, handler: removeMember },
];
