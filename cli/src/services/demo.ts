import { LOCAL_PROFILE, nodeHttpClient, openSession, type Session } from '@skiff/sdk/node';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { loadOptionalPackage } from '../cli/optional-package.js';
import { cliSession, profileStore } from '../cli/session.js';
import { startLocalEmulator } from './local-emulator.js';

function requireTerminal(command: string): void {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError(`skiff ${command} needs a terminal: run it in an interactive terminal, not in a pipe.`);
  }
}

async function runTuiOn(session: Session): Promise<void> {
  // Ink draws only its last frame when it believes it runs in CI (it reads CI once, when it loads). The TUI runs only
  // on a terminal (checked before), so a CI variable inherited by an interactive shell must not blank the screen.
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  const { runTui } = await loadOptionalPackage('@skiff/tui', () => import('@skiff/tui'));
  await runTui({ session });
}

/** `skiff demo`: a throw-away emulator with the demo world, and the TUI signed in as its owner. */
export async function runDemo(ctx: Context): Promise<number> {
  requireTerminal('demo');
  ctx.out.info('Starting the demo platform...');
  const local = await startLocalEmulator(ctx, { memory: true, seed: true }, true);
  try {
    const session = openSession({ store: profileStore(ctx), profile: LOCAL_PROFILE, env: {}, http: nodeHttpClient() });
    await runTuiOn(session);
  } finally {
    await local.running.close();
  }
  return EXIT.ok;
}

/** `skiff tui`: the TUI on the current profile. */
export async function runTuiCommand(ctx: Context): Promise<number> {
  requireTerminal('tui');
  await runTuiOn(cliSession(ctx));
  return EXIT.ok;
}
