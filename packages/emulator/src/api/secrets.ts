import { secretManagerNameError, secretValuesErrors } from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { SecretManagerAnswer } from '../store/answer-types.js';
import type { Project } from '../store/projects.js';
import { bodyOf } from './deployment-access.js';
import { pageReply, pagingOf } from './paging.js';
import { projectAt, projectById } from './project-access.js';
import type { ApiRequest, RouteDef } from './types.js';

const P = '/api/v2/workspaces/:workspaceId/projects/:projectId/secret-managers';

/**
 * Who may do what is not in the spec: any project member sees the names; the values are credentials, so reading,
 * writing and deleting them is for project maintainers and above (our choice).
 */
function checked(name: unknown, values: unknown): Record<string, unknown> {
  const errors: string[] = [];
  const nameError = secretManagerNameError(name);
  if (nameError) errors.push(nameError);
  errors.push(...secretValuesErrors(values));
  if (errors.length) throw badRequest(errors);
  return Object.fromEntries(Object.entries(values as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
}

/** The list: every field of the SDK's schema but the values (spec 002 section 2.5: names only). */
function names(req: ApiRequest, project: Project) {
  const all = req.ctx.store.secretManagers.list(project._id).map(
    (m): Omit<SecretManagerAnswer, 'values'> => ({
      _id: m._id,
      name: m.name,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
    }),
  );
  const { limit, offset } = pagingOf(req.query, 12);
  return pageReply({ items: all.slice(offset, offset + limit), total: all.length });
}

function byName(req: ApiRequest, project: Project) {
  const manager = req.ctx.store.secretManagers.byName(project._id, req.params.name!);
  if (!manager) throw notFound('Secret manager');
  return manager;
}

function bySet(req: ApiRequest, project: Project) {
  const manager = req.ctx.store.secretManagers.byId(project._id, req.params.setId!);
  if (!manager) throw notFound('Secret manager');
  return manager;
}

export const secretRoutes: RouteDef[] = [
  { method: 'GET', path: P, handler: (req) => names(req, projectAt(req, 'member').project) },
  {
    // Creates the named manager or replaces its values (the name itself cannot be edited, spec 002 section 5).
    method: 'POST',
    path: `${P}/:name`,
    handler: (req) => {
      const { project } = projectAt(req, 'maintainer');
      const body = bodyOf(req);
      if (body.name !== undefined && body.name !== req.params.name)
        throw badRequest(['name must match the name in the path']);
      const values = checked(req.params.name, body.values);
      const existed = req.ctx.store.secretManagers.byName(project._id, req.params.name!);
      const at = new Date().toISOString();
      const saved = req.ctx.store.secretManagers.save({
        id: newId(),
        projectId: project._id,
        name: req.params.name!,
        values,
        at,
      });
      return { status: existed ? 200 : 201, body: saved };
    },
  },
  {
    method: 'GET',
    path: `${P}/:name`,
    handler: (req) => ({ body: byName(req, projectAt(req, 'maintainer').project) }),
  },
  {
    method: 'DELETE',
    path: `${P}/:name`,
    handler: (req) => {
      const { project } = projectAt(req, 'maintainer');
      const manager = byName(req, project);
      req.ctx.store.secretManagers.remove(manager._id);
      return { body: { deleted: true, name: manager.name } };
    },
  },
  {
    method: 'GET',
    path: '/api/v2/secrets/:projectId',
    handler: (req) => names(req, projectById(req, req.params.projectId!, 'member').project),
  },
  {
    method: 'POST',
    path: '/api/v2/secrets/:projectId',
    handler: (req) => {
      const { project } = projectById(req, req.params.projectId!, 'maintainer');
      const body = bodyOf(req);
      const values = checked(body.name, body.values);
      const name = String(body.name);
      if (req.ctx.store.secretManagers.byName(project._id, name))
        throw conflict(`A secret manager named ${name} already exists.`);
      const at = new Date().toISOString();
      return {
        status: 201,
        body: req.ctx.store.secretManagers.save({ id: newId(), projectId: project._id, name, values, at }),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/v2/secrets/:projectId/set/:setId',
    handler: (req) => ({ body: bySet(req, projectById(req, req.params.projectId!, 'maintainer').project) }),
  },
  {
    method: 'DELETE',
    path: '/api/v2/secrets/:projectId/set/:setId',
    handler: (req) => {
      const { project } = projectById(req, req.params.projectId!, 'maintainer');
      const manager = bySet(req, project);
      req.ctx.store.secretManagers.remove(manager._id);
      return { body: { deleted: true, _id: manager._id, name: manager.name } };
    },
  },
];
