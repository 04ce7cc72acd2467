/** Test only: one emulator per e2e file, a profile signed in as a demo user, and a `cli()` that runs skiff on it. */
import {
  type CliResult,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  runCli,
  startTestEmulator,
  type TestEmulator,
  useTestEmulator,
} from '@skiff/testkit';

export interface SignedInCli {
  emulator: TestEmulator;
  /** Runs `skiff ARGS` on the signed-in profile; `input` goes to stdin, `env` adds variables. */
  cli(args: string[], options?: { input?: string; env?: Record<string, string> }): Promise<CliResult>;
  close(): Promise<void>;
}

/** Starts an emulator (fast tasks) and signs `email` in to the default profile through the CLI itself. */
export async function startSignedInCli(email = DEMO_OWNER): Promise<SignedInCli> {
  return signedInOn(await startTestEmulator(SIGNED_IN_EMULATOR), email);
}

/** What a signed-in CLI's emulator runs with: fast tasks. */
const SIGNED_IN_EMULATOR = { taskSpeed: 200 };

/**
 * The hooks of a test file on one signed-in CLI (as `startSignedInCli`): started before its tests and closed after
 * them; after a failed test the next one (in CI, its retry) gets a fresh emulator, signed in again, and `onStart`
 * runs again (testkit's `useTestEmulator`), so a second try never meets the records its first try left. `cli` runs
 * on the current one; read `emulator` inside a test or hook, never at load.
 */
export function useSignedInCli(
  email = DEMO_OWNER,
  onStart?: (signedIn: Omit<SignedInCli, 'close'>) => Promise<void> | void,
  emulatorOptions: Parameters<typeof startTestEmulator>[0] = SIGNED_IN_EMULATOR,
): Omit<SignedInCli, 'close'> {
  let current: SignedInCli | undefined;
  const emulator = useTestEmulator(emulatorOptions, async (started) => {
    current = await signedInOn(started, email);
    await onStart?.(handle);
  });
  const handle: Omit<SignedInCli, 'close'> = {
    get emulator() {
      return emulator.current;
    },
    cli: (args, options) => {
      if (!current) throw new Error('The CLI is not signed in (yet): run it inside a test or a hook.');
      return current.cli(args, options);
    },
  };
  return handle;
}

async function signedInOn(emulator: TestEmulator, email: string): Promise<SignedInCli> {
  const cli: SignedInCli['cli'] = (args, options = {}) =>
    runCli(args, {
      env: { SKIFF_CONFIG_DIR: emulator.configDir, ...options.env },
      input: options.input,
      timeoutMs: 60_000,
    });
  const login = await cli(['auth', 'login', '--origin', emulator.origin, '--email', email, '--password-stdin'], {
    input: DEMO_PASSWORD_FOR_TESTS,
  });
  if (login.code !== 0) throw new Error(`sign-in failed: ${login.stderr}`);
  return { emulator, cli, close: () => emulator.close() };
}

/** The parsed JSON document a command printed on stdout (fails loudly with its stderr when it is not JSON). */
// biome-ignore lint/suspicious/noExplicitAny: tests read documents of any shape and assert on them
export function jsonOf(result: CliResult): any {
  try {
    return JSON.parse(result.stdout);
  } catch {
    throw new Error(`not JSON (exit ${result.code}): ${result.stdout}\n${result.stderr}`);
  }
}
