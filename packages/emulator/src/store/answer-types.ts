/**
 * The SDK's entity types, as the emulator's answers must fill them. `Whole<T>` is an SDK schema's type with every
 * declared field required (null where unset) and no index signature: an answer builder typed with it fails to
 * compile when it forgets a field the SDK reads or sends one the SDK does not declare. Types only: erased at
 * build, so the emulator still loads nothing of the SDK but `@skiff/sdk/domain` at run time.
 */
// biome-ignore lint/style/noRestrictedImports: types only, erased at build: the answers are checked against the SDK's schema types.
import type * as Sdk from '@skiff/sdk';

/** Every declared field of `T`, each required; the index signature of a loose object dropped. */
export type Whole<T> = { [K in keyof T as string extends K ? never : K]-?: Exclude<T[K], undefined> };

export type WorkspaceAnswer = Whole<Sdk.Workspace>;
export type ProjectAnswer = Whole<Sdk.Project>;
export type DeploymentAnswer = Whole<Sdk.Deployment>;
export type ActivityAnswer = Whole<Sdk.Activity>;
export type CatalogAnswer = Whole<Sdk.Catalog>;
export type TeamAnswer = Whole<Sdk.Team>;
export type NotificationAnswer = Whole<Sdk.Notification>;
export type EnvironmentAnswer = Whole<Sdk.Environment>;
export type CustomDomainAnswer = Whole<Sdk.CustomDomain>;
export type VpsAnswer = Whole<Sdk.Vps>;
export type BackupAnswer = Whole<Sdk.Backup>;
export type ApplicationAnswer = Whole<Sdk.Application>;
export type CollaboratorAnswer = Whole<Sdk.Collaborator>;
export type InvitationAnswer = Whole<Sdk.Invitation>;
export type PodDetailAnswer = Whole<Sdk.PodDetail>;
export type SecretManagerAnswer = Whole<Sdk.SecretManager>;
export type CommandTokenAnswer = Whole<Sdk.CommandToken>;
export type ProfileAnswer = Whole<Sdk.Profile>;
export type CloudAccountAnswer = Whole<Sdk.CloudAccount>;
export type HostedZoneAnswer = Whole<Sdk.HostedZone>;
export type MemberAnswer = Whole<Sdk.Member>;
