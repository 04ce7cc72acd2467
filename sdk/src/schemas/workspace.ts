import * as z from 'zod';
import { idSchema, opt, rbacEntrySchema } from './common.js';
import { lazy } from './lazy-schema.js';

/** A workspace: every field spec 000 section 3 (list view), 001 section 3 and 002 section 3 list. */
export const workspaceSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: z.string(),
    description: opt(z.string()),
    tags: opt(z.array(z.unknown())),
    logo: opt(z.string()),
    lastActionAt: opt(z.string()),
    createdAt: opt(z.string()),
    rbac: opt(z.array(rbacEntrySchema)),
    isDrupalForge: opt(z.boolean()),
    isDrupalPod: opt(z.boolean()),
    isPersonal: opt(z.boolean()),
    isProtected: opt(z.boolean()),
    isTesting: opt(z.boolean()),
    type: opt(z.string()),
    plan: opt(z.string()),
    subscription: opt(z.looseObject({ price: opt(z.number()) })),
    /** `INACTIVE` while an update runs (spec 001 section 3). */
    status: opt(z.string()),
    namespace: opt(z.string()),
    /** Owner-only settings (spec 001 section 3). */
    enableEditConfiguration: opt(z.boolean()),
    enableConnectVPS: opt(z.boolean()),
    enableCreateDeployment: opt(z.boolean()),
    enableCustomDomain: opt(z.boolean()),
    enabledDailyBackup: opt(z.boolean()),
    enableAutoPause: opt(z.boolean()),
    /** An ownership transfer is pending. */
    isTransfer: opt(z.boolean()),
    /** Created on one node, without a cluster (`POST /workspaces/single-node`). */
    isSingleNode: opt(z.boolean()),
    totalProjects: opt(z.number()),
    totalActivatedApplications: opt(z.number()),
    totalPausedApplications: opt(z.number()),
    totalApplications: opt(z.number()),
    environment: opt(
      z.looseObject({
        _id: opt(z.string()),
        name: opt(z.string()),
        clusterName: opt(z.string()),
        elb: opt(z.string()),
        cloudAccount: opt(z.looseObject({ provider: opt(z.string()) })),
      }),
    ),
  }),
);
export type Workspace = z.infer<typeof workspaceSchema>;

/** The cloud provider of a workspace's environment, if any. */
export function workspaceProvider(workspace: Workspace): string | undefined {
  return workspace.environment?.cloudAccount?.provider ?? undefined;
}
