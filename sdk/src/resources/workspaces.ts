import type { PageParams } from '../pagination.js';
import { type Workspace, workspaceSchema } from '../schemas/workspace.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Filters of the workspace list (spec 000 section 2); the three kinds are mutually exclusive. */
export interface WorkspaceListParams extends PageParams {
  isPersonal?: boolean;
  isDrupalForge?: boolean;
  isRegular?: boolean;
}

/** Workspaces: `/v2/workspaces`. */
export class Workspaces extends Resource {
  /** Lists the workspaces the user can see. */
  list(params: WorkspaceListParams = {}, options?: CallOptions) {
    return this.paged('/workspaces', workspaceSchema, { ...params }, options);
  }

  /** One workspace. */
  get(workspaceId: string, options?: CallOptions): Promise<Workspace> {
    return this.transport.json('GET', `/workspaces/${seg(workspaceId)}`, workspaceSchema, options);
  }
}
