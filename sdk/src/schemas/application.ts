import * as z from 'zod';
import { idSchema, lastActivitySchema, opt, rawInfoSchema, refSchema } from './common.js';

/** An application: one branch of a project (spec 002 section 3). */
export const applicationSchema = z.lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: opt(z.string()),
    applicationName: opt(z.string()),
    originBranch: opt(z.string()),
    status: opt(z.string()),
    replicas: opt(z.number()),
    hostname: opt(z.string()),
    deployedAt: opt(z.string()),
    expiredTime: opt(z.string()),
    enableAutoPause: opt(z.boolean()),
    enableDeletionProtection: opt(z.boolean()),
    lastActivity: opt(lastActivitySchema),
    workspace: opt(refSchema),
    project: opt(refSchema),
    environment: opt(z.looseObject({ _id: opt(z.string()), clusterName: opt(z.string()) })),
    capacity: opt(z.unknown()),
    storage: opt(z.number()),
    containerImage: opt(z.string()),
    deployedBy: opt(rawInfoSchema),
    podDetails: opt(z.array(z.looseObject({}))),
  }),
);
export type Application = z.infer<typeof applicationSchema>;

/** The branch name users know an application by. */
export function applicationBranch(app: Application): string {
  return app.originBranch ?? app.name ?? app.applicationName ?? app._id;
}

/** What a long action answers: the activity it started (shape tolerant of what a platform may send). */
export const actionResultSchema = z
  .looseObject({
    activityId: opt(z.string()),
    activity: opt(z.looseObject({ _id: z.string() })),
    application: opt(applicationSchema),
    lastActivity: opt(lastActivitySchema),
  })
  .transform((body) => ({
    activityId: body.activityId ?? body.activity?._id ?? body.application?.lastActivity?._id ?? body.lastActivity?._id,
    application: body.application ?? undefined,
  }));
export type ActionResult = z.infer<typeof actionResultSchema>;
