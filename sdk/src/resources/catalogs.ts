import type { z } from 'zod';
import type { PageParams } from '../pagination.js';
import { type Ack, ackSchema, type Catalog, catalogSchema, catalogValidationSchema } from '../schemas/collaboration.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Fields of a catalog a publisher sets (spec 001 section 3). */
export interface CatalogBody {
  /** The repository name: lower-case letters, digits, hyphen and underscore. */
  name?: string;
  title?: string;
  image?: string;
  repoUrl?: string;
  repositoryProvider?: string;
  description?: string;
  organization?: { name?: string; email?: string; logoImage?: string; isVerified?: boolean; color?: string };
  isUsingAIKey?: boolean;
  isFromRegistry?: boolean;
  isDrupalForge?: boolean;
}

/** The admin update may also publish. */
export interface CatalogAdminBody extends CatalogBody {
  isPublish?: boolean;
}

export type CatalogValidation = z.infer<typeof catalogValidationSchema>;

/** Catalogs of launchable templates: `/v2/catalogs` and a workspace's catalog tabs. */
export class Catalogs extends Resource {
  /** Lists the catalogs the user can see (published, own drafts; admins: all). */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/catalogs', catalogSchema, { ...params }, options);
  }

  /** The published catalogs shown on a workspace's Catalogs tab (24 a page). */
  listForWorkspace(workspaceId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/catalogs`, catalogSchema, { ...params }, options);
  }

  /** The Drupal Forge catalogs of a workspace (36 a page). */
  listDrupalForge(workspaceId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/catalogs-drupalforge`, catalogSchema, { ...params }, options);
  }

  /** One catalog. */
  get(catalogId: string, options?: CallOptions): Promise<Catalog> {
    return this.transport.json('GET', `/catalogs/${seg(catalogId)}`, catalogSchema, options);
  }

  /** Creates a catalog (unpublished until an admin publishes it). */
  create(body: CatalogBody & { name: string }, options?: CallOptions): Promise<Catalog> {
    return this.transport.json('POST', '/catalogs', catalogSchema, { ...options, body });
  }

  /** Updates one's own catalog. */
  update(catalogId: string, body: CatalogBody, options?: CallOptions): Promise<Catalog> {
    return this.transport.json('PATCH', `/catalogs/${seg(catalogId)}`, catalogSchema, { ...options, body });
  }

  /** Admin update: may publish or unpublish. */
  adminUpdate(catalogId: string, body: CatalogAdminBody, options?: CallOptions): Promise<Catalog> {
    return this.transport.json('PATCH', `/catalogs/${seg(catalogId)}/admin`, catalogSchema, { ...options, body });
  }

  /** Deletes one's own catalog. */
  delete(catalogId: string, options?: CallOptions): Promise<Ack> {
    return this.transport.json('DELETE', `/catalogs/${seg(catalogId)}`, ackSchema, options);
  }

  /** Whether a repository name is free and well-formed for a new catalog. */
  validate(repoName: string, options?: CallOptions): Promise<CatalogValidation> {
    return this.transport.json('GET', `/catalogs/${seg(repoName)}/validate`, catalogValidationSchema, options);
  }
}
