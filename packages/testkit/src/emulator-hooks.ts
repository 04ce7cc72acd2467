import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestEmulator, type TestEmulator } from './emulator.js';

/** The emulator of a test file (see `useTestEmulator`): read `current` inside a test or hook, never at load. */
export interface EmulatorHandle {
  readonly current: TestEmulator;
}

/**
 * Registers a test file's set-up: `start` before its tests, `stop` after them, and both again before the test that
 * follows a failed one (in CI, its retry), so a half-run try's leftovers never meet the next try.
 */
export function freshAfterFailure(start: () => Promise<void>, stop: () => Promise<void>): void {
  let lastTestFailed = false;
  beforeAll(start);
  beforeEach(async (test) => {
    if (lastTestFailed) {
      lastTestFailed = false;
      await stop();
      await start();
    }
    test.onTestFailed(() => {
      lastTestFailed = true;
    });
  });
  afterAll(stop);
}

/**
 * Registers the hooks of a test file on one emulator: started before its tests, closed after them. After a failed
 * test the next one (in CI, its retry) starts on a fresh emulator, and `onStart` runs again (a CLI login, ...): a
 * half-run try leaves records behind (a tag it created, an application it unpaused) that a second try would trip
 * over. Tests in a file share the world otherwise, as they do with a plain `beforeAll`.
 */
export function useTestEmulator(
  options: Parameters<typeof startTestEmulator>[0] = {},
  onStart?: (emulator: TestEmulator) => Promise<void> | void,
): EmulatorHandle {
  let emulator: TestEmulator | undefined;
  const start = async () => {
    emulator = await startTestEmulator(options);
    await onStart?.(emulator);
  };
  const stop = async () => {
    await emulator?.close();
    emulator = undefined;
  };
  freshAfterFailure(start, stop);
  return {
    get current() {
      if (!emulator) throw new Error('The emulator is not started (yet): read it inside a test or a hook.');
      return emulator;
    },
  };
}
