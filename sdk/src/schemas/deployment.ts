import * as z from 'zod';
import { backupSchema, toolTokenSchema } from './application-extras.js';
import { idSchema, lastActivitySchema, opt, rawInfoSchema, refSchema } from './common.js';
import { builtOnFirstUse, lazy } from './lazy-schema.js';

/** A custom domain of a tag (spec 002 section 3). */
export const deploymentDomainSchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    domain: z.string(),
    deployment: opt(z.union([z.boolean(), z.string()])),
    createdAt: opt(z.string()),
  }),
);
export type DeploymentDomain = z.infer<typeof deploymentDomainSchema>;

/** A deployment: one tag of a project (spec 002 section 3). */
export const deploymentSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: z.string(),
    deploymentName: opt(z.string()),
    containerImage: opt(z.string()),
    hostname: opt(z.string()),
    appRoot: opt(z.string()),
    webRoot: opt(z.string()),
    replicas: opt(z.number()),
    groupType: opt(z.string()),
    capacity: opt(z.string()),
    capacityLimit: opt(z.string()),
    secretManager: opt(z.string()),
    isEnablePMA: opt(z.boolean()),
    isEnableEditor: opt(z.boolean()),
    pmaToken: opt(toolTokenSchema),
    vscodeToken: opt(toolTokenSchema),
    isEnableBasicAuth: opt(z.boolean()),
    authUsername: opt(z.string()),
    filePermissionLevel: opt(z.string()),
    secureConnection: opt(z.boolean()),
    enableDeletionProtection: opt(z.boolean()),
    isBlue: opt(z.boolean()),
    isGreen: opt(z.boolean()),
    switchedOver: opt(z.boolean()),
    blueGreenKey: opt(z.string()),
    status: opt(z.string()),
    lastActivity: opt(lastActivitySchema),
    deployedAt: opt(z.string()),
    deployedBy: opt(rawInfoSchema),
    domains: opt(z.array(deploymentDomainSchema)),
    environment: opt(z.union([z.string(), z.looseObject({ _id: opt(z.string()), clusterName: opt(z.string()) })])),
    enabledDailyBackup: opt(z.boolean()),
    timezoneDailyBackup: opt(z.union([z.number(), z.string()])),
    backupRetentionTime: opt(z.number()),
    workspace: opt(refSchema),
    project: opt(refSchema),
    podDetails: opt(z.array(z.looseObject({}))),
    /** The image column of a workspace's Cluster deployments tab (spec 001 section 3). */
    snapshotTag: opt(z.string()),
    createdBy: opt(rawInfoSchema),
    createdAt: opt(z.string()),
  }),
);
export type Deployment = z.infer<typeof deploymentSchema>;

/** A pod of a running tag (spec 002 section 3, Pod detail). */
export const podDetailSchema = lazy(() =>
  z.looseObject({
    podName: z.string(),
    node: opt(z.string()),
    containerName: opt(z.string()),
    containerImage: opt(z.string()),
    status: opt(z.string()),
    restartCount: opt(z.number()),
    resources: opt(z.looseObject({ requests: opt(z.looseObject({})), limits: opt(z.looseObject({})) })),
    createdAt: opt(z.string()),
    pvcDetail: opt(
      z.array(
        z.looseObject({
          name: opt(z.string()),
          storageClassName: opt(z.string()),
          volumeName: opt(z.string()),
          volumeMode: opt(z.string()),
          capacity: opt(z.string()),
          accessModes: opt(z.array(z.string())),
          status: opt(z.string()),
        }),
      ),
    ),
  }),
);
export type PodDetail = z.infer<typeof podDetailSchema>;

/** The tag with its pods (`GET .../deployments/{d}/pods`). */
export const deploymentWithPodsSchema = lazy(() =>
  deploymentSchema.unwrap().extend({ podDetails: z.array(podDetailSchema).default([]) }),
);

/** What a long action on a tag answers: the activity it started and the tag (tolerant of other shapes). */
export const deploymentActionSchema = builtOnFirstUse(() =>
  z
    .looseObject({
      activityId: opt(z.string()),
      activity: opt(z.looseObject({ _id: z.string() })),
      deployment: opt(deploymentSchema),
      green: opt(deploymentSchema),
    })
    .transform((b) => ({
      activityId: b.activityId ?? b.activity?._id ?? b.deployment?.lastActivity?._id ?? undefined,
      deployment: b.deployment ?? undefined,
      green: b.green ?? undefined,
    })),
);
export type DeploymentAction = z.infer<typeof deploymentActionSchema>;

/** A manual backup started on a tag: its activity and the backup. */
export const deploymentBackupStartedSchema = lazy(() =>
  z.looseObject({ activityId: opt(z.string()), backup: opt(backupSchema) }),
);

/** A domain being added: its activity and the domain. */
export const deploymentDomainStartedSchema = lazy(() =>
  z.looseObject({
    activityId: opt(z.string()),
    domain: opt(deploymentDomainSchema),
  }),
);

/** A PhpMyAdmin session of a tag: the token (4 hours) and the proxy address. */
export const pmaSessionSchema = builtOnFirstUse(() =>
  z
    .looseObject({
      pmaToken: opt(toolTokenSchema),
      url: opt(z.string()),
      expiredAt: opt(z.string()),
      _id: opt(z.string()),
    })
    .transform((b) => ({
      token: b.pmaToken ?? (b._id ? { _id: b._id } : undefined),
      url: b.url ?? undefined,
      expiredAt: b.expiredAt ?? undefined,
    })),
);
export type PmaSession = z.infer<typeof pmaSessionSchema>;
