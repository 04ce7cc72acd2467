import {
  type ApplicationIds,
  type Backup,
  backupErrorsOf,
  backupRequest,
  findBackup as findBackupById,
  readAll,
  resolveApplicationRef,
  ServerGoneError,
  type SkiffClient,
  TaskTimeoutError,
  waitForBackup,
} from '@skiff/sdk';
import { formatDate, taskStatusTone } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmationOf, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { formatElapsed } from '../cli/duration.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { fieldFlags, modelAnswers } from '../cli/model-options.js';
import { maxOutageMs, outageWarning } from '../cli/outage.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { createProgressReporter } from '../cli/progress.js';
import { cliSession } from '../cli/session.js';
import { toneStyle } from '../cli/theme.js';
import { BACKUP_PART_FIELDS, BACKUP_PART_RENDERINGS } from '../commands/backups-fields.js';
import { appName } from './app-settings.js';
import { type BackupPartName, downloadParts, parsePart, partsOf } from './backup-download.js';
import { checkWaitOptions, runTask, type WaitOptions } from './run-task.js';

function allBackups(client: SkiffClient, ids: ApplicationIds, signal: AbortSignal): Promise<Backup[]> {
  return readAll(client.applications.backups.list(ids, { pageSize: 100 }, { signal }));
}

async function findBackup(ctx: Context, client: SkiffClient, ref: string, ids: ApplicationIds, backupId: string) {
  const backup = await findBackupById(client, ids, backupId, ctx.signal);
  if (!backup) {
    throw new CliError(
      `No backup ${backupId} in this application.`,
      EXIT.notFound,
      `List them with: skiff backups list '${ref}'`,
    );
  }
  return backup;
}

/** `skiff backups list REF`. */
export async function listBackups(ctx: Context, ref: string, options: PagingFlags = {}): Promise<number> {
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, ref);
  const items = await allBackups(client, ids, ctx.signal);
  const paged = listingOf(items, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    ctx.out.json({ items: paged.items, ...listingFacts(paged) });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: 'ID', shrinkable: false },
      { header: 'TYPE', shrinkable: false },
      { header: 'STATUS', shrinkable: false },
      { header: 'PARTS' },
      { header: 'CREATED', shrinkable: false },
    ],
    paged.items.map((b) => [
      b._id,
      b.type ?? '',
      { text: b.status ?? '', style: toneStyle(ctx.out.color, taskStatusTone(b.status)) },
      partsOf(b)
        .map((p) => p.part)
        .join(','),
      formatDate(b.createdAt),
    ]),
    `No backups of ${appName(ids)}.`,
  );
  printFooter(ctx, paged, { noun: 'backups', command: 'skiff backups list' });
  return EXIT.ok;
}

/** The parts' flags: `--database, --files and/or --source`. */
function partFlagsText(): string {
  const flags = Object.values(fieldFlags(BACKUP_PART_FIELDS, BACKUP_PART_RENDERINGS));
  return `${flags.slice(0, -1).join(', ')} and/or ${flags.at(-1)}`;
}

export interface CreateBackupOptions {
  database?: boolean;
  files?: boolean;
  source?: boolean;
  wait?: boolean;
  timeout?: number;
  download?: string;
  /** Replace files that exist (downloads never overwrite otherwise). */
  force?: boolean;
}

/** `skiff backups create REF --database --files --source [--wait] [--download PATH]`: the whole round trip. */
export async function createBackup(ctx: Context, ref: string, options: CreateBackupOptions): Promise<number> {
  // The SDK's backup model: the parts (at least one, each a switch), and the request.
  const answers = await modelAnswers(BACKUP_PART_FIELDS, { ...options }, async () => '', BACKUP_PART_RENDERINGS);
  const refused = backupErrorsOf(answers, 'application').parts;
  if (refused) throw new UsageError(`${refused} Give ${partFlagsText()}.`);
  const wait = Boolean(options.wait || options.download !== undefined);
  if (options.timeout !== undefined && !wait) throw new UsageError('--timeout only applies with --wait or --download.');
  if (options.download === '-' && ctx.json) {
    throw new UsageError('--download - writes the backup on stdout, so it cannot be combined with --json.');
  }
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, ref);
  const parts = backupRequest(answers, 'application');
  const created = await client.applications.backups.create(ids, parts, { signal: ctx.signal });
  if (!wait) {
    if (ctx.json) ctx.out.json(created);
    else ctx.out.result(created._id);
    ctx.out.info(
      `Started backup ${created._id} (${partsOf(created)
        .map((p) => p.part)
        .join(', ')}).`,
    );
    return EXIT.ok;
  }
  const startedAt = Date.now();
  const progress = createProgressReporter(ctx.out);
  ctx.out.info(`Backing up ${appName(ids)}...`);
  let backup: Backup;
  try {
    backup = await waitForBackup(client, ids, created, {
      timeoutMs: options.timeout,
      signal: ctx.signal,
      onProgress: (state) => progress.update(state),
      onConnection: (state, error) =>
        ctx.out.error(state === 'lost' ? outageWarning(ctx, error) : 'The server answers again; still waiting.'),
      maxOutageMs: maxOutageMs(ctx),
    });
  } catch (error) {
    if (ctx.signal.aborted) {
      throw new CliError(
        'Stopped waiting; the backup goes on on the server.',
        EXIT.interrupted,
        `See it with: skiff backups list '${ref}'`,
      );
    }
    if (error instanceof ServerGoneError) {
      throw new CliError(
        `${error.message} The backup may go on on the server.`,
        EXIT.unavailable,
        `Once it answers, see it with: skiff backups list '${ref}'`,
      );
    }
    if (error instanceof TaskTimeoutError) {
      throw new CliError(error.message, EXIT.taskTimeout, `See it later with: skiff backups list '${ref}'`);
    }
    throw error;
  } finally {
    progress.done();
  }
  const elapsed = formatElapsed(Date.now() - startedAt);
  if (backup.status !== 'SUCCESS') {
    if (ctx.json) ctx.out.json({ backup });
    ctx.out.error(`Error: the backup ${backup._id} ended in ${backup.status ?? 'an unknown state'}.`);
    for (const p of partsOf(backup)) if (p.activityId) ctx.out.error(`${p.part}: skiff logs tail ${p.activityId}`);
    return EXIT.failure;
  }
  const downloaded = options.download
    ? await downloadParts(ctx, client, ids, backup, {
        path: options.download,
        flag: '--download',
        force: options.force,
      })
    : [];
  if (ctx.json) ctx.out.json({ backup, files: downloaded });
  else if (options.download === '-') ctx.out.info(`Backup ${backup._id} SUCCESS (${elapsed}).`);
  else {
    ctx.out.result(`${backup._id} SUCCESS (${elapsed})`);
    for (const file of downloaded) ctx.out.result(file.path);
  }
  return EXIT.ok;
}

export interface DownloadBackupOptions {
  output?: string;
  part?: string;
  /** Replace files that exist (downloads never overwrite otherwise). */
  force?: boolean;
}

/** `skiff backups download REF BACKUP_ID [-o PATH] [--part P]`. */
export async function downloadBackup(ctx: Context, ref: string, backupId: string, options: DownloadBackupOptions) {
  const only: BackupPartName | undefined = options.part ? parsePart(options.part) : undefined;
  const output = options.output ?? '.';
  if (output === '-' && ctx.json) throw new UsageError('--output - writes the backup on stdout: drop --json.');
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, ref);
  const backup = await findBackup(ctx, client, ref, ids, backupId);
  if (backup.status !== 'SUCCESS') {
    throw new CliError(
      `The backup ${backup._id} is ${backup.status}: only a finished backup downloads.`,
      EXIT.conflict,
    );
  }
  const downloaded = await downloadParts(
    ctx,
    client,
    ids,
    backup,
    { path: output, flag: '--output', force: options.force },
    only,
  );
  if (ctx.json) ctx.out.json({ files: downloaded });
  else if (output !== '-') for (const file of downloaded) ctx.out.result(file.path);
  return EXIT.ok;
}

/** `skiff backups delete REF BACKUP_ID --yes`. */
export async function deleteBackup(ctx: Context, ref: string, backupId: string, options: ConfirmFlags) {
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, ref);
  await confirmDestructive(ctx, { action: `delete backup ${backupId} of ${ref} (it cannot be undone)` }, options);
  const deleted = await client.applications.backups.delete(ids, backupId, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ ...deleted, _id: backupId, deleted: true });
  else ctx.out.result(`Deleted backup ${backupId}.`);
  return EXIT.ok;
}

/** `skiff backups restore REF BACKUP_ID --confirm branch/NAME`: a RESTORE_BACKUP task over the application's data. */
export async function restoreBackup(
  ctx: Context,
  ref: string,
  backupId: string,
  options: WaitOptions & ConfirmFlags,
): Promise<number> {
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, ref);
  const backup = await findBackup(ctx, client, ref, ids, backupId);
  if (backup.status !== 'SUCCESS') {
    throw new CliError(`The backup ${backup._id} is ${backup.status}: only a finished backup restores.`, EXIT.conflict);
  }
  const subject = appName(ids);
  const action = `restore backup ${backup._id} over the data of ${subject}`;
  await confirmDestructive(ctx, confirmationOf('backup.restore', action, ids.branch), options);
  return runTask(
    ctx,
    client,
    {
      subject,
      task: 'RESTORE_BACKUP',
      start: async () =>
        (await client.applications.backups.restore(ids, backup._id, { signal: ctx.signal })).activityId,
      fallbackHint: `skiff backups list '${ref}'`,
    },
    options,
  );
}
