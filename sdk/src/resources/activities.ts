import type { PageParams } from '../pagination.js';
import {
  type Activity,
  type ActivityLogPage,
  activityLogAnswerSchema,
  activitySchema,
  toActivityLogPage,
} from '../schemas/activity.js';
import { type CallOptions, Resource, seg } from './resource.js';

export interface ActivityLogParams {
  pageSize?: number;
  /** Resume after this token (from the previous page). */
  nextToken?: string;
  sinceSeconds?: number;
}

/** What the activity list can be narrowed to, besides the page and the search. */
export interface ActivityListParams extends PageParams {
  /** One cluster's activities (spec 003 section 7: the cluster detail page's Activities tab). */
  environmentId?: string;
  /** One workspace's activities. */
  workspaceId?: string;
}

/** Activities and their logs: `/v2/activities`. */
export class Activities extends Resource {
  /** Lists activities, newest first. */
  list(params: ActivityListParams = {}, options?: CallOptions) {
    return this.paged('/activities', activitySchema, { ...params }, options);
  }

  /** One activity. */
  get(activityId: string, options?: CallOptions): Promise<Activity> {
    return this.transport.json('GET', `/activities/${seg(activityId)}`, activitySchema, options);
  }

  /** One page of an activity's log. */
  async logs(activityId: string, params: ActivityLogParams = {}, options?: CallOptions): Promise<ActivityLogPage> {
    const query = { pageSize: params.pageSize, nextToken: params.nextToken, sinceSeconds: params.sinceSeconds };
    const path = `/activities/${seg(activityId)}/logs`;
    return toActivityLogPage(await this.transport.json('GET', path, activityLogAnswerSchema, { ...options, query }));
  }
}
