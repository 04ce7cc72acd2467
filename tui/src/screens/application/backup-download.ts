import { statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ApplicationIds,
  type Backup,
  type ByteSink,
  type DownloadedPart,
  downloadBackupParts,
  type SkiffClient,
} from '@skiff/sdk';
import { typedPath } from '../../services/secret-files.js';

/**
 * A file the download writes into, opened before the first chunk: a folder that cannot be written (permission
 * denied, gone meanwhile) fails the download with the system's error, shown as a notice, instead of ending the TUI
 * through an unhandled stream error. (The SDK's `fileSink` is the same; it is in `@skiff/sdk/node`, which the TUI
 * bundle is not given: only `@skiff/sdk` is.)
 */
async function fileSink(path: string): Promise<ByteSink> {
  const handle = await open(path, 'w');
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

/** Downloads every part of a finished backup into the folder typed; answers the parts and the folder. */
export async function downloadBackupInto(
  client: SkiffClient,
  ids: ApplicationIds,
  backup: Backup,
  text: string,
): Promise<{ parts: DownloadedPart[]; folder: string }> {
  const folder = typedPath(text || '.');
  const parts = await downloadBackupParts(client, ids, backup, { open: (_part, name) => fileSink(join(folder, name)) });
  return { parts, folder };
}
