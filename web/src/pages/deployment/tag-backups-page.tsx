import type { DeploymentAutoBackup, PushMessage } from '@skiff/sdk';
import { DEPLOYMENT_BACKUP_PAGE_SIZE } from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { BackupScheduleForm } from '../application/backup-schedule-form.js';
import { type BackupCalls, BackupsPanel } from '../application/backups-panel.js';
import { TagLayout, type TagScreen } from './tag-layout.js';

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
        kind="deployment"
        reading="deployment"
        pageSize={DEPLOYMENT_BACKUP_PAGE_SIZE}
        concerns={concerns}
      />
      <BackupScheduleForm
        record={data}
        kind="deployment"
        workspace={workspace}
        // The model's request for a tag names its database part only; the retention is one of the four.
        save={(schedule) => client.deploymentBackups.schedule(ids, schedule as DeploymentAutoBackup)}
        onSaved={tag.reload}
      />
    </section>
  );
}
