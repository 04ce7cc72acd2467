import { HOSTED_ZONE_PAGE_SIZES, hostedZoneDomainError } from '../domain.js';
import { conflict, notFound } from '../http/errors.js';
import { newId, stableId } from '../ids.js';
import type { HostedZoneAnswer } from '../store/answer-types.js';
import type { StoredRecord } from '../store/records.js';
import { bodyOf, failIfAny, listQuery, pageReply, requireAdmin } from './admin-access.js';
import type { ApiRequest, RouteDef } from './types.js';

/** A hosted zone as the admin pages see it: every field of the SDK's schema, built field by field. */
export function hostedZoneView(record: StoredRecord): HostedZoneAnswer {
  const { hostedZoneId, nameServers, description, privateZone, isDrupalForge, createdBy } = record.data;
  return {
    _id: record._id,
    name: record.name,
    hostedZoneId: typeof hostedZoneId === 'string' ? hostedZoneId : null,
    nameServers: Array.isArray(nameServers) ? nameServers.filter((n): n is string => typeof n === 'string') : [],
    description: typeof description === 'string' ? description : null,
    privateZone: privateZone === true,
    isDrupalForge: isDrupalForge === true,
    createdBy: createdBy ?? null,
    createdAt: record.createdAt,
  };
}

/** Four name servers, as Route 53 hands out for a new public zone (stable per domain). */
export function nameServersFor(domain: string): string[] {
  const n = Number.parseInt(stableId(domain).slice(0, 4), 16);
  return [
    `ns-${n % 2048}.awsdns-${n % 64}.org`,
    `ns-${(n + 511) % 2048}.awsdns-${(n + 7) % 64}.co.uk`,
    `ns-${(n + 1023) % 2048}.awsdns-${(n + 13) % 64}.com`,
    `ns-${(n + 1535) % 2048}.awsdns-${(n + 29) % 64}.net`,
  ];
}

function create(req: ApiRequest) {
  requireAdmin(req);
  const body = bodyOf(req);
  const domain = typeof body.domain === 'string' ? body.domain.trim().toLowerCase() : undefined;
  const error = hostedZoneDomainError(domain);
  failIfAny(error ? [error] : []);
  if (body.isDrupalForge !== undefined && typeof body.isDrupalForge !== 'boolean') {
    failIfAny(['isDrupalForge must be a boolean value']);
  }
  const taken = req.ctx.store.records.list('hosted-zone', { search: domain! }, 100, 0).items;
  if (taken.some((z) => z.name === domain)) throw conflict(`Hosted zone ${domain} already exists.`);
  const record = req.ctx.store.records.insert('hosted-zone', {
    id: newId(),
    ownerId: req.user._id,
    name: domain!,
    createdAt: new Date().toISOString(),
    data: {
      hostedZoneId: `Z${stableId(`zone:${domain}`).slice(0, 20).toUpperCase()}`,
      nameServers: nameServersFor(domain!),
      description: `Hosted zone for ${domain}`,
      privateZone: false,
      isDrupalForge: body.isDrupalForge === true,
      createdBy: req.user._id,
    },
  });
  return { status: 201, body: hostedZoneView(record) };
}

export const hostedZoneRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v2/hosted-zones',
    handler: (req) => {
      requireAdmin(req);
      const { limit, offset, search } = listQuery(req, HOSTED_ZONE_PAGE_SIZES[0]);
      const page = req.ctx.store.records.list('hosted-zone', { search }, limit, offset);
      return pageReply({ items: page.items.map(hostedZoneView), total: page.total });
    },
  },
  { method: 'POST', path: '/api/v2/hosted-zones', handler: create },
  {
    method: 'DELETE',
    path: '/api/v2/hosted-zones/:id',
    handler: (req) => {
      requireAdmin(req);
      if (!req.ctx.store.records.delete('hosted-zone', req.params.id!)) throw notFound('Hosted zone');
      return { body: { deleted: true, _id: req.params.id } };
    },
  },
];
