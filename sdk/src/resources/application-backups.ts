import type { PageParams } from '../pagination.js';
import { type ActionResult, type Application, actionResultSchema, applicationSchema } from '../schemas/application.js';
import {
  type Backup,
  type BackupFile,
  backupFileSchema,
  backupSchema,
  deletedSchema,
} from '../schemas/application-extras.js';
import type { Deleted } from '../schemas/environment.js';
import type { ApplicationIds } from './applications.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Which parts a backup holds (at least one). */
export interface BackupPartChoice {
  database?: boolean;
  files?: boolean;
  source?: boolean;
}

/** The daily backup schedule (spec 002 section 7). */
export interface BackupSchedule extends BackupPartChoice {
  enabledDailyBackup: boolean;
  /** A UTC offset, default 1. */
  timezoneDailyBackup?: number;
  /** 3, 7, 14 (default) or 30 days. */
  backupRetentionTime?: number;
}

export function applicationBasePath({ workspaceId, projectId, applicationId }: ApplicationIds): string {
  return `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/applications/${seg(applicationId)}`;
}

/** An application's backups: `.../applications/{a}/backups`. */
export class ApplicationBackups extends Resource {
  /** Lists the backups, newest first (`data` and `totalItem`). */
  list(ids: ApplicationIds, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${applicationBasePath(ids)}/backups`, backupSchema, { ...params }, options);
  }

  /** Starts a manual backup of the chosen parts; one task per part. At most five manual backups. */
  create(ids: ApplicationIds, parts: BackupPartChoice, options?: CallOptions): Promise<Backup> {
    const body = { type: 'MANUAL', ...parts };
    return this.transport.json('POST', `${applicationBasePath(ids)}/backups`, backupSchema, { ...options, body });
  }

  /** Sets the daily backup schedule; answers the application with its schedule fields. */
  schedule(ids: ApplicationIds, schedule: BackupSchedule, options?: CallOptions): Promise<Application> {
    const body = { ...schedule };
    return this.transport.json('PATCH', `${applicationBasePath(ids)}/backups`, applicationSchema, { ...options, body });
  }

  /** Deletes a backup that is not in progress. */
  delete(ids: ApplicationIds, backupId: string, options?: CallOptions): Promise<Deleted> {
    const path = `${applicationBasePath(ids)}/backups/${seg(backupId)}`;
    return this.transport.json('DELETE', path, deletedSchema, options);
  }

  /** Restores a successful backup into the application (a RESTORE_BACKUP task). */
  restore(ids: ApplicationIds, backupId: string, options?: CallOptions): Promise<ActionResult> {
    const path = `${applicationBasePath(ids)}/backups/${seg(backupId)}/restore`;
    return this.transport.json('PATCH', path, actionResultSchema, options);
  }

  /** One backup file; with `downloadURL: true` the answer carries a `downloadURL` to fetch the bytes from. */
  file(
    ids: ApplicationIds,
    backupId: string,
    fileId: string,
    params: { downloadURL?: boolean } = {},
    options?: CallOptions,
  ): Promise<BackupFile> {
    const path = `${applicationBasePath(ids)}/backups/${seg(backupId)}/files/${seg(fileId)}`;
    const query = params.downloadURL ? { downloadURL: 'true' } : undefined;
    return this.transport.json('GET', path, backupFileSchema, { ...options, query });
  }
}
