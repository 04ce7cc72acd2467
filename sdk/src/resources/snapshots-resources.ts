import * as z from 'zod';
import type { PageParams } from '../pagination.js';
import {
  type Snapshot,
  type SnapshotDeleting,
  snapshotDeletingSchema,
  snapshotSchema,
  type UserResource,
  userResourceSchema,
} from '../schemas/application-area.js';
import { type Deleted, deletedSchema } from '../schemas/environment.js';
import { builtOnFirstUse } from '../schemas/lazy-schema.js';
import { type CallOptions, Resource, seg } from './resource.js';

const applicationSnapshotsSchema = builtOnFirstUse(() =>
  z.looseObject({ snapshots: z.array(snapshotSchema).nullish() }),
);

/** Snapshots of applications: `/v2/snapshots/{id}` (an application's detail by id lists its snapshots). */
export class Snapshots extends Resource {
  /**
   * An application's snapshots: the contract has no snapshot list, so they are read from the application's detail
   * by id (`GET /v2/applications/{id}`, its `snapshots` field).
   */
  async ofApplication(applicationId: string, options?: CallOptions): Promise<Snapshot[]> {
    const path = `/applications/${seg(applicationId)}`;
    return (await this.transport.json('GET', path, applicationSnapshotsSchema, options)).snapshots ?? [];
  }

  /** One snapshot. */
  get(snapshotId: string, options?: CallOptions): Promise<Snapshot> {
    return this.transport.json('GET', `/snapshots/${seg(snapshotId)}`, snapshotSchema, options);
  }

  /** Deletes a snapshot (a DELETE_SNAPSHOT task on its application). */
  delete(snapshotId: string, options?: CallOptions): Promise<SnapshotDeleting> {
    return this.transport.json('DELETE', `/snapshots/${seg(snapshotId)}`, snapshotDeletingSchema, options);
  }
}

/** A resource to store: a name and either an uploaded file's id or an address. */
export interface UserResourceInput {
  name: string;
  type?: string;
  url?: string;
  fileId?: string;
  description?: string;
}

/** The signed-in user's stored resources: `/v2/resources`. */
export class UserResources extends Resource {
  /** Lists the user's resources (search on the name; page size 12). */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/resources', userResourceSchema, { ...params }, options);
  }

  /** Stores a resource. */
  create(input: UserResourceInput, options?: CallOptions): Promise<UserResource> {
    return this.transport.json('POST', '/resources', userResourceSchema, { ...options, body: { ...input } });
  }

  /** Deletes one of the user's resources. */
  delete(resourceId: string, options?: CallOptions): Promise<Deleted> {
    return this.transport.json('DELETE', `/resources/${seg(resourceId)}`, deletedSchema, options);
  }
}
