import * as z from 'zod';
import { applicationSchema } from './application.js';
import { idSchema, opt, rawInfoSchema, refSchema } from './common.js';
import { builtOnFirstUse, lazy } from './lazy-schema.js';

const activityRefSchema = lazy(() =>
  z.looseObject({ _id: opt(z.string()), status: opt(z.string()), action: opt(z.string()) }),
);

/**
 * A custom domain (spec 001 section 3: domain, workspace, project, application, deployment, createdBy; spec 002
 * section 3: _id, domain, optional key and certificate, which are written and never answered).
 */
export const customDomainSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    domain: opt(z.string()),
    /** A flag, the tag's id, or the tag itself. */
    deployment: opt(z.union([z.boolean(), z.string(), z.looseObject({ _id: z.string(), name: opt(z.string()) })])),
    hasCertificate: opt(z.boolean()),
    status: opt(z.string()),
    workspace: opt(refSchema),
    project: opt(refSchema),
    application: opt(refSchema),
    createdBy: opt(rawInfoSchema),
    activity: opt(activityRefSchema),
    /** The DELETE_CUSTOM_DOMAIN task a removal started. */
    activityId: opt(z.string()),
    createdAt: opt(z.string()),
  }),
);
export type CustomDomain = z.infer<typeof customDomainSchema>;

/** The name of the tag a custom domain serves, where the answer carries the tag itself. */
export function customDomainTagName(domain: CustomDomain): string | undefined {
  const tag = domain.deployment;
  return tag && typeof tag === 'object' ? (tag.name ?? undefined) : undefined;
}

/** Who added a custom domain (their e-mail), where the answer says. */
export function customDomainCreator(domain: CustomDomain): string | undefined {
  return domain.createdBy?.rawInfo?.email ?? undefined;
}

/** What adding a custom domain answers: the ADD_CUSTOM_DOMAIN task and the domain. */
export const domainStartedSchema = lazy(() =>
  z.looseObject({
    activityId: opt(z.string()),
    domain: opt(customDomainSchema),
    application: opt(applicationSchema),
  }),
);
export type DomainStarted = z.infer<typeof domainStartedSchema>;

/** A VPS (spec 002 section 3); the private key is never sent back. */
export const vpsSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    title: opt(z.string()),
    description: opt(z.string()),
    vpsUsername: opt(z.string()),
    publicIPAddress: opt(z.string()),
    status: opt(z.string()),
    activities: opt(z.array(activityRefSchema)),
    application: opt(refSchema),
    applicationName: opt(z.string()),
    createdAt: opt(z.string()),
  }),
);
export type Vps = z.infer<typeof vpsSchema>;

/** What creating a VPS or deploying to one answers: the task (INIT_VPS or DEPLOY_TO_VPS) and the VPS. */
export const vpsStartedSchema = lazy(() =>
  z.looseObject({
    activityId: opt(z.string()),
    vps: opt(vpsSchema),
    application: opt(applicationSchema),
  }),
);
export type VpsStarted = z.infer<typeof vpsStartedSchema>;

/** A static export of an application (QuantCDN). */
export const staticSiteSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    provider: opt(z.string()),
    status: opt(z.string()),
    url: opt(z.string()),
    activity: opt(activityRefSchema),
    application: opt(refSchema),
    createdAt: opt(z.string()),
  }),
);
export type StaticSite = z.infer<typeof staticSiteSchema>;

export const staticSiteStartedSchema = lazy(() =>
  z.looseObject({ activityId: opt(z.string()), site: opt(staticSiteSchema) }),
);
export type StaticSiteStarted = z.infer<typeof staticSiteStartedSchema>;

/** The static-site panel of an application: its latest site, counts and domains. */
export const staticOverviewSchema = lazy(() =>
  z.looseObject({
    application: opt(refSchema),
    totalSites: opt(z.number()),
    totalDomains: opt(z.number()),
    status: opt(z.string()),
    url: opt(z.string()),
    latest: opt(staticSiteSchema),
  }),
);
export type StaticOverview = z.infer<typeof staticOverviewSchema>;

/** A custom domain of a static site (spec 003 section 3: domain). */
export const staticDomainSchema = lazy(() =>
  z.looseObject({ _id: idSchema, domain: opt(z.string()), createdAt: opt(z.string()) }),
);
export type StaticDomain = z.infer<typeof staticDomainSchema>;

/** A snapshot of an application's image and data. */
export const snapshotSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: opt(z.string()),
    status: opt(z.string()),
    snapshotTag: opt(z.string()),
    size: opt(z.number()),
    application: opt(refSchema),
    project: opt(refSchema),
    workspace: opt(refSchema),
    createdAt: opt(z.string()),
    deleteActivity: opt(activityRefSchema),
  }),
);
export type Snapshot = z.infer<typeof snapshotSchema>;

export const snapshotDeletingSchema = lazy(() =>
  z.looseObject({ activityId: opt(z.string()), snapshot: opt(snapshotSchema) }),
);
export type SnapshotDeleting = z.infer<typeof snapshotDeletingSchema>;

/** A user's stored resource: a named link to an uploaded file or an outside address. */
export const userResourceSchema = lazy(() =>
  z.looseObject({
    _id: idSchema,
    name: opt(z.string()),
    type: opt(z.string()),
    url: opt(z.string()),
    fileId: opt(z.string()),
    description: opt(z.string()),
    createdAt: opt(z.string()),
    createdBy: opt(z.looseObject({ rawInfo: opt(z.looseObject({ email: opt(z.string()) })) })),
  }),
);
export type UserResource = z.infer<typeof userResourceSchema>;

/** One container size of the capacity list (indexed; min/max comparisons use the index). */
export const capacitySchema = lazy(() =>
  z.looseObject({ key: z.string(), cpu: opt(z.string()), memory: opt(z.string()) }),
);
export type Capacity = z.infer<typeof capacitySchema>;

/** The capacity list as a bare array or `{data}`. */
export const capacityListSchema = builtOnFirstUse(() =>
  z
    .union([z.array(capacitySchema), z.looseObject({ data: opt(z.array(capacitySchema)) })])
    .transform((v) => (Array.isArray(v) ? v : (v.data ?? []))),
);

/** The outcomes of the extend-application page (spec 003 section 2.14). */
export const EXTEND_STATES = ['token_error', 'error', 'expired', 'ready', 'restarting'] as const;

/** What the extend-application call answers: the page's state and the application's hostname. */
export const extendApplicationSchema = lazy(() =>
  z.looseObject({
    state: z.string(),
    hostname: opt(z.string()),
    expiredTime: opt(z.string()),
    activityId: opt(z.string()),
  }),
);
export type ExtendApplicationResult = z.infer<typeof extendApplicationSchema>;
