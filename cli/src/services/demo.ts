import {
  LOCAL_PROFILE,
  nodeHttpClient,
  openSession,
  type Session,
  validateWithoutCodeGeneration,
} from '@skiff/sdk/node';
import { type LoadedPackage, loadBundledPackage } from '../cli/bundled-package.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { loadOptionalPackage } from '../cli/optional-package.js';
import { cliSession, profileStore } from '../cli/session.js';
import { stopsCleanlyOnSignal } from '../cli/signals.js';
import { startLocalEmulator } from './local-emulator.js';

function requireTerminal(command: string): void {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError(`skiff ${command} needs a terminal: run it in an interactive terminal, not in a pipe.`);
  }
}

async function runTuiOn(session: Session, startedUp?: () => void): Promise<void> {
  stopsCleanlyOnSignal();
  // Ink draws only its last frame when it believes it runs in CI (it reads CI once, when it loads). The TUI runs only
  // on a terminal (checked before), so a CI variable inherited by an interactive shell must not blank the screen.
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  // Home's workspaces are asked for first: the answer arrives while Ink loads, and the first frame shows it.
  const { prefetchHome } = await loadOptionalPackage('@skiff/tui', () => import('@skiff/tui/warm-start'));
  const home = prefetchHome(session.client);
  // Loading the TUI bundle holds the thread for tens of milliseconds: first let the event loop connect and send the
  // request (two turns: the connection, then the request on it), so that the platform answers meanwhile.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  const tui = await loadTui();
  await tui.exports.runTui({
    session,
    home,
    // The bytecode compiled up to the first frame is what the next start reads from the caches. Saved just after
    // that frame is written (a first run only; nothing to do once cached): writing them (tens of milliseconds on a
    // loaded machine) must not delay the first frame of a first start.
    afterFirstFrame: () => {
      tui.saveCodeCache();
      startedUp?.();
    },
  });
}

type TuiPackage = typeof import('@skiff/tui') & { loadYogaForInk?: () => Promise<void> };

/**
 * Loads the TUI (in the built CLI, `tui.cjs` with its code cache, sharing the CLI's SDK), and the WebAssembly of its
 * layout engine, yoga.
 *
 * Yoga (built by emscripten) reads `typeof fetch` while it starts, and that first read of Node's global `fetch` loads
 * Node's bundled undici (tens of milliseconds) for nothing: yoga then decodes its inlined binary anyway. So the
 * global is hidden while yoga loads, then put back as it was.
 */
async function loadTui(): Promise<LoadedPackage<TuiPackage>> {
  const fetchProperty = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  if (fetchProperty?.configurable) {
    Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
  }
  try {
    const provided = {
      '@skiff/sdk': await import('@skiff/sdk'),
      '@skiff/sdk/domain': await import('@skiff/sdk/domain'),
    };
    const tui = await loadBundledPackage<TuiPackage>('@skiff/tui', 'tui.cjs', () => import('@skiff/tui'), {
      provided,
      use: 'tui',
    });
    await tui.exports.loadYogaForInk?.();
    return tui;
  } finally {
    if (fetchProperty?.configurable) Object.defineProperty(globalThis, 'fetch', fetchProperty);
  }
}

/** `skiff demo`: a throw-away emulator with the demo world, and the TUI signed in as its owner. */
export async function runDemo(ctx: Context): Promise<number> {
  requireTerminal('demo');
  stopsCleanlyOnSignal();
  ctx.out.info('Starting the demo platform...');
  const local = await startLocalEmulator(ctx, { memory: true, seed: true }, true);
  try {
    validateWithoutCodeGeneration();
    const session = openSession({ store: profileStore(ctx), profile: LOCAL_PROFILE, env: {}, http: nodeHttpClient() });
    await runTuiOn(session, ctx.startedUp);
  } finally {
    await local.running.close();
  }
  return EXIT.ok;
}

/** `skiff tui`: the TUI on the current profile. */
export async function runTuiCommand(ctx: Context): Promise<number> {
  requireTerminal('tui');
  await runTuiOn(cliSession(ctx), ctx.startedUp);
  return EXIT.ok;
}
