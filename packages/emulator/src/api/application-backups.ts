/** Application backups (spec 002 sections 2.8, 4, 5, 7): list, manual create, schedule, delete, restore, files. */
import { randomBytes } from 'node:crypto';
import {
  APPLICATION_BACKUP_PARTS,
  BACKUP_RETENTION_DAYS,
  BACKUP_TIMEZONE_REQUIRED_MESSAGE,
  backupOverallStatus,
  backupRequestError,
  LAMP_BACKUP_UNSUPPORTED_MESSAGE,
  requestedBackupParts,
} from '../domain.js';
import { badRequest, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { BackupAnswer } from '../store/answer-types.js';
import type { AppRecord } from '../store/application-records.js';
import type { ApplicationAction } from '../tasks/actions.js';
import { DISABLED_FOR_WORKSPACE } from './application-domains.js';
import { APP_PATH, activityRef, appScope, failIfAny, isBool, objectBody, startAppTask } from './application-support.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, PublicRequest, RouteDef } from './types.js';

const PARTS = [
  { flag: 'database', action: 'EXPORT_DATABASE', file: 'databaseFile', activity: 'databaseActivity', ext: 'sql' },
  { flag: 'files', action: 'EXPORT_FILES', file: 'filesFile', activity: 'filesActivity', ext: 'files.tar' },
  {
    flag: 'source',
    action: 'EXPORT_SOURCECODE',
    file: 'sourcecodeFile',
    activity: 'sourcecodeActivity',
    ext: 'src.tar',
  },
] as const;
/** A download URL stays valid this long (like a presigned storage URL). */
const DOWNLOAD_URL_TTL_MS = 15 * 60_000;

/**
 * A backup as the API answers it: every field of the SDK's schema (spec 002 section 3), a part the backup did not
 * take null, and the overall status by the application screens' reading.
 */
function backupView(req: ApiRequest, record: AppRecord): BackupAnswer {
  const part = (p: (typeof PARTS)[number]) => {
    const fileId = record.data[p.file];
    return typeof fileId === 'string'
      ? { file: { _id: fileId }, activity: activityRef(req, record.data[p.activity]) ?? null }
      : { file: null, activity: null };
  };
  const [database, files, source] = [part(PARTS[0]), part(PARTS[1]), part(PARTS[2])];
  const parts = {
    databaseFile: database.file,
    databaseActivity: database.activity,
    filesFile: files.file,
    filesActivity: files.activity,
    sourcecodeFile: source.file,
    sourcecodeActivity: source.activity,
  };
  return {
    _id: record.id,
    type: typeof record.data.type === 'string' ? record.data.type : null,
    createdAt: record.createdAt,
    ...parts,
    status: backupOverallStatus(parts),
    activityId: null,
    deployment: null,
  };
}

function backupOf(req: ApiRequest, applicationId: string) {
  const record = req.ctx.store.appRecords.get('backup', req.params.backupId!);
  if (!record || record.applicationId !== applicationId) throw notFound('Backup');
  return record;
}

function isLamp(project: Record<string, unknown>): boolean {
  return (project.projectType as { key?: string } | null)?.key === 'lamp';
}

function createBackup(req: ApiRequest) {
  const { workspace, project, application } = appScope(req, 'member');
  const body = objectBody(req.body);
  const errors: string[] = [];
  if (body.type !== 'MANUAL' && body.type !== 'AUTOMATED')
    errors.push('type must be one of the following values: MANUAL, AUTOMATED');
  for (const part of PARTS)
    if (body[part.flag] !== undefined && !isBool(body[part.flag])) errors.push(`${part.flag} must be a boolean value`);
  failIfAny(errors);
  if (isLamp(project)) throw badRequest(LAMP_BACKUP_UNSUPPORTED_MESSAGE);
  const { appRecords } = req.ctx.store;
  const manual = appRecords
    .list({ kind: 'backup', applicationId: application._id })
    .items.filter((b) => b.data.type === 'MANUAL');
  const types = requestedBackupParts(body, APPLICATION_BACKUP_PARTS);
  const message = backupRequestError(types, body.type === 'MANUAL' ? manual.length : undefined);
  if (message) throw badRequest(message);
  const chosen = PARTS.filter((p) => types[p.flag]);
  // One activity per part; the first is checked against the application's state, the rest follow it.
  const data: Record<string, unknown> = { type: body.type };
  const id = newId();
  const at = new Date().toISOString();
  chosen.forEach((part, i) => {
    const activityId = startAppTask(req, application._id, part.action as ApplicationAction, i > 0);
    const fileId = newId();
    data[part.file] = fileId;
    data[part.activity] = activityId;
    appRecords.insert({
      id: fileId,
      kind: 'backup-file',
      workspaceId: workspace._id,
      applicationId: application._id,
      createdAt: at,
      data: {
        backupId: id,
        part: part.flag,
        name: `${String(application.applicationName)}-${at.slice(0, 10)}.${part.ext}`,
        activityId,
      },
    });
  });
  appRecords.insert({
    id,
    kind: 'backup',
    workspaceId: workspace._id,
    projectId: project._id,
    applicationId: application._id,
    createdAt: at,
    data,
  });
  const backup = backupView(req, appRecords.get('backup', id)!);
  return { status: 201, body: { ...backup, activityId: data[chosen[0]!.activity] } };
}

function updateSchedule(req: ApiRequest) {
  const { workspace, application } = appScope(req, 'member');
  const body = objectBody(req.body);
  const errors: string[] = [];
  if (!isBool(body.enabledDailyBackup)) errors.push('enabledDailyBackup must be a boolean value');
  for (const part of PARTS)
    if (body[part.flag] !== undefined && !isBool(body[part.flag])) errors.push(`${part.flag} must be a boolean value`);
  if (body.timezoneDailyBackup !== undefined && typeof body.timezoneDailyBackup !== 'number')
    errors.push(BACKUP_TIMEZONE_REQUIRED_MESSAGE);
  if (
    body.backupRetentionTime !== undefined &&
    !(BACKUP_RETENTION_DAYS as readonly unknown[]).includes(body.backupRetentionTime)
  )
    errors.push(`backupRetentionTime must be one of the following values: ${BACKUP_RETENTION_DAYS.join(', ')}`);
  failIfAny(errors);
  const options = { database: body.database === true, files: body.files === true, source: body.source === true };
  if (body.enabledDailyBackup) {
    const message = backupRequestError(options);
    if (message) throw badRequest(message);
    if (typeof body.timezoneDailyBackup !== 'number') throw badRequest(BACKUP_TIMEZONE_REQUIRED_MESSAGE);
    // Spec 002 section 6: without the workspace's enabledDailyBackup scheduled backups are disabled (as for tags).
    if (workspace.enabledDailyBackup === false) throw badRequest(DISABLED_FOR_WORKSPACE);
  }
  const state = req.ctx.store.applications.state(application._id)!;
  const patch: Record<string, unknown> = { enabledDailyBackup: body.enabledDailyBackup, backupOptions: options };
  if (typeof body.timezoneDailyBackup === 'number') patch.timezoneDailyBackup = body.timezoneDailyBackup;
  if (body.backupRetentionTime !== undefined) patch.backupRetentionTime = body.backupRetentionTime;
  req.ctx.store.applications.updateState(state.id, state, patch);
  return { body: req.ctx.store.applications.get(state.id) };
}

function notPending(req: ApiRequest, record: AppRecord): void {
  if (backupView(req, record).status === 'PENDING') throw badRequest('The backup is still in progress.');
}

function deleteBackup(req: ApiRequest) {
  const { application } = appScope(req, 'member');
  const record = backupOf(req, application._id);
  notPending(req, record);
  const { appRecords } = req.ctx.store;
  for (const part of PARTS)
    if (typeof record.data[part.file] === 'string') appRecords.remove('backup-file', record.data[part.file] as string);
  appRecords.remove('backup', record.id);
  return { body: { _id: record.id, deleted: true } };
}

function restoreBackup(req: ApiRequest) {
  const { application } = appScope(req, 'member');
  const record = backupOf(req, application._id);
  if (backupView(req, record).status !== 'SUCCESS') throw badRequest('Only a successful backup can be restored.');
  const activityId = startAppTask(req, application._id, 'RESTORE_BACKUP');
  return { body: { activityId, application: req.ctx.store.applications.get(application._id) } };
}

function fileDetail(req: ApiRequest) {
  const { application } = appScope(req, 'view');
  const backup = backupOf(req, application._id);
  const file = req.ctx.store.appRecords.get('backup-file', req.params.fileId!);
  if (!file || file.data.backupId !== backup.id) throw notFound('File');
  const activity = activityRef(req, file.data.activityId);
  const detail = {
    _id: file.id,
    name: file.data.name,
    part: file.data.part,
    status: activity?.status ?? null,
    size: fileBytes(file).length,
    createdAt: file.createdAt,
  };
  if (req.query.get('downloadURL') !== 'true') return { body: detail };
  if (activity?.status !== 'SUCCESS') throw badRequest('The backup is still in progress.');
  const token = randomBytes(18).toString('base64url');
  req.ctx.store.appRecords.patch('backup-file', file.id, {
    downloadToken: token,
    downloadUntil: Date.now() + DOWNLOAD_URL_TTL_MS,
  });
  return { body: { ...detail, downloadURL: `${req.ctx.origin()}/api/v2/backup-downloads/${file.id}?token=${token}` } };
}

/** The archive's content: deterministic text standing in for a dump or a tarball. */
function fileBytes(file: AppRecord): Buffer {
  const header = `-- skiff emulator backup ${String(file.data.part)} of ${String(file.data.name)}\n`;
  const body =
    file.data.part === 'database'
      ? 'CREATE TABLE demo (id INT);\nINSERT INTO demo VALUES (1);\n'
      : 'index.php\nsites/default/files/\n';
  return Buffer.from(`${header + body}-- created ${file.createdAt}\n`);
}

/** Serves a download URL (public like a presigned URL; the token is the credential). */
function download(req: PublicRequest) {
  const file = req.ctx.store.appRecords.get('backup-file', req.params.fileId!);
  const token = req.query.get('token');
  if (!file || !token || file.data.downloadToken !== token || Number(file.data.downloadUntil) < Date.now())
    throw notFound('File');
  const raw = fileBytes(file);
  return {
    body: null,
    raw,
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${String(file.data.name)}"`,
    },
  };
}

export const applicationBackupRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${APP_PATH}/backups`,
    handler: (req) => {
      const { application } = appScope(req, 'view');
      const { limit, offset } = pagingOf(req.query, 12);
      const page = req.ctx.store.appRecords.list({ kind: 'backup', applicationId: application._id }, limit, offset);
      return pageReply({ items: page.items.map((r) => backupView(req, r)), total: page.total });
    },
  },
  { method: 'POST', path: `${APP_PATH}/backups`, handler: createBackup },
  { method: 'PATCH', path: `${APP_PATH}/backups`, handler: updateSchedule },
  { method: 'DELETE', path: `${APP_PATH}/backups/:backupId`, handler: deleteBackup },
  { method: 'PATCH', path: `${APP_PATH}/backups/:backupId/restore`, handler: restoreBackup },
  { method: 'GET', path: `${APP_PATH}/backups/:backupId/files/:fileId`, handler: fileDetail },
  { method: 'GET', path: '/api/v2/backup-downloads/:fileId', public: true, handler: download },
];
