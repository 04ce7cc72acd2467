/**
 * Backups of a branch or a tag as one model (spec 002 sections 2.3, 2.8, 3, 5, 6, 7 and 9): the manual backup's
 * parts, and the daily schedule (on or off, its parts, the UTC offset it follows, how long each backup is kept).
 * Fields, first answers from the record, the spec's messages and the requests. `skiff backups create|schedule`,
 * `skiff tags backup|backup-schedule`, the TUI's backups screens and the web app's Backups pages render it.
 *
 * A branch backs up its database, files and source code; a tag its database only (spec 002 section 7: the tag's
 * POST backups is `type MANUAL, database true`, its PATCH backups names only the database).
 */

import { DISABLED_FOR_WORKSPACE_MESSAGE, isWorkspaceFeatureEnabled } from '../domain/application-forms.js';
import {
  BACKUP_RETENTION_DAYS,
  BACKUP_TIMEZONE_REQUIRED_MESSAGE,
  type BackupTypes,
  backupRequestError,
  DEFAULT_BACKUP_RETENTION_DAYS,
  DEFAULT_BACKUP_TIMEZONE,
} from '../domain/application-rules.js';
import { BACKUP_RETENTION_LABELS, BACKUP_TIMEZONE_OFFSETS, formatUtcOffset } from '../domain/backup-schedule.js';
import type { DeployTargetKind } from './deploy-wizard-fields.js';
import type { WizardField, WizardStep, WizardValues } from './wizard-model.js';

/** A part of a backup: its answer's key (the request's field), label and CLI flag. */
export type BackupPartKey = keyof BackupTypes;

const PART_FIELDS: Readonly<Record<BackupPartKey, WizardField>> = {
  database: { key: 'database', label: 'Database', kind: 'toggle', flag: '--database' },
  files: { key: 'files', label: 'Files', kind: 'toggle', flag: '--files' },
  source: { key: 'source', label: 'Source code', kind: 'toggle', flag: '--source' },
};

/** The parts a branch or a tag backs up, in order. */
export function backupPartKeys(kind: DeployTargetKind): BackupPartKey[] {
  return kind === 'application' ? ['database', 'files', 'source'] : ['database'];
}

/** The manual backup's fields: one switch per part. */
export function backupPartFields(kind: DeployTargetKind): WizardField[] {
  return backupPartKeys(kind).map((part) => PART_FIELDS[part]);
}

/** The parts as answered (only the kind's parts, each true or false). */
function partsOf(answers: WizardValues, kind: DeployTargetKind): BackupTypes {
  return Object.fromEntries(backupPartKeys(kind).map((part) => [part, answers[part] === true]));
}

/** A manual backup's first answers: every part the kind has (the web app's and the TUI's `c` default). */
export function firstBackupAnswers(kind: DeployTargetKind): Record<string, boolean> {
  return Object.fromEntries(backupPartKeys(kind).map((part) => [part, true]));
}

/**
 * A manual backup's messages, under `parts`: at least one part ("Please select at least one backup type."), and,
 * given the manual backups there are, at most five (the spec's limit message).
 */
export function backupErrorsOf(
  answers: WizardValues,
  kind: DeployTargetKind,
  manualCount?: number,
): Record<string, string> {
  const message = backupRequestError(partsOf(answers, kind), manualCount);
  return message ? { parts: message } : {};
}

/** A manual backup's request: the parts, each true or false (a tag's call sends its database part itself). */
export function backupRequest(answers: WizardValues, kind: DeployTargetKind): BackupTypes {
  return partsOf(answers, kind);
}

/** Our wording for a retention not offered (the spec gives only the choices). */
export const BACKUP_RETENTION_CHOICE_MESSAGE = `Retention must be ${BACKUP_RETENTION_DAYS.join(', ')} days.`;

/** What the schedule form knows besides the answers. */
export interface BackupScheduleContext {
  kind: DeployTargetKind;
  /** The workspace allows daily backups (`enabledDailyBackup`; spec 002 section 6). */
  allowed: boolean;
}

/** The context from the workspace record. */
export function backupScheduleContext(
  kind: DeployTargetKind,
  workspace: Readonly<Record<string, unknown>> | null | undefined,
): BackupScheduleContext {
  return { kind, allowed: isWorkspaceFeatureEnabled(workspace, 'enabledDailyBackup') };
}

/** The schedule's fields: on or off, and while on its parts, UTC offset and retention. */
export function backupScheduleFields(values: WizardValues, context: BackupScheduleContext): WizardField[] {
  const on: WizardField[] = [
    ...backupPartFields(context.kind),
    {
      key: 'timezoneDailyBackup',
      label: 'Timezone',
      kind: 'choice',
      flag: '--timezone',
      choices: BACKUP_TIMEZONE_OFFSETS,
      show: (hours) => formatUtcOffset(Number(hours)),
    },
    {
      key: 'backupRetentionTime',
      label: 'Keep backups for',
      kind: 'choice',
      flag: '--retention',
      choices: BACKUP_RETENTION_DAYS,
      show: (days) => BACKUP_RETENTION_LABELS[Number(days)] ?? `${days} days`,
    },
  ];
  return [
    // The CLI turns it on by giving the parts, and off with --off (scheduleFlags).
    { key: 'enabledDailyBackup', label: 'Daily backup', kind: 'toggle', flag: '--off' },
    ...(values.enabledDailyBackup === true ? on : []),
  ];
}

/** The schedule as one step (a wizard renderer can show it as such). */
export function backupScheduleSteps(context: BackupScheduleContext): WizardStep[] {
  return [{ title: 'Daily backup', fields: (values) => backupScheduleFields(values, context) }];
}

/** What the schedule reads from a branch or a tag record (spec 002 section 3). */
export interface BackupScheduleRecord {
  enabledDailyBackup?: boolean | null;
  timezoneDailyBackup?: number | string | null;
  backupRetentionTime?: number | null;
  backupOptions?: { database?: boolean | null; files?: boolean | null; source?: boolean | null } | null;
}

/**
 * The schedule's first answers: the record's, the spec's defaults where it has none (UTC+1, 2 weeks) and every
 * part where it names none.
 */
export function firstScheduleAnswers(record: BackupScheduleRecord, kind: DeployTargetKind): Record<string, unknown> {
  const options = record.backupOptions;
  const parts = Object.fromEntries(backupPartKeys(kind).map((part) => [part, options ? options[part] === true : true]));
  const timezone = Number(record.timezoneDailyBackup ?? DEFAULT_BACKUP_TIMEZONE);
  return {
    enabledDailyBackup: record.enabledDailyBackup === true,
    ...parts,
    timezoneDailyBackup: Number.isFinite(timezone) ? timezone : DEFAULT_BACKUP_TIMEZONE,
    backupRetentionTime: record.backupRetentionTime ?? DEFAULT_BACKUP_RETENTION_DAYS,
  };
}

/**
 * The schedule's messages by field: turned on where the workspace does not allow it ("Disabled for this workspace
 * - contact support"), at least one part (under `parts`), a timezone of the offered offsets ("Please input your
 * timezone!"), a retention of the offered ones. Off: none.
 */
export function scheduleErrorsOf(answers: WizardValues, context: BackupScheduleContext): Record<string, string> {
  if (answers.enabledDailyBackup !== true) return {};
  const errors: Record<string, string> = {};
  if (!context.allowed) errors.enabledDailyBackup = DISABLED_FOR_WORKSPACE_MESSAGE;
  const parts = backupRequestError(partsOf(answers, context.kind));
  if (parts) errors.parts = parts;
  if (!BACKUP_TIMEZONE_OFFSETS.includes(Number(answers.timezoneDailyBackup ?? Number.NaN)))
    errors.timezoneDailyBackup = BACKUP_TIMEZONE_REQUIRED_MESSAGE;
  if (!(BACKUP_RETENTION_DAYS as readonly number[]).includes(Number(answers.backupRetentionTime)))
    errors.backupRetentionTime = BACKUP_RETENTION_CHOICE_MESSAGE;
  return errors;
}

/** The schedule call's body (PATCH .../backups): off alone, or on with its parts, offset and retention. */
export interface BackupScheduleRequest extends BackupTypes {
  enabledDailyBackup: boolean;
  timezoneDailyBackup?: number;
  backupRetentionTime?: number;
}

/** The schedule call's body: `enabledDailyBackup: false` alone, or on with the kind's parts, offset and retention. */
export function scheduleRequest(answers: WizardValues, context: BackupScheduleContext): BackupScheduleRequest {
  if (answers.enabledDailyBackup !== true) return { enabledDailyBackup: false };
  return {
    enabledDailyBackup: true,
    ...partsOf(answers, context.kind),
    timezoneDailyBackup: Number(answers.timezoneDailyBackup),
    backupRetentionTime: Number(answers.backupRetentionTime),
  };
}

/**
 * The `skiff backups schedule` (or `tags backup-schedule`) flags of a request, unquoted: `--off`, or the parts
 * switched on, `--timezone UTC+1`, `--retention 14`.
 */
export function scheduleFlags(request: BackupScheduleRequest, context: BackupScheduleContext): string[] {
  // The fields' own flags (the ones the CLI renders them as), so the words and the CLI's flags are one table.
  const flag = new Map(backupScheduleFields({ enabledDailyBackup: true }, context).map((f) => [f.key, f.flag!]));
  if (!request.enabledDailyBackup) return [flag.get('enabledDailyBackup')!];
  const words = backupPartKeys(context.kind).flatMap((part) => (request[part] ? [flag.get(part)!] : []));
  if (request.timezoneDailyBackup !== undefined) {
    words.push(flag.get('timezoneDailyBackup')!, formatUtcOffset(request.timezoneDailyBackup));
  }
  if (request.backupRetentionTime !== undefined) {
    words.push(flag.get('backupRetentionTime')!, String(request.backupRetentionTime));
  }
  return words;
}
