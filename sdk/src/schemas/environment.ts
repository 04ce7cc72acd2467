import * as z from 'zod';
import { idSchema, lastActivitySchema, opt, rawInfoSchema } from './common.js';
import { lazy } from './lazy-schema.js';

/** A cluster (environment), spec 000 section 3 and spec 003 section 3. */
export const environmentSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: opt(z.string()),
    clusterName: opt(z.string()),
    status: opt(z.string()),
    region: opt(z.string()),
    provider: opt(z.string()),
    isProtected: opt(z.boolean()),
    cloudAccount: opt(
      z.looseObject({
        _id: opt(z.string()),
        name: opt(z.string()),
        provider: opt(z.string()),
        awsArnRole: opt(z.string()),
      }),
    ),
    elb: opt(z.string()),
    arn: opt(z.string()),
    vpcCIDR: opt(z.string()),
    dbEngine: opt(z.string()),
    dbEngineVersion: opt(z.string()),
    dbInstanceType: opt(z.string()),
    dbParamGroup: opt(z.string()),
    dbStorage: opt(z.number()),
    dbMaxStorage: opt(z.number()),
    dbStorageType: opt(z.string()),
    instanceType: opt(z.string()),
    ondemandInstanceType: opt(z.string()),
    kubernetesVersion: opt(z.string()),
    minimumNodes: opt(z.number()),
    desiredNodes: opt(z.number()),
    maximumNodes: opt(z.number()),
    ondemandMinNodes: opt(z.number()),
    ondemandDesiredNodes: opt(z.number()),
    ondemandMaxNodes: opt(z.number()),
    applications: opt(z.number()),
    totalWorkspaces: opt(z.number()),
    createdAt: opt(z.string()),
    createdBy: opt(rawInfoSchema),
    lastActivity: opt(lastActivitySchema),
  }),
);
export type Environment = z.infer<typeof environmentSchema>;

/** What deleting a cluster answers: the DELETE_ENVIRONMENT task it started. */
export const environmentActionSchema = lazy(() =>
  z.looseObject({ activityId: z.string(), environment: opt(environmentSchema) }),
);
export type EnvironmentAction = z.infer<typeof environmentActionSchema>;

export const deletedSchema = lazy(() => z.looseObject({ deleted: opt(z.boolean()), _id: opt(z.string()) }));
export type Deleted = z.infer<typeof deletedSchema>;

export const clusterNodeSchema = lazy(() =>
  z.looseObject({
    name: z.string(),
    status: opt(z.string()),
    instanceType: opt(z.string()),
    capacity: opt(z.looseObject({})),
    allocatable: opt(z.looseObject({})),
    createdAt: opt(z.string()),
  }),
);
export type ClusterNode = z.infer<typeof clusterNodeSchema>;

export const clusterNamespaceSchema = lazy(() =>
  z.looseObject({
    namespace: opt(z.string()),
    name: opt(z.string()),
    workspace: opt(z.union([z.string(), z.looseObject({ _id: z.string(), name: opt(z.string()) })])),
    pods: opt(z.array(z.unknown())),
    status: opt(z.string()),
    createdAt: opt(z.string()),
  }),
);
export type ClusterNamespace = z.infer<typeof clusterNamespaceSchema>;

export const clusterPodSchema = lazy(() =>
  z.looseObject({
    name: z.string(),
    namespace: opt(z.string()),
    application: opt(z.looseObject({ _id: opt(z.string()), originBranch: opt(z.string()), project: opt(z.unknown()) })),
    totalContainers: opt(z.number()),
    status: opt(z.string()),
    statusContainers: opt(z.array(z.looseObject({ ready: opt(z.boolean()) }))),
    creationTimestamp: opt(z.string()),
  }),
);
export type ClusterPod = z.infer<typeof clusterPodSchema>;

/** A persistent volume; a claim adds `volumeName` and `application`. */
export const clusterVolumeSchema = lazy(() =>
  z.looseObject({
    name: z.string(),
    storageClassName: opt(z.string()),
    accessMode: opt(z.string()),
    capacity: opt(z.union([z.string(), z.number()])),
    volumeHandle: opt(z.string()),
    volumeDriver: opt(z.string()),
    status: opt(z.string()),
    createdAt: opt(z.string()),
    volumeName: opt(z.string()),
    application: opt(z.looseObject({ _id: opt(z.string()), originBranch: opt(z.string()) })),
  }),
);
export type ClusterVolume = z.infer<typeof clusterVolumeSchema>;

export const clusterReportSchema = lazy(() =>
  z.looseObject({
    nodes: opt(z.number()),
    namespaces: opt(z.number()),
    pods: opt(z.number()),
    runningPods: opt(z.number()),
    pv: opt(z.number()),
    pvc: opt(z.number()),
    generatedAt: opt(z.string()),
  }),
);
export type ClusterReport = z.infer<typeof clusterReportSchema>;

export const closeLogSchema = lazy(() => z.looseObject({ closed: opt(z.boolean()), activityId: opt(z.string()) }));
