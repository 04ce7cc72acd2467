import { CATALOG_PAGE_SIZE, DRUPAL_CATALOG_PAGE_SIZE, isAdmin, PROJECT_TYPES } from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { catalogAnswer } from '../store/catalog-answer.js';
import type { Doc } from '../store/documents.js';
import { searchParam } from '../store/json.js';
import { forbidden, visibleWorkspace } from './access.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

/** A catalog's name is its repository name: lower-case letters, digits, hyphen and underscore (spec 001 section 5). */
export const CATALOG_NAME_PATTERN = /^[a-z0-9_-]+$/;
export const CATALOG_NAME_MESSAGE = 'name must contain only lower-case letters, digits, hyphens and underscores';
export const CATALOG_NAME_TAKEN_MESSAGE = 'A catalog with this name already exists.';

/** The template fields of spec 003 section 3 kept as sent (the roots and the launched site's admin login too). */
const STRING_FIELDS = [
  'title',
  'image',
  'repoUrl',
  'repositoryProvider',
  'description',
  'runScript',
  'appRoot',
  'webRoot',
  'adminUser',
  'adminPassword',
  'adminPath',
] as const;
const BOOLEAN_FIELDS = ['isUsingAIKey', 'isFromRegistry', 'isDrupalForge'] as const;
/** Only instance admins publish and verify (the admin update). */
const ADMIN_FIELDS = ['isPublish'] as const;
export const TEMPLATE_PROJECT_TYPE_MESSAGE =
  'projectType must be one of the project types (GET /v2/projects/project-types)';
export const TEMPLATE_CAPACITY_MESSAGE = 'capacityDefault must be a non-empty string or a positive number';

/** The project type a template launches (its key, which quickstart and quickclone look up). */
function projectTypeField(value: unknown, errors: string[], out: Record<string, unknown>) {
  if (value === undefined) return;
  if (typeof value === 'string' && PROJECT_TYPES.some((t) => t.key === value)) out.projectType = value;
  else errors.push(TEMPLATE_PROJECT_TYPE_MESSAGE);
}

/** The default capacity of launched applications: only the admin update sets it (spec 003 section 7). */
function capacityField(value: unknown, errors: string[], out: Record<string, unknown>) {
  if (value === undefined) return;
  const valid = (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && value > 0);
  if (valid) out.capacityDefault = typeof value === 'string' ? value.trim() : value;
  else errors.push(TEMPLATE_CAPACITY_MESSAGE);
}

function fieldsOf(body: Record<string, unknown>, admin: boolean, creating: boolean) {
  const errors: string[] = [];
  const out: Record<string, unknown> = {};
  if (creating || body.name !== undefined) {
    if (typeof body.name !== 'string' || !body.name.trim()) errors.push('name should not be empty');
    else if (!CATALOG_NAME_PATTERN.test(body.name.trim())) errors.push(CATALOG_NAME_MESSAGE);
  }
  for (const key of STRING_FIELDS) {
    if (body[key] === undefined) continue;
    if (typeof body[key] !== 'string') errors.push(`${key} must be a string`);
    else out[key] = body[key];
  }
  // Spec 003 section 3 names the flag isForDrupalForge; the emulator keeps it as isDrupalForge.
  if (body.isDrupalForge === undefined && body.isForDrupalForge !== undefined)
    body.isDrupalForge = body.isForDrupalForge;
  for (const key of [...BOOLEAN_FIELDS, ...(admin ? ADMIN_FIELDS : [])]) {
    if (body[key] === undefined) continue;
    if (typeof body[key] !== 'boolean') errors.push(`${key} must be a boolean value`);
    else out[key] = body[key];
  }
  projectTypeField(body.projectType, errors, out);
  if (admin) capacityField(body.capacityDefault, errors, out);
  if (body.organization !== undefined) {
    if (!body.organization || typeof body.organization !== 'object') errors.push('organization must be an object');
    else out.organization = body.organization;
  }
  if (errors.length) throw badRequest(errors);
  return out;
}

const view = catalogAnswer;

/** Published catalogs are visible to all; unpublished ones to their creator and to instance admins. */
function visibleCatalog(req: ApiRequest): Doc {
  const catalog = req.ctx.store.catalogs.get(req.params.id!);
  if (!catalog || !(catalog.isPublish === true || catalog.createdBy === req.user._id || isAdmin(req.user))) {
    throw notFound('Catalog');
  }
  return catalog;
}

function editableCatalog(req: ApiRequest): Doc {
  const catalog = visibleCatalog(req);
  if (catalog.createdBy !== req.user._id && !isAdmin(req.user)) throw forbidden();
  return catalog;
}

function listWhere(req: ApiRequest, keep: (c: Doc) => boolean, pageSize: number) {
  const { limit, offset } = pagingOf(req.query, pageSize);
  const all = req.ctx.store.catalogs.all({ search: searchParam(req.query.get('search') ?? undefined) }).filter(keep);
  return pageReply({ items: all.slice(offset, offset + limit).map(view), total: all.length });
}

function create(req: ApiRequest) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fields = fieldsOf(body, false, true);
  const name = (body.name as string).trim();
  if (req.ctx.store.catalogs.byName(name)) throw conflict(CATALOG_NAME_TAKEN_MESSAGE);
  const id = newId();
  const data = { title: name, ...fields, isPublish: false };
  req.ctx.store.catalogs.insert({ id, name, createdBy: req.user._id, createdAt: new Date().toISOString(), data });
  return { status: 201, body: view(req.ctx.store.catalogs.get(id)!) };
}

function update(req: ApiRequest, admin: boolean) {
  if (admin && !isAdmin(req.user)) throw forbidden();
  const catalog = editableCatalog(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fields = fieldsOf(body, admin, false);
  const name = typeof body.name === 'string' ? body.name.trim() : catalog.name;
  const other = req.ctx.store.catalogs.byName(name);
  if (other && other._id !== catalog._id) throw conflict(CATALOG_NAME_TAKEN_MESSAGE);
  req.ctx.store.catalogs.update(catalog._id, name, { ...catalog, ...fields });
  return { body: view(req.ctx.store.catalogs.get(catalog._id)!) };
}

function validate(req: ApiRequest) {
  const name = req.params.repoName!;
  if (!CATALOG_NAME_PATTERN.test(name)) return { body: { valid: false, message: CATALOG_NAME_MESSAGE } };
  if (req.ctx.store.catalogs.byName(name)) return { body: { valid: false, message: CATALOG_NAME_TAKEN_MESSAGE } };
  return { body: { valid: true } };
}

const mine = (req: ApiRequest) => (c: Doc) => c.isPublish === true || c.createdBy === req.user._id || isAdmin(req.user);

export const catalogRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/catalogs', handler: (req) => listWhere(req, mine(req), CATALOG_PAGE_SIZE) },
  { method: 'POST', path: '/api/v2/catalogs', handler: create },
  { method: 'GET', path: '/api/v2/catalogs/:id', handler: (req) => ({ body: view(visibleCatalog(req)) }) },
  { method: 'PATCH', path: '/api/v2/catalogs/:id', handler: (req) => update(req, false) },
  { method: 'PATCH', path: '/api/v2/catalogs/:id/admin', handler: (req) => update(req, true) },
  {
    method: 'DELETE',
    path: '/api/v2/catalogs/:id',
    handler: (req) => {
      req.ctx.store.catalogs.remove(editableCatalog(req)._id);
      return { body: { deleted: 1 } };
    },
  },
  { method: 'GET', path: '/api/v2/catalogs/:repoName/validate', handler: validate },
  {
    method: 'GET',
    path: '/api/v2/workspaces/:workspaceId/catalogs',
    handler: (req) => {
      visibleWorkspace(req, req.params.workspaceId!);
      return listWhere(req, (c) => c.isPublish === true, CATALOG_PAGE_SIZE);
    },
  },
  {
    method: 'GET',
    path: '/api/v2/workspaces/:workspaceId/catalogs-drupalforge',
    handler: (req) => {
      visibleWorkspace(req, req.params.workspaceId!);
      return listWhere(req, (c) => c.isPublish === true && c.isDrupalForge === true, DRUPAL_CATALOG_PAGE_SIZE);
    },
  },
];
