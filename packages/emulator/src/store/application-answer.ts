/**
 * The application as the API answers it: every field spec 002 section 3 (and 001 section 3) lists, with the spec's
 * defaults where the stored data has none, typed by the SDK's application schema so a field the SDK reads cannot
 * go missing here unnoticed.
 */
import {
  CAPACITY_OPTIONS,
  DEFAULT_BACKUP_RETENTION_DAYS,
  DEFAULT_BACKUP_TIMEZONE,
  DEFAULT_ROOT,
  DEFAULT_STORAGE_GI,
  FILE_PERMISSION_LEVELS,
} from '../domain.js';
import type { ApplicationAnswer } from './answer-types.js';

/** What the store knows of one application: its columns and its JSON data. */
export interface ApplicationFacts {
  id: string;
  name: string;
  status: string | null;
  replicas: number;
  workspaceId: string;
  projectId: string;
  createdAt: string;
  lastActivity: { _id: string; action: string | null; status: string | null; updatedAt: string | null } | null;
  data: Record<string, unknown>;
}

type Data = Record<string, unknown>;
const text = (data: Data, key: string, fallback: string | null = null): string | null =>
  typeof data[key] === 'string' ? (data[key] as string) : fallback;
const flag = (data: Data, key: string, fallback = false): boolean =>
  typeof data[key] === 'boolean' ? (data[key] as boolean) : fallback;
const count = (data: Data, key: string, fallback: number | null = null): number | null =>
  typeof data[key] === 'number' ? (data[key] as number) : fallback;
const record = <T>(data: Data, key: string): T | null =>
  data[key] && typeof data[key] === 'object' ? (data[key] as T) : null;

/** The configuration fields (spec 002 s3), defaults from spec 002 s9; `authPassword` never leaves the store. */
function configuration(data: Data) {
  const capacity = text(data, 'capacity');
  return {
    groupType: text(data, 'groupType', 'spot'),
    capacity,
    capacityLimit: text(data, 'capacityLimit', capacity ?? CAPACITY_OPTIONS[0].key),
    storage: count(data, 'storage', DEFAULT_STORAGE_GI),
    appRoot: text(data, 'appRoot', DEFAULT_ROOT),
    webRoot: text(data, 'webRoot', DEFAULT_ROOT),
    codesDirectory: text(data, 'codesDirectory', DEFAULT_ROOT),
    startAppScript: text(data, 'startAppScript'),
    containerImage: text(data, 'containerImage'),
    filePermissionLevel: text(data, 'filePermissionLevel', FILE_PERMISSION_LEVELS[0]),
    isEnableBasicAuth: flag(data, 'isEnableBasicAuth'),
    authUsername: text(data, 'authUsername'),
    isEnablePMA: flag(data, 'isEnablePMA'),
    pmaToken: record<{ _id: string; createdAt: string }>(data, 'pmaToken'),
    isEnableEditor: flag(data, 'isEnableEditor'),
    vscodeToken: record<{ _id: string; createdAt: string }>(data, 'vscodeToken'),
    editorWithAuth: data.editorWithAuth ?? null,
    editorHostname: text(data, 'editorHostname'),
    editorPwd: text(data, 'editorPwd'),
    secretManager: text(data, 'secretManager'),
    secureConnection: flag(data, 'secureConnection'),
    enabledDailyBackup: flag(data, 'enabledDailyBackup'),
    timezoneDailyBackup: count(data, 'timezoneDailyBackup', DEFAULT_BACKUP_TIMEZONE),
    backupRetentionTime: count(data, 'backupRetentionTime', DEFAULT_BACKUP_RETENTION_DAYS),
    backupOptions: record<{ database?: boolean; files?: boolean; source?: boolean }>(data, 'backupOptions') ?? {
      database: false,
      files: false,
      source: false,
    },
    isEnablePolyscripting: flag(data, 'isEnablePolyscripting'),
    isEnablePolymorphing: flag(data, 'isEnablePolymorphing'),
  };
}

/** One application's answer; the detail adds `domains` and `podDetails`. */
export function applicationAnswer(app: ApplicationFacts): Omit<ApplicationAnswer, 'domains' | 'podDetails'> {
  const { data } = app;
  const answer = {
    _id: app.id,
    name: app.name,
    applicationName: text(data, 'applicationName', app.name),
    originBranch: text(data, 'originBranch', app.name),
    status: app.status,
    replicas: app.replicas,
    hostname: text(data, 'hostname'),
    deployedAt: text(data, 'deployedAt'),
    updatedAt: text(data, 'updatedAt', app.lastActivity?.updatedAt ?? app.createdAt),
    createdAt: app.createdAt,
    expiredTime: (data.expiredTime as string | null | undefined) ?? null,
    enableAutoPause: flag(data, 'enableAutoPause'),
    enableDeletionProtection: flag(data, 'enableDeletionProtection'),
    lastActivity: app.lastActivity,
    workspace: app.workspaceId,
    project: app.projectId,
    environment: record<{ _id: string; clusterName: string }>(data, 'environment'),
    deployment: data.deployment ?? null,
    deployedBy: typeof data.deployedBy === 'string' ? { rawInfo: { email: data.deployedBy } } : null,
    isFromGit: flag(data, 'isFromGit', true),
    ...configuration(data),
  } satisfies Omit<ApplicationAnswer, 'domains' | 'podDetails'>;
  return answer;
}
