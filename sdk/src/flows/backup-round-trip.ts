import type { SkiffClient } from '../client.js';
import { stripControlSequences } from '../domain/text.js';
import type { BackupPartChoice } from '../resources/application-backups.js';
import type { ApplicationIds } from '../resources/applications.js';
import type { Backup } from '../schemas/application-extras.js';
import { SkiffError } from '../transport/errors.js';
import {
  type BackupPart,
  type BackupPartName,
  partsOf,
  type WaitForBackupOptions,
  waitForBackup,
} from './backup-parts.js';

/** Where a part's bytes go: a file, a Node stream, a browser stream... (`sdk/node` has file and stream sinks). */
export interface ByteSink {
  write(chunk: Uint8Array): void | Promise<void>;
  /** Called once after the last chunk, and also when the download fails midway. */
  close(): Promise<void>;
}

/** A part being downloaded: `bytes` so far, `total` when the server said, `done` on the last report. */
export interface BackupDownloadProgress {
  part: BackupPartName;
  name: string;
  bytes: number;
  total?: number;
  done: boolean;
}

/** A part written to its sink: its safe file name and its size in bytes. */
export interface DownloadedPart {
  part: BackupPartName;
  name: string;
  bytes: number;
}

/** Why a part could not be downloaded: no URL given, storage unreachable, or a refusal (`status`). */
export type BackupDownloadFailure = 'no-url' | 'unreachable' | 'refused';

/** A backup part's bytes could not be fetched from the storage. */
export class BackupDownloadError extends SkiffError {
  override name = 'BackupDownloadError';
  constructor(
    message: string,
    readonly reason: BackupDownloadFailure,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The backup's tasks ended, but not in SUCCESS: `backup` says how each part ended. */
export class BackupFailedError extends SkiffError {
  override name = 'BackupFailedError';
  constructor(readonly backup: Backup) {
    super(`The backup ${backup._id} ended in ${backup.status ?? 'an unknown state'}.`);
  }
}

export interface DownloadBackupPartsOptions {
  /** Only this part (default: every part of the backup). */
  only?: BackupPartName;
  /** Opens the sink for one part, once its bytes are on their way. */
  open: (part: BackupPart, name: string) => ByteSink | Promise<ByteSink>;
  onProgress?: (progress: BackupDownloadProgress) => void;
  signal?: AbortSignal;
  /** The fetch used for the storage's `downloadURL` (default the global fetch; the URL needs no token). */
  fetch?: (url: string, init: { signal?: AbortSignal }) => Promise<Response>;
}

/** A server-given file name made safe to create: no folders, no controls, never empty. */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const cleaned = stripControlSequences(name ?? '')
    .replace(/[\\/:\u0000-\u001f]/g, '_')
    .trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}

/** Streams each part of a finished backup from its `downloadURL` into the sink `open` gives, in order. */
export async function downloadBackupParts(
  client: SkiffClient,
  ids: ApplicationIds,
  backup: Backup,
  options: DownloadBackupPartsOptions,
): Promise<DownloadedPart[]> {
  const done: DownloadedPart[] = [];
  for (const part of partsOf(backup).filter((p) => !options.only || p.part === options.only)) {
    const file = await client.applications.backups.file(
      ids,
      backup._id,
      part.fileId,
      { downloadURL: true },
      { signal: options.signal },
    );
    const name = safeFileName(file.name, `${backup._id}-${part.part}`);
    if (!file.downloadURL) throw new BackupDownloadError(`The server gave no download URL for ${name}.`, 'no-url');
    const bytes = await fetchPart(part, name, file.downloadURL, file.size ?? undefined, options);
    done.push({ part: part.part, name, bytes });
  }
  return done;
}

async function fetchPart(
  part: BackupPart,
  name: string,
  url: string,
  size: number | undefined,
  options: DownloadBackupPartsOptions,
): Promise<number> {
  const fetcher = options.fetch ?? ((u, init) => globalThis.fetch(u, init));
  let response: Response;
  try {
    response = await fetcher(url, { signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new BackupDownloadError(`Cannot download ${name}: ${(error as Error).message}.`, 'unreachable');
  }
  if (!response.ok || !response.body) {
    const message = `Cannot download ${name}: the storage answered ${response.status}.`;
    throw new BackupDownloadError(message, 'refused', response.status);
  }
  const total = size ?? (Number(response.headers.get('content-length')) || undefined);
  const sink = await options.open(part, name);
  const reader = response.body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      await sink.write(value);
      options.onProgress?.({ part: part.part, name, bytes, total, done: false });
    }
  } finally {
    reader.releaseLock();
    await sink.close();
  }
  options.onProgress?.({ part: part.part, name, bytes, total, done: true });
  return bytes;
}

export interface BackupRoundTripOptions extends WaitForBackupOptions {
  /** Told the new backup as soon as the server has it, before waiting. */
  onCreated?: (backup: Backup) => void;
  /** Where to download the parts; without it the round trip ends once the backup has succeeded. */
  download?: Omit<DownloadBackupPartsOptions, 'signal'>;
}

/**
 * The backup round trip: creates a manual backup of the chosen parts, waits for each part's task, then streams
 * every part into its sink. Throws BackupFailedError when the backup does not end in SUCCESS.
 */
export async function backupRoundTrip(
  client: SkiffClient,
  ids: ApplicationIds,
  choice: BackupPartChoice,
  options: BackupRoundTripOptions = {},
): Promise<{ backup: Backup; parts: DownloadedPart[] }> {
  const { onCreated, download, ...wait } = options;
  const created = await client.applications.backups.create(ids, choice, { signal: options.signal });
  onCreated?.(created);
  const backup = await waitForBackup(client, ids, created, wait);
  if (backup.status !== 'SUCCESS') throw new BackupFailedError(backup);
  const parts = download ? await downloadBackupParts(client, ids, backup, { ...download, signal: options.signal }) : [];
  return { backup, parts };
}
