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
export const TEMPLATE_EXPORTED_MESSAGE = 'Exported successfully.';

export const STORAGE_OPTIONS_GI = [5, 10, 20, 50, 100] as const;
export const DEFAULT_STORAGE_GI = 5;
export const DEFAULT_ROOT = '/var/www/html';
export const REPLICA_RANGE = { min: 1, max: 10 } as const;
export const WIZARD_REPLICA_RANGE = { min: 1, max: 5 } as const;
/**
 * `filePermissionLevel` as the platform sends and takes it. `stricterPermission`: the activate request captured from
 * the platform's web panel (vendor's real-platform client, devpanel-lc/dpmcp `src/clients/real-devpanel.ts`,
 * ACTIVATE_DEFAULTS, captured 2026-08-03). `looserPermission`: the contract's own Drupal Forge application examples
 * (`contract/openapi-v2.json`, DrupalForgeController answers). The spec's words for them (000 s8, 002 s9) are the
 * labels `stricter` and `looser` (FILE_PERMISSION_LABELS); stricter is the default.
 */
export const FILE_PERMISSION_LEVELS = ['stricterPermission', 'looserPermission'] as const;
export type FilePermissionLevel = (typeof FILE_PERMISSION_LEVELS)[number];
/** What front ends show and take for each wire value (spec 000 section 8: "stricter and looser"). */
const FILE_PERMISSION_LABELS: Readonly<Record<FilePermissionLevel, 'stricter' | 'looser'>> = {
  stricterPermission: 'stricter',
  looserPermission: 'looser',
};
/** The labels a user types or picks, in the order of FILE_PERMISSION_LEVELS. */
export const FILE_PERMISSION_CHOICES = FILE_PERMISSION_LEVELS.map((level) => FILE_PERMISSION_LABELS[level]);

/** The wire value of a label (`stricter`) or of a wire value itself; undefined for anything else. */
export function filePermissionLevelOf(text: string | null | undefined): FilePermissionLevel | undefined {
  if (!text) return undefined;
  return FILE_PERMISSION_LEVELS.find((level) => level === text || FILE_PERMISSION_LABELS[level] === text);
}

/** The label of a wire value (`stricterPermission` -> `stricter`); any other text is shown as it is. */
export function filePermissionLabel(level: string | null | undefined): string {
  const known = filePermissionLevelOf(level);
  return known ? FILE_PERMISSION_LABELS[known] : (level ?? '');
}
export const GROUP_TYPES = ['on-demand', 'spot'] as const;
/**
 * Application size tiers, smallest first: the names are spec 000 section 8's catalogue ("tiny, micro, micro_x,
 * small_1, small_2, medium_1, medium_2, large_1, large_2 (0.125 to 2 CPU, 0.5 to 8 Gi RAM)"); the platform sends
 * them as `capacity`/`capacityLimit` (captured activate request: `micro`; the contract's examples: `small_1`,
 * `medium_1`). The spec gives only the two ends of the range; `small_1` 0.5 CPU / 1 GB follows the contract's
 * Decoupled.io example (`HOSTED_CAPACITY_LABELS`), and the rest is our choice: `_1` tiers keep that CPU/memory
 * ratio, an `_x`/`_2` tier doubles the memory of its sibling. (Spec 002 s9 speaks of "six steps above the lowest";
 * spec 000's named list has eight, and names beat a count.) The index is what min/max comparisons use.
 */
export const CAPACITY_OPTIONS = [
  { key: 'tiny', cpu: '125m', memory: '512Mi' },
  { key: 'micro', cpu: '250m', memory: '512Mi' },
  { key: 'micro_x', cpu: '250m', memory: '1Gi' },
  { key: 'small_1', cpu: '500m', memory: '1Gi' },
  { key: 'small_2', cpu: '500m', memory: '2Gi' },
  { key: 'medium_1', cpu: '1', memory: '2Gi' },
  { key: 'medium_2', cpu: '1', memory: '4Gi' },
  { key: 'large_1', cpu: '2', memory: '4Gi' },
  { key: 'large_2', cpu: '2', memory: '8Gi' },
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

/**
 * The parts a backup request asks for. The contract's whole `CreateBackupDTO` is `{type}`, and the verified client
 * sends only `{"type":"MANUAL"}`: a request that names no part takes `defaults`, the parts the spec lists for that
 * screen (spec 002 s7: an application's `POST (type MANUAL, database, files, source)`, a tag's `database true`).
 * A request that names parts keeps them as sent, so all false is still "Please select at least one backup type.".
 */
export function requestedBackupParts(body: Record<string, unknown>, defaults: BackupTypes): BackupTypes {
  const named = (['database', 'files', 'source'] as const).filter((part) => body[part] !== undefined);
  if (named.length === 0) return { ...defaults };
  return { database: body.database === true, files: body.files === true, source: body.source === true };
}

/** Spec 002 s7: an application's backup holds its database, files and source code. */
export const APPLICATION_BACKUP_PARTS: Readonly<BackupTypes> = { database: true, files: true, source: true };
/** Spec 002 s7: a tag's backup holds its database. */
export const DEPLOYMENT_BACKUP_PARTS: Readonly<BackupTypes> = { database: true };

/** Manual or scheduled backup: at least one type; manual ones limited to five. Returns the message or undefined. */
export function backupRequestError(types: BackupTypes, manualCount?: number): string | undefined {
  if (!types.database && !types.files && !types.source) return BACKUP_TYPE_REQUIRED_MESSAGE;
  if (manualCount !== undefined && manualCount >= MAX_MANUAL_BACKUPS) return MANUAL_BACKUP_LIMIT_MESSAGE;
  return undefined;
}

/** A hostname such as `shop.example.com` (labels of letters, digits and inner hyphens, a 2+ letter top level). */
function isValidDomain(domain: string): boolean {
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
