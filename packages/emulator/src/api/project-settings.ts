import { PROJECT_EDIT_NAME_REQUIRED_MESSAGE, PROJECT_TYPES, registryErrors } from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { bodyOf } from './deployment-access.js';
import { pageReply, pagingOf } from './paging.js';
import { projectAt } from './project-access.js';
import type { ApiRequest, RouteDef } from './types.js';

const P = '/api/v2/workspaces/:workspaceId/projects/:projectId';
const EDITABLE_ROLES = ['PROJECT_MAINTAINER', 'PROJECT_DEVELOPER'];

function save(req: ApiRequest, patch: Record<string, unknown>, fields?: { name: string; description: string }) {
  const { project } = projectAt(req, 'maintainer');
  const name = fields?.name ?? project.name;
  const description = fields?.description ?? String(project.description ?? '');
  req.ctx.store.projects.update(project._id, { name, description }, patch);
  return { body: req.ctx.store.projects.get(project._id) };
}

/**
 * PUT the project: name (required, "Please enter name"), description (spec 002 section 7) and project type (spec 002
 * section 2.4 "Basic Information: name, description, project type ... editable"). The contract's update DTO is empty:
 * `projectType` is a type's key, as the create DTO (CreateProjectDTO.projectType) sends it; stored as {key, name}.
 */
function update(req: ApiRequest) {
  const { project } = projectAt(req, 'maintainer');
  const body = bodyOf(req);
  const errors: string[] = [];
  if (body.name !== undefined && (typeof body.name !== 'string' || body.name.trim() === ''))
    errors.push(PROJECT_EDIT_NAME_REQUIRED_MESSAGE);
  if (body.description !== undefined && typeof body.description !== 'string')
    errors.push('description must be a string');
  const projectType =
    body.projectType === undefined ? undefined : PROJECT_TYPES.find((t) => t.key === body.projectType);
  if (body.projectType !== undefined && !projectType)
    errors.push('projectType must be one of the project types (GET /v2/projects/project-types)');
  if (errors.length) throw badRequest(errors);
  const name = typeof body.name === 'string' ? body.name.trim() : project.name;
  const description = typeof body.description === 'string' ? body.description : String(project.description ?? '');
  return save(req, projectType ? { projectType } : {}, { name, description });
}

/** Registry forms (spec 002 section 5): the domain rule's field messages, named by the DTO's fields. */
function registryMessages(errors: Partial<Record<string, string>>, names: Record<string, string>): string[] {
  return Object.entries(errors).map(([field, message]) =>
    message === 'Required' ? `${names[field]} should not be empty` : `${names[field]}: ${message}`,
  );
}

function registry(req: ApiRequest) {
  projectAt(req, 'maintainer');
  const b = bodyOf(req);
  const errors = registryErrors(
    { server: b.registryServer, username: b.registryUsername, token: b.registryToken },
    false,
  );
  const messages = registryMessages(errors, {
    server: 'registryServer',
    username: 'registryUsername',
    token: 'registryToken',
  });
  if (typeof b.registryProvider !== 'string' || !b.registryProvider)
    messages.unshift('registryProvider should not be empty');
  if (messages.length) throw badRequest(messages);
  const { registryProvider, registryServer, registryUsername, registryToken } = b;
  // The contract declares only 201 for the registry POSTs.
  return {
    ...save(req, { registryProvider, registryServer, registryUsername, registryToken, isCustomRegistry: true }),
    status: 201,
  };
}

function baseRegistry(req: ApiRequest) {
  projectAt(req, 'maintainer');
  const b = bodyOf(req);
  const names = {
    server: 'baseRegistryServer',
    username: 'baseRegistryUsername',
    token: 'baseRegistryToken',
    tags: 'baseRegistryTags',
  };
  const errors = registryErrors(
    {
      server: b.baseRegistryServer,
      username: b.baseRegistryUsername,
      token: b.baseRegistryToken,
      tags: b.baseRegistryTags,
    },
    true,
  );
  const messages = registryMessages(errors, names);
  if (typeof b.baseRegistryProvider !== 'string' || !b.baseRegistryProvider)
    messages.unshift('baseRegistryProvider should not be empty');
  if (messages.length) throw badRequest(messages);
  const saved = save(req, {
    isCustomRegistry: b.isCustomRegistry !== false,
    baseRegistryProvider: b.baseRegistryProvider,
    baseRegistryServer: b.baseRegistryServer,
    baseRegistryUsername: b.baseRegistryUsername,
    baseRegistryToken: b.baseRegistryToken,
    baseRegistryTags: b.baseRegistryTags,
  });
  return { ...saved, status: 201 };
}

/** Editor extensions: a list in, a comma-separated string on the project (spec 002 section 2.6). */
function extensions(req: ApiRequest) {
  projectAt(req, 'maintainer');
  const b = bodyOf(req);
  const list = b.extensions ?? b.vscodeExtensions;
  if (!Array.isArray(list) || !list.every((e) => typeof e === 'string' && e.trim() !== ''))
    throw badRequest(['each value in extensions must be a string']);
  return save(req, { vscodeExtensions: [...new Set(list.map((e: string) => e.trim()))].join(',') });
}

function memberOf(req: ApiRequest) {
  const { workspace, project } = projectAt(req, 'owner');
  const member = req.ctx.store.projects.members(project._id).find((m) => m._id === req.params.userId);
  if (!member) throw notFound('User');
  // Spec 002 section 6: the owner row has no actions; spec 001 section 6: the current user cannot be edited or removed.
  if (member.role === 'PROJECT_OWNER') throw badRequest('The project owner cannot be changed or removed.');
  if (member._id === req.user._id) throw badRequest('You cannot change or remove yourself.');
  return { workspace, project, member };
}

export const projectSettingRoutes: RouteDef[] = [
  { method: 'PUT', path: P, handler: update },
  {
    method: 'DELETE',
    path: P,
    handler: (req) => {
      const { project } = projectAt(req, 'owner');
      const { store } = req.ctx;
      const apps = store.applications.list(
        { workspaceId: project.workspace, projectId: project._id, search: null },
        10_000,
        0,
      );
      const running =
        apps.items.some((a) => a.status === 'DEPLOY_APPLICATION_SUCCESS' || a.status === 'UPGRADING') ||
        store.deployments.listOfProject(project._id).some((d) => d.status === 'DEPLOY_APPLICATION_SUCCESS');
      // The spec does not say what happens to running branches; we refuse rather than tear them down unseen.
      if (running) throw badRequest('Undeploy every branch and tag of the project before deleting it.');
      store.projects.remove(project._id);
      return { body: { deleted: true, _id: project._id, name: project.name } };
    },
  },
  {
    // The project's resources: its branches and tags in one list (the spec does not describe this call).
    method: 'GET',
    path: `${P}/resources`,
    handler: (req) => {
      const { project } = projectAt(req, 'member');
      const { store } = req.ctx;
      const apps = store.applications.list(
        { workspaceId: project.workspace, projectId: project._id, search: null },
        10_000,
        0,
      ).items;
      const all = [
        ...apps.map((a) => ({
          _id: a._id,
          kind: 'application',
          name: a.originBranch ?? a.name,
          status: a.status,
          replicas: a.replicas,
          hostname: a.hostname,
        })),
        ...store.deployments.listOfProject(project._id).map((d) => ({
          _id: d._id,
          kind: 'deployment',
          name: d.name,
          status: d.status,
          replicas: d.replicas,
          hostname: d.hostname,
        })),
      ];
      const search = req.query.get('search')?.trim().toLowerCase();
      const items = all.filter((r) => !search || String(r.name).toLowerCase().includes(search));
      const { limit, offset } = pagingOf(req.query);
      return pageReply({ items: items.slice(offset, offset + limit), total: items.length });
    },
  },
  { method: 'POST', path: `${P}/registry`, handler: registry },
  { method: 'POST', path: `${P}/base-registry`, handler: baseRegistry },
  { method: 'PATCH', path: `${P}/vscode-extensions`, handler: extensions },
  {
    method: 'GET',
    path: `${P}/users`,
    handler: (req) => {
      const { project } = projectAt(req, 'member');
      const search = req.query.get('search')?.trim().toLowerCase();
      const all = req.ctx.store.projects
        .members(project._id)
        .filter(
          (m) =>
            !search ||
            m.rawInfo.email.toLowerCase().includes(search) ||
            (m.displayName ?? '').toLowerCase().includes(search),
        );
      const { limit, offset } = pagingOf(req.query);
      return pageReply({ items: all.slice(offset, offset + limit), total: all.length });
    },
  },
  {
    method: 'PATCH',
    path: `${P}/users/:userId`,
    handler: (req) => {
      const { project, member } = memberOf(req);
      const role = bodyOf(req).role;
      if (typeof role !== 'string' || !EDITABLE_ROLES.includes(role))
        throw badRequest([`role must be one of the following values: ${EDITABLE_ROLES.join(', ')}`]);
      req.ctx.store.projects.setMemberRole(project._id, member._id, role);
      return { body: { ...member, role } };
    },
  },
  {
    method: 'DELETE',
    path: `${P}/users/:userId`,
    handler: (req) => {
      const { project, member } = memberOf(req);
      req.ctx.store.projects.removeMember(project._id, member._id);
      return { body: { deleted: true, _id: member._id } };
    },
  },
];
