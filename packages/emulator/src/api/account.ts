import { setPassword } from '../auth/user-pool.js';
import { GIT_PROVIDERS, PROFILE_NAME_REQUIRED, passwordChangeErrors } from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { profileView } from '../store/users.js';
import { bodyOf, failIfAny, text } from './admin-access.js';
import { gitRoutes } from './git-repositories.js';
import type { ApiRequest, RouteDef } from './types.js';

const SECRET_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'drupalcode'] as const;

function reloaded(req: ApiRequest) {
  return profileView(req.ctx.store.users.findById(req.user._id)!);
}

/** PATCH /users: display name (required), avatar and state. */
function updateProfile(req: ApiRequest) {
  const body = bodyOf(req);
  const displayName = text(body, 'displayName');
  const errors: string[] = displayName ? [] : [PROFILE_NAME_REQUIRED];
  for (const key of ['avatarUrl', 'state'] as const) {
    if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'string') {
      errors.push(`${key} must be a string`);
    }
  }
  failIfAny(errors);
  const patch: Record<string, unknown> = { displayName };
  if (body.avatarUrl !== undefined) patch.avatarUrl = body.avatarUrl || null;
  if (typeof body.state === 'string' && body.state.trim()) patch.state = body.state.trim();
  req.ctx.store.userAdmin.patchData(req.user._id, patch);
  return { body: reloaded(req) };
}

/**
 * POST /users/change-password: 8-18 characters and a matching confirmation. The spec shows the form only to users
 * created by an admin; the emulator lets any signed-in user change their own password, as a user would expect.
 */
async function changePassword(req: ApiRequest) {
  const body = bodyOf(req);
  const password = typeof body.password === 'string' ? body.password : undefined;
  const confirm = typeof body.confirmPassword === 'string' ? body.confirmPassword : undefined;
  const errors = passwordChangeErrors(password, confirm);
  const username = text(body, 'username');
  if (username && username.toLowerCase() !== req.user.email) errors.push('username must be your own e-mail');
  failIfAny(errors);
  await setPassword(req.ctx.store, req.user, password!);
  return { body: { success: true, message: 'Change password successfully!' } };
}

type GitTokenView = { gitProvider: string; username: string; tokenHint: string; updatedAt: string };

function gitTokensOf(req: ApiRequest): GitTokenView[] {
  const user = req.ctx.store.users.findById(req.user._id)!;
  return Array.isArray(user.data.gitTokens) ? (user.data.gitTokens as GitTokenView[]) : [];
}

function gitProviderOf(body: Record<string, unknown>): string {
  const provider = typeof body.gitProvider === 'string' ? body.gitProvider.toUpperCase() : '';
  if (!(GIT_PROVIDERS as readonly string[]).includes(provider)) {
    throw badRequest([`gitProvider must be one of the following values: ${GIT_PROVIDERS.join(', ')}`]);
  }
  return provider;
}

/** PATCH /users/gitToken: a provider's username and personal token (only a hint of the token is kept). */
function updateGitToken(req: ApiRequest) {
  const body = bodyOf(req);
  const gitProvider = gitProviderOf(body);
  const username = text(body, 'username');
  const token = text(body, 'tokenValue');
  const errors: string[] = [];
  if (!username) errors.push('username should not be empty');
  if (!token) errors.push('tokenValue should not be empty');
  failIfAny(errors);
  const view = {
    gitProvider,
    username: username!,
    tokenHint: `…${token!.slice(-4)}`,
    updatedAt: new Date().toISOString(),
  };
  const gitTokens = [...gitTokensOf(req).filter((t) => t.gitProvider !== gitProvider), view];
  req.ctx.store.userAdmin.patchData(req.user._id, { gitTokens });
  return { body: { gitTokens } };
}

function removeGitToken(req: ApiRequest) {
  const gitProvider = gitProviderOf(bodyOf(req));
  const before = gitTokensOf(req);
  const gitTokens = before.filter((t) => t.gitProvider !== gitProvider);
  if (gitTokens.length === before.length) throw notFound('Git token');
  req.ctx.store.userAdmin.patchData(req.user._id, { gitTokens });
  return { body: { gitTokens } };
}

/** PATCH /users/secrets: OAuth credentials of a git host (github, gitlab, bitbucket or drupalcode). */
function updateSecrets(req: ApiRequest) {
  const body = bodyOf(req);
  const user = req.ctx.store.users.findById(req.user._id)!;
  const secrets = { ...((user.data.secrets ?? {}) as Record<string, unknown>) };
  let given = 0;
  for (const provider of SECRET_PROVIDERS) {
    const value = body[provider];
    if (value === undefined) continue;
    const credentials = (value ?? {}) as Record<string, unknown>;
    if (typeof credentials.accessToken !== 'string' || !credentials.accessToken) {
      throw badRequest([`${provider}.accessToken should not be empty`]);
    }
    secrets[provider] = {
      username: credentials.username ?? null,
      id: credentials.id ?? null,
      createdAt: credentials.createdAt ?? new Date().toISOString(),
      linked: true,
    };
    given++;
  }
  if (given === 0) throw badRequest([`one of ${SECRET_PROVIDERS.join(', ')} should not be empty`]);
  req.ctx.store.userAdmin.patchData(req.user._id, { secrets });
  return { body: reloaded(req) };
}

export const accountRoutes: RouteDef[] = [
  { method: 'PATCH', path: '/api/v2/users', handler: updateProfile },
  {
    method: 'PATCH',
    path: '/api/v2/users/logout',
    handler: (req) => ({
      body: { success: true, revokedSessions: req.ctx.store.userAdmin.revokeRefreshTokens(req.user._id) },
    }),
  },
  { method: 'POST', path: '/api/v2/users/change-password', handler: changePassword },
  { method: 'PATCH', path: '/api/v2/users/gitToken', handler: updateGitToken },
  { method: 'DELETE', path: '/api/v2/users/gitToken', handler: removeGitToken },
  { method: 'PATCH', path: '/api/v2/users/secrets', handler: updateSecrets },
  ...gitRoutes,
];
