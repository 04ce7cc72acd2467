import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type ApplicationIds, type Backup, type SkiffClient, stripControlSequences } from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';

/** The three parts a backup may hold, with their fields in the backup. */
export const BACKUP_PARTS = [
  { part: 'database', file: 'databaseFile', activity: 'databaseActivity' },
  { part: 'files', file: 'filesFile', activity: 'filesActivity' },
  { part: 'source', file: 'sourcecodeFile', activity: 'sourcecodeActivity' },
] as const;
export type BackupPartName = (typeof BACKUP_PARTS)[number]['part'];

export interface BackupPart {
  part: BackupPartName;
  fileId: string;
  activityId?: string;
  status?: string;
}

/** The parts present in a backup, in a fixed order. */
export function partsOf(backup: Backup): BackupPart[] {
  return BACKUP_PARTS.flatMap(({ part, file, activity }) => {
    const fileId = backup[file]?._id;
    if (!fileId) return [];
    const act = backup[activity];
    return [{ part, fileId, activityId: act?._id ?? undefined, status: act?.status ?? undefined }];
  });
}

/** `--part database|files|source`; the error lists them. */
export function parsePart(text: string): BackupPartName {
  const found = BACKUP_PARTS.find((p) => p.part === text.trim().toLowerCase());
  if (!found) throw new UsageError(`--part '${text}' is not one of ${BACKUP_PARTS.map((p) => p.part).join(', ')}.`);
  return found.part;
}

/** A server-given file name made safe to create: no folders, no controls, never empty. */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const cleaned = basename(stripControlSequences(name ?? '').replace(/[\\/:\u0000-\u001f]/g, '_')).trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
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

/** Downloads the parts of a finished backup to `path` (see `downloadTarget`), with progress on stderr. */
export async function downloadParts(
  ctx: Context,
  client: SkiffClient,
  ids: ApplicationIds,
  backup: Backup,
  path: string,
  only?: BackupPartName,
): Promise<Downloaded[]> {
  const parts = partsOf(backup).filter((p) => !only || p.part === only);
  if (parts.length === 0) {
    const which = only ? `no ${only} part` : 'no parts';
    throw new CliError(`The backup ${backup._id} has ${which}.`, EXIT.notFound);
  }
  const target = downloadTarget(path, parts.length);
  if (target === 'folder') mkdirSync(path, { recursive: true });
  const done: Downloaded[] = [];
  for (const part of parts) {
    const file = await client.applications.backups.file(
      ids,
      backup._id,
      part.fileId,
      { downloadURL: true },
      { signal: ctx.signal },
    );
    const name = safeFileName(file.name, `${backup._id}-${part.part}`);
    if (!file.downloadURL) throw new CliError(`The server gave no download URL for ${name}.`);
    const dest = target === 'stdout' ? '-' : target === 'file' ? path : join(path, name);
    const bytes = await fetchTo(ctx, file.downloadURL, dest, name, file.size ?? undefined);
    done.push({ part: part.part, name, path: dest, bytes });
  }
  return done;
}

async function fetchTo(ctx: Context, url: string, dest: string, name: string, size?: number): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, { signal: ctx.signal });
  } catch (error) {
    if (ctx.signal.aborted) throw new CliError('Download interrupted.', EXIT.interrupted);
    throw new CliError(`Cannot download ${name}: ${(error as Error).message}.`, EXIT.unavailable);
  }
  if (!response.ok || !response.body) {
    const code = response.status === 404 ? EXIT.notFound : EXIT.unavailable;
    throw new CliError(`Cannot download ${name}: the storage answered ${response.status}.`, code);
  }
  const total = size ?? (Number(response.headers.get('content-length')) || undefined);
  const out = dest === '-' ? process.stdout : createWriteStream(dest);
  const show = (bytes: number, end: boolean) => {
    const line = `${name} ${sizeText(bytes)}${total ? ` / ${sizeText(total)}` : ''}`;
    if (ctx.out.stderrIsTty) ctx.out.progress(`\r\u001b[2K${line}${end ? '\n' : ''}`);
    else if (end) ctx.out.progress(`${line}\n`);
  };
  let bytes = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
      show(bytes, false);
    }
  } finally {
    if (out !== process.stdout) await new Promise<void>((resolve) => out.end(resolve));
  }
  show(bytes, true);
  return bytes;
}
