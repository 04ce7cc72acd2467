import type { FilePermissionLevel } from '../domain/application-rules.js';
import type { PageParams } from '../pagination.js';
import {
  type Deployment,
  type DeploymentAction,
  deploymentActionSchema,
  deploymentSchema,
  deploymentWithPodsSchema,
} from '../schemas/deployment.js';
import { deletedSchema } from '../schemas/environment.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** The ids that name one deployment (tag). */
export interface DeploymentIds {
  workspaceId: string;
  projectId: string;
  deploymentId: string;
}

/** PATCH .../configuration fields (spec 002 section 7). */
export interface DeploymentConfiguration {
  appRoot?: string;
  webRoot?: string;
  replicas?: number;
  groupType?: 'spot' | 'on-demand';
  capacity?: string;
  capacityLimit?: string;
  secretManager?: string | null;
  isEnablePMA?: boolean;
  isEnableEditor?: boolean;
}

/** PATCH .../security fields (spec 002 section 7). */
export interface DeploymentSecurity {
  isEnableBasicAuth?: boolean;
  authUsername?: string;
  authPassword?: string;
  filePermissionLevel?: FilePermissionLevel;
}

/** The tag launch wizard's fields: copy source, security and configuration (ActivateDeploymentDTO). */
export type ActivateDeploymentBody = DeploymentConfiguration & DeploymentSecurity & Record<string, unknown>;

/** A new tag: name and image tag, both required ("Please enter image tag"). */
export interface NewTag {
  name: string;
  containerImage: string;
}

export function deploymentPath({ workspaceId, projectId, deploymentId }: DeploymentIds): string {
  return `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/deployments/${seg(deploymentId)}`;
}

const tagsPath = (workspaceId: string, projectId: string) =>
  `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/deployments`;

/** Deployments (tags) of a project, with blue/green: `/v2/workspaces/{w}/projects/{p}/deployments`. */
export class Deployments extends Resource {
  /** Lists a project's tags. */
  list(workspaceId: string, projectId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(tagsPath(workspaceId, projectId), deploymentSchema, { ...params }, options);
  }

  /** Creates a tag (not deployed yet). */
  create(workspaceId: string, projectId: string, body: NewTag, options?: CallOptions): Promise<Deployment> {
    return this.transport.json('POST', tagsPath(workspaceId, projectId), deploymentSchema, { ...options, body });
  }

  /** One tag. */
  get(ids: DeploymentIds, options?: CallOptions): Promise<Deployment> {
    return this.transport.json('GET', deploymentPath(ids), deploymentSchema, options);
  }

  /** The tag with its pod details. */
  pods(ids: DeploymentIds, options?: CallOptions) {
    return this.transport.json('GET', `${deploymentPath(ids)}/pods`, deploymentWithPodsSchema, options);
  }

  /** Deletes a tag; allowed only once it is undeployed. */
  delete(ids: DeploymentIds, options?: CallOptions) {
    return this.transport.json('DELETE', deploymentPath(ids), deletedSchema, options);
  }

  /** Deploys the tag (CREATE_DEPLOYMENT task) with the launch wizard's fields. */
  activate(ids: DeploymentIds, body: ActivateDeploymentBody = {}, options?: CallOptions): Promise<DeploymentAction> {
    return this.patch(ids, 'activate', body, options);
  }

  /** Saves the configuration; on a deployed tag it rolls out as an UPDATE_DEPLOYMENT task. */
  updateConfiguration(
    ids: DeploymentIds,
    body: DeploymentConfiguration,
    options?: CallOptions,
  ): Promise<DeploymentAction> {
    return this.patch(ids, 'configuration', body, options);
  }

  /** Saves basic auth and the file permission level. */
  updateSecurity(ids: DeploymentIds, body: DeploymentSecurity, options?: CallOptions): Promise<DeploymentAction> {
    return this.patch(ids, 'security', body, options);
  }

  /** Undeploys the tag (DELETE_DEPLOYMENT task). */
  deactivate(ids: DeploymentIds, options?: CallOptions): Promise<DeploymentAction> {
    return this.patch(ids, 'deactivate', {}, options);
  }

  /** Creates the green tag of this running (blue) tag, without deploying it. */
  createGreen(ids: DeploymentIds, body: NewTag, options?: CallOptions): Promise<Deployment> {
    return this.transport.json('POST', `${deploymentPath(ids)}/green`, deploymentSchema, { ...options, body });
  }

  /** Creates the green tag of this running (blue) tag and deploys it at once. */
  createBlueGreen(
    ids: DeploymentIds,
    body: NewTag & ActivateDeploymentBody,
    options?: CallOptions,
  ): Promise<DeploymentAction> {
    return this.patch(ids, 'blue-green', body, options);
  }

  /** Switches traffic from this (blue) tag to its running green tag. */
  switchOver(ids: DeploymentIds, greenId: string, options?: CallOptions): Promise<DeploymentAction> {
    return this.patch(ids, 'switch', { greenId }, options);
  }

  private patch(ids: DeploymentIds, suffix: string, body: object, options?: CallOptions): Promise<DeploymentAction> {
    return this.transport.json('PATCH', `${deploymentPath(ids)}/${suffix}`, deploymentActionSchema, {
      ...options,
      body,
    });
  }
}
