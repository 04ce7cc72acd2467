import type { PageParams } from '../pagination.js';
import { type ActionResult, type Application, actionResultSchema, applicationSchema } from '../schemas/application.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** The ids that name one application. */
export interface ApplicationIds {
  workspaceId: string;
  projectId: string;
  applicationId: string;
}

export interface ApplicationListParams extends PageParams {
  projectId?: string;
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
