import type { FilePermissionLevel } from '../domain/application-rules.js';
import type { PageParams } from '../pagination.js';
import { activitySchema } from '../schemas/activity.js';
import { type ActionResult, type Application, actionResultSchema, applicationSchema } from '../schemas/application.js';
import {
  type Capacity,
  capacityListSchema,
  type ExtendApplicationResult,
  extendApplicationSchema,
} from '../schemas/application-area.js';
import { deletedSchema, podDeletedSchema } from '../schemas/application-extras.js';
import type { Deleted } from '../schemas/environment.js';
import type { Transport } from '../transport/transport.js';
import { ApplicationBackups } from './application-backups.js';
import { ApplicationDomains, ApplicationMembers } from './application-network.js';
import { ApplicationTools } from './application-tools.js';
import { ApplicationVps } from './application-vps.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Configuration and security fields of the update call (spec 002 sections 3, 5 and 7). */
export interface ApplicationUpdate {
  appRoot?: string;
  webRoot?: string;
  codesDirectory?: string;
  startAppScript?: string;
  containerImage?: string;
  replicas?: number;
  groupType?: 'on-demand' | 'spot';
  /** A tier of CAPACITY_OPTIONS (`micro`, `small_1`...); capacityLimit must not be below it. */
  capacity?: string;
  capacityLimit?: string;
  /** Gi, one of STORAGE_OPTIONS_GI, never below the current storage. */
  storage?: number;
  secretManager?: string;
  isEnablePMA?: boolean;
  isEnableEditor?: boolean;
  isEnableBasicAuth?: boolean;
  authUsername?: string;
  authPassword?: string;
  filePermissionLevel?: FilePermissionLevel;
}

/** The ids that name one application. */
export interface ApplicationIds {
  workspaceId: string;
  projectId: string;
  applicationId: string;
}

export interface ApplicationListParams extends PageParams {
  projectId?: string;
}

/** Filters of the cross-workspace list `GET /v2/applications`. */
export interface AllApplicationsParams extends PageParams {
  projectId?: string;
  environmentId?: string;
  /** A workspace's namespace on its cluster. */
  namespace?: string;
}

/** The long actions on an application; each starts a task with an activity. */
export type ApplicationAction = 'deploy' | 'pause' | 'unpause' | 'undeploy';

/** Task action name (as in activities and push messages) of each application action. */
export const APPLICATION_ACTION_TASKS: Readonly<Record<ApplicationAction, string>> = {
  deploy: 'DEPLOY_APPLICATION',
  pause: 'PAUSE_APPLICATION',
  unpause: 'UNPAUSE_APPLICATION',
  undeploy: 'UNDEPLOY_APPLICATION',
};

function appPath({ workspaceId, projectId, applicationId }: ApplicationIds): string {
  return `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/applications/${seg(applicationId)}`;
}

/** Applications (branches): `/v2/workspaces/{w}/projects/{p}/applications`. */
export class Applications extends Resource {
  /** Backups of an application. */
  readonly backups: ApplicationBackups;
  /** PhpMyAdmin and VS Code sessions, HTTP logs, click records, template export. */
  readonly tools: ApplicationTools;
  /** Custom domains of an application. */
  readonly domains: ApplicationDomains;
  /** Users of an application. */
  readonly members: ApplicationMembers;
  /** VPS servers an application exports to. */
  readonly vps: ApplicationVps;

  constructor(transport: Transport) {
    super(transport);
    this.backups = new ApplicationBackups(transport);
    this.tools = new ApplicationTools(transport);
    this.domains = new ApplicationDomains(transport);
    this.members = new ApplicationMembers(transport);
    this.vps = new ApplicationVps(transport);
  }

  /** Lists the applications of every workspace the user can see (`GET /v2/applications`). */
  listAll(params: AllApplicationsParams = {}, options?: CallOptions) {
    return this.paged('/applications', applicationSchema, { ...params }, options);
  }

  /** One application by its id alone, with its domains and snapshots. */
  getById(applicationId: string, options?: CallOptions): Promise<Application> {
    return this.transport.json('GET', `/applications/${seg(applicationId)}`, applicationSchema, options);
  }

  /**
   * An application's activities, newest first: its own list (contract: ApplicationsController_listApplicationActivities,
   * which declares only the id; paged with pageIndex and pageSize like every list, as the emulator serves it), so
   * no surface scans the whole feed for them. The vendor's client narrows GET /activities by applicationId instead
   * (devpanel-lc/dpmcp src/clients/real-devpanel.ts getApplicationActivities).
   */
  activitiesOf(applicationId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/applications/${seg(applicationId)}/activities`, activitySchema, { ...params }, options);
  }

  /** The container sizes offered for capacity and capacity limit, smallest first. */
  capacities(options?: CallOptions): Promise<Capacity[]> {
    return this.transport.json('GET', '/applications/capacities', capacityListSchema, options);
  }

  /** The extend-application page's call: extends (and restarts if paused) the application a link's token names. */
  extendWithToken(token: string, options?: CallOptions): Promise<ExtendApplicationResult> {
    return this.transport.json('POST', '/extend-application', extendApplicationSchema, { ...options, body: { token } });
  }

  /** Lists a project's applications. */
  list(workspaceId: string, projectId: string, params: PageParams = {}, options?: CallOptions) {
    const path = `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/applications`;
    return this.paged(path, applicationSchema, { ...params }, options);
  }

  /** Lists a workspace's applications, optionally of one project. */
  listInWorkspace(workspaceId: string, params: ApplicationListParams = {}, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/applications`, applicationSchema, { ...params }, options);
  }

  /** One application with its pod details. */
  get(ids: ApplicationIds, options?: CallOptions): Promise<Application> {
    return this.transport.json('GET', appPath(ids), applicationSchema, options);
  }

  /** Deploys (activates) the application; the deploy wizard's fields go in `body`. */
  deploy(ids: ApplicationIds, body: Record<string, unknown> = {}, options?: CallOptions): Promise<ActionResult> {
    return this.transport.json('PATCH', `${appPath(ids)}/activate`, actionResultSchema, { ...options, body });
  }

  /** Pauses the application (replicas to zero). */
  pause(ids: ApplicationIds, options?: CallOptions): Promise<ActionResult> {
    return this.transport.json('PUT', `${appPath(ids)}/pause`, actionResultSchema, {
      ...options,
      body: { isEnable: true },
    });
  }

  /** Unpauses the application (replicas back). */
  unpause(ids: ApplicationIds, options?: CallOptions): Promise<ActionResult> {
    const body = { isEnable: false };
    return this.transport.json('PUT', `${appPath(ids)}/pause`, actionResultSchema, { ...options, body });
  }

  /** Undeploys (deactivates) the application. */
  undeploy(ids: ApplicationIds, options?: CallOptions): Promise<ActionResult> {
    return this.transport.json('PATCH', `${appPath(ids)}/deactivate`, actionResultSchema, { ...options, body: {} });
  }

  /** Deletes a branch that was never deployed or was undeployed successfully (and is not protected). */
  delete(ids: ApplicationIds, options?: CallOptions): Promise<Deleted> {
    return this.transport.json('DELETE', appPath(ids), deletedSchema, options);
  }

  /** Updates configuration and security; a deployed application upgrades (UPGRADE_APPLICATION task). */
  update(ids: ApplicationIds, body: ApplicationUpdate, options?: CallOptions): Promise<ActionResult> {
    return this.transport.json('PATCH', `${appPath(ids)}/update`, actionResultSchema, {
      ...options,
      body: { ...body },
    });
  }

  /** Sets the state flags (auto pause, deletion protection). */
  setState(
    ids: ApplicationIds,
    body: { enableAutoPause?: boolean; enableDeletionProtection?: boolean },
    options?: CallOptions,
  ): Promise<Application> {
    return this.transport.json('PATCH', `${appPath(ids)}/state`, applicationSchema, { ...options, body: { ...body } });
  }

  /** Sets the status directly (advanced form; instance owners and admins only). */
  setAdvancedStatus(
    ids: ApplicationIds,
    status: 'DEPLOY_APPLICATION_SUCCESS' | 'UNDEPLOY_APPLICATION_SUCCESS',
    options?: CallOptions,
  ): Promise<Application> {
    return this.transport.json('PATCH', `${appPath(ids)}/advance`, applicationSchema, { ...options, body: { status } });
  }

  /** Extends a trial or hosted-demo application's expiry. */
  extendExpiry(ids: ApplicationIds, options?: CallOptions): Promise<Application> {
    return this.transport.json('PUT', `${appPath(ids)}/expired-time`, applicationSchema, options);
  }

  /** Deletes one pod; it is replaced (a restart). */
  deletePod(ids: ApplicationIds, podName: string, options?: CallOptions) {
    return this.transport.json('DELETE', `${appPath(ids)}/pods/${seg(podName)}`, podDeletedSchema, options);
  }

  /** Starts or stops forcing HTTPS (a task). */
  forceHttps(ids: ApplicationIds, secureConnection: boolean, options?: CallOptions): Promise<ActionResult> {
    const body = { secureConnection, isDeployment: false };
    return this.transport.json('PUT', `${appPath(ids)}/force-https`, actionResultSchema, { ...options, body });
  }

  /** Runs one of the long actions by name. */
  run(action: ApplicationAction, ids: ApplicationIds, options?: CallOptions): Promise<ActionResult> {
    switch (action) {
      case 'deploy':
        return this.deploy(ids, {}, options);
      case 'pause':
        return this.pause(ids, options);
      case 'unpause':
        return this.unpause(ids, options);
      case 'undeploy':
        return this.undeploy(ids, options);
      default: {
        const never: never = action;
        throw new Error(`Unknown action ${String(never)}`);
      }
    }
  }
}
