import * as z from 'zod';
import { idSchema, opt } from './common.js';
import { lazy } from './lazy-schema.js';
import { projectSchema } from './project.js';

/** One project type (`GET /v2/projects/project-types`). */
export const projectTypeSchema = lazy(() =>
  z.looseObject({ _id: opt(z.string()), key: z.string(), name: opt(z.string()) }),
);
export type ProjectType = z.infer<typeof projectTypeSchema>;

/** A project just created (wizard, quickstart, quickclone, import): the project and its creation activity. */
export const createdProjectSchema = lazy(() =>
  projectSchema.unwrap().extend({
    activityId: opt(z.string()),
    initialized: opt(z.boolean()),
  }),
);
export type CreatedProject = z.infer<typeof createdProjectSchema>;

/** One of a project's resources: a branch application or a tag. */
export const projectResourceSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    kind: opt(z.string()),
    name: opt(z.string()),
    status: opt(z.string()),
    replicas: opt(z.number()),
    hostname: opt(z.string()),
  }),
);
export type ProjectResource = z.infer<typeof projectResourceSchema>;

/** Branch sync answer: the spec's success sentence and the branches. */
export const branchSyncSchema = lazy(() =>
  z.looseObject({ message: opt(z.string()), branches: opt(z.array(z.string())) }),
);

/** Configuration file check of a branch. */
export const configValidationSchema = lazy(() =>
  z.looseObject({
    valid: z.boolean(),
    branch: opt(z.string()),
    errors: opt(z.array(z.unknown())),
  }),
);
