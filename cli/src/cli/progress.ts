import type { Output } from './output.js';
import { CLEAR_LINE } from './terminal-text.js';

export interface ProgressState {
  action: string;
  lines: number;
  expected?: number;
}

const BAR_WIDTH = 10;
const PLAIN_INTERVAL_MS = 5_000;

/** `[#####.....] 54/108 DEPLOY_APPLICATION` (or `54 lines DEPLOY_APPLICATION` when the total is unknown). */
export function progressLine({ action, lines, expected }: ProgressState): string {
  if (!expected) return `${lines} lines ${action}`;
  const filled = Math.min(BAR_WIDTH, Math.floor((lines / expected) * BAR_WIDTH));
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.min(lines, expected)}/${expected} ${action}`;
}

/**
 * Shows a task's progress on stderr: redrawn in place on a terminal, plain lines every few seconds (and at each
 * tenth) otherwise; nothing with --json. `done()` ends the line it drew.
 */
export function createProgressReporter(out: Output, now: () => number = Date.now) {
  let drawn = false;
  let lastPlainAt = 0;
  let lastTenth = -1;
  return {
    update(state: ProgressState): void {
      if (out.jsonMode) return;
      if (out.stderrIsTty) {
        out.progress(`${CLEAR_LINE}${progressLine(state)}`);
        drawn = true;
        return;
      }
      const tenth = state.expected ? Math.floor((state.lines / state.expected) * 10) : -1;
      if (tenth !== lastTenth || now() - lastPlainAt >= PLAIN_INTERVAL_MS) {
        lastTenth = tenth;
        lastPlainAt = now();
        out.progress(`${progressLine(state)}\n`);
      }
    },
    done(): void {
      if (drawn) out.progress('\n');
      drawn = false;
    },
  };
}
