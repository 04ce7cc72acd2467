import * as z from 'zod';
import { toolTokenSchema } from './application-extras.js';
import { idSchema, lastActivitySchema, opt, rawInfoSchema, refSchema } from './common.js';
import { builtOnFirstUse, lazy } from './lazy-schema.js';

/**
 * An application: one branch of a project. Every field spec 002 section 3 (and 001 section 3) lists, each optional
 * and nullable, unknown fields kept: a platform may leave any out.
 */
export const applicationSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: opt(z.string()),
    applicationName: opt(z.string()),
    originBranch: opt(z.string()),
    status: opt(z.string()),
    replicas: opt(z.number()),
    hostname: opt(z.string()),
    deployedAt: opt(z.string()),
    updatedAt: opt(z.string()),
    createdAt: opt(z.string()),
    expiredTime: opt(z.string()),
    enableAutoPause: opt(z.boolean()),
    enableDeletionProtection: opt(z.boolean()),
    lastActivity: opt(lastActivitySchema),
    workspace: opt(refSchema),
    project: opt(refSchema),
    environment: opt(z.looseObject({ _id: opt(z.string()), clusterName: opt(z.string()) })),
    domains: opt(
      z.array(z.looseObject({ _id: opt(z.string()), domain: opt(z.string()), deployment: opt(z.unknown()) })),
    ),
    deployment: opt(z.unknown()),
    groupType: opt(z.string()),
    /** A tier of CAPACITY_OPTIONS (`micro`); kept as sent when a platform sends something else. */
    capacity: opt(z.unknown()),
    capacityLimit: opt(z.unknown()),
    storage: opt(z.number()),
    appRoot: opt(z.string()),
    webRoot: opt(z.string()),
    codesDirectory: opt(z.string()),
    startAppScript: opt(z.string()),
    containerImage: opt(z.string()),
    /** The wire value (`stricterPermission`); `filePermissionLabel` gives the spec's word. */
    filePermissionLevel: opt(z.string()),
    isEnableBasicAuth: opt(z.boolean()),
    authUsername: opt(z.string()),
    isEnablePMA: opt(z.boolean()),
    pmaToken: opt(toolTokenSchema),
    isEnableEditor: opt(z.boolean()),
    vscodeToken: opt(toolTokenSchema),
    editorWithAuth: opt(z.unknown()),
    editorHostname: opt(z.string()),
    editorPwd: opt(z.string()),
    secretManager: opt(z.string()),
    secureConnection: opt(z.boolean()),
    enabledDailyBackup: opt(z.boolean()),
    timezoneDailyBackup: opt(z.number()),
    backupRetentionTime: opt(z.number()),
    backupOptions: opt(
      z.looseObject({ database: opt(z.boolean()), files: opt(z.boolean()), source: opt(z.boolean()) }),
    ),
    deployedBy: opt(rawInfoSchema),
    isFromGit: opt(z.boolean()),
    isEnablePolyscripting: opt(z.boolean()),
    isEnablePolymorphing: opt(z.boolean()),
    podDetails: opt(z.array(z.looseObject({}))),
  }),
);
export type Application = z.infer<typeof applicationSchema>;

/** The branch name users know an application by. */
export function applicationBranch(app: Application): string {
  return app.originBranch ?? app.name ?? app.applicationName ?? app._id;
}

/** What a long action answers: the activity it started (shape tolerant of what a platform may send). */
export const actionResultSchema = builtOnFirstUse(() =>
  z
    .looseObject({
      activityId: opt(z.string()),
      activity: opt(z.looseObject({ _id: z.string() })),
      application: opt(applicationSchema),
      lastActivity: opt(lastActivitySchema),
    })
    .transform((body) => ({
      activityId:
        body.activityId ?? body.activity?._id ?? body.application?.lastActivity?._id ?? body.lastActivity?._id,
      application: body.application ?? undefined,
    })),
);
export type ActionResult = z.infer<typeof actionResultSchema>;
