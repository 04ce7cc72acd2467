import * as z from 'zod';
import { idSchema, opt } from './common.js';
import { lazy } from './lazy-schema.js';

const partActivity = lazy(() => opt(z.looseObject({ _id: opt(z.string()), status: opt(z.string()) })));
const fileRef = lazy(() => opt(z.looseObject({ _id: z.string() })));

/** A backup (spec 002 section 3): its type and up to three parts, each with a file and an activity. */
export const backupSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    type: opt(z.string()),
    createdAt: opt(z.string()),
    status: opt(z.string()),
    databaseFile: fileRef,
    filesFile: fileRef,
    sourcecodeFile: fileRef,
    databaseActivity: partActivity,
    filesActivity: partActivity,
    sourcecodeActivity: partActivity,
    activityId: opt(z.string()),
    /** The tag a tag's backup belongs to. */
    deployment: opt(z.string()),
  }),
);
export type Backup = z.infer<typeof backupSchema>;

/** One backup file; `downloadURL` only when asked with `downloadURL=true`. */
export const backupFileSchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    name: opt(z.string()),
    status: opt(z.string()),
    size: opt(z.number()),
    downloadURL: opt(z.string()),
  }),
);
export type BackupFile = z.infer<typeof backupFileSchema>;

/** A PhpMyAdmin or VS Code session token; expires 4 hours after `createdAt`. */
export const toolTokenSchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    createdAt: opt(z.string()),
    token: opt(z.string()),
    expiredAt: opt(z.string()),
    url: opt(z.string()),
  }),
);
export type ToolToken = z.infer<typeof toolTokenSchema>;

export const httpLogSchema = lazy(() =>
  z.looseObject({
    data: z.array(z.union([z.string(), z.looseObject({ message: opt(z.string()), timestamp: opt(z.string()) })])),
  }),
);
export type HttpLog = z.infer<typeof httpLogSchema>;

/** What a delete answers; one schema for the whole SDK (declared beside the environments). */
export { deletedSchema } from './environment.js';

export const podDeletedSchema = lazy(() => z.looseObject({ podName: opt(z.string()), deleted: opt(z.boolean()) }));

export const templateSchema = lazy(() =>
  z.looseObject({ _id: idSchema, name: opt(z.string()), organization: opt(z.unknown()) }),
);
export type ApplicationTemplate = z.infer<typeof templateSchema>;
