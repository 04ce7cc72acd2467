/** @skiff/testkit: real parts for tests: an emulator on a free port, the CLI binary, a tmux terminal, waiting helpers. */
export * from './cli.js';
export * from './emulator.js';
export * from './tmux.js';
export * from './wait.js';
