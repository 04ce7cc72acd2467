import { type FileHandle, open, readFile } from 'node:fs/promises';
import { CliError, UsageError } from './errors.js';

/** Why a file named by an option could not be read, as the end of `FLAG FILE: ...`. */
export function unreadableFile(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder' : 'cannot be read';
}

/** A text file named by an option (a certificate, a key); the error names the option and the file. */
export async function readTextFile(file: string, flag: string): Promise<string> {
  try {
    const text = await readFile(file, 'utf8');
    if (!text.trim()) throw new UsageError(`${flag} ${file}: the file is empty.`);
    return text;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${flag} ${file}: ${unreadableFile(error)}.`);
  }
}

/** Why a file named by an option could not be written, as the end of `FLAG FILE: ...`. */
export function unwritableFile(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'no such folder';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'EISDIR':
      return 'is a folder';
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'permission denied';
    case 'ENOSPC':
      return 'no space left on the device';
    default:
      return 'cannot be written';
  }
}

/**
 * Creates the file named by an option, with `mode` (also when it existed). An existing file is replaced only with
 * `replace` (the command's `--force`); without it the answer is a usage error and the file is left as it was. A
 * path that cannot be written is a usage error naming the option and the file, e.g.
 * `--output /no/such/x.sql: no such folder.`
 */
export async function createFile(
  file: string,
  flag: string,
  mode?: number,
  options: { replace?: boolean } = {},
): Promise<FileHandle> {
  try {
    const handle = await open(file, options.replace ? 'w' : 'wx', mode);
    if (mode !== undefined)
      await handle.chmod(mode).catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
    return handle;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new UsageError(`${flag} ${file}: the file exists; add --force to replace it.`);
    }
    throw new UsageError(`${flag} ${file}: ${unwritableFile(error)}.`);
  }
}

/** Downloads and exports: readable by their owner only (credentials, dumps, secret values). */
export const PRIVATE_FILE_MODE = 0o600;
/** A folder the CLI creates for them. */
export const PRIVATE_FOLDER_MODE = 0o700;

/** Writes to a file opened by `createFile`; a failed write (a full disk) is a failure naming the option and file. */
export async function writeToFile(handle: FileHandle, data: string | Uint8Array, file: string, flag: string) {
  try {
    await handle.writeFile(data);
  } catch (error) {
    throw new CliError(`${flag} ${file}: ${unwritableFile(error)}.`);
  }
}
