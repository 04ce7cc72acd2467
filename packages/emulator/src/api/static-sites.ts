/**
 * Static exports of an application on QuantCDN and their custom domains (spec 003 sections 3 and 7,
 * `/v2/applications/{id}/statics`). Creating one is a CREATE_STATIC_SITE task; a site's status is its activity's.
 */
import { customDomainError } from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { AppRecord } from '../store/application-records.js';
import {
  type AppLevel,
  type AppScope,
  activityRef,
  appScope,
  objectBody,
  startAppTask,
} from './application-support.js';
import { pageReply } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

const STATICS = '/api/v2/applications/:id/statics';
export const STATIC_SITE_REQUIRED_MESSAGE = 'Create a static site first.';

/** The application of an `/applications/{id}` path with the nested routes' checks (404, then 403 by level). */
export function scopeById(req: ApiRequest, level: AppLevel): AppScope {
  const app = req.ctx.store.applications.state(req.params.id!);
  if (!app) throw notFound('Application');
  const params = { workspaceId: app.workspaceId, projectId: app.projectId, applicationId: app.id };
  return appScope({ ...req, params }, level);
}

function siteView(req: ApiRequest, record: AppRecord) {
  const activity = activityRef(req, record.data.activityId);
  return {
    _id: record.id,
    provider: record.data.provider,
    status: activity?.status ?? null,
    url: record.data.url,
    activity,
    application: record.applicationId,
    createdAt: record.createdAt,
  };
}

function sitesOf(req: ApiRequest, applicationId: string) {
  return req.ctx.store.appRecords.list({ kind: 'static-site', applicationId }).items.map((r) => siteView(req, r));
}

function domainsOf(req: ApiRequest, applicationId: string) {
  return req.ctx.store.appRecords
    .list({ kind: 'static-domain', applicationId })
    .items.map((r) => ({ _id: r.id, domain: r.data.domain, createdAt: r.createdAt }));
}

/** Export Site is an admin-level section (spec 002 section 6); the app must be deployed (the task's rule). */
function create(req: ApiRequest) {
  const { workspace, project, application } = scopeById(req, 'admin-level');
  objectBody(req.body);
  const activityId = startAppTask(req, application._id, 'CREATE_STATIC_SITE');
  const id = newId();
  req.ctx.store.appRecords.insert({
    id,
    kind: 'static-site',
    workspaceId: workspace._id,
    projectId: project._id,
    applicationId: application._id,
    ownerId: req.user._id,
    createdAt: new Date().toISOString(),
    data: { provider: 'quantcdn', activityId, url: `https://${String(application.applicationName)}.quantcdn.io` },
  });
  const site = siteView(req, req.ctx.store.appRecords.get('static-site', id)!);
  return { status: 201, body: { activityId, site } };
}

function overview(req: ApiRequest) {
  const { application } = scopeById(req, 'view');
  const sites = sitesOf(req, application._id);
  const latest = sites[0] ?? null;
  const live = sites.find((s) => s.status === 'SUCCESS');
  return {
    body: {
      application: application._id,
      totalSites: sites.length,
      totalDomains: domainsOf(req, application._id).length,
      status: latest?.status ?? null,
      url: live?.url ?? null,
      latest,
    },
  };
}

/** A domain needs a site that was exported successfully; validated as the application's custom domains are. */
function addDomain(req: ApiRequest) {
  const { workspace, project, application } = scopeById(req, 'admin-level');
  const body = objectBody(req.body);
  const error = customDomainError(typeof body.domain === 'string' ? body.domain : null);
  if (error) throw badRequest([error]);
  if (!sitesOf(req, application._id).some((s) => s.status === 'SUCCESS'))
    throw badRequest(STATIC_SITE_REQUIRED_MESSAGE);
  const domain = String(body.domain).trim().toLowerCase();
  if (domainsOf(req, application._id).some((d) => d.domain === domain))
    throw conflict(`The domain ${domain} is already added.`);
  const id = newId();
  const createdAt = new Date().toISOString();
  req.ctx.store.appRecords.insert({
    id,
    kind: 'static-domain',
    workspaceId: workspace._id,
    projectId: project._id,
    applicationId: application._id,
    createdAt,
    data: { domain },
  });
  return { status: 201, body: { _id: id, domain, createdAt } };
}

function deleteDomain(req: ApiRequest) {
  const { application } = scopeById(req, 'admin-level');
  const record = req.ctx.store.appRecords.get('static-domain', req.params.domainId!);
  if (!record || record.applicationId !== application._id) throw notFound('Domain');
  req.ctx.store.appRecords.remove('static-domain', record.id);
  return { body: { _id: record.id, deleted: true } };
}

export const staticSiteRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: STATICS,
    handler: (req) => {
      const sites = sitesOf(req, scopeById(req, 'view').application._id);
      return pageReply({ items: sites, total: sites.length });
    },
  },
  { method: 'GET', path: `${STATICS}/overview`, handler: overview },
  { method: 'POST', path: `${STATICS}/quantcdn`, handler: create },
  {
    method: 'GET',
    path: `${STATICS}/quantcdn/domains`,
    handler: (req) => {
      const domains = domainsOf(req, scopeById(req, 'view').application._id);
      return pageReply({ items: domains, total: domains.length });
    },
  },
  { method: 'POST', path: `${STATICS}/quantcdn/domains`, handler: addDomain },
  { method: 'DELETE', path: `${STATICS}/quantcdn/domains/:domainId`, handler: deleteDomain },
];
