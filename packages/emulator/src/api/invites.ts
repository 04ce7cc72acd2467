import { INVITATION_INVALID_MESSAGE, isAdmin } from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Invitation } from '../store/invitations.js';
import { searchParam } from '../store/json.js';
import { forbidden } from './access.js';
import { setTransfer } from './invitations.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

/** The pending invitation with this token for the signed-in user, or 400 with the spec's sentence. */
function invitationOf(req: ApiRequest, token: unknown, kind: 'member' | 'transfer'): Invitation {
  const invitation = typeof token === 'string' && token ? req.ctx.store.invitations.byToken(token) : undefined;
  const valid =
    invitation &&
    invitation.inviteStatus === 'PENDING' &&
    Date.parse(invitation.expiresAt) > Date.now() &&
    invitation.email === req.user.email.toLowerCase() &&
    (invitation.inviteType === 'TRANSFER_WORKSPACE') === (kind === 'transfer') &&
    req.ctx.store.workspaces.get(invitation.workspace._id);
  if (!valid) throw badRequest(INVITATION_INVALID_MESSAGE);
  return invitation;
}

function tokenOf(req: ApiRequest): unknown {
  const body = req.body as Record<string, unknown> | null;
  return body && typeof body === 'object' ? body.token : undefined;
}

function isMemberAlready(req: ApiRequest, invitation: Invitation): boolean {
  const workspace = req.ctx.store.workspaces.get(invitation.workspace._id)!;
  if (invitation.project) {
    const project = req.ctx.store.projects.get(invitation.project._id);
    return project?.rbac.some((e) => e.user === req.user._id) ?? false;
  }
  return workspace.rbac.some((e) => e.user === req.user._id);
}

/**
 * `GET /invitations/verify?token=`: the invitation, or 308 `{workspace}` when the user is already in it (the client
 * then goes to that workspace rather than showing Accept).
 */
function verify(req: ApiRequest) {
  const invitation = invitationOf(req, req.query.get('token'), 'member');
  if (isMemberAlready(req, invitation)) {
    return {
      status: 308,
      body: {
        statusCode: 308,
        message: 'Already a member',
        workspace: invitation.workspace,
        project: invitation.project,
      },
    };
  }
  return { body: invitation };
}

/** Accept: joins the workspace with the invited role (a project invitee joins the workspace as a developer too). */
function accept(req: ApiRequest) {
  const invitation = invitationOf(req, tokenOf(req), 'member');
  const admin = req.ctx.store.workspaceAdmin;
  const workspace = req.ctx.store.workspaces.get(invitation.workspace._id)!;
  req.ctx.store.transaction(() => {
    const inWorkspace = workspace.rbac.some((e) => e.user === req.user._id);
    if (invitation.project) {
      if (!inWorkspace) admin.addMember(workspace._id, req.user._id, 'DEVELOPER');
      admin.addProjectMember(invitation.project._id, req.user._id, invitation.role);
    } else if (!inWorkspace) {
      admin.addMember(workspace._id, req.user._id, invitation.role);
    }
    req.ctx.store.invitations.setStatus(invitation._id, 'ACCEPTED');
  });
  return { body: { ...invitation, inviteStatus: 'ACCEPTED' } };
}

function reject(req: ApiRequest) {
  const invitation = invitationOf(req, tokenOf(req), 'member');
  req.ctx.store.invitations.remove(invitation._id);
  return { body: { deleted: 1 } };
}

type TransferAnswer = 'ACCEPTED' | 'DECLINED';

/** The body's inviteStatus (spec 003 section 7); absent means ACCEPTED, as clients that send only the token mean. */
function transferAnswerOf(req: ApiRequest): TransferAnswer {
  const body = req.body as Record<string, unknown> | null;
  const answer = body && typeof body === 'object' ? (body.inviteStatus ?? 'ACCEPTED') : 'ACCEPTED';
  if (answer !== 'ACCEPTED' && answer !== 'DECLINED') throw badRequest('inviteStatus must be ACCEPTED or DECLINED');
  return answer;
}

/**
 * `PATCH /invitations/{id}/verify-transfer`: ACCEPTED makes the invitee the owner (the previous owners stay as
 * workspace admins, our choice) and answers the workspace; DECLINED ends the transfer, the workspace is no longer
 * being transferred and the owner may start another, and answers the declined invitation.
 */
function verifyTransfer(req: ApiRequest) {
  const answer = transferAnswerOf(req);
  const invitation = invitationOf(req, tokenOf(req), 'transfer');
  if (invitation._id !== req.params.inviteId) throw badRequest(INVITATION_INVALID_MESSAGE);
  const admin = req.ctx.store.workspaceAdmin;
  const workspace = req.ctx.store.workspaces.get(invitation.workspace._id)!;
  req.ctx.store.transaction(() => {
    if (answer === 'ACCEPTED') {
      for (const entry of workspace.rbac) {
        if (entry.role === 'WORKSPACE_OWNER') admin.setRole(workspace._id, entry.user, 'WORKSPACE_ADMIN');
      }
      admin.addMember(workspace._id, req.user._id, 'WORKSPACE_OWNER');
    }
    req.ctx.store.invitations.setStatus(invitation._id, answer);
    setTransfer(req, workspace, false);
  });
  if (answer === 'DECLINED') return { body: { ...invitation, inviteStatus: answer } };
  return { body: req.ctx.store.workspaces.get(workspace._id) };
}

function pageOf(req: ApiRequest, email: string) {
  const { limit, offset } = pagingOf(req.query);
  const search = searchParam(req.query.get('search') ?? undefined);
  const all = req.ctx.store.invitations.pending({ email, search }).filter((i) => Date.parse(i.expiresAt) > Date.now());
  return pageReply({ items: all.slice(offset, offset + limit), total: all.length });
}

/** Invitations of one user: the user themself or an instance admin. */
function ofUser(req: ApiRequest) {
  const userId = req.params.userId!;
  if (userId !== req.user._id && !isAdmin(req.user)) throw forbidden();
  const user = req.ctx.store.users.findById(userId);
  if (!user) throw notFound('User');
  return pageOf(req, user.email);
}

export const inviteRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/invitations', handler: (req) => pageOf(req, req.user.email) },
  { method: 'GET', path: '/api/v2/invitations/:userId/invitations', handler: ofUser },
  { method: 'GET', path: '/api/v2/invitations/verify', handler: verify },
  { method: 'PATCH', path: '/api/v2/invitations/verify', handler: accept },
  { method: 'DELETE', path: '/api/v2/invitations/verify', handler: reject },
  { method: 'PATCH', path: '/api/v2/invitations/:inviteId/verify-transfer', handler: verifyTransfer },
];
