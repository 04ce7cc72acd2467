import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { defaultConfigDir, ensurePrivateDir, isSameProcess, processIdentity } from '@skiff/sdk/node';
import type { Context } from '../cli/context.js';
import { EXIT } from '../cli/exit-codes.js';

/** What `{configDir}/emulator.json` says about the emulator running in the background. */
export interface EmulatorState {
  pid: number;
  origin: string;
  dataDir?: string;
  /** The process's start time (Linux), so that a later process given the same pid is never taken for it. */
  startTime?: string;
}

export function stateFilePath(env: NodeJS.ProcessEnv): string {
  return join(defaultConfigDir(env), 'emulator.json');
}

export function readState(env: NodeJS.ProcessEnv): EmulatorState | undefined {
  try {
    const value = JSON.parse(readFileSync(stateFilePath(env), 'utf8')) as Partial<EmulatorState>;
    if (typeof value.pid !== 'number' || typeof value.origin !== 'string') return undefined;
    return {
      pid: value.pid,
      origin: value.origin,
      dataDir: typeof value.dataDir === 'string' ? value.dataDir : undefined,
      startTime: typeof value.startTime === 'string' ? value.startTime : undefined,
    };
  } catch {
    return undefined;
  }
}

export function writeState(env: NodeJS.ProcessEnv, state: EmulatorState): void {
  ensurePrivateDir(defaultConfigDir(env));
  const startTime =
    state.startTime ?? (state.pid === process.pid ? processIdentity(process.pid)?.startTime : undefined);
  writeFileSync(stateFilePath(env), `${JSON.stringify({ ...state, startTime }, null, 2)}\n`, { mode: 0o600 });
}

/** The command line of a skiff emulator: `node .../skiff.js emulator start ...`. */
const EMULATOR_COMMAND = /(^| )emulator start( |$)/;

/**
 * Whether the recorded pid is still the emulator that was started: on Linux by its start time and command line
 * (/proc), elsewhere by its origin answering. A pid reused by another program after a crash or a reboot is not.
 */
export async function isRecordedEmulator(state: EmulatorState): Promise<boolean> {
  const same = isSameProcess(state.pid, state, (commandLine) => EMULATOR_COMMAND.test(commandLine));
  if (same !== undefined) return same;
  return isAlive(state.pid) && (await isHealthy(state.origin));
}

/** Removes the state file if it still describes `pid` (another emulator may have replaced it). */
export function clearState(env: NodeJS.ProcessEnv, pid?: number): void {
  if (pid !== undefined && readState(env)?.pid !== pid) return;
  rmSync(stateFilePath(env), { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Sends `sig` to `pid`; a process that has exited meanwhile (ESRCH) is what the caller wanted anyway. */
function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** True when `{origin}/api/v2/healthz` answers 200 within a second. */
export function isHealthy(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${origin}/api/v2/healthz`, { timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `skiff emulator stop`: SIGTERM to the background emulator, wait for it to exit, forget it. */
export async function stopEmulator(ctx: Context): Promise<number> {
  const state = readState(ctx.env);
  if (!state || !isAlive(state.pid) || !(await isRecordedEmulator(state))) {
    if (state) clearState(ctx.env);
    if (state && isAlive(state.pid)) {
      ctx.out.info(
        `Pid ${state.pid} is no longer the emulator started at ${state.origin}; that process was left alone.`,
      );
    }
    ctx.out.info('No emulator is running in the background; nothing to stop.');
    if (ctx.json) ctx.out.json({ stopped: false });
    return EXIT.ok;
  }
  signal(state.pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isAlive(state.pid) && Date.now() < deadline) await sleep(50);
  if (isAlive(state.pid)) {
    ctx.out.info(`The emulator (pid ${state.pid}) did not stop within 10 s; killing it.`);
    signal(state.pid, 'SIGKILL');
  }
  clearState(ctx.env, state.pid);
  if (ctx.json) ctx.out.json({ stopped: true, origin: state.origin, pid: state.pid });
  else ctx.out.result(`Stopped the emulator at ${state.origin} (pid ${state.pid}).`);
  return EXIT.ok;
}

/** `skiff emulator status`: exit 0 when the background emulator runs and answers, 1 when not. */
export async function emulatorStatus(ctx: Context): Promise<number> {
  const state = readState(ctx.env);
  const running = state !== undefined && isAlive(state.pid) && (await isHealthy(state.origin));
  if (ctx.json) {
    ctx.out.json(
      running ? { running, origin: state.origin, pid: state.pid, dataDir: state.dataDir ?? null } : { running: false },
    );
  } else if (running) {
    ctx.out.result(
      `The emulator is running at ${state.origin} (pid ${state.pid}${state.dataDir ? `, data in ${state.dataDir}` : ', in memory'}).`,
    );
  } else {
    ctx.out.result('The emulator is not running. Start it with: skiff emulator start --detach');
  }
  return running ? EXIT.ok : EXIT.failure;
}
