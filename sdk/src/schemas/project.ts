import * as z from 'zod';
import { idSchema, opt, rawInfoSchema, rbacEntrySchema, refSchema } from './common.js';
import { lazy } from './lazy-schema.js';

/** A project (spec 000 section 3, spec 002 section 3). */
export const projectSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: z.string(),
    description: opt(z.string()),
    workspace: opt(refSchema),
    projectType: opt(z.looseObject({ key: opt(z.string()), name: opt(z.string()) })),
    repositoryProvider: opt(z.string()),
    repositoryOwner: opt(z.string()),
    repositoryName: opt(z.string()),
    /** Each with `_id` and `name` (spec 001 section 3); a bare name is read as it came. */
    tags: opt(z.array(z.union([z.string(), z.looseObject({ _id: opt(z.string()), name: opt(z.string()) })]))),
    lastActivity: opt(z.looseObject({ action: opt(z.string()), createdAt: opt(z.string()) })),
    totalMembers: opt(z.number()),
    totalDeployedApplications: opt(z.number()),
    totalPausedApplications: opt(z.number()),
    totalNoDeployedApplications: opt(z.number()),
    createdBy: opt(rawInfoSchema),
    createdAt: opt(z.string()),
    rbac: opt(z.array(rbacEntrySchema)),
    // Creation (spec 001 section 3) and settings (spec 002 section 3); the registry tokens are never sent back.
    catalog: opt(
      z.union([z.string(), z.looseObject({ organization: opt(z.unknown()), registryTags: opt(z.unknown()) })]),
    ),
    isCreateNewRepo: opt(z.boolean()),
    registryTags: opt(z.array(z.string())),
    timezoneDailyBackup: opt(z.number()),
    backupRetentionTime: opt(z.number()),
    /** The project's tags (deployments), by id. */
    deployments: opt(z.array(refSchema)),
    initialized: opt(z.boolean()),
    registryProvider: opt(z.string()),
    registryServer: opt(z.string()),
    registryUsername: opt(z.string()),
    isCustomRegistry: opt(z.boolean()),
    /** How the platform reaches the repository (the create and update-repository DTOs' fields); tokens never come back. */
    isUsePersonalToken: opt(z.boolean()),
    isUseRepositoryToken: opt(z.boolean()),
    baseRegistryProvider: opt(z.string()),
    baseRegistryServer: opt(z.string()),
    baseRegistryUsername: opt(z.string()),
    baseRegistryTags: opt(z.array(z.string())),
    vscodeExtensions: opt(z.string()),
  }),
);
export type Project = z.infer<typeof projectSchema>;
