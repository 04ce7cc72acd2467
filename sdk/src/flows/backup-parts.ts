import type { SkiffClient } from '../client.js';
import type { ApplicationIds } from '../resources/applications.js';
import type { Backup } from '../schemas/application-extras.js';
import { NotFoundError } from '../transport/errors.js';
import { type RunActionOptions, waitForActivity } from './run-application-action.js';

/** The three parts a backup may hold, with their fields in the backup. */
export const BACKUP_PARTS = [
  { part: 'database', file: 'databaseFile', activity: 'databaseActivity' },
  { part: 'files', file: 'filesFile', activity: 'filesActivity' },
  { part: 'source', file: 'sourcecodeFile', activity: 'sourcecodeActivity' },
] as const;
/** `database`, `files` or `source`. */
export type BackupPartName = (typeof BACKUP_PARTS)[number]['part'];

/** One part of a backup: its file and the task that makes it. */
export interface BackupPart {
  part: BackupPartName;
  fileId: string;
  activityId?: string;
  status?: string;
}

/** The parts present in a backup, in a fixed order (database, files, source). */
export function partsOf(backup: Backup): BackupPart[] {
  return BACKUP_PARTS.flatMap(({ part, file, activity }) => {
    const fileId = backup[file]?._id;
    if (!fileId) return [];
    const act = backup[activity];
    return [{ part, fileId, activityId: act?._id ?? undefined, status: act?.status ?? undefined }];
  });
}

/** Finds one backup of an application by id (there is no single-backup route: it is looked up in the list). */
export async function findBackup(
  client: SkiffClient,
  ids: ApplicationIds,
  backupId: string,
  signal?: AbortSignal,
): Promise<Backup | undefined> {
  for await (const backup of client.applications.backups.list(ids, { pageSize: 100 }, { signal })) {
    if (backup._id === backupId) return backup;
  }
  return undefined;
}

/** Options of `waitForBackup`: `timeoutMs` bounds the wait for all parts together. */
export type WaitForBackupOptions = Omit<RunActionOptions, 'wait' | 'onStarted'>;

/**
 * Follows the task of each part of a backup to its end, reporting progress, then reads the backup again and
 * returns it (its `status` says how it ended). Throws TaskTimeoutError when `timeoutMs` passes first.
 */
export async function waitForBackup(
  client: SkiffClient,
  ids: ApplicationIds,
  backup: Backup,
  options: WaitForBackupOptions = {},
): Promise<Backup> {
  const deadline = options.timeoutMs ? Date.now() + options.timeoutMs : undefined;
  for (const part of partsOf(backup)) {
    if (!part.activityId) continue;
    const timeoutMs = deadline ? Math.max(1, deadline - Date.now()) : undefined;
    const { action } = await client.activities.get(part.activityId, { signal: options.signal });
    await waitForActivity(client, part.activityId, action, { ...options, timeoutMs });
  }
  const ended = await findBackup(client, ids, backup._id, options.signal);
  if (!ended) throw new NotFoundError(404, `No backup ${backup._id} in this application.`, undefined);
  return ended;
}
