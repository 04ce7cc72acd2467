import { once } from 'node:events';
import { createWriteStream, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ApplicationIds,
  type Backup,
  type ByteSink,
  type DownloadedPart,
  downloadBackupParts,
  type SkiffClient,
} from '@skiff/sdk';
import { typedPath } from '../secret-files.js';

/**
 * A file the download writes into, waiting when the disk is slower than the network. (The SDK's own `fileSink` is
 * in `@skiff/sdk/node`, which the TUI bundle is not given: only `@skiff/sdk` is.)
 */
function fileSink(path: string): ByteSink {
  const stream = createWriteStream(path);
  return {
    async write(chunk) {
      if (!stream.write(chunk)) await once(stream, 'drain');
    },
    close: () => new Promise<void>((resolve) => stream.end(resolve)),
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
