import type { TokenService } from './auth/tokens.js';
import type { AnswerCache } from './http/answer-cache.js';
import type { FaultInjector } from './http/faults.js';
import type { ResolvedOptions } from './options.js';
import type { ExpiryWarnings } from './push/expiry-warnings.js';
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
  /** The expiry warnings sent on the push channel (a periodic check, and a test hook). */
  expiryWarnings: ExpiryWarnings;
  /** The fault plan (inert unless a test sets one). */
  faults: FaultInjector;
  /** Answers of `cached` routes, kept until the next write to the database. */
  answers: AnswerCache;
  /** `http://127.0.0.1:{port}` once listening. */
  origin(): string;
}
