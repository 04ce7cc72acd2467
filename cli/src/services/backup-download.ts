import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ApplicationIds,
  BACKUP_PARTS,
  type Backup,
  BackupDownloadError,
  type BackupDownloadProgress,
  type BackupPartName,
  type ByteSink,
  downloadBackupParts,
  partsOf,
  type SkiffClient,
} from '@skiff/sdk';
import { streamSink } from '@skiff/sdk/node';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { CLEAR_LINE } from '../cli/terminal-text.js';
import { createFile, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, unwritableFile, writeToFile } from '../cli/text-file.js';

export { type BackupPartName, partsOf, safeFileName } from '@skiff/sdk';

/** `--part database|files|source`; the error lists them. */
export function parsePart(text: string): BackupPartName {
  const found = BACKUP_PARTS.find((p) => p.part === text.trim().toLowerCase());
  if (!found) throw new UsageError(`--part '${text}' is not one of ${BACKUP_PARTS.map((p) => p.part).join(', ')}.`);
  return found.part;
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export interface Downloaded {
  part: BackupPartName;
  name: string;
  /** The file written, or `-` for stdout. */
  path: string;
  bytes: number;
}

/** Where the parts go: stdout (`-`), one file (a single part to a path that is not a folder), or a folder. */
export function downloadTarget(path: string, parts: number): 'stdout' | 'file' | 'folder' {
  if (path === '-') {
    if (parts > 1) throw new UsageError(`'-' (stdout) takes a single part, and this backup has ${parts}: use --part.`);
    return 'stdout';
  }
  const isFolder = path.endsWith('/') || (existsSync(path) && statSync(path).isDirectory());
  return isFolder || parts > 1 ? 'folder' : 'file';
}

/**
 * The file at `file` as a sink, opened like `secrets export -o` opens its file: a path that cannot be written is an
 * error naming `flag`, the option that gave it.
 */
async function fileTarget(file: string, flag: string, replace: boolean): Promise<ByteSink> {
  const handle = await createFile(file, flag, PRIVATE_FILE_MODE, { replace });
  return { write: (chunk) => writeToFile(handle, chunk, file, flag), close: () => handle.close() };
}

/**
 * Downloads the parts of a finished backup to `path` (see `downloadTarget`), with progress on stderr; `flag` is the
 * option that named `path`, for the message when it cannot be written. Files are 0600 (folders made 0700) and an
 * existing file is replaced only with `force`.
 */
export async function downloadParts(
  ctx: Context,
  client: SkiffClient,
  ids: ApplicationIds,
  backup: Backup,
  target: { path: string; flag: string; force?: boolean },
  only?: BackupPartName,
): Promise<Downloaded[]> {
  const { path, flag } = target;
  const count = partsOf(backup).filter((p) => !only || p.part === only).length;
  if (count === 0) {
    const which = only ? `no ${only} part` : 'no parts';
    throw new CliError(`The backup ${backup._id} has ${which}.`, EXIT.notFound);
  }
  const kind = downloadTarget(path, count);
  if (kind === 'folder') {
    await mkdir(path, { recursive: true, mode: PRIVATE_FOLDER_MODE }).catch((error: unknown) => {
      throw new UsageError(`${flag} ${path}: ${unwritableFile(error)}.`);
    });
  }
  const destOf = (name: string) => (kind === 'stdout' ? '-' : kind === 'file' ? path : join(path, name));
  try {
    const parts = await downloadBackupParts(client, ids, backup, {
      only,
      signal: ctx.signal,
      open: (_part, name) =>
        kind === 'stdout'
          ? streamSink(process.stdout, { end: false })
          : fileTarget(destOf(name), flag, Boolean(target.force)),
      onProgress: (progress) => showProgress(ctx, progress),
    });
    return parts.map((p) => ({ ...p, path: destOf(p.name) }));
  } catch (error) {
    if (ctx.signal.aborted) throw new CliError('Download interrupted.', EXIT.interrupted);
    if (!(error instanceof BackupDownloadError)) throw error;
    if (error.reason === 'no-url') throw new CliError(error.message);
    throw new CliError(error.message, error.status === 404 ? EXIT.notFound : EXIT.unavailable);
  }
}

function showProgress(ctx: Context, { name, bytes, total, done }: BackupDownloadProgress) {
  const line = `${name} ${sizeText(bytes)}${total ? ` / ${sizeText(total)}` : ''}`;
  if (ctx.out.stderrIsTty) ctx.out.progress(`${CLEAR_LINE}${line}${done ? '\n' : ''}`);
  else if (done) ctx.out.progress(`${line}\n`);
}
