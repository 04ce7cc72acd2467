/**
 * A tag (deployment) as the API answers it: every field of the SDK's deployment schema (spec 002 section 3, and
 * spec 001 section 3's cluster deployment), typed with `Whole` so a field the SDK declares cannot go missing here.
 * `authPassword` never leaves the store.
 */
import type { DeploymentAnswer } from './answer-types.js';

/** What the store knows of one tag: its columns and its JSON data. */
export interface DeploymentFacts {
  id: string;
  name: string;
  workspaceId: string;
  projectId: string;
  status: string | null;
  replicas: number;
  createdAt: string;
  lastActivity: { _id: string; action: string | null; status: string | null; updatedAt: string | null } | null;
  data: Record<string, unknown>;
}

type Data = Record<string, unknown>;
const text = (data: Data, key: string): string | null => (typeof data[key] === 'string' ? (data[key] as string) : null);
const flag = (data: Data, key: string): boolean => data[key] === true;
const object = <T>(data: Data, key: string): T | null =>
  data[key] && typeof data[key] === 'object' ? (data[key] as T) : null;
type Field<K extends keyof DeploymentAnswer> = DeploymentAnswer[K];

export function deploymentAnswer(tag: DeploymentFacts): DeploymentAnswer {
  const { data } = tag;
  return {
    _id: tag.id,
    name: tag.name,
    deploymentName: text(data, 'deploymentName') ?? tag.name,
    workspace: tag.workspaceId,
    project: tag.projectId,
    status: tag.status,
    replicas: tag.replicas,
    lastActivity: tag.lastActivity,
    createdAt: tag.createdAt,
    createdBy: object<Field<'createdBy'>>(data, 'createdBy'),
    containerImage: text(data, 'containerImage'),
    hostname: text(data, 'hostname'),
    appRoot: text(data, 'appRoot'),
    webRoot: text(data, 'webRoot'),
    groupType: text(data, 'groupType'),
    capacity: text(data, 'capacity'),
    capacityLimit: text(data, 'capacityLimit'),
    secretManager: text(data, 'secretManager'),
    isEnablePMA: flag(data, 'isEnablePMA'),
    isEnableEditor: flag(data, 'isEnableEditor'),
    pmaToken: object<Field<'pmaToken'>>(data, 'pmaToken'),
    vscodeToken: object<Field<'vscodeToken'>>(data, 'vscodeToken'),
    isEnableBasicAuth: flag(data, 'isEnableBasicAuth'),
    authUsername: text(data, 'authUsername'),
    filePermissionLevel: text(data, 'filePermissionLevel'),
    secureConnection: flag(data, 'secureConnection'),
    enableDeletionProtection: flag(data, 'enableDeletionProtection'),
    isBlue: flag(data, 'isBlue'),
    isGreen: flag(data, 'isGreen'),
    switchedOver: flag(data, 'switchedOver'),
    blueGreenKey: text(data, 'blueGreenKey'),
    deployedAt: text(data, 'deployedAt'),
    deployedBy: object<Field<'deployedBy'>>(data, 'deployedBy'),
    domains: Array.isArray(data.domains) ? (data.domains as Field<'domains'>) : [],
    environment: (data.environment as Field<'environment'>) ?? null,
    enabledDailyBackup: flag(data, 'enabledDailyBackup'),
    timezoneDailyBackup: (data.timezoneDailyBackup as Field<'timezoneDailyBackup'>) ?? null,
    backupRetentionTime: typeof data.backupRetentionTime === 'number' ? data.backupRetentionTime : null,
    podDetails: null,
    snapshotTag: text(data, 'snapshotTag') ?? text(data, 'containerImage'),
  };
}
