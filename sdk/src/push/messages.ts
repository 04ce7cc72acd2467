import * as z from 'zod';
import { opt } from '../schemas/common.js';

/** An activity change (spec 003: actionName, status, environment, workspace, project, application, ...). */
const activityPushSchema = z.lazy(() =>
  z.looseObject({
    type: z.literal('activity').optional(),
    actionName: z.string(),
    status: z.string(),
    environment: opt(z.string()),
    workspace: opt(z.string()),
    project: opt(z.string()),
    application: opt(z.string()),
    deployment: opt(z.string()),
    actionId: opt(z.string()),
    version: opt(z.number()),
    arnRole: opt(z.string()),
  }),
);
export type ActivityPush = z.infer<typeof activityPushSchema>;

/** A new notification was stored; `unread` is the new unread count when the server knows it. */
const notificationPushSchema = z.lazy(() =>
  z.looseObject({ type: z.literal('notification'), unread: opt(z.number()) }),
);
export type NotificationPush = z.infer<typeof notificationPushSchema>;

/** `resync` is ours: sent to subscribers after a reconnect, since messages may have been missed; reload then. */
export type PushMessage =
  | ({ kind: 'activity' } & ActivityPush)
  | ({ kind: 'notification' } & NotificationPush)
  | { kind: 'resync' };

/** Reads one push frame; control frames (ready, pong) and unknown shapes give undefined. */
export function readPushMessage(data: unknown): PushMessage | undefined {
  let json: unknown;
  try {
    json = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return undefined;
  }
  const notification = notificationPushSchema.safeParse(json);
  if (notification.success) return { kind: 'notification', ...notification.data };
  const activity = activityPushSchema.safeParse(json);
  if (activity.success) return { kind: 'activity', ...activity.data };
  return undefined;
}
