import { passwordRecord } from '../auth/user-pool.js';
import { MEMBER_PAGE_SIZES, passwordChangeErrors } from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { bodyOf, failIfAny, listQuery, pageReply, requireAdmin } from './admin-access.js';
import type { ApiRequest, RouteDef } from './types.js';

const MEMBER_ROLES = ['MEMBER'];
const ADMIN_ROLES = ['INSTANCE_OWNER', 'INSTANCE_ADMIN'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function list(roles: string[]) {
  return (req: ApiRequest) => {
    requireAdmin(req);
    const { limit, offset, search } = listQuery(req, MEMBER_PAGE_SIZES[0]);
    return pageReply(req.ctx.store.userAdmin.list(roles, search, limit, offset));
  };
}

/** POST /users/members: username (the lowercased e-mail) and an 8-18 character password; confirmed at once. */
async function createMember(req: ApiRequest) {
  requireAdmin(req);
  const body = bodyOf(req);
  const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : undefined;
  // The form checks the confirmation; the call carries only the password, so it confirms itself when absent.
  const confirm = typeof body.confirmPassword === 'string' ? body.confirmPassword : password;
  const errors = EMAIL.test(username) ? [] : ['username must be an email'];
  failIfAny([...errors, ...passwordChangeErrors(password, confirm)]);
  if (req.ctx.store.users.findByEmail(username)) throw conflict('An account with the given email already exists.');
  const id = newId();
  const sub = crypto.randomUUID();
  const { passwordHash, srp } = await passwordRecord(sub, password!);
  req.ctx.store.users.insert({
    id,
    sub,
    email: username,
    passwordHash,
    role: 'MEMBER',
    confirmed: true,
    createdAt: new Date().toISOString(),
    data: { displayName: username.split('@')[0], state: 'FOCUSING', isCreatedByAdmin: true, srp },
  });
  const created = req.ctx.store.userAdmin.list(MEMBER_ROLES, username, 1, 0).items[0];
  return { status: 201, body: { ...created, message: 'User was created successfully!' } };
}

function targetUser(req: ApiRequest, roles: string[]) {
  requireAdmin(req);
  const user = req.ctx.store.users.findById(req.params.id!);
  if (!user || !roles.includes(user.role)) throw notFound(roles === MEMBER_ROLES ? 'Member' : 'Administrator');
  return user;
}

/**
 * DELETE /users/administrators/{id} takes the administrator role away (the account stays, as a member). The
 * instance owner cannot be removed, and nobody removes themselves: our choice, the spec is silent.
 */
function removeAdministrator(req: ApiRequest) {
  const user = targetUser(req, ADMIN_ROLES);
  if (user.role === 'INSTANCE_OWNER') throw badRequest('The instance owner cannot be removed.');
  if (user._id === req.user._id) throw badRequest('You cannot remove yourself.');
  req.ctx.store.userAdmin.setRole(user._id, 'MEMBER');
  return { body: { _id: user._id, role: 'MEMBER' } };
}

/** GET /users/{id}/workspaces: the member's workspace cards (admin page). */
function workspacesOfUser(req: ApiRequest) {
  requireAdmin(req);
  const user = req.ctx.store.users.findById(req.params.id!);
  if (!user) throw notFound('User');
  const workspaces = req.ctx.store.userAdmin
    .workspaceIdsOf(user._id)
    .map((id) => req.ctx.store.workspaces.get(id))
    .filter((w) => w !== undefined);
  return pageReply({ items: workspaces, total: workspaces.length });
}

export const adminUserRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/users/members', handler: list(MEMBER_ROLES) },
  { method: 'POST', path: '/api/v2/users/members', handler: createMember },
  {
    method: 'DELETE',
    path: '/api/v2/users/members/:id',
    handler: (req) => {
      const user = targetUser(req, MEMBER_ROLES);
      req.ctx.store.userAdmin.delete(user._id);
      return { body: { deleted: true, _id: user._id } };
    },
  },
  { method: 'GET', path: '/api/v2/users/administrators', handler: list(ADMIN_ROLES) },
  { method: 'DELETE', path: '/api/v2/users/administrators/:id', handler: removeAdministrator },
  { method: 'GET', path: '/api/v2/users/:id/workspaces', handler: workspacesOfUser },
];
