import * as z from 'zod';
import type { PageParams } from '../pagination.js';
import {
  type Activity,
  type ActivityLogPage,
  activityLogAnswerSchema,
  activitySchema,
  toActivityLogPage,
} from '../schemas/activity.js';
import { type Ack, ackSchema } from '../schemas/collaboration.js';
import { namedItemSchema, opt } from '../schemas/common.js';
import { deploymentSchema } from '../schemas/deployment.js';
import { type Workspace, workspaceSchema } from '../schemas/workspace.js';
import type { ActivityLogParams } from './activities.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Filters of the workspace list (spec 000 section 2); the three kinds are mutually exclusive. */
export interface WorkspaceListParams extends PageParams {
  isPersonal?: boolean;
  isDrupalForge?: boolean;
  isRegular?: boolean;
}

/** The workspace-creation payload (spec 000 sections 3 and 7). */
export interface CreateWorkspaceBody {
  name: string;
  description?: string;
  tags?: unknown[];
  awsOrderId?: string;
  environmentId?: string;
  environment?: Record<string, unknown>;
  agreeTermAndCondition?: boolean;
}

/** Settings of `PUT /workspaces/{id}` (spec 001 section 7: name, description, feature flags). */
export interface UpdateWorkspaceBody {
  name: string;
  description?: string;
  tags?: unknown[];
  enableEditConfiguration?: boolean;
  enableConnectVPS?: boolean;
  enableCreateDeployment?: boolean;
  enableCustomDomain?: boolean;
  enabledDailyBackup?: boolean;
  enableAutoPause?: boolean;
}

/** A pod of a workspace's running application. */
export const podSchema = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    status: opt(z.string()),
    namespace: opt(z.string()),
    application: opt(z.string()),
    project: opt(z.string()),
  }),
);
export type Pod = z.infer<typeof podSchema>;

/** Workspaces: `/v2/workspaces`. */
export class Workspaces extends Resource {
  /** Lists the workspaces the user can see. */
  list(params: WorkspaceListParams = {}, options?: CallOptions) {
    return this.paged('/workspaces', workspaceSchema, { ...params }, options);
  }

  /** The id and name of each workspace the user can see: `list` checked for those two fields alone (name lookups). */
  names(params: WorkspaceListParams = {}, options?: CallOptions) {
    return this.paged('/workspaces', namedItemSchema, { ...params }, options);
  }

  /** Lists the workspaces one user belongs to (the user themself or an instance admin). */
  listOfUser(userId: string, params: WorkspaceListParams = {}, options?: CallOptions) {
    return this.paged(`/workspaces/members/${seg(userId)}`, workspaceSchema, { ...params }, options);
  }

  /** One workspace. */
  get(workspaceId: string, options?: CallOptions): Promise<Workspace> {
    return this.transport.json('GET', `/workspaces/${seg(workspaceId)}`, workspaceSchema, options);
  }

  /** Creates a workspace; the instance owner must name an environment. */
  create(body: CreateWorkspaceBody, options?: CallOptions): Promise<Workspace> {
    return this.transport.json('POST', '/workspaces', workspaceSchema, { ...options, body });
  }

  /** Creates a single-node workspace (no cluster to choose). */
  createSingleNode(body: CreateWorkspaceBody, options?: CallOptions): Promise<Workspace> {
    return this.transport.json('POST', '/workspaces/single-node', workspaceSchema, { ...options, body });
  }

  /** Creates (or returns) the user's demo workspace: the empty list's "Create Demo Workspace". */
  createDefault(options?: CallOptions): Promise<Workspace> {
    return this.transport.json('POST', '/workspaces/default', workspaceSchema, options);
  }

  /** The Drupal Forge spot workspace. */
  forgeSpot(options?: CallOptions): Promise<Workspace> {
    return this.transport.json('GET', '/workspaces/forge-spot', workspaceSchema, options);
  }

  /** Saves the settings (name required: 'Please enter name!'). */
  update(workspaceId: string, body: UpdateWorkspaceBody, options?: CallOptions): Promise<Workspace> {
    return this.transport.json('PUT', `/workspaces/${seg(workspaceId)}`, workspaceSchema, { ...options, body });
  }

  /** Sets the logo (a file id from the upload call, or an image URL). */
  updateLogo(workspaceId: string, logo: string, options?: CallOptions): Promise<Workspace> {
    const body = { logo };
    return this.transport.json('PUT', `/workspaces/${seg(workspaceId)}/logo`, workspaceSchema, { ...options, body });
  }

  /** Deletes the workspace; UIs ask for `workspace/{name}` first (`deleteConfirmationError`). */
  delete(workspaceId: string, options?: CallOptions): Promise<Ack> {
    return this.transport.json('DELETE', `/workspaces/${seg(workspaceId)}`, ackSchema, options);
  }

  /** Cluster deployments (tags) of the workspace's projects, 12 a page; `projectId` narrows to one project. */
  deployments(workspaceId: string, params: PageParams & { projectId?: string } = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/deployments`, deploymentSchema, { ...params }, options);
  }

  /** Pods of the workspace's running applications. */
  pods(workspaceId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/pods`, podSchema, { ...params }, options);
  }

  /** One page of a workspace activity's log. */
  async activityLogs(
    workspaceId: string,
    activityId: string,
    params: ActivityLogParams = {},
    options?: CallOptions,
  ): Promise<ActivityLogPage> {
    const path = `/workspaces/${seg(workspaceId)}/activities/${seg(activityId)}/logs`;
    const query = { pageSize: params.pageSize, nextToken: params.nextToken, sinceSeconds: params.sinceSeconds };
    return toActivityLogPage(await this.transport.json('GET', path, activityLogAnswerSchema, { ...options, query }));
  }

  /** Abort Process: ends a task idle for over 5 minutes (`canAbortActivity`) as ERROR. */
  abortActivity(workspaceId: string, activityId: string, options?: CallOptions): Promise<Activity> {
    const path = `/workspaces/${seg(workspaceId)}/activities/${seg(activityId)}/close-log`;
    return this.transport.json('POST', path, activitySchema, options);
  }
}
