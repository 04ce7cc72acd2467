import type { PageParams } from '../pagination.js';
import { type ActivityLogPage, activityLogAnswerSchema, toActivityLogPage } from '../schemas/activity.js';
import {
  type ClusterReport,
  closeLogSchema,
  clusterNamespaceSchema,
  clusterNodeSchema,
  clusterPodSchema,
  clusterReportSchema,
  clusterVolumeSchema,
  type Deleted,
  deletedSchema,
  type Environment,
  type EnvironmentAction,
  environmentActionSchema,
  environmentSchema,
} from '../schemas/environment.js';
import { workspaceSchema } from '../schemas/workspace.js';
import { type CallOptions, Resource, seg } from './resource.js';

export interface EnvironmentListParams extends PageParams {
  /** ACTIVE, INACTIVE, DEACTIVATING, ACTIVATING or ERROR. */
  status?: string;
}

/** The cluster settings form: name, protection and cloud account. */
export interface EnvironmentUpdate {
  name?: string;
  isProtected?: boolean;
  cloudAccount?: string;
}

const env = (id: string) => `/environments/${seg(id)}`;

/** Clusters (environments) and their Kubernetes listings: `/v2/environments`. */
export class Environments extends Resource {
  /** Lists clusters (admins: all; others: their workspaces' clusters). */
  list(params: EnvironmentListParams = {}, options?: CallOptions) {
    return this.paged('/environments', environmentSchema, { ...params }, options);
  }

  /** One cluster. */
  get(id: string, options?: CallOptions): Promise<Environment> {
    return this.transport.json('GET', env(id), environmentSchema, options);
  }

  /** Updates name, protection or cloud account. */
  update(id: string, body: EnvironmentUpdate, options?: CallOptions): Promise<Environment> {
    return this.transport.json('PUT', env(id), environmentSchema, { ...options, body });
  }

  /** Deletes the cluster and its infrastructure: a DELETE_ENVIRONMENT task. */
  delete(id: string, options?: CallOptions): Promise<EnvironmentAction> {
    return this.transport.json('DELETE', env(id), environmentActionSchema, options);
  }

  /** Force-deletes the cluster record without touching infrastructure (admins). */
  forceDelete(id: string, options?: CallOptions): Promise<Deleted> {
    return this.transport.json('DELETE', `${env(id)}/admin`, deletedSchema, options);
  }

  /** The log of one of the cluster's activities; `sinceSeconds` keeps only recent lines. */
  async activityLogs(
    id: string,
    activityId: string,
    query: { pageSize?: number; sinceSeconds?: number } = {},
    options?: CallOptions,
  ): Promise<ActivityLogPage> {
    const path = `${env(id)}/activities/${seg(activityId)}/logs`;
    const answer = await this.transport.json('GET', path, activityLogAnswerSchema, { ...options, query: { ...query } });
    return toActivityLogPage(answer);
  }

  /** Stops streaming an activity's log to this client. */
  closeActivityLog(id: string, activityId: string, options?: CallOptions) {
    const path = `${env(id)}/activities/${seg(activityId)}/close-log`;
    return this.transport.json('POST', path, closeLogSchema, options);
  }

  /** Counts of nodes, namespaces, pods and volumes. */
  report(id: string, options?: CallOptions): Promise<ClusterReport> {
    return this.transport.json('GET', `${env(id)}/reports`, clusterReportSchema, options);
  }

  /** Worker nodes. */
  nodes(id: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${env(id)}/nodes`, clusterNodeSchema, { ...params }, options);
  }

  /** Pods. */
  pods(id: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${env(id)}/pods`, clusterPodSchema, { ...params }, options);
  }

  /** Namespaces (one per workspace). */
  namespaces(id: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${env(id)}/namespaces`, clusterNamespaceSchema, { ...params }, options);
  }

  /** Persistent volumes. */
  persistentVolumes(id: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${env(id)}/pv`, clusterVolumeSchema, { ...params }, options);
  }

  /** Persistent volume claims. */
  persistentVolumeClaims(id: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${env(id)}/pvc`, clusterVolumeSchema, { ...params }, options);
  }

  /** Workspaces on the cluster. */
  workspaces(id: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${env(id)}/workspaces`, workspaceSchema, { ...params }, options);
  }
}
