import {
  BACKUP_RETENTION_CHOICE_MESSAGE,
  type BackupScheduleContext,
  type BackupScheduleRecord,
  type BackupScheduleRequest,
  backupPartKeys,
  backupScheduleContext,
  type DeployTargetKind,
  firstBackupAnswers,
  firstScheduleAnswers,
  scheduleErrorsOf,
  scheduleFlags,
  scheduleRequest,
} from '@skiff/sdk';
import {
  BACKUP_RETENTION_DAYS,
  BACKUP_RETENTION_LABELS,
  DEFAULT_BACKUP_TIMEZONE,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  formatUtcOffset,
  parseUtcOffset,
} from '@skiff/sdk/domain';
import type { TextPromptSpec } from '../../hooks/use-text-prompt.js';
import { parseBackupParts } from '../application/backup-parts.js';

/** The retention typed (`7`, `14d`), Enter alone keeping the answers'; undefined when not one offered. */
function retentionOf(text: string, answers: Readonly<Record<string, unknown>>): number | undefined {
  const days = text.trim() === '' ? Number(answers.backupRetentionTime) : Number(text.trim().replace(/d(ays?)?$/i, ''));
  return (BACKUP_RETENTION_DAYS as readonly number[]).includes(days) ? days : undefined;
}

/** A schedule as a screen says it: `on, UTC+1 (database, files), kept 2 weeks`; undefined when off. */
export function dailyBackupText(answers: object, kind: DeployTargetKind): string | undefined {
  const schedule: Record<string, unknown> = { ...answers };
  if (schedule.enabledDailyBackup !== true) return undefined;
  const parts = backupPartKeys(kind).filter((part) => schedule[part] === true);
  const days = Number(schedule.backupRetentionTime);
  const zone = formatUtcOffset(Number(schedule.timezoneDailyBackup));
  return `on, ${zone} (${parts.join(', ')}), kept ${BACKUP_RETENTION_LABELS[days] ?? `${days} days`}`;
}

/** The daily backup line of a branch or a tag record: `Daily backup: off` or its schedule. */
export function dailyBackupLine(record: BackupScheduleRecord, kind: DeployTargetKind): string {
  return `Daily backup: ${dailyBackupText(firstScheduleAnswers(record, kind), kind) ?? 'off'}`;
}

/** What asking for a schedule needs from the screen that asks. */
export interface BackupScheduleAsk {
  kind: DeployTargetKind;
  /** The branch or tag as last loaded. */
  record: BackupScheduleRecord;
  /** The workspace as it is now (its `enabledDailyBackup`). */
  workspace(): Promise<Readonly<Record<string, unknown>>>;
  prompt: { ask(spec: TextPromptSpec): void };
  confirm: { ask(question: string, onYes: () => void): void };
  /** Sends the schedule call (a branch's or a tag's PATCH .../backups). */
  send(request: BackupScheduleRequest): Promise<unknown>;
  /** After the call: the `skiff ... schedule` flags of the request (`scheduleFlags`), to show and reload. */
  saved(flags: string[]): void;
  showInfo(text: string): void;
  showError(error: unknown): void;
}

/** Saves the schedule the SDK's backup model makes of these answers. */
function saveSchedule(ask: BackupScheduleAsk, answers: Record<string, unknown>, context: BackupScheduleContext) {
  const [refused] = Object.values(scheduleErrorsOf(answers, context));
  if (refused) return ask.showInfo(refused);
  const request = scheduleRequest(answers, context);
  ask.send(request).then(() => {
    ask.showInfo(`Daily backup ${dailyBackupText(request, context.kind) ?? 'off'}.`);
    ask.saved(scheduleFlags(request, context));
  }, ask.showError);
}

/**
 * Which parts every day, where there is a choice (a branch: database, files, source; a tag backs up its database
 * only): typed as the manual backup's parts, Enter alone keeping the answers' parts. Then saved.
 */
function askParts(ask: BackupScheduleAsk, answers: Record<string, unknown>, context: BackupScheduleContext) {
  const keys = backupPartKeys(context.kind);
  if (keys.length < 2) return saveSchedule(ask, answers, context);
  const now = keys.filter((part) => answers[part] === true).join(', ');
  ask.prompt.ask({
    question: 'Back up which parts every day?',
    hint: `database, files, source: one or more; Enter alone: ${now}`,
    validate: (text) => {
      if (text.trim() === '') return undefined;
      const read = parseBackupParts(text);
      return 'error' in read ? read.error : undefined;
    },
    onSubmit: (text) => {
      if (text.trim() === '') return saveSchedule(ask, answers, context);
      const read = parseBackupParts(text);
      if ('error' in read) return;
      const parts = Object.fromEntries(keys.map((part) => [part, read.parts[part] === true]));
      saveSchedule(ask, { ...answers, ...parts }, context);
    },
  });
}

/** The UTC offset, then how long each is kept (Enter alone: the record's, else 2 weeks), then saved. */
function askSchedule(ask: BackupScheduleAsk, context: BackupScheduleContext) {
  const first = firstScheduleAnswers(ask.record, ask.kind);
  const named = backupPartKeys(ask.kind).some((part) => first[part] === true);
  const answers = named ? first : { ...first, ...firstBackupAnswers(ask.kind) };
  ask.prompt.ask({
    question: 'Back up every day: at which UTC offset?',
    hint: `e.g. ${formatUtcOffset(DEFAULT_BACKUP_TIMEZONE)}, UTC-5, UTC+5:30`,
    validate: (text) => {
      const parsed = parseUtcOffset(text);
      return 'error' in parsed ? parsed.error : undefined;
    },
    onSubmit: (text) => {
      const parsed = parseUtcOffset(text);
      if (!('hours' in parsed)) return;
      const zoned = { ...answers, enabledDailyBackup: true, timezoneDailyBackup: parsed.hours };
      ask.prompt.ask({
        question: 'Keep each daily backup how many days?',
        hint: `${BACKUP_RETENTION_DAYS.join(', ')}; Enter alone: ${String(answers.backupRetentionTime)}`,
        validate: (days) => (retentionOf(days, answers) === undefined ? BACKUP_RETENTION_CHOICE_MESSAGE : undefined),
        onSubmit: (days) => askParts(ask, { ...zoned, backupRetentionTime: retentionOf(days, answers) }, context),
      });
    },
  });
}

/**
 * The daily backup of a branch or a tag through the SDK's backup model (spec 002 sections 3, 6, 7): off after a
 * question, or on: refused at once where the workspace does not allow it ("Disabled for this workspace - contact
 * support"), else the UTC offset, the retention and (for a branch) the parts are asked, Enter alone keeping the
 * record's parts (every part where it names none), and the model's request is sent.
 */
export function startBackupSchedule(ask: BackupScheduleAsk): void {
  if (ask.record.enabledDailyBackup) {
    const context = backupScheduleContext(ask.kind, undefined);
    ask.confirm.ask('Turn the daily backup off?', () => saveSchedule(ask, { enabledDailyBackup: false }, context));
    return;
  }
  // The workspace's enabledDailyBackup as it is now (spec 002 section 6): refused before anything is asked.
  ask.workspace().then((found) => {
    const context = backupScheduleContext(ask.kind, found);
    if (context.allowed) askSchedule(ask, context);
    else ask.showInfo(DISABLED_FOR_WORKSPACE_MESSAGE);
  }, ask.showError);
}
