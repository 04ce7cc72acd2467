export { EmulatorStartError, startEmulator } from './emulator.js';
export type { EmulatorOptions, FaultOptions, RunningEmulator } from './options.js';
export { DEFAULT_PORT } from './options.js';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './seed/demo-users.js';
export { DataDirInUseError } from './store/data-lock.js';
