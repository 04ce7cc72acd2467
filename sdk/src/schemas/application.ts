import * as z from 'zod';
import { toolTokenSchema } from './application-extras.js';
import { idSchema, lastActivitySchema, opt, rawInfoSchema, refSchema } from './common.js';

/** A custom domain as an application lists it (spec 002 section 3: _id, domain, deployment flag). */
const applicationDomainSchema = z.looseObject({
  _id: opt(z.string()),
  domain: opt(z.string()),
  deployment: opt(z.unknown()),
});

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
    // The rest of spec 002 section 3's Application fields, which the front ends read.
    domains: opt(z.array(applicationDomainSchema)),
    groupType: opt(z.string()),
    capacityLimit: opt(z.unknown()),
    appRoot: opt(z.string()),
    webRoot: opt(z.string()),
    codesDirectory: opt(z.string()),
    startAppScript: opt(z.string()),
    filePermissionLevel: opt(z.string()),
    isEnableBasicAuth: opt(z.boolean()),
    authUsername: opt(z.string()),
    isEnablePMA: opt(z.boolean()),
    pmaToken: opt(toolTokenSchema),
    isEnableEditor: opt(z.boolean()),
    vscodeToken: opt(toolTokenSchema),
    editorHostname: opt(z.string()),
    secretManager: opt(z.string()),
    secureConnection: opt(z.boolean()),
    enabledDailyBackup: opt(z.boolean()),
    /** Hours from UTC of the daily backup (spec 002 section 5's schedule form). */
    timezoneDailyBackup: opt(z.number()),
    backupRetentionTime: opt(z.number()),
    backupOptions: opt(
      z.looseObject({ database: opt(z.boolean()), files: opt(z.boolean()), source: opt(z.boolean()) }),
    ),
    createdAt: opt(z.string()),
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
