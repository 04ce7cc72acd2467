import * as z from 'zod';
import { idSchema, opt } from './common.js';
import { lazy } from './lazy-schema.js';

/** A git host's username and a hint of the personal token (the token itself is never answered). */
export const gitTokenSchema = lazy(() =>
  z.looseObject({
    gitProvider: z.string(),
    username: opt(z.string()),
    tokenHint: opt(z.string()),
    updatedAt: opt(z.string()),
  }),
);
export type GitToken = z.infer<typeof gitTokenSchema>;
export const gitTokensSchema = lazy(() => z.looseObject({ gitTokens: z.array(gitTokenSchema) }));

/** A command access token as lists show it (spec 002 section 3). */
export const commandTokenSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    note: opt(z.string()),
    prefixToken: opt(z.string()),
    expiration: opt(z.union([z.number(), z.string()])),
    expiresAt: opt(z.string()),
    createdAt: opt(z.string()),
  }),
);
export type CommandToken = z.infer<typeof commandTokenSchema>;
/** At creation only, the answer also carries the full token. */
export const createdCommandTokenSchema = lazy(() => commandTokenSchema.unwrap().extend({ token: z.string() }));
export type CreatedCommandToken = z.infer<typeof createdCommandTokenSchema>;

export const successSchema = lazy(() => z.looseObject({ success: opt(z.boolean()), message: opt(z.string()) }));
export type Success = z.infer<typeof successSchema>;

export const gitOwnerSchema = lazy(() =>
  z.looseObject({ login: z.string(), name: opt(z.string()), avatarUrl: opt(z.string()) }),
);
export type GitOwner = z.infer<typeof gitOwnerSchema>;

export const gitRepositorySchema = lazy(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]),
    name: z.string(),
    fullName: opt(z.string()),
    owner: opt(z.union([z.string(), z.looseObject({})])),
    gitProvider: opt(z.string()),
    defaultBranch: opt(z.string()),
    private: opt(z.boolean()),
  }),
);
export type GitRepository = z.infer<typeof gitRepositorySchema>;

export const gitBranchSchema = lazy(() =>
  z.looseObject({
    name: z.string(),
    commit: opt(z.looseObject({ sha: opt(z.string()) })),
  }),
);
export type GitBranch = z.infer<typeof gitBranchSchema>;
