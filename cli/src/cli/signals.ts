import { EXIT } from './exit-codes.js';

/** How long a command has, after the first SIGINT/SIGTERM, to end by itself (and print its own note) before it is ended. */
export const SIGNAL_GRACE_MS = 300;

/** The exit code of a command ended by `signal`: 130 for SIGINT, 143 for SIGTERM (128 + the signal's number). */
export function exitCodeOfSignal(signal: NodeJS.Signals): number {
  return signal === 'SIGTERM' ? EXIT.terminated : EXIT.interrupted;
}

const state = { stopsByItself: false };

/**
 * Called by a command that stops cleanly on SIGINT/SIGTERM itself and exits 0 (`emulator start`, `web`, `demo`,
 * `tui`): it is given the time it needs instead of being ended after SIGNAL_GRACE_MS.
 */
export function stopsCleanlyOnSignal(): void {
  state.stopsByItself = true;
}

/** Whether the running command said it stops cleanly by itself. */
export function commandStopsByItself(): boolean {
  return state.stopsByItself;
}
