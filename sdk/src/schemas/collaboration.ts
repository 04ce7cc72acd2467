import * as z from 'zod';
import { opt, rawInfoSchema, refSchema } from './common.js';
import { builtOnFirstUse, lazy } from './lazy-schema.js';

/** A workspace collaborator (spec 001 section 3: _id, displayName, avatarUrl, rawInfo.email, role). */
export const collaboratorSchema = lazy(() =>
  z.looseObject({
    _id: z.string(),
    displayName: opt(z.string()),
    avatarUrl: opt(z.string()),
    rawInfo: opt(z.looseObject({ email: opt(z.string()) })),
    email: opt(z.string()),
    role: opt(z.string()),
  }),
);
export type Collaborator = z.infer<typeof collaboratorSchema>;

const namedRefSchema = lazy(() => z.union([z.string(), z.looseObject({ _id: z.string(), name: opt(z.string()) })]));

/** An invitation (spec 000 and 001 section 3). */
export const invitationSchema = lazy(() =>
  z.looseObject({
    _id: opt(z.string()),
    token: opt(z.string()),
    inviteType: opt(z.string()),
    inviteStatus: opt(z.string()),
    email: opt(z.string()),
    name: opt(z.string()),
    role: opt(z.string()),
    workspace: opt(namedRefSchema),
    project: opt(namedRefSchema),
    invitedBy: opt(z.looseObject({ rawInfo: opt(z.looseObject({ email: opt(z.string()) })) })),
    createdAt: opt(z.string()),
    expiresAt: opt(z.string()),
  }),
);
export type Invitation = z.infer<typeof invitationSchema>;

/** A list answer that may be a bare array or `{data}`. */
export const invitationListSchema = builtOnFirstUse(() =>
  z
    .union([z.array(invitationSchema), z.looseObject({ data: opt(z.array(invitationSchema)) })])
    .transform((v) => (Array.isArray(v) ? v : (v.data ?? []))),
);

/** The workspace's shareable invite link. */
export const inviteLinkSchema = lazy(() =>
  z.looseObject({
    token: opt(z.string()),
    link: opt(z.string()),
    workspace: opt(refSchema),
    role: opt(z.string()),
  }),
);
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** What an invite-link token names: the workspace, the role given on joining, whether the user is already in. */
export const inviteTokenViewSchema = lazy(() =>
  z.looseObject({
    workspace: z.looseObject({ _id: z.string(), name: opt(z.string()), logo: opt(z.string()) }),
    role: opt(z.string()),
    isMember: opt(z.boolean()),
  }),
);
export type InviteTokenView = z.infer<typeof inviteTokenViewSchema>;

/**
 * The answer of the invitation verify call (spec 003 section 3: inviteType, role, invitedBy.rawInfo.email, project
 * and workspace with _id and name), or a 308 naming the workspace to go to.
 */
export const inviteVerifySchema = lazy(() =>
  z.looseObject({
    statusCode: opt(z.number()),
    workspace: opt(namedRefSchema),
    project: opt(namedRefSchema),
    invitedBy: opt(rawInfoSchema),
    inviteType: opt(z.string()),
    email: opt(z.string()),
    role: opt(z.string()),
    redirect: opt(z.string()),
  }),
);
export type InviteVerify = z.infer<typeof inviteVerifySchema>;

/**
 * A catalog: a launchable template. Spec 001 section 3 lists what the workspace's Catalogs tab reads, spec 003
 * section 3 what the admin templates page reads and edits (the launched site's admin login included).
 */
export const catalogSchema = lazy(() =>
  z.looseObject({
    _id: z.string(),
    name: z.string(),
    title: opt(z.string()),
    description: opt(z.string()),
    image: opt(z.string()),
    /** A project type's key (`GET /v2/projects/project-types`). */
    projectType: opt(z.string()),
    appRoot: opt(z.string()),
    webRoot: opt(z.string()),
    runScript: opt(z.string()),
    adminUser: opt(z.string()),
    adminPassword: opt(z.string()),
    adminPath: opt(z.string()),
    /** The default capacity of launched applications: a tier key or a number. */
    capacityDefault: opt(z.union([z.string(), z.number()])),
    createdBy: opt(rawInfoSchema),
    organization: opt(
      z.looseObject({
        _id: opt(z.string()),
        name: opt(z.string()),
        email: opt(z.string()),
        logoImage: opt(z.string()),
        isVerified: opt(z.boolean()),
        color: opt(z.string()),
      }),
    ),
    repoUrl: opt(z.string()),
    repositoryProvider: opt(z.string()),
    isPublish: opt(z.boolean()),
    isUsingAIKey: opt(z.boolean()),
    isFromRegistry: opt(z.boolean()),
    isDrupalForge: opt(z.boolean()),
    /** Spec 003 section 3's name for `isDrupalForge`; both are answered. */
    isForDrupalForge: opt(z.boolean()),
    createdAt: opt(z.string()),
  }),
);
export type Catalog = z.infer<typeof catalogSchema>;

/** A team: spec 002 section 3's organization (_id, name, description, email, logoImage, color, isVerified). */
export const teamSchema = lazy(() =>
  z.looseObject({
    _id: z.string(),
    name: z.string(),
    description: opt(z.string()),
    email: opt(z.string()),
    logoImage: opt(z.string()),
    /** Default `#fff` (spec 002 section 3). */
    color: opt(z.string()),
    isVerified: opt(z.boolean()),
    gitProvider: opt(z.string()),
    repositories: opt(z.array(z.looseObject({ name: opt(z.string()), url: opt(z.string()) }))),
    totalMembers: opt(z.number()),
    createdAt: opt(z.string()),
  }),
);
export type Team = z.infer<typeof teamSchema>;

export const teamMemberSchema = lazy(() =>
  z.looseObject({
    _id: z.string(),
    email: opt(z.string()),
    displayName: opt(z.string()),
    role: opt(z.string()),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamRepoSchema = lazy(() =>
  z.looseObject({ name: z.string(), url: opt(z.string()), provider: opt(z.string()) }),
);

/** `{valid: boolean}` of the catalog repository name check. */
export const catalogValidationSchema = lazy(() => z.looseObject({ valid: z.boolean(), message: opt(z.string()) }));

/** `{deleted: N}` / `{updated: N}` / `{success: true}` style acknowledgements. */
export const ackSchema = lazy(() =>
  z.looseObject({
    deleted: opt(z.number()),
    updated: opt(z.number()),
    success: opt(z.boolean()),
    _id: opt(z.string()),
  }),
);
export type Ack = z.infer<typeof ackSchema>;
