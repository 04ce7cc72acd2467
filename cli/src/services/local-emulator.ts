import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EmulatorOptions, RunningEmulator } from '@skiff/emulator';
import { LOCAL_PROFILE, loginWithPassword, nodeHttpClient } from '@skiff/sdk/node';
import { type LoadedPackage, loadBundledPackage } from '../cli/bundled-package.js';
import type { Context } from '../cli/context.js';
import { CliError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { profileStore } from '../cli/session.js';

export const DEFAULT_EMULATOR_PORT = 4600;
const FALLBACK_OWNER = 'owner@demo.skiff.dev';

/** The built web app, next to the CLI in the repository (`web/dist`), when it has been built. */
export function webRoot(): string | undefined {
  const path = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(path) ? path : undefined;
}

export interface LocalEmulator {
  running: RunningEmulator;
  demoUsers: ReadonlyArray<{ email: string; role: string; description?: string }>;
  demoPassword: string;
  owner: string;
  /** False when the owner could not be signed in (e.g. its password was changed in this database). */
  signedIn: boolean;
}

function portInUse(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === 'EADDRINUSE';
}

/**
 * Starts the emulator in this process and signs its instance owner in to profile `local`. With
 * `anyPortIfTaken`, a taken port falls back to a free one instead of failing.
 */
export async function startLocalEmulator(
  ctx: Context,
  options: EmulatorOptions,
  anyPortIfTaken = false,
): Promise<LocalEmulator> {
  const loaded = await loadEmulatorPackage();
  const emulator = loaded.exports;
  const port = options.port ?? DEFAULT_EMULATOR_PORT;
  let running: RunningEmulator;
  try {
    running = await emulator.startEmulator({ ...options, port, webRoot: webRoot() });
  } catch (error) {
    if (error instanceof emulator.DataDirInUseError) {
      throw new CliError(error.message, EXIT.unavailable, 'Stop it with: skiff emulator stop');
    }
    if (!portInUse(error)) throw error;
    if (!anyPortIfTaken) {
      throw new CliError(
        `Port ${port} is already in use. Stop what uses it, or pass --port 0 to pick a free port.`,
        EXIT.unavailable,
      );
    }
    running = await emulator.startEmulator({ ...options, port: 0, webRoot: webRoot() });
  }
  // The emulator is serving: what it compiled to get there is what the next start reads from the cache.
  loaded.saveCodeCache();
  const owner = emulator.DEMO_USERS.find((user) => user.role === 'INSTANCE_OWNER')?.email ?? FALLBACK_OWNER;
  let signedIn = true;
  try {
    await loginWithPassword({
      store: profileStore(ctx),
      profile: LOCAL_PROFILE,
      origin: running.origin,
      email: owner,
      password: emulator.DEMO_PASSWORD,
      http: nodeHttpClient(),
    });
  } catch (error) {
    signedIn = false;
    ctx.out.error(`Warning: could not sign ${owner} in to profile ${LOCAL_PROFILE}: ${(error as Error).message}`);
  }
  return { running, demoUsers: emulator.DEMO_USERS, demoPassword: emulator.DEMO_PASSWORD, owner, signedIn };
}

/**
 * The emulator package, loaded on demand (in the built CLI, `emulator.cjs` with its code cache). Its native SQLite,
 * better-sqlite3, is an optional peer of the installed CLI (cli/package.json): an install without it gets one sentence
 * saying how to add it (a global install beside skiff is found from skiff's own folder).
 */
export async function loadEmulatorPackage(): Promise<LoadedPackage<typeof import('@skiff/emulator')>> {
  try {
    return await loadBundledPackage('@skiff/emulator', 'emulator.cjs', () => import('@skiff/emulator'), {
      use: 'emulator',
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const missing = code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND';
    if (missing && String((error as Error).message).includes("'better-sqlite3'")) {
      throw new CliError(
        'The local platform needs better-sqlite3, which this install of skiff does not include.',
        EXIT.failure,
        'Install it beside skiff with: npm install -g better-sqlite3',
      );
    }
    throw error;
  }
}

/** The demo users and their password, for people (stderr). */
export function printDemoUsers(ctx: Context, demo: Pick<LocalEmulator, 'demoUsers' | 'demoPassword'>): void {
  ctx.out.info(`Demo users (password ${demo.demoPassword}):`);
  for (const user of demo.demoUsers) {
    ctx.out.info(`  ${user.email.padEnd(24)} ${user.role.padEnd(15)}${user.description ? ` ${user.description}` : ''}`);
  }
}
