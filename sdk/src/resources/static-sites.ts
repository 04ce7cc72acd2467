import {
  type StaticDomain,
  type StaticOverview,
  type StaticSiteStarted,
  staticDomainSchema,
  staticOverviewSchema,
  staticSiteSchema,
  staticSiteStartedSchema,
} from '../schemas/application-area.js';
import { type Deleted, deletedSchema } from '../schemas/environment.js';
import { type CallOptions, Resource, seg } from './resource.js';

const staticsPath = (applicationId: string) => `/applications/${seg(applicationId)}/statics`;

/** Static exports of an application on QuantCDN, and their custom domains: `/v2/applications/{id}/statics`. */
export class StaticSites extends Resource {
  /** Lists the application's static sites, newest first. */
  list(applicationId: string, options?: CallOptions) {
    return this.paged(staticsPath(applicationId), staticSiteSchema, {}, options);
  }

  /** The static-site panel: the latest site, its status and address, and counts. */
  overview(applicationId: string, options?: CallOptions): Promise<StaticOverview> {
    return this.transport.json('GET', `${staticsPath(applicationId)}/overview`, staticOverviewSchema, options);
  }

  /** Exports the running application as a static site on QuantCDN (a CREATE_STATIC_SITE task). */
  createWithQuantCdn(applicationId: string, options?: CallOptions): Promise<StaticSiteStarted> {
    const path = `${staticsPath(applicationId)}/quantcdn`;
    return this.transport.json('POST', path, staticSiteStartedSchema, options);
  }

  /** Lists the static site's custom domains. */
  domains(applicationId: string, options?: CallOptions) {
    return this.paged(`${staticsPath(applicationId)}/quantcdn/domains`, staticDomainSchema, {}, options);
  }

  /** Adds a custom domain to the static site ("Please input domain!", "Domain is invalid."). */
  addDomain(applicationId: string, domain: string, options?: CallOptions): Promise<StaticDomain> {
    const path = `${staticsPath(applicationId)}/quantcdn/domains`;
    return this.transport.json('POST', path, staticDomainSchema, { ...options, body: { domain } });
  }

  /** Removes a custom domain of the static site. */
  deleteDomain(applicationId: string, domainId: string, options?: CallOptions): Promise<Deleted> {
    const path = `${staticsPath(applicationId)}/quantcdn/domains/${seg(domainId)}`;
    return this.transport.json('DELETE', path, deletedSchema, options);
  }
}
