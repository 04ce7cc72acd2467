import * as z from 'zod';
import { idSchema, opt, rbacEntrySchema } from './common.js';

/** A workspace as listed (spec 000 section 3). */
export const workspaceSchema = z.lazy(() =>
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
    totalProjects: opt(z.number()),
    totalActivatedApplications: opt(z.number()),
    totalPausedApplications: opt(z.number()),
    totalApplications: opt(z.number()),
    environment: opt(
      z.looseObject({
        _id: opt(z.string()),
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
