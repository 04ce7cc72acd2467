import type { PageParams } from '../pagination.js';
import { deletedSchema } from '../schemas/application-extras.js';
import { namedItemSchema } from '../schemas/common.js';
import { type Project, projectSchema } from '../schemas/project.js';
import {
  branchSyncSchema,
  type CreatedProject,
  configValidationSchema,
  createdProjectSchema,
  projectResourceSchema,
  projectTypeSchema,
} from '../schemas/project-extras.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Git source of a new project (CreateProjectDTO, QuickstartDTO): provider and how to reach the repository. */
export interface ProjectSource {
  repositoryProvider: 'GITHUB' | 'GITLAB' | 'BITBUCKET' | 'DRUPALCODE';
  repositoryOwner?: string;
  repositoryName?: string;
  /** The provider's id of the repository (the captured request sends it; GitHub's is a number there). */
  repositoryId?: string | number;
  isPrivateRepository?: boolean;
  /** EXISTING (default) or NEW (a repository the platform creates). */
  repositoryType?: 'EXISTING' | 'NEW';
  isUsePersonalToken?: boolean;
  /** GitHub cannot use a repository token (spec 001 section 2). */
  isUseRepositoryToken?: boolean;
  repositoryToken?: string;
}

/** The create-project wizard's fields (spec 001 section 2 and CreateProjectDTO). */
export interface CreateProjectBody extends ProjectSource {
  name: string;
  description?: string;
  tags?: string[];
  projectType?: string;
  /** Branches to create applications for; default `['main']`. The platform's panel sends objects (spec 003 s3). */
  instances?: Array<string | { name?: string; originBranch?: string; branchType?: string }>;
}

/** Site import (MigrateProjectDTO; spec 003 section 3, import form). */
export interface MigrateProjectBody extends ProjectSource {
  name: string;
  description?: string;
  platformMigrationType: 'PANTHEON';
  projectType?: string;
  pantheonMachineToken: string;
  pantheonSiteId: string;
  pantheonEnv?: string;
}

export interface ProjectListParams extends PageParams {
  workspaceId?: string;
  projectTypeId?: string;
  sortField?: string;
}

export interface RepositoryTokenBody {
  isUsePersonalToken: boolean;
  isUseRepositoryToken: boolean;
  repositoryToken?: string;
}

const base = (workspaceId: string) => `/workspaces/${seg(workspaceId)}`;
const projectPath = (workspaceId: string, projectId: string) => `${base(workspaceId)}/projects/${seg(projectId)}`;

/** Projects: `/v2/workspaces/{w}/projects` and `/v2/projects`. */
export class Projects extends Resource {
  /** Lists a workspace's projects. */
  list(workspaceId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${base(workspaceId)}/projects`, projectSchema, { ...params }, options);
  }

  /** Lists the projects of every workspace the user can see. */
  listAll(params: ProjectListParams = {}, options?: CallOptions) {
    return this.paged('/projects', projectSchema, { ...params }, options);
  }

  /**
   * The id and name of each project of a workspace, or (no workspace) of every workspace the user can see: the
   * lists above checked for those two fields alone, for name lookups.
   */
  names(workspaceId: string | undefined, params: PageParams = {}, options?: CallOptions) {
    const path = workspaceId ? `${base(workspaceId)}/projects` : '/projects';
    return this.paged(path, namedItemSchema, { ...params }, options);
  }

  /** One project. */
  get(workspaceId: string, projectId: string, options?: CallOptions): Promise<Project> {
    return this.transport.json('GET', projectPath(workspaceId, projectId), projectSchema, options);
  }

  /** Creates a project from a repository; answers the project (not yet initialised) and its CREATE_PROJECT activity. */
  create(workspaceId: string, body: CreateProjectBody, options?: CallOptions): Promise<CreatedProject> {
    const payload = { isUsePersonalToken: false, isUseRepositoryToken: false, repositoryToken: '', ...body };
    return this.transport.json('POST', `${base(workspaceId)}/projects`, createdProjectSchema, {
      ...options,
      body: payload,
    });
  }

  /**
   * Renames, re-describes or re-types a project. `projectType` is a type's key (see `types`): the contract's update
   * DTO is empty, so the field is the create DTO's (CreateProjectDTO.projectType); spec 002 section 2.4 makes the
   * project type editable in Project Settings.
   */
  update(
    workspaceId: string,
    projectId: string,
    body: { name?: string; description?: string; projectType?: string },
    options?: CallOptions,
  ): Promise<Project> {
    return this.transport.json('PUT', projectPath(workspaceId, projectId), projectSchema, { ...options, body });
  }

  /** Deletes a project (the panel asks the user to type `project/{name}` first). */
  delete(workspaceId: string, projectId: string, options?: CallOptions) {
    return this.transport.json('DELETE', projectPath(workspaceId, projectId), deletedSchema, options);
  }

  /** The project's resources: its branch applications and tags. */
  resources(workspaceId: string, projectId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(
      `${projectPath(workspaceId, projectId)}/resources`,
      projectResourceSchema,
      { ...params },
      options,
    );
  }

  /** The project types a project can have. */
  types(options?: CallOptions) {
    return this.paged('/projects/project-types', projectTypeSchema, {}, options);
  }

  /** Creates a project from a catalogue template, deploy variant (quickstart). */
  quickStart(
    workspaceId: string,
    catalogId: string,
    body: ProjectSource & { name?: string },
    options?: CallOptions,
  ): Promise<CreatedProject> {
    const payload = { isUsePersonalToken: false, isUseRepositoryToken: false, repositoryToken: '', ...body };
    const path = `${base(workspaceId)}/quickstart/${seg(catalogId)}`;
    return this.transport.json('POST', path, createdProjectSchema, { ...options, body: payload });
  }

  /** Creates a project from a catalogue template into a new repository, develop variant (quickclone). */
  quickClone(
    workspaceId: string,
    catalogId: string,
    body: ProjectSource & { name: string; repositoryOwner: string; repositoryName: string },
    options?: CallOptions,
  ): Promise<CreatedProject> {
    const payload = { isUsePersonalToken: false, ...body };
    const path = `${base(workspaceId)}/quickclone/${seg(catalogId)}`;
    return this.transport.json('POST', path, createdProjectSchema, { ...options, body: payload });
  }

  /** Imports a site from another platform (MIGRATE_PROJECT task). */
  migrate(workspaceId: string, body: MigrateProjectBody, options?: CallOptions): Promise<CreatedProject> {
    const payload = { isUsePersonalToken: false, ...body };
    return this.transport.json('POST', `${base(workspaceId)}/migrate`, createdProjectSchema, {
      ...options,
      body: payload,
    });
  }

  /** Syncs all branches from the repository; a 498 (RepositoryTokenExpiredError) means the git token expired. */
  syncBranches(projectId: string, options?: CallOptions) {
    return this.transport.json('PUT', `/projects/${seg(projectId)}/branches/sync`, branchSyncSchema, {
      ...options,
      body: {},
    });
  }

  /** Replaces how the platform reaches the repository (the Refresh Token flow). */
  updateRepository(projectId: string, body: RepositoryTokenBody, options?: CallOptions): Promise<Project> {
    const payload = { repositoryToken: '', ...body };
    return this.transport.json('PUT', `/projects/${seg(projectId)}/update-project-repository`, projectSchema, {
      ...options,
      body: payload,
    });
  }

  /** Checks a branch's configuration file. */
  validateConfig(projectId: string, branch: string, options?: CallOptions) {
    const path = `/projects/${seg(projectId)}/branches/${seg(branch)}/configuration/validate`;
    return this.transport.json('GET', path, configValidationSchema, options);
  }
}
