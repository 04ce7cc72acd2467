import type { TokenService } from './auth/tokens.js';
import type { ResolvedOptions } from './options.js';
import type { PushHub } from './push/hub.js';
import type { Store } from './store/index.js';
import type { TaskRunner } from './tasks/runner.js';

/** Everything one running emulator owns; handlers reach state only through it (no module-level state). */
export interface AppContext {
  options: ResolvedOptions;
  store: Store;
  tokens: TokenService;
  tasks: TaskRunner;
  push: PushHub;
  /** `http://127.0.0.1:{port}` once listening. */
  origin(): string;
}
