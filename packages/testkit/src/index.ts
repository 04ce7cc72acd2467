/**
 * @skiff/testkit: real parts for tests: an emulator on a free port, the CLI binary, a tmux terminal, Chromium,
 * waiting helpers.
 */
export * from './browser.js';
export * from './cli.js';
export * from './emulator.js';
export * from './emulator-hooks.js';
export * from './failures.js';
export * from './faults.js';
export * from './tmux.js';
export * from './wait.js';
