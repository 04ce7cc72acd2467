import * as z from 'zod';
import { opt } from './common.js';
import { lazy } from './lazy-schema.js';

/** A Decoupled.io application (contract: DecoupledIOController_getApplicationById). */
export const decoupledApplicationSchema = lazy(() =>
  z.looseObject({
    applicationId: z.string(),
    applicationURL: opt(z.string()),
    vscodeURL: opt(z.string()),
    vscodePassword: opt(z.string()),
    expiredTime: opt(z.union([z.number(), z.string()])),
    isActive: opt(z.boolean()),
    status: opt(z.string()),
    capacity: opt(z.string()),
    email: opt(z.string()),
    spaceId: opt(z.number()),
    strategy: opt(z.string()),
  }),
);
export type DecoupledApplication = z.infer<typeof decoupledApplicationSchema>;
