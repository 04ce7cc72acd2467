import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfigDir, ensurePrivateDir, ensurePrivateFile, LOCAL_PROFILE } from '@skiff/sdk/node';
import type { Context } from '../cli/context.js';
import { CliError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { stopsCleanlyOnSignal } from '../cli/signals.js';
import { clearState, isAlive, isHealthy, readState, writeState } from './emulator-state.js';
import { DEFAULT_EMULATOR_PORT, loadEmulatorPackage, printDemoUsers, startLocalEmulator } from './local-emulator.js';

export interface StartOptions {
  port?: number;
  data?: string;
  memory?: boolean;
  taskSpeed?: number;
  /** Workspaces of a generated large world (new database only). */
  scale?: number;
  /** False with `--no-push`: the emulator serves no push channel. */
  push?: boolean;
  detach?: boolean;
}

const START_TIMEOUT_MS = 30_000;

function dataDirOf(ctx: Context, options: StartOptions): string {
  return options.data ?? join(defaultConfigDir(ctx.env), 'emulator');
}

/** `skiff emulator start`: in the foreground until SIGINT/SIGTERM, or (--detach) as a background process. */
export async function startEmulatorCommand(ctx: Context, options: StartOptions): Promise<number> {
  const previous = readState(ctx.env);
  if (previous && isAlive(previous.pid) && (await isHealthy(previous.origin))) {
    throw new CliError(
      `An emulator is already running at ${previous.origin} (pid ${previous.pid}).`,
      EXIT.unavailable,
      'Stop it first with: skiff emulator stop',
    );
  }
  return options.detach ? startDetached(ctx, options) : startInForeground(ctx, options);
}

/** The emulator's one line per request (`GET /api/v2/workspaces 200 1.2ms`), written only with --verbose. */
const REQUEST_LINE = /^[A-Z]+ \S+ \d{3} [\d.]+ms$/;

/** The config folder and the data folder, private (0700) when skiff creates them; a warning for a looser one. */
function preparePrivateFolders(ctx: Context, dataDir: string | undefined): void {
  for (const dir of [defaultConfigDir(ctx.env), dataDir]) {
    if (!dir) continue;
    const warning = ensurePrivateDir(dir);
    if (warning) ctx.out.error(warning);
  }
}

async function startInForeground(ctx: Context, options: StartOptions): Promise<number> {
  stopsCleanlyOnSignal();
  const dataDir = options.memory ? undefined : dataDirOf(ctx, options);
  preparePrivateFolders(ctx, dataDir);
  const local = await startLocalEmulator(ctx, {
    port: options.port,
    dataDir,
    memory: options.memory,
    taskSpeed: options.taskSpeed,
    scale: options.scale,
    push: options.push,
    // Without --verbose, every line but the one-per-request ones: errors, and the sign-up, password-reset and MFA
    // codes a local user needs (a detached emulator writes them to its log).
    log: ctx.verbose ? (line) => ctx.out.error(line) : (line) => REQUEST_LINE.test(line) || ctx.out.error(line),
  });
  const { origin } = local.running;
  writeState(ctx.env, { pid: process.pid, origin, dataDir });
  if (ctx.json) ctx.out.json({ origin, pid: process.pid });
  else ctx.out.result(origin);
  printDemoUsers(ctx, local);
  if (local.signedIn)
    ctx.out.info(
      `Signed in ${local.owner} to profile ${LOCAL_PROFILE}. Try: skiff --profile ${LOCAL_PROFILE} workspaces list`,
    );
  ctx.out.info(`Web app: ${origin}/   Data: ${dataDir ?? 'in memory'}   Stop with Ctrl-C.`);
  await new Promise<void>((resolve) => {
    if (ctx.signal.aborted) resolve();
    ctx.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  ctx.out.info('Stopping the emulator...');
  await local.running.close();
  clearState(ctx.env, process.pid);
  return EXIT.ok;
}

/** The last lines the child wrote (the log is appended to by every start, so only from `offset` on). */
function lastLines(path: string, offset: number, count: number): string[] {
  try {
    const text = readFileSync(path).subarray(offset).toString('utf8').trimEnd();
    return text ? text.split('\n').slice(-count) : [];
  } catch {
    return [];
  }
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

async function startDetached(ctx: Context, options: StartOptions): Promise<number> {
  // Loaded first: an install without the emulator's native SQLite says so here, not in the background process's log.
  const { DEMO_USERS, DEMO_PASSWORD } = (await loadEmulatorPackage()).exports;
  const logDir = dataDirOf(ctx, options);
  preparePrivateFolders(ctx, logDir);
  const logPath = join(logDir, 'emulator.log');
  ensurePrivateFile(logPath);
  const args = ['emulator', 'start', '--port', String(options.port ?? DEFAULT_EMULATOR_PORT)];
  if (options.data) args.push('--data', options.data);
  if (options.memory) args.push('--memory');
  if (options.taskSpeed !== undefined) args.push('--task-speed', String(options.taskSpeed));
  if (options.scale !== undefined) args.push('--scale', String(options.scale));
  if (options.push === false) args.push('--no-push');
  if (ctx.verbose) args.push('--verbose');
  const logOffset = sizeOf(logPath);
  const log = openSync(logPath, 'a');
  const child = spawn(process.execPath, [process.argv[1]!, ...args], {
    detached: true,
    stdio: ['ignore', log, log],
    env: ctx.env,
  });
  closeSync(log);
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });
  child.unref();
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited !== undefined) {
      for (const line of lastLines(logPath, logOffset, 10)) ctx.out.error(line);
      throw new CliError(
        `The emulator stopped while starting (exit ${exited}); its log is ${logPath}.`,
        exited === EXIT.unavailable ? EXIT.unavailable : EXIT.failure,
      );
    }
    const state = readState(ctx.env);
    if (state && state.pid === child.pid && (await isHealthy(state.origin))) {
      writeState(ctx.env, state);
      if (ctx.json) ctx.out.json({ origin: state.origin, pid: state.pid });
      else ctx.out.result(state.origin);
      printDemoUsers(ctx, { demoUsers: DEMO_USERS, demoPassword: DEMO_PASSWORD });
      ctx.out.info(`The emulator runs in the background (pid ${state.pid}); its log is ${logPath}.`);
      ctx.out.info(`Profile ${LOCAL_PROFILE} is signed in as the instance owner. Stop it with: skiff emulator stop`);
      return EXIT.ok;
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new CliError(
        `The emulator did not answer within ${START_TIMEOUT_MS / 1000} s; its log is ${logPath}.`,
        EXIT.unavailable,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
