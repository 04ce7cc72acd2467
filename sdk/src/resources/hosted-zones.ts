import type { PageParams } from '../pagination.js';
import { type HostedZone, hostedZoneSchema } from '../schemas/administration.js';
import { type Deleted, deletedSchema } from '../schemas/environment.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Hosted zones (admin pages): `/v2/hosted-zones`. */
export class HostedZones extends Resource {
  /** Lists hosted zones (page size 50 on the page). */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/hosted-zones', hostedZoneSchema, { ...params }, options);
  }

  /** Creates a hosted zone for a domain. */
  create(body: { domain: string; isDrupalForge?: boolean }, options?: CallOptions): Promise<HostedZone> {
    const sent = { domain: body.domain.trim(), isDrupalForge: body.isDrupalForge ?? false };
    return this.transport.json('POST', '/hosted-zones', hostedZoneSchema, { ...options, body: sent });
  }

  /** Deletes a hosted zone. */
  delete(id: string, options?: CallOptions): Promise<Deleted> {
    return this.transport.json('DELETE', `/hosted-zones/${seg(id)}`, deletedSchema, options);
  }
}
