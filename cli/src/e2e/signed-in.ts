/** Test only: one emulator per e2e file, a profile signed in as a demo user, and a `cli()` that runs skiff on it. */
import {
  type CliResult,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  runCli,
  startTestEmulator,
  type TestEmulator,
} from '@skiff/testkit';

export interface SignedInCli {
  emulator: TestEmulator;
  /** Runs `skiff ARGS` on the signed-in profile; `input` goes to stdin, `env` adds variables. */
  cli(args: string[], options?: { input?: string; env?: Record<string, string> }): Promise<CliResult>;
  close(): Promise<void>;
}

/** Starts an emulator (fast tasks) and signs `email` in to the default profile through the CLI itself. */
export async function startSignedInCli(email = DEMO_OWNER): Promise<SignedInCli> {
  const emulator = await startTestEmulator({ taskSpeed: 200 });
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
