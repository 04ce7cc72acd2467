import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built CLI binary. */
export const CLI_PATH = fileURLToPath(new URL('../../../cli/dist/skiff.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunCliOptions {
  env?: Record<string, string | undefined>;
  input?: string;
  timeoutMs?: number;
}

/** Runs the built `skiff` binary as a subprocess, as a user or a CI job would. */
export function runCli(args: string[], options: RunCliOptions = {}): Promise<CliResult> {
  if (!existsSync(CLI_PATH)) throw new Error(`${CLI_PATH} is missing: run 'npm run build' first.`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_PATH, ...args], {
      env: {
        ...process.env,
        NO_COLOR: '1',
        SKIFF_PROFILE: undefined,
        SKIFF_TOKEN: undefined,
        SKIFF_ORIGIN: undefined,
        ...options.env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`skiff ${args.join(' ')} did not finish in time.\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, options.timeoutMs ?? 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    // A command that exits before reading its stdin (a usage error) closes the pipe: EPIPE is no failure of the run
    // (the result says what happened), but unheard it is an unhandled error that fails the whole vitest run.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error);
    });
    child.stdin.end(options.input ?? '');
  });
}
