// `promises` of node:fs, read when a download starts: a top-level import of node:fs/promises loaded it (and the
// readline interface it brings) before the TUI's first frame, a few ms of every start (issue 18).
import { promises as files, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  type ApplicationIds,
  type Backup,
  type ByteSink,
  type DownloadedPart,
  downloadBackupParts,
  type SkiffClient,
} from '@skiff/sdk';
import { typedPath } from '../../services/secret-files.js';

/** A part's file is already in the folder: the download stops there and asks before it replaces anything. */
export class DownloadFileExistsError extends Error {
  override name = 'DownloadFileExistsError';
  constructor(readonly path: string) {
    super(`${basename(path)} is already in ${dirname(path)}.`);
  }
}

/**
 * A file the download writes into, opened before the first chunk: a folder that cannot be written (permission
 * denied, gone meanwhile) fails the download with the system's error, shown as a notice, instead of ending the TUI
 * through an unhandled stream error. (The SDK's `fileSink` is the same; it is in `@skiff/sdk/node`, which the TUI
 * bundle is not given: only `@skiff/sdk` is.) A backup holds the application's data, so the file is created 0600,
 * exclusively ('wx': never through a link planted meanwhile), as the CLI's downloads are; a file (or link) of that
 * name is replaced only when `replace` says so, and then it is removed first, so the new one is 0600 too. A folder
 * in the way fails with the system's own error.
 */
async function fileSink(path: string, replace: boolean): Promise<ByteSink> {
  const existing = await files.lstat(path).catch(() => undefined);
  if (existing && !existing.isDirectory()) {
    if (!replace) throw new DownloadFileExistsError(path);
    await files.rm(path, { force: true });
  }
  const handle = await files.open(path, existing?.isDirectory() ? 'w' : 'wx', 0o600);
  return {
    async write(chunk) {
      await handle.write(chunk);
    },
    close: () => handle.close(),
  };
}

/** The folder a download goes into, as typed (Enter alone: the working folder), or why it cannot. */
export function downloadFolderError(text: string): string | undefined {
  try {
    return statSync(typedPath(text || '.')).isDirectory() ? undefined : 'Not a folder.';
  } catch {
    return 'No such folder.';
  }
}

/**
 * Downloads every part of a finished backup into the folder typed; answers the parts and the folder. Throws
 * DownloadFileExistsError at the first part whose file is there already, unless `replace`.
 */
export async function downloadBackupInto(
  client: SkiffClient,
  ids: ApplicationIds,
  backup: Backup,
  text: string,
  replace = false,
): Promise<{ parts: DownloadedPart[]; folder: string }> {
  const folder = typedPath(text || '.');
  const parts = await downloadBackupParts(client, ids, backup, {
    open: (_part, name) => fileSink(join(folder, name), replace),
  });
  return { parts, folder };
}
