import {
  EXPECTED_LOG_LINES,
  GIT_PROVIDERS,
  isAdmin,
  normaliseRepositoryPart,
  PLATFORM_MIGRATION_TYPES,
  PROJECT_TYPES,
  projectNameError,
} from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { searchParam } from '../store/json.js';
import type { Workspace } from '../store/workspaces.js';
import { visibleWorkspace } from './access.js';
import { bodyOf } from './deployment-access.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

type Body = Record<string, unknown>;
const GITHUB_REPOSITORY_TOKEN = 'GitHub cannot use a repository token.';

/** Checks shared by the creation DTOs (CreateProjectDTO, QuickstartDTO, CloneFromCatalogDTO, MigrateProjectDTO). */
function gitErrors(body: Body, errors: string[]): void {
  if (!(GIT_PROVIDERS as readonly unknown[]).includes(body.repositoryProvider))
    errors.push(`repositoryProvider must be one of the following values: ${GIT_PROVIDERS.join(', ')}`);
  for (const key of ['isUsePersonalToken', 'isUseRepositoryToken'] as const)
    if (body[key] !== undefined && typeof body[key] !== 'boolean') errors.push(`${key} must be a boolean value`);
  if (body.isUseRepositoryToken === true) {
    // Spec 001 section 2, Source Code step: "GitHub cannot use a repository token".
    if (body.repositoryProvider === 'GITHUB') errors.push(GITHUB_REPOSITORY_TOKEN);
    else if (typeof body.repositoryToken !== 'string' || !body.repositoryToken)
      errors.push('repositoryToken should not be empty');
  }
}

function nameOf(body: Body, errors: string[]): string {
  const error = projectNameError(body.name);
  if (error) errors.push('name should not be empty');
  return typeof body.name === 'string' ? body.name.trim() : '';
}

function projectTypeOf(value: unknown, errors: string[]) {
  if (value === undefined || value === null || value === '') return null;
  const type = PROJECT_TYPES.find((t) => t.key === value);
  if (!type) errors.push('projectType must be one of the project types (GET /v2/projects/project-types)');
  return type ?? null;
}

/** Branch names of `instances`: strings, or `{name, originBranch}` as the wizard sends (spec 003 section 3). */
function branchesOf(instances: unknown): string[] {
  if (!Array.isArray(instances) || instances.length === 0) return ['main'];
  const names = instances
    .map((i) => (typeof i === 'string' ? i : ((i as Body)?.originBranch ?? (i as Body)?.name)))
    .filter((n): n is string => typeof n === 'string' && n.trim() !== '');
  return names.length ? [...new Set(names.map((n) => n.trim()))] : ['main'];
}

/** Inserts the project (not yet initialised) with its branches and runs the creation task that initialises it. */
function createProject(req: ApiRequest, workspace: Workspace, action: string, fields: Body, branches: string[]) {
  const { store } = req.ctx;
  const id = newId();
  const at = new Date().toISOString();
  const name = String(fields.name);
  store.transaction(() => {
    store.projects.insert({
      id,
      workspaceId: workspace._id,
      name,
      description: typeof fields.description === 'string' ? fields.description : '',
      createdBy: req.user._id,
      createdAt: at,
      data: { ...fields, name: undefined, description: undefined, initialized: false },
      rbac: [{ user: req.user._id, role: 'PROJECT_OWNER' }],
    });
    branches.forEach((branch, i) => {
      // One millisecond apart so the branches list in the order the wizard gave them.
      const createdAt = new Date(Date.parse(at) + i).toISOString();
      store.applications.insert({
        id: newId(),
        workspaceId: workspace._id,
        projectId: id,
        name: branch,
        status: null,
        replicas: 0,
        createdAt,
        data: { applicationName: `${name}-${branch}`, originBranch: branch },
      });
    });
  });
  const total = EXPECTED_LOG_LINES[action] ?? 20;
  const repo = `${fields.repositoryOwner ?? 'owner'}/${fields.repositoryName ?? name}`;
  const lines = Array.from({ length: total }, (_, i) =>
    i === 0
      ? `Task ${action} started for project ${name} (${fields.repositoryProvider ?? 'git'} ${repo}).`
      : i === total - 1
        ? `Project ${name} is ready.`
        : `Preparing project ${name}: step ${i}/${total - 2}...`,
  );
  const record = req.ctx.tasks.startSubject({
    action,
    user: req.user,
    workspaceId: workspace._id,
    projectId: id,
    environmentId: ((workspace.environment ?? null) as { _id?: string } | null)?._id ?? null,
    lines,
    fail: req.faults.taskError === true,
    finish(succeeded) {
      const project = store.projects.get(id);
      if (succeeded && project)
        store.projects.update(
          id,
          { name: project.name, description: String(project.description ?? '') },
          { initialized: true },
        );
      return succeeded
        ? { title: 'Create project succeeded', message: `Project ${name} was created successfully.`, status: 'SUCCESS' }
        : {
            title: 'Create project failed',
            message: `Project ${name} could not be created. Open the task log for details.`,
            status: 'ERROR',
          };
    },
  });
  return { status: 201, body: { ...store.projects.get(id), activityId: record.id } };
}

function repositoryFields(body: Body): Body {
  return {
    repositoryProvider: body.repositoryProvider,
    repositoryOwner: typeof body.repositoryOwner === 'string' ? normaliseRepositoryPart(body.repositoryOwner) : null,
    repositoryName: typeof body.repositoryName === 'string' ? body.repositoryName.trim() : null,
    repositoryId: typeof body.repositoryId === 'string' ? normaliseRepositoryPart(body.repositoryId) : null,
    repositoryType: body.repositoryType === 'NEW' ? 'NEW' : 'EXISTING',
  };
}

function create(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const body = bodyOf(req);
  const errors: string[] = [];
  const name = nameOf(body, errors);
  gitErrors(body, errors);
  const projectType = projectTypeOf(body.projectType, errors);
  // Spec 001 section 5: "GitHub with a new repo needs a repository name".
  if (body.repositoryType === 'NEW' && !body.repositoryName) errors.push('repositoryName should not be empty');
  if (errors.length) throw badRequest(errors);
  const tags = Array.isArray(body.tags) ? body.tags.map((t) => (typeof t === 'string' ? { name: t } : t)) : [];
  const fields = { name, description: body.description, projectType, tags, ...repositoryFields(body) };
  return createProject(req, workspace, 'CREATE_PROJECT', fields, branchesOf(body.instances));
}

/** Quickstart (deploy variant) and quickclone (develop variant) of a catalogue template (spec 003 section 2). */
function fromCatalog(req: ApiRequest, clone: boolean) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const catalog = req.ctx.store.catalogs.get(req.params.catalogId!);
  if (!catalog) throw notFound('Catalog');
  const body = bodyOf(req);
  const errors: string[] = [];
  // Spec 003 section 5: default name from a catalogue is its name plus a timestamp, lowercased.
  const name =
    typeof body.name === 'string' && body.name.trim()
      ? body.name.trim()
      : `${catalog.name}-${Date.now()}`.toLowerCase();
  gitErrors(body, errors);
  if (clone && !body.repositoryName) errors.push('repositoryName should not be empty');
  if (errors.length) throw badRequest(errors);
  const projectType = PROJECT_TYPES.find((t) => t.key === catalog.projectType) ?? null;
  const fields = {
    name,
    description: `From the ${catalog.name} template.`,
    projectType,
    catalog: { _id: catalog._id, name: catalog.name },
    ...repositoryFields(body),
  };
  return createProject(req, workspace, clone ? 'QUICKCLONE_PROJECT' : 'CREATE_PROJECT', fields, ['main']);
}

/** Import of a site from another platform (spec 003 section 3, import form). */
function migrate(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const body = bodyOf(req);
  const errors: string[] = [];
  const name = nameOf(body, errors);
  if (!(PLATFORM_MIGRATION_TYPES as readonly unknown[]).includes(body.platformMigrationType))
    errors.push(`platformMigrationType must be one of the following values: ${PLATFORM_MIGRATION_TYPES.join(', ')}`);
  for (const key of ['pantheonMachineToken', 'pantheonSiteId'] as const)
    if (typeof body[key] !== 'string' || !body[key]) errors.push(`${key} should not be empty`);
  gitErrors(body, errors);
  const projectType = projectTypeOf(body.projectType ?? 'drupal7_v2', errors);
  if (errors.length) throw badRequest(errors);
  const fields = {
    name,
    description: body.description,
    projectType,
    platformMigrationType: body.platformMigrationType,
    pantheonSiteId: body.pantheonSiteId,
    pantheonEnv: body.pantheonEnv ?? 'dev',
    ...repositoryFields(body),
  };
  return createProject(req, workspace, 'MIGRATE_PROJECT', fields, ['main']);
}

export const projectCreateRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/v2/workspaces/:workspaceId/projects', handler: create },
  {
    method: 'POST',
    path: '/api/v2/workspaces/:workspaceId/quickstart/:catalogId',
    handler: (req) => fromCatalog(req, false),
  },
  {
    method: 'POST',
    path: '/api/v2/workspaces/:workspaceId/quickclone/:catalogId',
    handler: (req) => fromCatalog(req, true),
  },
  { method: 'POST', path: '/api/v2/workspaces/:workspaceId/migrate', handler: migrate },
  {
    method: 'GET',
    path: '/api/v2/projects/project-types',
    handler: () => pageReply({ items: PROJECT_TYPES.map((t) => ({ _id: t.key, ...t })), total: PROJECT_TYPES.length }),
  },
  {
    method: 'GET',
    path: '/api/v2/projects',
    handler: (req) => {
      const { limit, offset } = pagingOf(req.query);
      const admin = isAdmin(req.user);
      const filter = {
        memberId: admin ? null : req.user._id,
        workspaceId: req.query.get('workspaceId') || null,
        projectType: req.query.get('projectTypeId') || null,
        search: searchParam(req.query.get('search') ?? undefined),
      };
      return pageReply(req.ctx.store.projects.listAcross(filter, limit, offset));
    },
  },
];
