import * as z from 'zod';
import { idSchema, opt, refSchema } from './common.js';
import { builtOnFirstUse, lazy } from './lazy-schema.js';

/** A time the platform sends as epoch milliseconds (a string on some answers). */
const epochMsSchema = lazy(() => z.union([z.number(), z.string()]));

/** `{status: "success"}`, plus what the emulator adds so a caller can follow the task it started. */
export const statusResultSchema = lazy(() =>
  z.looseObject({
    status: opt(z.string()),
    applicationId: opt(z.string()),
    activityId: opt(z.string()),
  }),
);
export type StatusResult = z.infer<typeof statusResultSchema>;

/** The Drupal Forge part of a hosted application. */
export const drupalForgeInfoSchema = lazy(() =>
  z.looseObject({
    submissionId: opt(z.string()),
    isIncludeDev: opt(z.boolean()),
    isActive: opt(z.boolean()),
    email: opt(z.string()),
  }),
);

const catalogRefSchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    name: opt(z.string()),
    projectType: opt(z.string()),
    repositoryVisibility: opt(z.string()),
    team: opt(z.looseObject({ _id: opt(z.string()), name: opt(z.string()) })),
  }),
);

/** A Drupal Forge application (contract: DrupalForgeController_getApplicationById). */
export const drupalForgeApplicationSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    originBranch: opt(z.string()),
    hostname: opt(z.string()),
    project: opt(
      z.union([
        z.string(),
        z.looseObject({
          _id: z.string(),
          name: opt(z.string()),
          repoUrl: opt(z.string()),
          workspace: opt(refSchema),
          catalog: opt(catalogRefSchema),
        }),
      ]),
    ),
    appRoot: opt(z.string()),
    webRoot: opt(z.string()),
    status: opt(z.string()),
    replicas: opt(z.number()),
    capacity: opt(z.string()),
    capacityLimit: opt(z.string()),
    groupType: opt(z.string()),
    storage: opt(z.number()),
    filePermissionLevel: opt(z.string()),
    editorPwd: opt(z.string()),
    editorHostname: opt(z.string()),
    deployedAt: opt(z.string()),
    drupalForge: opt(drupalForgeInfoSchema),
    expiredTime: opt(epochMsSchema),
    subscriptionEnded: opt(epochMsSchema),
    githubUsernames: opt(z.array(z.string())),
  }),
);
export type DrupalForgeApplication = z.infer<typeof drupalForgeApplicationSchema>;

/** `{total, applications}`: the list answer of the hosted-demo areas. */
export function hostedListSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({ total: opt(z.number()), applications: z.array(item) });
}

/** What the embeddable widget shows for a submission. */
export const drupalForgeWidgetSchema = lazy(() =>
  z.looseObject({
    workspaceUrl: opt(z.string()),
    extendTimeUrl: opt(z.string()),
    applicationId: opt(z.string()),
    applicationURL: opt(z.string()),
    vscodeURL: opt(z.string()),
    loginUrl: opt(z.string()),
    vscodePassword: opt(z.string()),
    repositoryVisibility: opt(z.string()),
    username: opt(z.string()),
    password: opt(z.string()),
    expiredTime: opt(epochMsSchema),
    isActive: opt(z.boolean()),
    isIncludeDev: opt(z.boolean()),
    replicas: opt(z.number()),
    status: opt(z.string()),
    capacity: opt(z.string()),
  }),
);
export type DrupalForgeWidget = z.infer<typeof drupalForgeWidgetSchema>;

/** Express-launch (hot instance) counts of a template. */
/** Express-launch counts; the contract requires neither field, so a missing one reads as 0. */
const countOrZero = builtOnFirstUse(() =>
  z
    .number()
    .nullish()
    .transform((n) => n ?? 0),
);
export const expressLaunchCountSchema = lazy(() => z.looseObject({ ready: countOrZero, inprogress: countOrZero }));
export type ExpressLaunchCount = z.infer<typeof expressLaunchCountSchema>;

/** What an admin sweep (pause or deactivate expired applications) did: the tasks it started. */
export const forgeSweepResultSchema = lazy(() =>
  z.looseObject({
    count: opt(z.number()),
    activityIds: opt(z.array(z.string())),
  }),
);
export type ForgeSweepResult = z.infer<typeof forgeSweepResultSchema>;
