import type { BackupSchedule, Workspace } from '@skiff/sdk';
import {
  BACKUP_RETENTION_DAYS,
  BACKUP_RETENTION_LABELS,
  BACKUP_TIMEZONE_OFFSETS,
  type BackupTypes,
  backupRequestError,
  DEFAULT_BACKUP_RETENTION_DAYS,
  DEFAULT_BACKUP_TIMEZONE,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  formatUtcOffset,
  isWorkspaceFeatureEnabled,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import type { BackupPart } from './backups-panel.js';

/** Our success text: the spec gives none for the schedule. */
export const BACKUP_SCHEDULE_SAVED_MESSAGE = 'Backup schedule saved.';

/** The schedule's fields on an application or a tag record (spec 002 section 3). */
export interface BackupScheduleFields {
  enabledDailyBackup?: boolean | null;
  timezoneDailyBackup?: number | string | null;
  backupRetentionTime?: number | null;
  backupOptions?: BackupTypes | null;
}

/**
 * The daily backup schedule (spec 002 sections 2.8, 5, 6 and 9) of an application or a tag: on or off, the parts
 * (at least one), the UTC offset (default UTC+1) and the retention (default 2 weeks). Without the workspace's
 * `enabledDailyBackup` it cannot be turned on ('Disabled for this workspace - contact support').
 */
export function BackupScheduleForm(props: {
  record: BackupScheduleFields;
  parts: readonly BackupPart[];
  workspace: Workspace | undefined;
  save(schedule: BackupSchedule): Promise<unknown>;
  onSaved(): void;
}) {
  const { record, parts } = props;
  const id = useId();
  const allowed = isWorkspaceFeatureEnabled(props.workspace, 'enabledDailyBackup');
  const [on, setOn] = useState(record.enabledDailyBackup === true);
  const [types, setTypes] = useState<BackupTypes>(
    Object.fromEntries(parts.map((p) => [p.key, record.backupOptions ? record.backupOptions[p.key] === true : true])),
  );
  const [timezone, setTimezone] = useState(Number(record.timezoneDailyBackup ?? DEFAULT_BACKUP_TIMEZONE));
  const [retention, setRetention] = useState(record.backupRetentionTime ?? DEFAULT_BACKUP_RETENTION_DAYS);
  const submission = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = on ? backupRequestError(types) : undefined;
    if (refused) {
      submission.refuse(refused);
      return;
    }
    const saved = await submission.run(async () => {
      await props.save({
        enabledDailyBackup: on,
        ...types,
        timezoneDailyBackup: timezone,
        backupRetentionTime: retention,
      });
      return BACKUP_SCHEDULE_SAVED_MESSAGE;
    });
    if (saved) props.onSaved();
  };
  return (
    <form className="form narrow card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Daily backup</h3>
      {allowed ? null : <p className="alert alert-info">{DISABLED_FOR_WORKSPACE_MESSAGE}</p>}
      <label className="checkbox">
        <input type="checkbox" checked={on} disabled={!allowed} onChange={(e) => setOn(e.target.checked)} />
        Back up every day
      </label>
      <fieldset className="choices">
        <legend>Parts</legend>
        {parts.map((part) => (
          <label key={part.key} className="checkbox">
            <input
              type="checkbox"
              checked={types[part.key] === true}
              disabled={!on}
              onChange={(e) => setTypes({ ...types, [part.key]: e.target.checked })}
            />
            {part.label}
          </label>
        ))}
      </fieldset>
      <Field id={`${id}-timezone`} label="Timezone">
        <select
          id={`${id}-timezone`}
          value={timezone}
          disabled={!on}
          onChange={(e) => setTimezone(Number(e.target.value))}
        >
          {BACKUP_TIMEZONE_OFFSETS.map((hours) => (
            <option key={hours} value={hours}>
              {formatUtcOffset(hours)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-retention`} label="Keep backups for">
        <select
          id={`${id}-retention`}
          value={retention}
          disabled={!on}
          onChange={(e) => setRetention(Number(e.target.value))}
        >
          {BACKUP_RETENTION_DAYS.map((days) => (
            <option key={days} value={days}>
              {BACKUP_RETENTION_LABELS[days] ?? `${days} days`}
            </option>
          ))}
        </select>
      </Field>
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={submission.busy || (!allowed && !on)}>
        Save schedule
      </button>
    </form>
  );
}
