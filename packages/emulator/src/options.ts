import { isAbsolute, resolve } from 'node:path';
import { EXPIRY_CHECK_INTERVAL_MS } from './push/expiry-warnings.js';
import { checkCrowd } from './seed/crowded-workspace.js';
import { checkScale } from './seed/large-world.js';

/**
 * Faults injected on purpose, for reliability tests (see http/faults.ts). With `allowFaultHeaders` on, a test may
 * replace the plan while the emulator runs with `POST /__emulator/faults`. Random choices use `seed`.
 */
export interface FaultOptions {
  /** Delay added before every /api answer. */
  latencyMs?: number;
  /** Seed of the random choices below (default 1), so a failing run can be replayed. */
  seed?: number;
  /** The share faults below apply to only /api paths matching this regular expression (default: all). */
  pathPattern?: string;
  /** Share (0..1) of matching requests answered with one of `statuses` without doing the work. */
  errorRate?: number;
  /** Statuses for `errorRate` (default 500, 503, 429). */
  statuses?: number[];
  /** `Retry-After` seconds sent with an injected 429 or 503. */
  retryAfterSeconds?: number;
  /** Share (0..1) of matching requests whose answer is cut in the middle of its body (the work is done). */
  dropRate?: number;
  /** Random extra delay of 0..jitterMs on each matching request. */
  jitterMs?: number;
  /** Long actions write this many log lines instead of the spec's count. */
  taskLines?: number;
  /** Every long action ends in ERROR halfway. */
  taskError?: boolean;
  /** Share (0..1) of push messages silently dropped. */
  pushDropRate?: number;
  /** Delay before each push message is sent. */
  pushDelayMs?: number;
}

export interface EmulatorOptions {
  /** TCP port; default 4600; 0 picks a free port. */
  port?: number;
  /** Loopback host; default 127.0.0.1. */
  host?: string;
  /** Directory holding `emulator.db`; created when missing. */
  dataDir?: string;
  /** Keep the database in memory (nothing survives close). */
  memory?: boolean;
  /** Task speed factor: one log line per 200 ms / taskSpeed. Default 1. */
  taskSpeed?: number;
  /** Directory of the built web app served at `/`. */
  webRoot?: string;
  /** Lifetime of id and access tokens; default 3600. */
  tokenTtlSeconds?: number;
  /**
   * Tests only: the lifetime of sign-up confirmation and password reset codes, in seconds, instead of Cognito's
   * (24 hours and 1 hour). 0 issues codes that have already expired, so a test reaches ExpiredCodeException
   * without waiting.
   */
  codeTtlSeconds?: number;
  /** Load the demo world when the database is new; default true. */
  seed?: boolean;
  /**
   * Tests only: the demo world's start-up deploys (storefront's `develop`, Processing at load) run to their end before
   * the emulator answers its first request, leaving what a live run leaves (log, notification, counters), so nothing
   * a test counts moves under it. Default false: `skiff emulator start` shows a live world.
   */
  settleStartupDeploys?: boolean;
  /**
   * On a new database, also generate a large world for benchmarks: `scale` workspaces of 3 projects and 10
   * applications each, with activities (some with 100,000-line logs). Deterministic from the number. Default 0.
   */
  scale?: number;
  /**
   * On a new database, also write "Crowded Workspace": `crowd` projects, the first with `crowd` branches (lists
   * longer than a front end loads at once; see seed/crowded-workspace.ts). Default 0.
   */
  crowd?: number;
  /** Receives one line per request and lifecycle event. */
  log?: (line: string) => void;
  faults?: FaultOptions;
  /** Honour the `x-skiff-fault` request header (tests only). */
  allowFaultHeaders?: boolean;
  /** How often applications near their expiry are looked for (push/expiry-warnings.ts); default 60000. */
  expiryCheckIntervalMs?: number;
  /** Callback URLs registered on the app clients besides the built-in ones (auth/user-pool.ts). */
  callbackUrls?: string[];
  /**
   * Receives one line per code a user needs (sign-up confirmation, password reset, MFA) as it is issued, whatever
   * `log` does: `skiff emulator start` prints them on stderr (auth/issued-codes.ts).
   */
  onCode?: (line: string) => void;
  /**
   * Serve the push channel (default true). False: `/api/v2/push` refuses the upgrade with 404, as an origin
   * without our push route would (the platform's framing is unknown, docs/protocols.md), so clients must poll.
   */
  push?: boolean;
}

export interface RunningEmulator {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  port: number;
  dataDir?: string;
  close(): Promise<void>;
}

export interface ResolvedOptions {
  port: number;
  host: string;
  dataDir: string | undefined;
  memory: boolean;
  taskSpeed: number;
  webRoot: string | undefined;
  tokenTtlSeconds: number;
  codeTtlSeconds: number | undefined;
  seed: boolean;
  settleStartupDeploys: boolean;
  scale: number;
  crowd: number;
  log: (line: string) => void;
  faults: FaultOptions;
  allowFaultHeaders: boolean;
  expiryCheckIntervalMs: number;
  callbackUrls: string[];
  onCode: (line: string) => void;
  push: boolean;
}

export const DEFAULT_PORT = 4600;
const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

export function resolveOptions(options: EmulatorOptions): ResolvedOptions {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.includes(host)) {
    throw new Error(`The emulator listens on loopback only; host ${host} is not allowed.`);
  }
  const port = options.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Port ${port} is not a valid port.`);
  const taskSpeed = options.taskSpeed ?? 1;
  if (!(taskSpeed > 0) || !Number.isFinite(taskSpeed)) throw new Error('taskSpeed must be a positive number.');
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  if (!(tokenTtlSeconds > 0)) throw new Error('tokenTtlSeconds must be a positive number.');
  const codeTtlSeconds = options.codeTtlSeconds;
  if (codeTtlSeconds !== undefined && !(codeTtlSeconds >= 0)) {
    throw new Error('codeTtlSeconds must be 0 or a positive number.');
  }
  const scale = checkScale(options.scale ?? 0);
  const memory = options.memory ?? false;
  const dataDir = options.dataDir && !memory ? absolute(options.dataDir) : undefined;
  return {
    port,
    host,
    dataDir,
    memory: memory || dataDir === undefined,
    taskSpeed,
    webRoot: options.webRoot ? absolute(options.webRoot) : undefined,
    tokenTtlSeconds,
    codeTtlSeconds,
    seed: options.seed ?? true,
    settleStartupDeploys: options.settleStartupDeploys ?? false,
    scale,
    crowd: checkCrowd(options.crowd ?? 0),
    log: options.log ?? (() => {}),
    faults: options.faults ?? {},
    allowFaultHeaders: options.allowFaultHeaders ?? false,
    expiryCheckIntervalMs: options.expiryCheckIntervalMs ?? EXPIRY_CHECK_INTERVAL_MS,
    callbackUrls: options.callbackUrls ?? [],
    onCode: options.onCode ?? (() => {}),
    push: options.push ?? true,
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(path);
}
