import type { PageParams } from '../pagination.js';
import {
  type CustomDomain,
  customDomainSchema,
  type DomainStarted,
  domainStartedSchema,
} from '../schemas/application-area.js';
import { type Collaborator, collaboratorSchema } from '../schemas/collaboration.js';
import { type Deleted, deletedSchema } from '../schemas/environment.js';
import { applicationBasePath } from './application-backups.js';
import type { ApplicationIds } from './applications.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** The custom-domain form (spec 002 section 5): key and certificate are sent only when both are given. */
export interface CustomDomainInput {
  domain: string;
  privateKey?: string;
  sslCertificate?: string;
}

/** An application's custom domains: `POST .../applications/{a}/domains`. */
export class ApplicationDomains extends Resource {
  /** Adds a custom domain (an ADD_CUSTOM_DOMAIN task); the answer carries the activity id and the domain. */
  add(ids: ApplicationIds, input: CustomDomainInput, options?: CallOptions): Promise<DomainStarted> {
    const body: Record<string, unknown> = {
      domain: input.domain,
      applicationId: ids.applicationId,
      isDeployment: false,
    };
    if (input.privateKey && input.sslCertificate) {
      body.privateKey = input.privateKey;
      body.sslCertificate = input.sslCertificate;
    }
    const path = `${applicationBasePath(ids)}/domains`;
    return this.transport.json('POST', path, domainStartedSchema, { ...options, body });
  }
}

/** A workspace's custom domains across its applications: `/v2/workspaces/{w}/domains`. */
export class Domains extends Resource {
  /** Lists the workspace's custom domains (search on the domain name). */
  list(workspaceId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/domains`, customDomainSchema, { ...params }, options);
  }

  /** Removes a custom domain (a DELETE_CUSTOM_DOMAIN task on its application). */
  delete(workspaceId: string, domainId: string, options?: CallOptions): Promise<CustomDomain> {
    const path = `/workspaces/${seg(workspaceId)}/domains/${seg(domainId)}`;
    return this.transport.json('DELETE', path, customDomainSchema, options);
  }
}

/** Who to add to an application: a user id or an e-mail address. */
export type ApplicationMemberInput = { userId: string; email?: string } | { email: string; userId?: string };

/** An application's users (spec 002 section 2.8 "Members"): `.../applications/{a}/users`. */
export class ApplicationMembers extends Resource {
  /** Lists the application's users. */
  list(ids: ApplicationIds, params: PageParams = {}, options?: CallOptions) {
    const query = { ...params, applicationId: ids.applicationId, sortField: 'createdAt' };
    return this.paged(`${applicationBasePath(ids)}/users`, collaboratorSchema, query, options);
  }

  /** Adds a user of the workspace to the application ("{email} added successfully."). */
  add(ids: ApplicationIds, member: ApplicationMemberInput, options?: CallOptions): Promise<Collaborator> {
    const path = `${applicationBasePath(ids)}/users`;
    return this.transport.json('POST', path, collaboratorSchema, { ...options, body: { ...member } });
  }

  /** Removes a user from the application ("the user removed successfully."). */
  remove(ids: ApplicationIds, userId: string, options?: CallOptions): Promise<Deleted> {
    const path = `${applicationBasePath(ids)}/users/${seg(userId)}`;
    return this.transport.json('DELETE', path, deletedSchema, options);
  }
}
