import * as z from 'zod';
import { gitTokenSchema } from './account.js';
import { opt } from './common.js';
import { lazy } from './lazy-schema.js';

/** The signed-in user's profile (spec 000 section 3, spec 002 section 3). */
export const profileSchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    sub: opt(z.string()),
    email: z.string(),
    displayName: opt(z.string()),
    role: opt(z.string()),
    state: opt(z.string()),
    avatarUrl: opt(z.string()),
    isCreatedByAdmin: opt(z.boolean()),
    awsOrders: opt(z.array(z.unknown())),
    gitTokens: opt(z.array(gitTokenSchema)),
    /** Git hosts linked through their OAuth flow. */
    linkedProviders: opt(z.array(z.string())),
    /** The AWS role the last CloudFormation stack created (spec 003 section 2.11). */
    lastCreatedArnRole: opt(z.string()),
    createdAt: opt(z.string()),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

export const healthSchema = lazy(() => z.looseObject({ status: opt(z.string()), version: opt(z.string()) }));
export type Health = z.infer<typeof healthSchema>;
