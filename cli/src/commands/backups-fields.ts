/**
 * The backup model's fields that `backups create`, `backups schedule` and `tags backup-schedule` render as flags
 * (the SDK's `backupPartFields` and `backupScheduleFields`, through `cli/model-options.ts`): each part a bare switch,
 * `--off` the schedule's on/off, `--timezone` and `--retention` with the parsers that keep their messages.
 */
import { backupPartFields, backupScheduleFields, type DeployTargetKind, type WizardField } from '@skiff/sdk';
import {
  BACKUP_RETENTION_DAYS,
  DEFAULT_BACKUP_RETENTION_DAYS,
  DEFAULT_BACKUP_TIMEZONE,
  formatUtcOffset,
  parseUtcOffset,
} from '@skiff/sdk/domain';
import { UsageError } from '../cli/errors.js';
import { type FlagRenderings, fieldFlags, modelOptions } from '../cli/model-options.js';

/** `--timezone`: a UTC offset of the spec's list; the error names the option. */
export function timezoneOption(text: string): number {
  const parsed = parseUtcOffset(text);
  if ('error' in parsed) throw new UsageError(`--timezone '${text}': ${parsed.error}`);
  return parsed.hours;
}

/** `--retention`: 3, 7, 14 or 30 days (`14d` too). */
export function retentionOption(text: string): number {
  const days = Number(text.trim().replace(/d(ays?)?$/i, ''));
  if (!(BACKUP_RETENTION_DAYS as readonly number[]).includes(days)) {
    throw new UsageError(`--retention '${text}' is not offered: use ${BACKUP_RETENTION_DAYS.join(', ')} (days).`);
  }
  return days;
}

/** A part as a bare switch (`--database`: back it up), its help from the model's label. */
const partSwitch = (field: WizardField) => [
  field.key,
  { switch: true, description: `back up the ${field.label.toLowerCase()}` },
];

/** The parts of a branch (database, files, source) as switches. */
export const BACKUP_PART_FIELDS: readonly WizardField[] = backupPartFields('application');
export const BACKUP_PART_RENDERINGS: FlagRenderings = Object.fromEntries(BACKUP_PART_FIELDS.map(partSwitch));

/** The daily schedule's fields of a branch or a tag, as shown while it is on (every field), `--off` last in help. */
export function scheduleFields(kind: DeployTargetKind): WizardField[] {
  const fields = backupScheduleFields({ enabledDailyBackup: true }, { kind, allowed: true });
  return [
    ...fields.filter((f) => f.key !== 'enabledDailyBackup'),
    ...fields.filter((f) => f.key === 'enabledDailyBackup'),
  ];
}

/** The schedule: `--off` answers "off" (no --off: on), the offset and retention parsed with their messages. */
export const SCHEDULE_RENDERINGS: FlagRenderings = {
  ...Object.fromEntries(
    scheduleFields('application')
      .filter((f) => f.kind === 'toggle')
      .map(partSwitch),
  ),
  enabledDailyBackup: {
    switch: true,
    description: 'turn the daily backup off',
    answers: () => ({ enabledDailyBackup: false }),
  },
  timezoneDailyBackup: {
    value: '<offset>',
    parse: timezoneOption,
    description: 'UTC offset the daily time follows: UTC+1, UTC-5, UTC+5:30 or hours (1, -3.5)',
    defaultHelp: formatUtcOffset(DEFAULT_BACKUP_TIMEZONE),
  },
  backupRetentionTime: {
    value: '<days>',
    parse: retentionOption,
    description: `keep each daily backup ${BACKUP_RETENTION_DAYS.slice(0, -1).join(', ')} or ${BACKUP_RETENTION_DAYS.at(-1)} days`,
    defaultHelp: String(DEFAULT_BACKUP_RETENTION_DAYS),
  },
};

/** The schedule's flags of a branch (`backups schedule`) or a tag (`tags backup-schedule`: its database only). */
export function scheduleOptions(kind: DeployTargetKind) {
  return modelOptions(scheduleFields(kind), SCHEDULE_RENDERINGS);
}

/** Each schedule field's flag, for messages (`--off`, `--database`, ...). */
export const SCHEDULE_FLAGS = fieldFlags(scheduleFields('application'), SCHEDULE_RENDERINGS);
