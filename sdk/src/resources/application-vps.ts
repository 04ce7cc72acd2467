import type { PageParams } from '../pagination.js';
import { type Vps, type VpsStarted, vpsSchema, vpsStartedSchema } from '../schemas/application-area.js';
import { type Deleted, deletedSchema } from '../schemas/environment.js';
import { applicationBasePath } from './application-backups.js';
import type { ApplicationIds } from './applications.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** The VPS form (spec 002 section 5): title, vpsUsername and publicIPAddress required; privKey on create. */
export interface VpsInput {
  title: string;
  description?: string;
  vpsUsername: string;
  publicIPAddress: string;
  /** The SSH private key; required when creating, kept when omitted on update. */
  privKey?: string;
}

/** The VPS servers an application exports to (spec 002 "Export Site"): `.../applications/{a}/vps`. */
export class ApplicationVps extends Resource {
  /** Lists the application's VPS servers (page size 12 on the screen). */
  list(ids: ApplicationIds, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${applicationBasePath(ids)}/vps`, vpsSchema, { ...params }, options);
  }

  /** Lists a workspace's VPS servers, optionally of one application. */
  listInWorkspace(workspaceId: string, params: PageParams & { applicationId?: string } = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/vps`, vpsSchema, { ...params }, options);
  }

  /** Connects a server (an INIT_VPS task); the private key is required here. */
  create(ids: ApplicationIds, input: VpsInput, options?: CallOptions): Promise<VpsStarted> {
    const path = `${applicationBasePath(ids)}/vps`;
    return this.transport.json('POST', path, vpsStartedSchema, { ...options, body: { ...input } });
  }

  /** Changes a server's connection details; without `privKey` the stored key stays. */
  update(ids: ApplicationIds, vpsId: string, input: VpsInput, options?: CallOptions): Promise<Vps> {
    const path = `${applicationBasePath(ids)}/vps/${seg(vpsId)}`;
    return this.transport.json('PUT', path, vpsSchema, { ...options, body: { ...input } });
  }

  /** Forgets a server (refused while one of its tasks runs). */
  delete(ids: ApplicationIds, vpsId: string, options?: CallOptions): Promise<Deleted> {
    const path = `${applicationBasePath(ids)}/vps/${seg(vpsId)}`;
    return this.transport.json('DELETE', path, deletedSchema, options);
  }

  /** Deploys the running application to a ready VPS (a DEPLOY_TO_VPS task). */
  deployToServer(ids: ApplicationIds, vpsId: string, options?: CallOptions): Promise<VpsStarted> {
    const path = `${applicationBasePath(ids)}/deploy-to-server`;
    return this.transport.json('POST', path, vpsStartedSchema, { ...options, body: { vpsId } });
  }
}
