import { describe, expect, it } from 'vitest';
import { DISABLED_FOR_WORKSPACE_MESSAGE } from '../domain/application-forms.js';
import {
  BACKUP_TIMEZONE_REQUIRED_MESSAGE,
  BACKUP_TYPE_REQUIRED_MESSAGE,
  MANUAL_BACKUP_LIMIT_MESSAGE,
} from '../domain/application-rules.js';
import {
  backupErrorsOf,
  backupPartFields,
  backupRequest,
  backupScheduleContext,
  backupScheduleFields,
  firstBackupAnswers,
  firstScheduleAnswers,
  scheduleErrorsOf,
  scheduleFlags,
  scheduleRequest,
} from './backup-form.js';

const branch = backupScheduleContext('application', { enabledDailyBackup: true });
const tag = backupScheduleContext('deployment', { enabledDailyBackup: true });

describe('the manual backup model', () => {
  it('Given a branch or a tag, when a backup is asked, then its parts, at least one, at most five manual backups', () => {
    expect(backupPartFields('application').map((f) => f.flag)).toEqual(['--database', '--files', '--source']);
    expect(backupPartFields('deployment').map((f) => f.key)).toEqual(['database']);
    expect(firstBackupAnswers('application')).toEqual({ database: true, files: true, source: true });
    expect(backupErrorsOf({}, 'application')).toEqual({ parts: BACKUP_TYPE_REQUIRED_MESSAGE });
    expect(backupErrorsOf({ files: true }, 'application', 5)).toEqual({ parts: MANUAL_BACKUP_LIMIT_MESSAGE });
    expect(backupErrorsOf({ files: true }, 'application', 4)).toEqual({});
    expect(backupRequest({ database: true, source: true }, 'application')).toEqual({
      database: true,
      files: false,
      source: true,
    });
    expect(backupRequest({ database: true, files: true }, 'deployment')).toEqual({ database: true });
  });
});

describe('the daily backup schedule model', () => {
  it('Given a record without a schedule, when the form starts, then off with the spec defaults, every part, UTC+1, 2 weeks', () => {
    expect(firstScheduleAnswers({}, 'application')).toEqual({
      enabledDailyBackup: false,
      database: true,
      files: true,
      source: true,
      timezoneDailyBackup: 1,
      backupRetentionTime: 14,
    });
    const record = { enabledDailyBackup: true, timezoneDailyBackup: '-5', backupOptions: { database: true } };
    expect(firstScheduleAnswers(record, 'deployment')).toEqual({
      enabledDailyBackup: true,
      database: true,
      timezoneDailyBackup: -5,
      backupRetentionTime: 14,
    });
    expect(backupScheduleFields({ enabledDailyBackup: false }, branch).map((f) => f.key)).toEqual([
      'enabledDailyBackup',
    ]);
    expect(backupScheduleFields({ enabledDailyBackup: true }, tag).map((f) => f.key)).toEqual([
      'enabledDailyBackup',
      'database',
      'timezoneDailyBackup',
      'backupRetentionTime',
    ]);
  });

  it("Given the schedule turned on, when parts, timezone or the workspace's flag are wrong, then the spec's messages", () => {
    const on = { enabledDailyBackup: true, database: false, timezoneDailyBackup: 99, backupRetentionTime: 5 };
    expect(scheduleErrorsOf(on, backupScheduleContext('application', { enabledDailyBackup: false }))).toEqual({
      enabledDailyBackup: DISABLED_FOR_WORKSPACE_MESSAGE,
      parts: BACKUP_TYPE_REQUIRED_MESSAGE,
      timezoneDailyBackup: BACKUP_TIMEZONE_REQUIRED_MESSAGE,
      backupRetentionTime: 'Retention must be 3, 7, 14, 30 days.',
    });
    expect(
      scheduleErrorsOf(
        { ...on, enabledDailyBackup: false },
        backupScheduleContext('application', { enabledDailyBackup: false }),
      ),
    ).toEqual({});
  });

  it('Given answers, when the request and its CLI flags are made, then off alone, or the parts, offset and retention', () => {
    const answers = { ...firstScheduleAnswers({}, 'application'), enabledDailyBackup: true, files: false };
    const request = scheduleRequest({ ...answers, timezoneDailyBackup: 5.5, backupRetentionTime: 30 }, branch);
    expect(request).toEqual({
      enabledDailyBackup: true,
      database: true,
      files: false,
      source: true,
      timezoneDailyBackup: 5.5,
      backupRetentionTime: 30,
    });
    expect(scheduleFlags(request, branch)).toEqual([
      '--database',
      '--source',
      '--timezone',
      'UTC+5:30',
      '--retention',
      '30',
    ]);
    expect(scheduleRequest({ ...answers, enabledDailyBackup: false }, branch)).toEqual({ enabledDailyBackup: false });
    expect(scheduleFlags({ enabledDailyBackup: false }, branch)).toEqual(['--off']);
    expect(scheduleRequest({ ...answers, files: true }, tag)).toMatchObject({ database: true });
    expect(Object.keys(scheduleRequest(answers, tag))).not.toContain('files');
  });
});
