import type { PageParams } from '../pagination.js';
import { type Project, projectSchema } from '../schemas/project.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Projects of a workspace: `/v2/workspaces/{w}/projects`. */
export class Projects extends Resource {
  /** Lists a workspace's projects. */
  list(workspaceId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/projects`, projectSchema, { ...params }, options);
  }

  /** One project. */
  get(workspaceId: string, projectId: string, options?: CallOptions): Promise<Project> {
    return this.transport.json(
      'GET',
      `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}`,
      projectSchema,
      options,
    );
  }
}
