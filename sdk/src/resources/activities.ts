import type { PageParams } from '../pagination.js';
import { type Activity, type ActivityLogPage, activityLogPageSchema, activitySchema } from '../schemas/activity.js';
import { type CallOptions, Resource, seg } from './resource.js';

export interface ActivityLogParams {
  pageSize?: number;
  /** Resume after this token (from the previous page). */
  nextToken?: string;
  sinceSeconds?: number;
}

/** Activities and their logs: `/v2/activities`. */
export class Activities extends Resource {
  /** Lists activities, newest first. */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/activities', activitySchema, { ...params }, options);
  }

  /** One activity. */
  get(activityId: string, options?: CallOptions): Promise<Activity> {
    return this.transport.json('GET', `/activities/${seg(activityId)}`, activitySchema, options);
  }

  /** One page of an activity's log. */
  logs(activityId: string, params: ActivityLogParams = {}, options?: CallOptions): Promise<ActivityLogPage> {
    const query = { pageSize: params.pageSize, nextToken: params.nextToken, sinceSeconds: params.sinceSeconds };
    return this.transport.json('GET', `/activities/${seg(activityId)}/logs`, activityLogPageSchema, {
      ...options,
      query,
    });
  }
}
