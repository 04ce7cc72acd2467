import * as z from 'zod';
import { idSchema, opt } from './common.js';
import { builtOnFirstUse, lazy } from './lazy-schema.js';

/** A cloud account (spec 003 section 3); secrets are never answered. */
export const cloudAccountSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: z.string(),
    number: opt(z.number()),
    provider: opt(z.string()),
    desc: opt(z.string()),
    awsAccountId: opt(z.string()),
    arnRole: opt(z.string()),
    awsArnRole: opt(z.string()),
    /** A DigitalOcean account's space region: a creation field (spec 003 section 3), not a secret, answered back. */
    doSpaceRegion: opt(z.string()),
    createdAt: opt(z.string()),
    updatedAt: opt(z.string()),
  }),
);
export type CloudAccount = z.infer<typeof cloudAccountSchema>;

export const cloudFormationCallbackSchema = lazy(() =>
  z.looseObject({
    status: opt(z.string()),
    userId: opt(z.string()),
    arnRole: opt(z.string()),
  }),
);
export type CloudFormationCallback = z.infer<typeof cloudFormationCallbackSchema>;

export const hostedZoneSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: z.string(),
    hostedZoneId: opt(z.string()),
    nameServers: opt(z.array(z.string())),
    description: opt(z.string()),
    privateZone: opt(z.boolean()),
    isDrupalForge: opt(z.boolean()),
    createdBy: opt(z.unknown()),
    createdAt: opt(z.string()),
  }),
);
export type HostedZone = z.infer<typeof hostedZoneSchema>;

/** A member or administrator of the instance (spec 003 section 3). */
export const memberSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    avatarUrl: opt(z.string()),
    displayName: opt(z.string()),
    rawInfo: opt(z.looseObject({ email: opt(z.string()), identities: opt(z.array(z.unknown())) })),
    totalWorkspaces: opt(z.number()),
    defaultWorkspace: opt(z.looseObject({ _id: opt(z.string()) })),
    createdAt: opt(z.string()),
    role: opt(z.string()),
  }),
);
export type Member = z.infer<typeof memberSchema>;

export const roleChangeSchema = lazy(() => z.looseObject({ _id: opt(z.string()), role: opt(z.string()) }));

/** An AWS Marketplace order (spec 000 section 3: type ENVIRONMENT or WORKSPACE, isInitializedProduct). */
export const awsOrderSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    type: opt(z.string()),
    isInitializedProduct: opt(z.boolean()),
    status: opt(z.string()),
    productCode: opt(z.string()),
    customerIdentifier: opt(z.string()),
    dimension: opt(z.string()),
    quantity: opt(z.number()),
    createdAt: opt(z.string()),
  }),
);
export type AwsOrder = z.infer<typeof awsOrderSchema>;

export const meteringRecordSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    awsOrderId: opt(z.string()),
    dimension: opt(z.string()),
    quantity: opt(z.number()),
    timestamp: opt(z.string()),
    status: opt(z.string()),
    meteringRecordId: opt(z.string()),
  }),
);
export type MeteringRecord = z.infer<typeof meteringRecordSchema>;

/** What `POST /files/upload` answers. */
export const uploadedFileSchema = builtOnFirstUse(() =>
  z
    .looseObject({
      data: z.looseObject({
        fileId: z.string(),
        name: opt(z.string()),
        contentType: opt(z.string()),
        size: opt(z.number()),
      }),
    })
    .transform((body) => body.data),
);
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const webhookCommandResultSchema = lazy(() =>
  z.looseObject({
    applicationId: opt(z.string()),
    command: opt(z.string()),
    exitCode: opt(z.number()),
    output: opt(z.string()),
  }),
);
export type WebhookCommandResult = z.infer<typeof webhookCommandResultSchema>;
