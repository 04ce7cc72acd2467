import * as z from 'zod';
import { idSchema, opt, rawInfoSchema, rbacEntrySchema, refSchema } from './common.js';

/** A project (spec 000 section 3, spec 002 section 3). */
export const projectSchema = z.lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: z.string(),
    description: opt(z.string()),
    workspace: opt(refSchema),
    projectType: opt(z.looseObject({ key: opt(z.string()), name: opt(z.string()) })),
    repositoryProvider: opt(z.string()),
    repositoryOwner: opt(z.string()),
    repositoryName: opt(z.string()),
    tags: opt(z.array(z.unknown())),
    lastActivity: opt(z.looseObject({ action: opt(z.string()), createdAt: opt(z.string()) })),
    totalMembers: opt(z.number()),
    totalDeployedApplications: opt(z.number()),
    totalPausedApplications: opt(z.number()),
    totalNoDeployedApplications: opt(z.number()),
    createdBy: opt(rawInfoSchema),
    createdAt: opt(z.string()),
    rbac: opt(z.array(rbacEntrySchema)),
    // Settings (spec 002 section 3); tokens are never sent back.
    initialized: opt(z.boolean()),
    registryProvider: opt(z.string()),
    registryServer: opt(z.string()),
    registryUsername: opt(z.string()),
    isCustomRegistry: opt(z.boolean()),
    baseRegistryProvider: opt(z.string()),
    baseRegistryServer: opt(z.string()),
    baseRegistryUsername: opt(z.string()),
    baseRegistryTags: opt(z.array(z.string())),
    vscodeExtensions: opt(z.string()),
  }),
);
export type Project = z.infer<typeof projectSchema>;
