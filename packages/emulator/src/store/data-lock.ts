/**
 * One emulator per data folder (issue 19, F-13): a second one on a folder in use would mark the first one's
 * running tasks ERROR and share its database. `emulator.lock` holds the owner's pid and start time; a lock whose
 * process is gone (or is another process with a reused pid) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isSameProcess, PRIVATE_FILE_MODE, processIdentity } from '@skiff/sdk/node';

export const LOCK_FILE = 'emulator.lock';

/** Another running emulator holds the data folder. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Another emulator (pid ${pid}) is using the data folder ${dataDir}; stop it first, or pick another --data.`);
  }
}

interface LockContent {
  pid: number;
  startTime?: string;
}

function readLock(path: string): LockContent | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    return typeof value.pid === 'number' ? { pid: value.pid, startTime: value.startTime } : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(lock: LockContent): boolean {
  if (lock.pid === process.pid) return false; // this process's own, left by an emulator it closed badly
  const same = isSameProcess(lock.pid, lock, () => true);
  if (same !== undefined) return same;
  try {
    process.kill(lock.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder's lock, or throws DataDirInUseError; answers the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, startTime: processIdentity(process.pid)?.startTime });
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = readLock(path);
      if (held && isRunning(held)) throw new DataDirInUseError(dataDir, held.pid);
      rmSync(path, { force: true }); // stale: its emulator is gone
      continue;
    }
    writeSync(fd, content);
    closeSync(fd);
    return () => {
      if (readLock(path)?.pid === process.pid) rmSync(path, { force: true });
    };
  }
  throw new DataDirInUseError(dataDir, readLock(path)?.pid ?? 0);
}
