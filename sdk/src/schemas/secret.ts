import * as z from 'zod';
import { opt } from './common.js';
import { lazy } from './lazy-schema.js';

/** A secret manager (spec 002 section 3): a name and its variables; lists carry names only. */
export const secretManagerSchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    name: z.string(),
    values: opt(z.record(z.string(), z.unknown())),
    createdAt: opt(z.string()),
    updatedAt: opt(z.string()),
  }),
);
export type SecretManager = z.infer<typeof secretManagerSchema>;
