import * as z from 'zod';
import { lazy } from './lazy-schema.js';

/** Optional and nullable: real answers omit fields or send null; both mean "not set". */
export const opt = <T extends z.ZodType>(schema: T) => schema.nullish();

export const idSchema = lazy(() => z.string().min(1));

/**
 * The id and name of a listed entity: all that a name lookup reads, so all that it checks (checking every field of
 * 3,000 whole projects cost a cold CLI about 20 ms of `apps list`); its other fields are kept unchecked.
 */
export const namedItemSchema = lazy(() => z.looseObject({ _id: idSchema, name: z.string() }));
export type NamedItem = z.infer<typeof namedItemSchema>;

/** A reference that a platform may send as an id or as the populated entity. */
export const refSchema = lazy(() => z.union([z.string(), z.looseObject({ _id: z.string() })]));
export type Ref = z.infer<typeof refSchema>;

/** The id of a reference, whichever way it was sent. */
export function refId(ref: Ref | null | undefined): string | undefined {
  if (ref == null) return undefined;
  return typeof ref === 'string' ? ref : ref._id;
}

export const rbacEntrySchema = lazy(() => z.looseObject({ user: opt(refSchema), role: opt(z.string()) }));

export const rawInfoSchema = lazy(() => z.looseObject({ rawInfo: opt(z.looseObject({ email: opt(z.string()) })) }));

export const lastActivitySchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    action: opt(z.string()),
    status: opt(z.string()),
    updatedAt: opt(z.string()),
    createdAt: opt(z.string()),
  }),
);
