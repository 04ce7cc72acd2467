import { randomBytes } from 'node:crypto';
import {
  canEditWorkspaceSettings,
  canManageCollaborators,
  DEFAULT_INVITE_ROLE,
  isProjectOwner,
  PROJECT_ROLES,
  TRIAL_TRANSFER_MESSAGE,
  validateInvite,
  validateTransfer,
} from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { Project } from '../store/projects.js';
import type { Workspace } from '../store/workspaces.js';
import { forbidden, projectIn, visibleWorkspace } from './access.js';
import { pageReply } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

/** Invitations are valid for 7 days (the spec mentions expiry without a duration: our choice). */
export const INVITATION_TTL_MS = 7 * 86_400_000;
export const ALREADY_MEMBER_MESSAGE = 'The user is already a member.';
export const ALREADY_INVITED_MESSAGE = 'The user has already been invited.';

const newToken = () => randomBytes(20).toString('hex');

function managedWorkspace(req: ApiRequest): Workspace {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  if (!canManageCollaborators(req.user, workspace)) throw forbidden();
  return workspace;
}

function managedProject(req: ApiRequest): { workspace: Workspace; project: Project } {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const project = projectIn(req, workspace, req.params.projectId!);
  if (!isProjectOwner(req.user, workspace, project)) throw forbidden();
  return { workspace, project };
}

function bodyOf(req: ApiRequest): Record<string, unknown> {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Stores an invitation and tells the invitee (notification and push) when they already have an account. */
export function invite(
  req: ApiRequest,
  input: { type: string; workspace: Workspace; project: Project | null; email: string; role: string },
) {
  const { store } = req.ctx;
  const email = input.email.trim().toLowerCase();
  const pending = store.invitations.pending({ workspaceId: input.workspace._id, email });
  const sameKind = pending.filter(
    (i) => i.inviteType === input.type && (i.project?._id ?? null) === (input.project?._id ?? null),
  );
  if (sameKind.length) throw conflict(ALREADY_INVITED_MESSAGE);
  const id = newId();
  const now = Date.now();
  store.invitations.insert({
    id,
    inviteType: input.type,
    workspaceId: input.workspace._id,
    projectId: input.project?._id ?? null,
    email,
    role: input.role,
    token: newToken(),
    invitedBy: req.user._id,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + INVITATION_TTL_MS).toISOString(),
  });
  const invitee = store.users.findByEmail(email);
  if (invitee) {
    const what = input.project ? `project ${input.project.name}` : `workspace ${String(input.workspace.name)}`;
    const title = input.type === 'TRANSFER_WORKSPACE' ? 'Workspace transfer' : 'Invitation';
    const message =
      input.type === 'TRANSFER_WORKSPACE'
        ? `${req.user.email} wants to transfer the ${what} to you.`
        : `${req.user.email} invited you to the ${what}.`;
    store.notifications.insert({
      id: newId(),
      userId: invitee._id,
      title,
      message,
      status: 'INFO',
      createdAt: new Date(now).toISOString(),
    });
    req.ctx.push.notification(invitee._id);
  }
  return store.invitations.get(id)!;
}

function createWorkspaceInvitation(req: ApiRequest) {
  const workspace = managedWorkspace(req);
  const body = bodyOf(req);
  const errors = validateInvite(body);
  if (errors.length) throw badRequest(errors);
  const email = (body.email as string).trim().toLowerCase();
  if (workspace.rbac.some((e) => req.ctx.store.users.findById(e.user)?.email === email)) {
    throw conflict(ALREADY_MEMBER_MESSAGE);
  }
  const role = (body.role as string | undefined) ?? DEFAULT_INVITE_ROLE;
  const created = invite(req, { type: 'WORKSPACE_COLLABORATOR', workspace, project: null, email, role });
  return { status: 201, body: created };
}

function createProjectInvitation(req: ApiRequest) {
  const { workspace, project } = managedProject(req);
  const body = bodyOf(req);
  const errors = validateInvite({ email: body.email });
  const role = body.role ?? 'PROJECT_DEVELOPER';
  if (typeof role !== 'string' || !(PROJECT_ROLES as readonly string[]).includes(role)) {
    errors.push(`role must be one of the following values: ${PROJECT_ROLES.join(', ')}`);
  }
  if (errors.length) throw badRequest(errors);
  const email = (body.email as string).trim().toLowerCase();
  if (project.rbac.some((e) => req.ctx.store.users.findById(e.user)?.email === email)) {
    throw conflict(ALREADY_MEMBER_MESSAGE);
  }
  const created = invite(req, { type: 'PROJECT_COLLABORATOR', workspace, project, email, role: role as string });
  return { status: 201, body: created };
}

function listOf(items: unknown[]) {
  return pageReply({ items, total: items.length });
}

function deleteInvitation(req: ApiRequest, projectId: string | null) {
  const invitation = req.ctx.store.invitations.get(req.params.inviteId!);
  const workspaceId = req.params.workspaceId!;
  if (!invitation || invitation.workspace._id !== workspaceId || (projectId && invitation.project?._id !== projectId)) {
    throw notFound('Invitation');
  }
  req.ctx.store.invitations.remove(invitation._id);
  return { body: { deleted: 1 } };
}

/** The shareable link: `{origin}/workspaces/invite/{token}`, made on first read, joining as a developer. */
function inviteLinkOf(req: ApiRequest, workspace: Workspace, refresh: boolean) {
  const admin = req.ctx.store.workspaceAdmin;
  const data = admin.data(workspace._id);
  if (!data.inviteToken || refresh) {
    data.inviteToken = newToken();
    admin.update(workspace._id, {
      name: String(workspace.name),
      description: String(workspace.description ?? ''),
      data,
    });
  }
  const token = String(data.inviteToken);
  return {
    token,
    link: `${req.ctx.origin()}/workspaces/invite/${token}`,
    role: DEFAULT_INVITE_ROLE,
    workspace: workspace._id,
  };
}

function deleteInviteLink(req: ApiRequest) {
  const workspace = managedWorkspace(req);
  const admin = req.ctx.store.workspaceAdmin;
  const data = admin.data(workspace._id);
  const had = data.inviteToken ? 1 : 0;
  delete data.inviteToken;
  admin.update(workspace._id, { name: String(workspace.name), description: String(workspace.description ?? ''), data });
  return { body: { deleted: had } };
}

/** The workspace whose invite link has this token (any signed-in user may look it up, as the link's visitor). */
function workspaceOfToken(req: ApiRequest, token: string | null | undefined): Workspace {
  if (!token) throw badRequest(['token should not be empty']);
  const filter = { memberId: null, search: null, isPersonal: null, isDrupalForge: null, isRegular: null };
  const found = req.ctx.store.workspaces
    .list(filter, 10_000, 0)
    .items.find((w) => req.ctx.store.workspaceAdmin.data(w._id).inviteToken === token);
  if (!found) throw notFound('Invite link');
  return found;
}

function tokenView(req: ApiRequest, workspace: Workspace) {
  const isMember = workspace.rbac.some((e) => e.user === req.user._id);
  return {
    workspace: { _id: workspace._id, name: workspace.name, logo: workspace.logo ?? null },
    role: DEFAULT_INVITE_ROLE,
    isMember,
  };
}

/** Joins through the link as a developer; a member is told so with 409. */
function joinByToken(req: ApiRequest) {
  const workspace = workspaceOfToken(req, req.params.tokenId);
  if (workspace.rbac.some((e) => e.user === req.user._id)) throw conflict(ALREADY_MEMBER_MESSAGE);
  req.ctx.store.workspaceAdmin.addMember(workspace._id, req.user._id, DEFAULT_INVITE_ROLE);
  return { status: 201, body: req.ctx.store.workspaces.get(workspace._id) };
}

function startTransfer(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  if (!canEditWorkspaceSettings(req.user, workspace)) throw forbidden();
  const body = bodyOf(req);
  const errors = validateTransfer({ email: typeof body.email === 'string' ? body.email : undefined }, req.user.email);
  if (errors.length) throw badRequest(errors);
  if (workspace.plan === 'TRIAL') throw badRequest(TRIAL_TRANSFER_MESSAGE);
  if (workspace.isTransfer === true) throw conflict('The workspace is already being transferred.');
  const created = invite(req, {
    type: 'TRANSFER_WORKSPACE',
    workspace,
    project: null,
    email: body.email as string,
    role: 'WORKSPACE_OWNER',
  });
  setTransfer(req, workspace, true);
  return { status: 201, body: created };
}

export function setTransfer(req: ApiRequest, workspace: Workspace, on: boolean) {
  const admin = req.ctx.store.workspaceAdmin;
  const data = { ...admin.data(workspace._id), isTransfer: on };
  admin.update(workspace._id, { name: String(workspace.name), description: String(workspace.description ?? ''), data });
}

function revokeTransfer(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  if (!canEditWorkspaceSettings(req.user, workspace)) throw forbidden();
  const pending = req.ctx.store.invitations
    .pending({ workspaceId: workspace._id })
    .filter((i) => i.inviteType === 'TRANSFER_WORKSPACE');
  if (!pending.length) throw badRequest('The workspace is not being transferred.');
  for (const invitation of pending) req.ctx.store.invitations.setStatus(invitation._id, 'REVOKED');
  setTransfer(req, workspace, false);
  return { body: req.ctx.store.workspaces.get(workspace._id) };
}

const W = '/api/v2/workspaces/:workspaceId';
export const invitationRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${W}/invitations`,
    handler: (req) => listOf(req.ctx.store.invitations.pending({ workspaceId: managedWorkspace(req)._id })),
  },
  { method: 'POST', path: `${W}/invitations`, handler: createWorkspaceInvitation },
  {
    method: 'DELETE',
    path: `${W}/invitations/:inviteId`,
    handler: (req) => {
      managedWorkspace(req);
      return deleteInvitation(req, null);
    },
  },
  {
    method: 'GET',
    path: `${W}/projects/:projectId/invitations`,
    handler: (req) => listOf(req.ctx.store.invitations.pending({ projectId: managedProject(req).project._id })),
  },
  { method: 'POST', path: `${W}/projects/:projectId/invitations`, handler: createProjectInvitation },
  {
    method: 'DELETE',
    path: `${W}/projects/:projectId/invitations/:inviteId`,
    handler: (req) => deleteInvitation(req, managedProject(req).project._id),
  },
  {
    method: 'GET',
    path: `${W}/invite-link`,
    handler: (req) => ({ body: inviteLinkOf(req, managedWorkspace(req), false) }),
  },
  { method: 'DELETE', path: `${W}/invite-link`, handler: deleteInviteLink },
  {
    method: 'PATCH',
    path: `${W}/refresh-token`,
    handler: (req) => ({ body: inviteLinkOf(req, managedWorkspace(req), true) }),
  },
  {
    method: 'GET',
    path: '/api/v2/workspaces/token/list',
    handler: (req) => ({ body: tokenView(req, workspaceOfToken(req, req.query.get('token'))) }),
  },
  {
    method: 'GET',
    path: '/api/v2/workspaces/token/:tokenId',
    handler: (req) => ({ body: tokenView(req, workspaceOfToken(req, req.params.tokenId)) }),
  },
  { method: 'POST', path: '/api/v2/workspaces/token/:tokenId', handler: joinByToken },
  { method: 'POST', path: `${W}/transfer`, handler: startTransfer },
  { method: 'PATCH', path: `${W}/transfer`, handler: revokeTransfer },
];
