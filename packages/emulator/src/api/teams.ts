import { isAdmin, isValidEmail } from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { TeamAnswer } from '../store/answer-types.js';
import type { Doc } from '../store/documents.js';
import { searchParam } from '../store/json.js';
import { forbidden } from './access.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

// The spec does not describe teams. Our model: a named group of users sharing git repositories; the creator is
// its OWNER, others are MEMBERs. Members see the team; the owner and instance admins edit it and its members.
export const TEAM_ROLES = ['OWNER', 'MEMBER'] as const;
export const TEAM_OWNER_LOCKED_MESSAGE = 'The team owner cannot be removed.';
export const GIT_PROVIDERS = ['GITHUB', 'GITLAB', 'BITBUCKET', 'DRUPALCODE'] as const;

function roleIn(req: ApiRequest, teamId: string): string | undefined {
  return req.ctx.store.teamMembers.list(teamId).find((m) => m._id === req.user._id)?.role;
}

const str = (doc: Doc, key: string): string | null => (typeof doc[key] === 'string' ? (doc[key] as string) : null);

/** A team as the API answers it: every field of the SDK's schema (spec 002 section 3's organization). */
function view(req: ApiRequest, team: Doc): TeamAnswer {
  return {
    _id: team._id,
    name: team.name,
    description: str(team, 'description') ?? '',
    email: str(team, 'email'),
    logoImage: str(team, 'logoImage'),
    color: str(team, 'color') ?? '#fff',
    isVerified: team.isVerified === true,
    gitProvider: str(team, 'gitProvider'),
    repositories: Array.isArray(team.repositories) ? (team.repositories as TeamAnswer['repositories']) : [],
    totalMembers: req.ctx.store.teamMembers.list(team._id).length,
    createdAt: team.createdAt,
  };
}

function visibleTeam(req: ApiRequest): Doc {
  const team = req.ctx.store.teams.get(req.params.teamId!);
  if (!team || !(isAdmin(req.user) || roleIn(req, team._id))) throw notFound('Team');
  return team;
}

function ownedTeam(req: ApiRequest): Doc {
  const team = visibleTeam(req);
  if (!isAdmin(req.user) && roleIn(req, team._id) !== 'OWNER') throw forbidden();
  return team;
}

function fieldsOf(body: Record<string, unknown>, creating: boolean): Record<string, unknown> {
  const errors: string[] = [];
  const out: Record<string, unknown> = {};
  if (creating || body.name !== undefined) {
    if (typeof body.name !== 'string' || !body.name.trim()) errors.push('name should not be empty');
  }
  if (body.description !== undefined) {
    if (typeof body.description !== 'string') errors.push('description must be a string');
    else out.description = body.description;
  }
  // Spec 002 section 7: an organization also carries an email and a logo image (the contract's team DTO is a stub).
  if (body.email !== undefined) {
    if (typeof body.email !== 'string' || !isValidEmail(body.email.trim())) errors.push('email must be an email');
    else out.email = body.email.trim();
  }
  if (body.logoImage !== undefined) {
    if (typeof body.logoImage !== 'string') errors.push('logoImage must be a string');
    else out.logoImage = body.logoImage;
  }
  if (body.color !== undefined) {
    if (typeof body.color !== 'string') errors.push('color must be a string');
    else out.color = body.color;
  }
  if (body.gitProvider !== undefined) {
    if (!(GIT_PROVIDERS as readonly unknown[]).includes(body.gitProvider)) {
      errors.push(`gitProvider must be one of the following values: ${GIT_PROVIDERS.join(', ')}`);
    } else out.gitProvider = body.gitProvider;
  }
  if (body.repositories !== undefined) {
    const ok =
      Array.isArray(body.repositories) &&
      body.repositories.every((r) => r && typeof r === 'object' && typeof (r as { name?: unknown }).name === 'string');
    if (!ok) errors.push('repositories must be an array of {name, url}');
    else out.repositories = body.repositories;
  }
  if (errors.length) throw badRequest(errors);
  return out;
}

function list(req: ApiRequest) {
  const { limit, offset } = pagingOf(req.query);
  const search = searchParam(req.query.get('search') ?? undefined);
  const all = req.ctx.store.teams.all({ search }).filter((t) => isAdmin(req.user) || roleIn(req, t._id));
  return pageReply({ items: all.slice(offset, offset + limit).map((t) => view(req, t)), total: all.length });
}

function create(req: ApiRequest) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const data = fieldsOf(body, true);
  const id = newId();
  req.ctx.store.transaction(() => {
    req.ctx.store.teams.insert({
      id,
      name: (body.name as string).trim(),
      createdBy: req.user._id,
      createdAt: new Date().toISOString(),
      data,
    });
    req.ctx.store.teamMembers.add(id, req.user._id, 'OWNER');
  });
  return { status: 201, body: view(req, req.ctx.store.teams.get(id)!) };
}

function update(req: ApiRequest) {
  const team = ownedTeam(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const data = fieldsOf(body, false);
  const name = typeof body.name === 'string' ? body.name.trim() : team.name;
  req.ctx.store.teams.update(team._id, name, { ...team, ...data });
  return { body: view(req, req.ctx.store.teams.get(team._id)!) };
}

function remove(req: ApiRequest) {
  const team = ownedTeam(req);
  req.ctx.store.transaction(() => {
    req.ctx.store.teamMembers.removeAll(team._id);
    req.ctx.store.teams.remove(team._id);
  });
  return { body: { deleted: 1 } };
}

function addMember(req: ApiRequest) {
  const team = ownedTeam(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors: string[] = [];
  if (typeof body.email !== 'string' || !body.email.trim()) errors.push('email should not be empty');
  const role = body.role ?? 'MEMBER';
  if (!(TEAM_ROLES as readonly unknown[]).includes(role))
    errors.push(`role must be one of the following values: ${TEAM_ROLES.join(', ')}`);
  if (errors.length) throw badRequest(errors);
  const user = req.ctx.store.users.findByEmail((body.email as string).trim());
  if (!user) throw notFound('User');
  if (req.ctx.store.teamMembers.list(team._id).some((m) => m._id === user._id))
    throw conflict('The user is already a member.');
  req.ctx.store.teamMembers.add(team._id, user._id, role as string);
  return { status: 201, body: req.ctx.store.teamMembers.list(team._id).find((m) => m._id === user._id) };
}

function removeMember(req: ApiRequest) {
  const team = ownedTeam(req);
  const member = req.ctx.store.teamMembers.list(team._id).find((m) => m._id === req.params.memberId);
  if (!member) throw notFound('Member');
  if (member.role === 'OWNER') throw badRequest(TEAM_OWNER_LOCKED_MESSAGE);
  req.ctx.store.teamMembers.remove(team._id, member._id);
  return { body: { deleted: 1 } };
}

/** The team's repositories, each with the team's git provider. */
function repos(req: ApiRequest) {
  const team = visibleTeam(req);
  const list = (team.repositories ?? []) as { name: string; url?: string }[];
  return pageReply({ items: list.map((r) => ({ ...r, provider: team.gitProvider ?? null })), total: list.length });
}

const T = '/api/v2/teams/:teamId';
export const teamRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/teams', handler: list },
  { method: 'POST', path: '/api/v2/teams', handler: create },
  { method: 'GET', path: T, handler: (req) => ({ body: view(req, visibleTeam(req)) }) },
  { method: 'PATCH', path: T, handler: update },
  { method: 'DELETE', path: T, handler: remove },
  { method: 'GET', path: `${T}/repos`, handler: repos },
  {
    method: 'GET',
    path: `${T}/members`,
    handler: (req) => {
      const t = visibleTeam(req);
      const all = req.ctx.store.teamMembers.list(t._id);
      return pageReply({ items: all, total: all.length });
    },
  },
  { method: 'POST', path: `${T}/members`, handler: addMember },
  { method: 'DELETE', path: `${T}/members/:memberId`, handler: removeMember },
];
