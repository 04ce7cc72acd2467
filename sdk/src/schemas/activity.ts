import * as z from 'zod';
import { idSchema, opt, refSchema } from './common.js';
import { builtOnFirstUse, lazy } from './lazy-schema.js';

/** An activity: the record of one task (spec 000 section 3). */
export const activitySchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    action: z.string(),
    status: z.string(),
    application: opt(refSchema),
    /** The tag an activity is about, where it is one (a tag's Activities tab filters on it). */
    deployment: opt(refSchema),
    project: opt(refSchema),
    workspace: opt(refSchema),
    environment: opt(refSchema),
    vps: opt(refSchema),
    /** The activity this one is a step of (spec 001 section 3). */
    parentActivity: opt(refSchema),
    /** The log lines kept with the activity; the log itself pages through `.../logs`. */
    logs: opt(z.array(z.unknown())),
    createdAt: opt(z.string()),
    updatedAt: opt(z.string()),
    createdBy: opt(z.looseObject({ name: opt(z.string()), email: opt(z.string()) })),
    expectedLines: opt(z.number()),
  }),
);
export type Activity = z.infer<typeof activitySchema>;

/** One log line; `message` begins with a timestamp. */
export const logLineSchema = lazy(() =>
  z.union([z.looseObject({ message: z.string() }), z.string().transform((message) => ({ message }))]),
);
export type LogLine = z.infer<typeof logLineSchema>;

/** A page of an activity's log (spec 000 section 3: message, task with status, nextToken). */
export const activityLogAnswerSchema = lazy(() =>
  z.looseObject({
    data: opt(z.array(logLineSchema)),
    logs: opt(z.array(logLineSchema)),
    task: opt(z.looseObject({ status: opt(z.string()) })),
    nextToken: opt(z.union([z.string(), z.number()])),
  }),
);

/**
 * The page a log answer holds. Resources parse the answer with `activityLogAnswerSchema` and then call this, so a
 * 100,000-line log whose lines are objects is read as it came (see asIsCheckOf), not copied by zod.
 */
export function toActivityLogPage(answer: z.infer<typeof activityLogAnswerSchema>) {
  return {
    lines: answer.data ?? answer.logs ?? [],
    taskStatus: answer.task?.status ?? undefined,
    nextToken: answer.nextToken == null ? undefined : String(answer.nextToken),
  };
}

export const activityLogPageSchema = builtOnFirstUse(() => activityLogAnswerSchema.transform(toActivityLogPage));
export type ActivityLogPage = z.infer<typeof activityLogPageSchema>;
