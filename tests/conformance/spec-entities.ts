/**
 * The entities spec section 3 lists (spec 000, 001, 002 and 003), each with every field the spec names for it, the
 * SDK schema that reads it and one answer of the emulator's to hold it against. Dotted names are nested fields
 * (`createdBy.rawInfo.email`); a nested field is checked where its parent is set. Where two spec documents list the
 * same entity, the fields are the union. `withheld` are fields the spec lists that the API deliberately never sends
 * back (secrets), each with its reason. The schemas are read from the SDK's source: the package exports their types,
 * not the schemas themselves.
 */
import type { SkiffClient } from '@skiff/sdk';
import { waitFor } from '@skiff/testkit';
import type * as z from 'zod';
import {
  activitySchema,
  applicationSchema,
  backupSchema,
  catalogSchema,
  cloudAccountSchema,
  collaboratorSchema,
  commandTokenSchema,
  customDomainSchema,
  deploymentSchema,
  environmentSchema,
  hostedZoneSchema,
  invitationSchema,
  memberSchema,
  notificationSchema,
  podDetailSchema,
  profileSchema,
  projectSchema,
  secretManagerSchema,
  teamSchema,
  vpsSchema,
  workspaceSchema,
} from '../../sdk/src/schemas/index.js';

/** The demo world's ids the answers are read from. */
export interface EntityWorld {
  workspace: string;
  project: string;
  main: string;
  deployment: string;
}

export interface SpecEntity {
  name: string;
  /** Where the spec lists the entity. */
  spec: string;
  fields: readonly string[];
  withheld?: Readonly<Record<string, string>>;
  schema: z.ZodType;
  /** One answer of the emulator's for this entity, read through the SDK (so the SDK's schema parsed it). */
  answer(client: SkiffClient, world: EntityWorld): Promise<unknown>;
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const SECRET = 'a secret: written, never answered (CONVENTIONS: tokens never leave the server once stored)';
const first = async <T>(page: Promise<{ items: readonly T[] }>): Promise<T | undefined> => (await page).items[0];
const appIds = (w: EntityWorld) => ({ workspaceId: w.workspace, projectId: w.project, applicationId: w.main });

/** Waits until the application runs no task (one task at a time per application). */
async function idle(c: SkiffClient, w: EntityWorld): Promise<void> {
  const ended = (status: string) => status === 'SUCCESS' || status === 'ERROR';
  await waitFor(
    async () => (await c.applications.activitiesOf(w.main, {})).items.every((a) => ended(a.status)) || undefined,
    'the application to finish its tasks',
    30_000,
  );
}

export const SPEC_ENTITIES: readonly SpecEntity[] = [
  {
    name: 'workspace',
    spec: '000 s3 (list view), 001 s3, 002 s3',
    fields: words(`_id name description tags logo lastActionAt createdAt subscription.price rbac rbac.user rbac.role
      isDrupalForge isDrupalPod totalProjects totalActivatedApplications totalPausedApplications totalApplications
      isProtected isTesting type plan status enableEditConfiguration enableConnectVPS enableCreateDeployment
      enableCustomDomain enabledDailyBackup enableAutoPause isTransfer namespace environment environment._id
      environment.name environment.clusterName environment.elb environment.cloudAccount.provider`),
    schema: workspaceSchema,
    answer: (c, w) => c.workspaces.get(w.workspace),
  },
  {
    name: 'project',
    spec: '000 s3 (list view), 001 s3 (creation), 002 s3',
    fields: words(`_id name description workspace projectType.key projectType.name repositoryProvider repositoryOwner
      repositoryName tags tags._id tags.name lastActivity lastActivity.action lastActivity.createdAt totalMembers
      totalDeployedApplications totalPausedApplications totalNoDeployedApplications createdBy.rawInfo.email createdAt
      rbac initialized registryServer registryUsername isCustomRegistry baseRegistryProvider baseRegistryServer
      baseRegistryUsername baseRegistryTags registryTags catalog isCreateNewRepo vscodeExtensions timezoneDailyBackup
      backupRetentionTime deployments`),
    withheld: { registryToken: SECRET, baseRegistryToken: SECRET },
    schema: projectSchema,
    answer: (c, w) => c.projects.get(w.workspace, w.project),
  },
  {
    name: 'application',
    spec: '001 s3, 002 s3',
    fields: words(`_id name applicationName originBranch project status replicas hostname deployedAt updatedAt
      expiredTime enableAutoPause enableDeletionProtection lastActivity lastActivity.action lastActivity.status
      lastActivity.updatedAt lastActivity._id domains deployment environment groupType capacity capacityLimit storage
      appRoot webRoot codesDirectory startAppScript containerImage filePermissionLevel isEnableBasicAuth isEnablePMA
      pmaToken isEnableEditor vscodeToken editorWithAuth editorHostname editorPwd secretManager secureConnection
      enabledDailyBackup timezoneDailyBackup backupRetentionTime backupOptions deployedBy isFromGit
      isEnablePolyscripting isEnablePolymorphing`),
    schema: applicationSchema,
    answer: (c, w) => c.applications.get(appIds(w)),
  },
  {
    name: 'deployment (tag)',
    spec: '001 s3 (cluster deployment), 002 s3',
    fields: words(`_id name containerImage hostname appRoot webRoot replicas groupType capacity capacityLimit
      secretManager isEnablePMA isEnableEditor pmaToken vscodeToken isEnableBasicAuth authUsername filePermissionLevel
      secureConnection enableDeletionProtection isBlue isGreen switchedOver blueGreenKey status lastActivity
      lastActivity.action lastActivity.status lastActivity.updatedAt lastActivity._id deployedAt deployedBy
      deploymentName domains environment snapshotTag createdBy createdAt`),
    withheld: { authPassword: SECRET },
    schema: deploymentSchema,
    answer: (c, w) => c.deployments.get({ workspaceId: w.workspace, projectId: w.project, deploymentId: w.deployment }),
  },
  {
    name: 'activity',
    spec: '000 s3, 001 s3',
    fields: words(`_id action status application project workspace environment vps createdAt updatedAt logs
      createdBy createdBy.name createdBy.email parentActivity`),
    schema: activitySchema,
    answer: (c, w) => first(c.applications.activitiesOf(w.main, {})),
  },
  {
    name: 'collaborator (workspace member)',
    spec: '001 s3, 002 s3',
    fields: words('_id displayName avatarUrl rawInfo.email role'),
    schema: collaboratorSchema,
    answer: (c, w) => first(c.workspaceMembers.list(w.workspace, {})),
  },
  {
    name: 'invitation',
    spec: '000 s3, 001 s3, 002 s3',
    fields: words(`_id email name role inviteStatus inviteType token workspace project invitedBy.rawInfo.email
      createdAt`),
    schema: invitationSchema,
    answer: async (c, w) => {
      await c.invitations.inviteToWorkspace(w.workspace, { email: 'whole-entities@example.com', role: 'DEVELOPER' });
      return (await c.invitations.listForWorkspace(w.workspace)).items.find(
        (i) => i.email === 'whole-entities@example.com',
      );
    },
  },
  {
    name: 'catalog',
    spec: '001 s3',
    fields: words(`_id name title image organization organization.name organization.email organization.logoImage
      organization.isVerified organization.color repoUrl repositoryProvider isPublish isUsingAIKey isFromRegistry`),
    schema: catalogSchema,
    answer: (c, w) => first(c.catalogs.listForWorkspace(w.workspace, {})),
  },
  {
    name: 'template (admin catalogue)',
    spec: '003 s3',
    fields: words(`_id name image repoUrl projectType organization organization._id organization.name appRoot webRoot
      adminUser adminPassword adminPath isPublish isForDrupalForge isUsingAIKey isFromRegistry capacityDefault repositoryProvider
      createdBy.rawInfo.email`),
    schema: catalogSchema,
    answer: (c) => first(c.catalogs.list({})),
  },
  {
    name: 'custom domain',
    spec: '001 s3, 002 s3',
    fields: words('_id domain workspace project application deployment createdBy'),
    withheld: { privateKey: SECRET, sslCertificate: 'sent with the key; the answer says hasCertificate instead' },
    schema: customDomainSchema,
    answer: async (c, w) => {
      await c.applications.domains.add(appIds(w), { domain: 'whole-entities.example.com' });
      return (await c.domains.list(w.workspace, {})).items.find((d) => d.domain === 'whole-entities.example.com');
    },
  },
  {
    name: 'VPS',
    spec: '001 s3, 002 s3',
    fields: words(`_id title description vpsUsername publicIPAddress status activities activities.status application
      applicationName`),
    withheld: { privKey: SECRET },
    schema: vpsSchema,
    answer: async (c, w) => {
      const vps = { title: 'Whole VPS', vpsUsername: 'deploy', publicIPAddress: '203.0.113.9', privKey: 'key' };
      await idle(c, w);
      await c.applications.vps.create(appIds(w), vps);
      return first(c.applications.vps.listInWorkspace(w.workspace, {}));
    },
  },
  {
    name: 'backup',
    spec: '002 s3',
    fields: words(`_id type createdAt databaseFile databaseFile._id filesFile filesFile._id sourcecodeFile
      sourcecodeFile._id databaseActivity databaseActivity.status filesActivity filesActivity.status sourcecodeActivity
      sourcecodeActivity.status`),
    schema: backupSchema,
    answer: async (c, w) => {
      await idle(c, w);
      await c.applications.backups.create(appIds(w), { database: true, files: true, source: true });
      return first(c.applications.backups.list(appIds(w), {}));
    },
  },
  {
    name: 'pod detail',
    spec: '002 s3',
    fields: words(`podName node containerName containerImage status restartCount resources resources.requests
      resources.limits createdAt pvcDetail pvcDetail.name pvcDetail.storageClassName pvcDetail.volumeName
      pvcDetail.volumeMode pvcDetail.capacity pvcDetail.accessModes pvcDetail.status`),
    schema: podDetailSchema,
    answer: async (c, w) =>
      (await c.deployments.pods({ workspaceId: w.workspace, projectId: w.project, deploymentId: w.deployment }))
        .podDetails[0],
  },
  {
    name: 'secret manager',
    spec: '002 s3',
    fields: words('name values'),
    schema: secretManagerSchema,
    answer: async (c, w) => {
      await c.secretManagers.save(w.workspace, w.project, 'whole-entities', { KEY: 'value' });
      return c.secretManagers.get(w.workspace, w.project, 'whole-entities');
    },
  },
  {
    name: 'command access token',
    spec: '002 s3',
    fields: words('_id note prefixToken expiration createdAt'),
    schema: commandTokenSchema,
    answer: async (c) => {
      await c.commandAccessTokens.create({ note: 'whole entities', expiration: 30 });
      return first(c.commandAccessTokens.list({}));
    },
  },
  {
    name: 'user (profile)',
    spec: '000 s3, 002 s3, 003 s3',
    fields: words(`sub role email avatarUrl awsOrders displayName state isCreatedByAdmin`),
    schema: profileSchema,
    answer: (c) => c.users.profile(),
  },
  {
    name: 'organization (team)',
    spec: '002 s3',
    fields: words('_id name description email logoImage color isVerified'),
    schema: teamSchema,
    answer: async (c) => {
      await c.teams.create({ name: 'Whole entities', gitProvider: 'GITHUB' });
      return first(c.teams.list({}));
    },
  },
  {
    name: 'notification',
    spec: '000 s3, 003 s3',
    fields: words('_id title message status createdAt seen read isNew'),
    schema: notificationSchema,
    answer: (c) => first(c.notifications.list({})),
  },
  {
    name: 'environment (cluster)',
    spec: '000 s3, 003 s3',
    fields: words(`_id name region isProtected status arn vpcCIDR dbEngine dbEngineVersion dbInstanceType dbMaxStorage
      dbParamGroup dbStorage dbStorageType desiredNodes minimumNodes maximumNodes ondemandInstanceType
      ondemandDesiredNodes ondemandMinNodes ondemandMaxNodes kubernetesVersion instanceType clusterName cloudAccount
      cloudAccount._id cloudAccount.provider cloudAccount.awsArnRole elb applications createdAt createdBy.rawInfo.email
      lastActivity lastActivity.status lastActivity.action`),
    schema: environmentSchema,
    answer: (c) => first(c.environments.list({})),
  },
  {
    name: 'cloud account',
    spec: '003 s3',
    fields: words('_id name number provider desc awsAccountId arnRole createdAt updatedAt'),
    schema: cloudAccountSchema,
    answer: (c) => first(c.cloudAccounts.list({})),
  },
  {
    name: 'hosted zone',
    spec: '003 s3',
    fields: words('_id name hostedZoneId nameServers description privateZone isDrupalForge createdBy createdAt'),
    schema: hostedZoneSchema,
    answer: (c) => first(c.hostedZones.list({})),
  },
  {
    name: 'member (instance)',
    spec: '003 s3',
    fields: words(`_id avatarUrl rawInfo.email rawInfo.identities totalWorkspaces defaultWorkspace._id createdAt role`),
    schema: memberSchema,
    answer: (c) => first(c.members.list({})),
  },
];
