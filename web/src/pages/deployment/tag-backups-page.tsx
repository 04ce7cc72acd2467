import type { DeploymentAutoBackup, PushMessage } from '@skiff/sdk';
import { DEPLOYMENT_BACKUP_PAGE_SIZE } from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { BackupScheduleForm } from '../application/backup-schedule-form.js';
import { BACKUP_PARTS, type BackupCalls, BackupsPanel } from '../application/backups-panel.js';
import { TagLayout, type TagScreen } from './tag-layout.js';

/** A tag backs up its database only (spec 002 section 7: POST backups with type MANUAL, database true). */
const TAG_BACKUP_PARTS = BACKUP_PARTS.filter((part) => part.key === 'database');

/**
 * A tag's Backups (spec 002 sections 4, 7 and 9): database backups loaded 999 at once, with the deployment
 * screens' reading of the overall status.
 */
export function TagBackupsPage({ params }: PageProps) {
  return (
    <TagLayout params={params} section="backup">
      {(screen) => <Backups {...screen} />}
    </TagLayout>
  );
}

function Backups({ ids, tag, data, workspace }: TagScreen) {
  const { client } = useSession();
  const { deploymentId } = ids;
  const concerns = useCallback(
    (m: PushMessage & { kind: 'activity' }) => m.deployment === deploymentId,
    [deploymentId],
  );
  const calls = useMemo<BackupCalls>(() => {
    const backups = client.deploymentBackups;
    return {
      key: ids.deploymentId,
      list: (page, signal) => backups.list(ids, page, { signal }),
      create: () => backups.create(ids),
      file: (backupId, fileId) => backups.file(ids, backupId, fileId),
      remove: (backupId) => backups.delete(ids, backupId),
    };
  }, [client, ids]);
  return (
    <section aria-labelledby="backups-title">
      <h2 id="backups-title">Backups</h2>
      <BackupsPanel
        calls={calls}
        parts={TAG_BACKUP_PARTS}
        reading="deployment"
        pageSize={DEPLOYMENT_BACKUP_PAGE_SIZE}
        concerns={concerns}
      />
      <BackupScheduleForm
        record={data}
        parts={TAG_BACKUP_PARTS}
        workspace={workspace}
        save={({ enabledDailyBackup, timezoneDailyBackup, backupRetentionTime, database }) =>
          client.deploymentBackups.schedule(ids, {
            enabledDailyBackup,
            timezoneDailyBackup,
            backupRetentionTime: backupRetentionTime as DeploymentAutoBackup['backupRetentionTime'],
            database,
          })
        }
        onSaved={tag.reload}
      />
    </section>
  );
}
