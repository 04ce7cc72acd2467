import type { PageParams } from '../pagination.js';
import { type Ack, ackSchema, type Collaborator, collaboratorSchema } from '../schemas/collaboration.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Roles a collaborator can be given (spec 001 section 6: ADMINISTRATOR or DEVELOPER). */
export type AssignableWorkspaceRole = 'WORKSPACE_ADMIN' | 'DEVELOPER';

/** Workspace collaborators: `/v2/workspaces/{w}/users`. */
export class WorkspaceMembers extends Resource {
  /** Lists the workspace's collaborators with their roles. */
  list(workspaceId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/users`, collaboratorSchema, { ...params }, options);
  }

  /** Changes a collaborator's role (not the owner's, not one's own). */
  updateRole(
    workspaceId: string,
    userId: string,
    role: AssignableWorkspaceRole,
    options?: CallOptions,
  ): Promise<Collaborator> {
    const path = `/workspaces/${seg(workspaceId)}/users/${seg(userId)}`;
    return this.transport.json('PATCH', path, collaboratorSchema, { ...options, body: { role } });
  }

  /** Removes a collaborator (not the owner, not oneself). */
  remove(workspaceId: string, userId: string, options?: CallOptions): Promise<Ack> {
    return this.transport.json('DELETE', `/workspaces/${seg(workspaceId)}/users/${seg(userId)}`, ackSchema, options);
  }
}
