import { readFile } from 'node:fs/promises';
import { UsageError } from './errors.js';

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
