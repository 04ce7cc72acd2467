import { readFileSync } from 'node:fs';

/**
 * What tells one process from a later one that got the same pid: its start time (clock ticks since boot, field 22
 * of /proc/PID/stat) and its command line. Linux only; elsewhere undefined, and callers fall back on other checks.
 */
export interface ProcessIdentity {
  startTime: string;
  commandLine: string;
}

/** The identity of `pid`, or undefined when it does not run or /proc cannot tell (not Linux). */
export function processIdentity(pid: number): ProcessIdentity | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses: count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[19];
    if (!startTime) return undefined;
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { startTime, commandLine };
  } catch {
    return undefined;
  }
}

/** Whether /proc describes processes here (Linux). */
function canTellProcesses(): boolean {
  return processIdentity(process.pid) !== undefined;
}

/**
 * Whether `pid` is still the process recorded as `recorded` (same start time) and its command line passes
 * `looksRight`; undefined when this system cannot tell.
 */
export function isSameProcess(
  pid: number,
  recorded: { startTime?: string } | undefined,
  looksRight: (commandLine: string) => boolean,
): boolean | undefined {
  if (!canTellProcesses()) return undefined;
  const now = processIdentity(pid);
  if (!now) return false;
  if (recorded?.startTime !== undefined && recorded.startTime !== now.startTime) return false;
  return looksRight(now.commandLine);
}
