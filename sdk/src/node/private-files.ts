import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';

/** Folders skiff creates: only their owner may enter them. */
const PRIVATE_DIR_MODE = 0o700;
/** Files skiff creates: only their owner may read them. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and any missing parent) as 0700 from the first byte. A folder that already existed is left as it
 * is (it may be shared on purpose), but when others may read or enter it the answer is a one-line warning to show.
 */
export function ensurePrivateDir(dir: string): string | undefined {
  let mode: number | undefined;
  try {
    mode = statSync(dir).mode & 0o777;
  } catch {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    chmodSync(dir, PRIVATE_DIR_MODE); // whatever the umask
    return undefined;
  }
  return mode & 0o077 ? looseDirWarning(dir, mode) : undefined;
}

/** The one-line warning for a folder of skiff's that others may read (mode as `755`). */
function looseDirWarning(dir: string, mode: number): string {
  return `Warning: other users can read ${dir} (mode ${mode.toString(8)}); make it private with: chmod 700 '${dir}'`;
}

/** The warning for `dir` when it exists and others may read it; undefined otherwise (or when it does not exist). */
export function privateDirWarning(dir: string): string | undefined {
  try {
    const mode = statSync(dir).mode & 0o777;
    return mode & 0o077 ? looseDirWarning(dir, mode) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes `path` a private file before anything is written to it: created empty as 0600 when missing, narrowed to
 * 0600 when it is skiff's own file with a looser mode (written by an older version).
 */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  if ((statSync(path).mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(path, PRIVATE_FILE_MODE);
}

/** Narrows `path` to 0600 when it exists (a database's WAL or SHM left by an older version); no-op otherwise. */
export function narrowToPrivate(path: string): void {
  try {
    if ((statSync(path).mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(path, PRIVATE_FILE_MODE);
  } catch {}
}
