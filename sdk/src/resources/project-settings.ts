import type { PageParams } from '../pagination.js';
import { collaboratorSchema } from '../schemas/collaboration.js';
import { deletedSchema } from '../schemas/environment.js';
import { type Project, projectSchema } from '../schemas/project.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** CI/CD registry form (spec 002 section 7). */
export interface RegistryBody {
  registryProvider: string;
  registryServer: string;
  registryUsername: string;
  registryToken: string;
}

/** Base registry form (spec 002 section 7); tags required. */
export interface BaseRegistryBody {
  isCustomRegistry?: boolean;
  baseRegistryProvider: string;
  baseRegistryServer: string;
  baseRegistryUsername: string;
  baseRegistryToken: string;
  baseRegistryTags: string[];
}

const projectPath = (workspaceId: string, projectId: string) =>
  `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}`;

/** Project settings and collaborators: registries, editor extensions, members. */
export class ProjectSettings extends Resource {
  /** Saves the CI/CD registry. */
  setRegistry(workspaceId: string, projectId: string, body: RegistryBody, options?: CallOptions): Promise<Project> {
    const payload = { workspaceId, projectId, ...body };
    return this.transport.json('POST', `${projectPath(workspaceId, projectId)}/registry`, projectSchema, {
      ...options,
      body: payload,
    });
  }

  /** Saves the base image registry. */
  setBaseRegistry(
    workspaceId: string,
    projectId: string,
    body: BaseRegistryBody,
    options?: CallOptions,
  ): Promise<Project> {
    const payload = { workspaceId, projectId, ...body };
    const path = `${projectPath(workspaceId, projectId)}/base-registry`;
    return this.transport.json('POST', path, projectSchema, { ...options, body: payload });
  }

  /** Sets the editor extensions (kept on the project as a comma-separated string). */
  setEditorExtensions(
    workspaceId: string,
    projectId: string,
    extensions: string[],
    options?: CallOptions,
  ): Promise<Project> {
    const path = `${projectPath(workspaceId, projectId)}/vscode-extensions`;
    return this.transport.json('PATCH', path, projectSchema, { ...options, body: { extensions } });
  }

  /** Lists the project's collaborators. */
  members(workspaceId: string, projectId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${projectPath(workspaceId, projectId)}/users`, collaboratorSchema, { ...params }, options);
  }

  /** Changes a collaborator's role (Maintainer or Developer). */
  updateMember(
    workspaceId: string,
    projectId: string,
    userId: string,
    role: 'PROJECT_MAINTAINER' | 'PROJECT_DEVELOPER',
    options?: CallOptions,
  ) {
    const path = `${projectPath(workspaceId, projectId)}/users/${seg(userId)}`;
    return this.transport.json('PATCH', path, collaboratorSchema, { ...options, body: { role } });
  }

  /** Removes a collaborator (never the owner). */
  removeMember(workspaceId: string, projectId: string, userId: string, options?: CallOptions) {
    const path = `${projectPath(workspaceId, projectId)}/users/${seg(userId)}`;
    return this.transport.json('DELETE', path, deletedSchema, options);
  }
}
