import {
  BACKUP_DELETED_MESSAGE,
  BACKUP_PAGE_SIZES,
  type Backup,
  type BackupTypes,
  backupOverallStatus,
  backupRequestError,
  canActOnBackup,
  formatDate,
  isApplicationMenuItemShown,
  LAMP_BACKUP_UNSUPPORTED_MESSAGE,
} from '@skiff/sdk';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { useListQuery } from '../../components/list-query.js';
import { ListPager } from '../../components/pager.js';
import { TaskStatusTag } from '../../components/state-tag.js';
import { usePushReload } from '../../components/use-push-reload.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

const PARTS = [
  { key: 'database', label: 'Database', file: 'databaseFile' },
  { key: 'files', label: 'Files', file: 'filesFile' },
  { key: 'source', label: 'Source code', file: 'sourcecodeFile' },
] as const;

/** Backups (spec 002 sections 2.8 and 4): the list with the application reading of the overall status. */
export function BackupsPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="backup">
      {(screen) =>
        isApplicationMenuItemShown('backup', screen.project?.projectType?.key) ? (
          <Backups {...screen} />
        ) : (
          <p className="alert alert-info">{LAMP_BACKUP_UNSUPPORTED_MESSAGE}</p>
        )
      }
    </ApplicationLayout>
  );
}

function Backups({ ids }: ApplicationScreen) {
  const { client } = useSession();
  const list = useListQuery(BACKUP_PAGE_SIZES[0], BACKUP_PAGE_SIZES);
  const { pageIndex, pageSize } = list;
  const backups = useResource(
    (signal) => client.applications.backups.list(ids, { pageIndex, pageSize }, { signal }),
    [client, ids.applicationId, pageIndex, pageSize],
  );
  const concerns = useCallback((m: { application?: string | null }) => m.application === ids.applicationId, [ids]);
  usePushReload(backups.reload, concerns);
  const [types, setTypes] = useState<BackupTypes>({ database: true, files: true, source: true });
  const submission = useSubmit();
  const { busy } = submission;
  const items = backups.data?.items ?? [];
  const manualCount = items.filter((b) => b.type === 'MANUAL').length;

  const act = async (work: () => Promise<string | undefined>) => {
    if (await submission.run(work)) backups.reload();
  };

  const create = () => {
    const refused = backupRequestError(types, manualCount);
    if (refused) {
      submission.refuse(refused);
      return;
    }
    void act(async () => {
      await client.applications.backups.create(ids, types);
      return 'Backup started.';
    });
  };

  const download = (backup: Backup, fileId: string) =>
    act(async () => {
      const file = await client.applications.backups.file(ids, backup._id, fileId, { downloadURL: true });
      if (file.downloadURL) window.open(file.downloadURL, '_blank', 'noopener');
      return undefined;
    });

  const remove = (backup: Backup) => {
    if (!window.confirm(`Delete the backup of ${formatDate(backup.createdAt)}?`)) return;
    void act(async () => {
      await client.applications.backups.delete(ids, backup._id);
      return BACKUP_DELETED_MESSAGE;
    });
  };

  return (
    <section aria-labelledby="backups-title">
      <h2 id="backups-title">Backups</h2>
      <fieldset className="backup-form">
        <legend>Manual backup</legend>
        {PARTS.map((part) => (
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
          const status = backupOverallStatus(backup, 'application');
          const actable = canActOnBackup(backup, 'application');
          const when = formatDate(backup.createdAt);
          return (
            <li key={backup._id} className="row" data-backup={backup._id}>
              <span>
                {when} <span className="muted">{backup.type ?? ''}</span> <TaskStatusTag status={status} />
              </span>
              <span className="row-actions">
                <span className="muted">Download</span>
                {PARTS.map((part) => {
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
      {backups.data ? <ListPager list={list} total={backups.data.total} sizes={BACKUP_PAGE_SIZES} /> : null}
    </section>
  );
}
