/** @skiff/testkit: real parts for tests: an emulator on a free port, the CLI binary, waiting helpers. */
export * from './cli.js';
export * from './emulator.js';
export * from './wait.js';
