import * as z from 'zod';
import { opt } from './common.js';
import { lazy } from './lazy-schema.js';

/** A notification of the bell's drawer (spec 000 section 3). */
export const notificationSchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    title: opt(z.string()),
    message: opt(z.string()),
    status: opt(z.string()),
    createdAt: opt(z.string()),
    seen: opt(z.boolean()),
    read: opt(z.boolean()),
    /** Not yet seen in the drawer (spec 003 section 3). */
    isNew: opt(z.boolean()),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;
