import {
  type Backup,
  type BackupFile,
  backupErrorsOf,
  backupPartKeys,
  backupRequest,
  type DeployTargetKind,
  firstBackupAnswers,
  type PushMessage,
} from '@skiff/sdk';
import {
  BACKUP_DELETED_MESSAGE,
  type BackupStatusReading,
  type BackupTypes,
  backupOverallStatus,
  canActOnBackup,
  formatDate,
} from '@skiff/sdk/domain';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { useListQuery } from '../../components/list-query.js';
import { ListPager } from '../../components/pager.js';
import { TaskStatusTag } from '../../components/state-tag.js';
import { usePushReload } from '../../components/use-push-reload.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';

/** The parts a backup may hold, each with its file field (spec 002 section 3, Backup). */
export const BACKUP_PARTS = [
  { key: 'database', label: 'Database', file: 'databaseFile' },
  { key: 'files', label: 'Files', file: 'filesFile' },
  { key: 'source', label: 'Source code', file: 'sourcecodeFile' },
] as const;

/** The calls behind the backups panel: an application's or a tag's (spec 002 section 7). */
export interface BackupCalls {
  /** A stable key of what is listed (the application or tag id): a new one loads again. */
  key: string;
  list(page: { pageIndex: number; pageSize: number }, signal: AbortSignal): Promise<{ items: Backup[]; total: number }>;
  create(types: BackupTypes): Promise<unknown>;
  file(backupId: string, fileId: string): Promise<BackupFile>;
  remove(backupId: string): Promise<unknown>;
}

/**
 * Backups (spec 002 sections 2.8, 4 and 9) of an application or a tag: a manual backup of the parts its `kind`
 * has (the SDK's backup model: at least one, at most five manual ones), the list with the screen's `reading` of the overall status, downloads and deletes
 * (only when not pending). `sizes` gives the page sizes of a paged list; without it one page of `pageSize` loads.
 */
export function BackupsPanel(props: {
  calls: BackupCalls;
  kind: DeployTargetKind;
  reading: BackupStatusReading;
  pageSize: number;
  sizes?: readonly number[];
  concerns(message: PushMessage & { kind: 'activity' }): boolean;
}) {
  const { calls, kind, reading } = props;
  // The parts this kind backs up (the SDK's backup model), each with the field of its file for downloads.
  const parts = BACKUP_PARTS.filter((part) => backupPartKeys(kind).includes(part.key));
  const list = useListQuery(props.pageSize, props.sizes);
  const { pageIndex, pageSize } = list;
  const backups = useResource(
    (signal) => calls.list({ pageIndex, pageSize }, signal),
    [calls.key, pageIndex, pageSize],
  );
  usePushReload(backups.reload, props.concerns);
  const [types, setTypes] = useState<Record<string, boolean>>(() => firstBackupAnswers(kind));
  const submission = useSubmit();
  const [question, ask] = useConfirm();
  const { busy } = submission;
  const items = backups.data?.items ?? [];
  const manualCount = items.filter((b) => b.type === 'MANUAL').length;

  const act = async (work: () => Promise<string | undefined>) => {
    if (await submission.run(work)) backups.reload();
  };

  const create = () => {
    const refused = backupErrorsOf(types, kind, manualCount).parts;
    if (refused) {
      submission.refuse(refused);
      return;
    }
    void act(async () => {
      await calls.create(backupRequest(types, kind));
      return 'Backup started.';
    });
  };

  const download = (backup: Backup, fileId: string) =>
    act(async () => {
      const file = await calls.file(backup._id, fileId);
      if (file.downloadURL) window.open(file.downloadURL, '_blank', 'noopener');
      return undefined;
    });

  const remove = async (backup: Backup) => {
    const question = { title: `Delete the backup of ${formatDate(backup.createdAt)}?`, confirmLabel: 'Delete' };
    if (!(await ask(question))) return;
    void act(async () => {
      await calls.remove(backup._id);
      return BACKUP_DELETED_MESSAGE;
    });
  };

  return (
    <>
      {question}
      <fieldset className="backup-form">
        <legend>Manual backup</legend>
        {parts.map((part) => (
          <label key={part.key} className="checkbox">
            <input
              type="checkbox"
              checked={types[part.key] === true}
              onChange={(e) => setTypes({ ...types, [part.key]: e.target.checked })}
            />
            {part.label}
          </label>
        ))}
        <button type="button" className="primary" disabled={busy} onClick={create}>
          Back up now
        </button>
      </fieldset>
      <Feedback submission={submission} />
      <ErrorAlert error={backups.error} />
      {backups.data && items.length === 0 ? <p>No backups yet.</p> : null}
      <ul className="rows" aria-label="Backups" aria-busy={backups.loading}>
        {items.map((backup) => {
          const status = backupOverallStatus(backup, reading);
          const actable = canActOnBackup(backup, reading);
          const when = formatDate(backup.createdAt);
          return (
            <li key={backup._id} className="row" data-backup={backup._id}>
              <span>
                {when} <span className="muted">{backup.type ?? ''}</span> <TaskStatusTag status={status} />
              </span>
              <span className="row-actions">
                <span className="muted">Download</span>
                {parts.map((part) => {
                  const fileId = backup[part.file]?._id;
                  return fileId ? (
                    <button
                      key={part.key}
                      type="button"
                      disabled={busy || !actable}
                      aria-label={`Download ${part.label.toLowerCase()} of the backup of ${when}`}
                      onClick={() => download(backup, fileId)}
                    >
                      {part.label}
                    </button>
                  ) : null;
                })}
                <button
                  type="button"
                  disabled={busy || !actable}
                  aria-label={`Delete the backup of ${when}`}
                  onClick={() => remove(backup)}
                >
                  Delete
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {backups.data && props.sizes ? <ListPager list={list} total={backups.data.total} sizes={props.sizes} /> : null}
    </>
  );
}
