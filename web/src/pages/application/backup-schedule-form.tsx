import {
  type BackupScheduleRecord,
  type BackupScheduleRequest,
  backupPartFields,
  backupScheduleContext,
  type DeployTargetKind,
  firstScheduleAnswers,
  scheduleErrorsOf,
  scheduleRequest,
  type Workspace,
} from '@skiff/sdk';
import {
  BACKUP_RETENTION_DAYS,
  BACKUP_RETENTION_LABELS,
  BACKUP_TIMEZONE_OFFSETS,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  formatUtcOffset,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';

/** Our success text: the spec gives none for the schedule. */
export const BACKUP_SCHEDULE_SAVED_MESSAGE = 'Backup schedule saved.';

/**
 * The daily backup schedule (spec 002 sections 2.8, 5, 6 and 9) of an application or a tag, as the SDK's backup
 * schedule model: on or off, the parts (at least one), the UTC offset (default UTC+1) and the retention (default
 * 2 weeks); turned off, only that is sent. Without the workspace's `enabledDailyBackup` it cannot be turned on
 * ('Disabled for this workspace - contact support').
 */
export function BackupScheduleForm(props: {
  record: BackupScheduleRecord;
  kind: DeployTargetKind;
  workspace: Workspace | undefined;
  save(schedule: BackupScheduleRequest): Promise<unknown>;
  onSaved(): void;
}) {
  const id = useId();
  const context = backupScheduleContext(props.kind, props.workspace);
  const [form, setForm] = useState<Record<string, unknown>>(() => firstScheduleAnswers(props.record, props.kind));
  const set = (patch: Record<string, unknown>) => setForm({ ...form, ...patch });
  const on = form.enabledDailyBackup === true;
  const submission = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [refused] = Object.values(scheduleErrorsOf(form, context));
    if (refused) {
      submission.refuse(refused);
      return;
    }
    const request = scheduleRequest(form, context);
    const saved = await submission.run(async () => {
      await props.save(request);
      return BACKUP_SCHEDULE_SAVED_MESSAGE;
    });
    if (saved) props.onSaved();
  };
  return (
    <form className="form narrow card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Daily backup</h3>
      {context.allowed ? null : <p className="alert alert-info">{DISABLED_FOR_WORKSPACE_MESSAGE}</p>}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={on}
          disabled={!context.allowed}
          onChange={(e) => set({ enabledDailyBackup: e.target.checked })}
        />
        Back up every day
      </label>
      <fieldset className="choices">
        <legend>Parts</legend>
        {backupPartFields(props.kind).map((part) => (
          <label key={part.key} className="checkbox">
            <input
              type="checkbox"
              checked={form[part.key] === true}
              disabled={!on}
              onChange={(e) => set({ [part.key]: e.target.checked })}
            />
            {part.label}
          </label>
        ))}
      </fieldset>
      <Field id={`${id}-timezone`} label="Timezone">
        <select
          id={`${id}-timezone`}
          value={Number(form.timezoneDailyBackup)}
          disabled={!on}
          onChange={(e) => set({ timezoneDailyBackup: Number(e.target.value) })}
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
          value={Number(form.backupRetentionTime)}
          disabled={!on}
          onChange={(e) => set({ backupRetentionTime: Number(e.target.value) })}
        >
          {BACKUP_RETENTION_DAYS.map((days) => (
            <option key={days} value={days}>
              {BACKUP_RETENTION_LABELS[days] ?? `${days} days`}
            </option>
          ))}
        </select>
      </Field>
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={submission.busy || (!context.allowed && !on)}>
        Save schedule
      </button>
    </form>
  );
}
