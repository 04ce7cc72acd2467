export { SIGNING_KEY_FILE } from './auth/signing-keys.js';
export { APP_CLIENTS, type AppClient, DEFAULT_CLIENT_ID, USER_POOL_ID } from './auth/user-pool.js';
export { EmulatorStartError, startEmulator } from './emulator.js';
export type { EmulatorOptions, FaultOptions, RunningEmulator } from './options.js';
export { DEFAULT_PORT } from './options.js';
export {
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  DEMO_USERS,
  type DemoUser,
  SIGN_IN_DEMO_USERS,
  type SignInDemoUser,
} from './seed/demo-users.js';
export { DataDirInUseError } from './store/data-lock.js';
