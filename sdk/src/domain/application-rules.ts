/**
 * Spec 002 sections 4, 5 and 9: the application screens' rules (backups, configuration, basic auth, danger zone,
 * VPS status, tool tokens, custom domains) as pure functions with the spec's exact messages.
 */
import { isTaskRunning } from './states.js';

export const BACKUP_TYPE_REQUIRED_MESSAGE = 'Please select at least one backup type.';
export const MANUAL_BACKUP_LIMIT_MESSAGE =
  'Your app is only manually backed up to five versions. Please delete the oldest backup to do it again!';
export const BACKUP_TIMEZONE_REQUIRED_MESSAGE = 'Please input your timezone!';
export const BACKUP_DELETED_MESSAGE = 'The backup resource deleted successfully.';
export const LAMP_BACKUP_UNSUPPORTED_MESSAGE = 'LAMP Application is unsupported the backup feature!';
export const MAX_MANUAL_BACKUPS = 5;
/** Retention choices in days: 3 days, 7 days, 2 weeks (default), 1 month. */
export const BACKUP_RETENTION_DAYS = [3, 7, 14, 30] as const;
export const DEFAULT_BACKUP_RETENTION_DAYS = 14;
/** UTC+1, a value of the UTC offset list. */
export const DEFAULT_BACKUP_TIMEZONE = 1;
export const BACKUP_PAGE_SIZES = [12, 25] as const;

export const DOMAIN_REQUIRED_MESSAGE = 'Please input domain!';
export const DOMAIN_INVALID_MESSAGE = 'Domain is invalid.';
export const VALUE_NOT_MATCHING_MESSAGE = 'Value is not matching!';
export const MAX_CAPACITY_MESSAGE = 'Max capacity must be greater than min capacity!';
export const BASIC_AUTH_USERNAME_INVALID_MESSAGE = 'Username is invalid';
export const APPLICATION_UPDATED_MESSAGE = 'Update application successfully!';
export const APPLICATION_UPDATE_FAILED_MESSAGE = 'Application updated fail.';
export const EXPAND_SUCCESS_MESSAGE = 'Expand successfully!';
export const TEMPLATE_EXPORTED_MESSAGE = 'Exported successfully.';

export const STORAGE_OPTIONS_GI = [5, 10, 20, 50, 100] as const;
export const DEFAULT_STORAGE_GI = 5;
export const DEFAULT_ROOT = '/var/www/html';
export const REPLICA_RANGE = { min: 1, max: 10 } as const;
export const WIZARD_REPLICA_RANGE = { min: 1, max: 5 } as const;
export const FILE_PERMISSION_LEVELS = ['stricter', 'looser'] as const;
export const GROUP_TYPES = ['on-demand', 'spot'] as const;
/**
 * Spec 002 section 9: "a fixed indexed list with six steps above the lowest"; the sizes themselves are not shown,
 * so these seven (cpu/memory) are our choice. The index is what min/max comparisons use.
 */
export const CAPACITY_OPTIONS = [
  { key: '250m-512Mi', cpu: '250m', memory: '512Mi' },
  { key: '500m-1Gi', cpu: '500m', memory: '1Gi' },
  { key: '1-2Gi', cpu: '1', memory: '2Gi' },
  { key: '2-4Gi', cpu: '2', memory: '4Gi' },
  { key: '4-8Gi', cpu: '4', memory: '8Gi' },
  { key: '8-16Gi', cpu: '8', memory: '16Gi' },
  { key: '16-32Gi', cpu: '16', memory: '32Gi' },
] as const;

/** Index of a capacity key in the list, or -1. */
export function capacityIndex(key: string | null | undefined): number {
  return CAPACITY_OPTIONS.findIndex((c) => c.key === key);
}

/** Backup parts: each has its own activity. */
export interface BackupParts {
  databaseActivity?: { status?: string | null } | null;
  filesActivity?: { status?: string | null } | null;
  sourcecodeActivity?: { status?: string | null } | null;
}

/** Which screen's reading of a backup's overall status (spec 002 section 4 gives two). */
export type BackupStatusReading = 'application' | 'deployment';

function partStatuses(backup: BackupParts): string[] {
  return [backup.databaseActivity, backup.filesActivity, backup.sourcecodeActivity]
    .map((p) => p?.status)
    .filter((s): s is string => typeof s === 'string');
}

/**
 * A backup's overall status. Application screens: ERROR if all present parts errored; PENDING if any part is
 * pending or in progress; otherwise SUCCESS. Deployment screens: ERROR if any is ERROR; SUCCESS if all are
 * SUCCESS; otherwise PENDING.
 */
export function backupOverallStatus(
  backup: BackupParts,
  reading: BackupStatusReading = 'application',
): 'SUCCESS' | 'ERROR' | 'PENDING' {
  const parts = partStatuses(backup);
  if (reading === 'deployment') {
    if (parts.includes('ERROR')) return 'ERROR';
    return parts.length > 0 && parts.every((s) => s === 'SUCCESS') ? 'SUCCESS' : 'PENDING';
  }
  if (parts.length > 0 && parts.every((s) => s === 'ERROR')) return 'ERROR';
  if (parts.some((s) => isTaskRunning(s))) return 'PENDING';
  return 'SUCCESS';
}

/** Delete (and download on the application screen) act only when the backup is not pending. */
export function canActOnBackup(backup: BackupParts, reading: BackupStatusReading = 'application'): boolean {
  return backupOverallStatus(backup, reading) !== 'PENDING';
}

export interface BackupTypes {
  database?: boolean;
  files?: boolean;
  source?: boolean;
}

/** Manual or scheduled backup: at least one type; manual ones limited to five. Returns the message or undefined. */
export function backupRequestError(types: BackupTypes, manualCount?: number): string | undefined {
  if (!types.database && !types.files && !types.source) return BACKUP_TYPE_REQUIRED_MESSAGE;
  if (manualCount !== undefined && manualCount >= MAX_MANUAL_BACKUPS) return MANUAL_BACKUP_LIMIT_MESSAGE;
  return undefined;
}

/** A hostname such as `shop.example.com` (labels of letters, digits and inner hyphens, a 2+ letter top level). */
export function isValidDomain(domain: string): boolean {
  return /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(domain.trim());
}

/** Custom domain form: required, then a hostname pattern. */
export function customDomainError(domain: string | null | undefined): string | undefined {
  if (!domain?.trim()) return DOMAIN_REQUIRED_MESSAGE;
  return isValidDomain(domain) ? undefined : DOMAIN_INVALID_MESSAGE;
}

/** Danger zone: the typed text must be `branch/{name}`. */
export function branchConfirmationError(typed: string, branch: string): string | undefined {
  return typed === `branch/${branch}` ? undefined : VALUE_NOT_MATCHING_MESSAGE;
}

export interface BasicAuthInput {
  isEnableBasicAuth?: boolean | null;
  authUsername?: string | null;
  authPassword?: string | null;
}

/** Basic auth: when on, username required and alphanumeric, password required. Field name to message. */
export function basicAuthErrors(input: BasicAuthInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.isEnableBasicAuth) return errors;
  if (!input.authUsername) errors.authUsername = 'Required';
  else if (!/^[a-z0-9]+$/i.test(input.authUsername)) errors.authUsername = BASIC_AUTH_USERNAME_INVALID_MESSAGE;
  if (!input.authPassword) errors.authPassword = 'Required';
  return errors;
}

export interface ConfigurationInput {
  replicas?: number | null;
  capacity?: string | null;
  capacityLimit?: string | null;
  storage?: number | null;
}

/** Configuration rules: replicas 1-10, max capacity not below min, storage from the options and never shrinking. */
export function configurationErrors(input: ConfigurationInput, currentStorage?: number | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.replicas != null) {
    const { min, max } = REPLICA_RANGE;
    if (!Number.isInteger(input.replicas) || input.replicas < min || input.replicas > max)
      errors.replicas = `replicas must be between ${min} and ${max}`;
  }
  if (input.capacity != null && capacityIndex(input.capacity) < 0) errors.capacity = 'capacity is invalid';
  if (input.capacityLimit != null && capacityIndex(input.capacityLimit) < 0)
    errors.capacityLimit = 'capacityLimit is invalid';
  else if (input.capacity != null && input.capacityLimit != null) {
    if (capacityIndex(input.capacityLimit) < capacityIndex(input.capacity)) errors.capacityLimit = MAX_CAPACITY_MESSAGE;
  }
  if (input.storage != null) {
    if (!(STORAGE_OPTIONS_GI as readonly number[]).includes(input.storage))
      errors.storage = `storage must be one of ${STORAGE_OPTIONS_GI.join(', ')}`;
    else if (currentStorage != null && input.storage < currentStorage)
      errors.storage = 'Storage cannot be smaller than the current storage.';
  }
  return errors;
}

/** Storage choices shown enabled: those at or above the current storage (no shrinking). */
export function allowedStorageOptions(currentStorage: number | null | undefined): number[] {
  return STORAGE_OPTIONS_GI.filter((s) => currentStorage == null || s >= currentStorage);
}
