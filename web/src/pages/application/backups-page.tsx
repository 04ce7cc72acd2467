import { BACKUP_PAGE_SIZES, isApplicationMenuItemShown, LAMP_BACKUP_UNSUPPORTED_MESSAGE } from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';
import { BackupScheduleForm } from './backup-schedule-form.js';
import { type BackupCalls, BackupsPanel } from './backups-panel.js';

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

function Backups({ ids, app, data, workspace }: ApplicationScreen) {
  const { client } = useSession();
  const concerns = useCallback((m: { application?: string | null }) => m.application === ids.applicationId, [ids]);
  const calls = useMemo<BackupCalls>(() => {
    const backups = client.applications.backups;
    return {
      key: ids.applicationId,
      list: (page, signal) => backups.list(ids, page, { signal }),
      create: (types) => backups.create(ids, types),
      file: (backupId, fileId) => backups.file(ids, backupId, fileId, { downloadURL: true }),
      remove: (backupId) => backups.delete(ids, backupId),
    };
  }, [client, ids]);
  return (
    <section aria-labelledby="backups-title">
      <h2 id="backups-title">Backups</h2>
      <BackupsPanel
        calls={calls}
        kind="application"
        reading="application"
        pageSize={BACKUP_PAGE_SIZES[0]}
        sizes={BACKUP_PAGE_SIZES}
        concerns={concerns}
      />
      <BackupScheduleForm
        record={data}
        kind="application"
        workspace={workspace}
        save={(schedule) => client.applications.backups.schedule(ids, schedule)}
        onSaved={app.reload}
      />
    </section>
  );
}
