import { Readable } from 'node:stream';
import { format, inspect } from 'node:util';
import type { CliResult, RunCliOptions } from '@skiff/testkit';
import { main } from '../main.js';

/**
 * Runs `skiff ARGS` inside the test process: the same `main` the built binary calls, with stdout and stderr
 * captured (console's output too), the environment `runCli` gives a child (no colours, no profile or token of the
 * developer's shell), `input` as stdin, and all three streams taken for pipes, as they are in a child of `runCli`.
 * What a child would die of (a failure escaping `main`) is printed on stderr with exit code 1, as Node does. A test
 * that checks many commands' text and exit codes saves a Node start-up per command this way (help.e2e: 159 of
 * them); keep a real-process check (`runCli`) beside it for what only the binary does (its prebuilt help, its
 * bundles, its exit, its argv).
 *
 * Runs one at a time (the streams are the process's own).
 */
export function runCliInProcess(
  args: string[],
  options: Pick<RunCliOptions, 'env' | 'input'> = {},
): Promise<CliResult> {
  const run = queue.then(() => runNow(args, options.env ?? {}, options.input ?? ''));
  queue = run.catch(() => undefined);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();

const BASE_ENV: Record<string, string | undefined> = {
  NO_COLOR: '1',
  SKIFF_PROFILE: undefined,
  SKIFF_TOKEN: undefined,
  SKIFF_ORIGIN: undefined,
};

async function runNow(args: string[], env: Record<string, string | undefined>, input: string): Promise<CliResult> {
  const undo: (() => void)[] = [];
  const output = { stdout: '', stderr: '' };
  for (const [name, value] of Object.entries({ ...BASE_ENV, ...env })) {
    const before = process.env[name];
    setEnv(name, value);
    undo.push(() => setEnv(name, before));
  }
  for (const name of ['stdout', 'stderr'] as const) {
    const stream = process[name];
    const { write } = stream;
    const errorListeners = stream.listeners('error');
    const isTTY = Object.getOwnPropertyDescriptor(stream, 'isTTY');
    Object.defineProperty(stream, 'isTTY', { value: false, configurable: true, writable: true });
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      output[name] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof stream.write;
    undo.push(() => {
      stream.write = write;
      if (isTTY) Object.defineProperty(stream, 'isTTY', isTTY);
      else delete (stream as { isTTY?: boolean }).isTTY;
      // main() listens for EPIPE on stdout on each run: what it added goes with the run.
      for (const listener of stream.listeners('error')) {
        if (!errorListeners.includes(listener)) stream.off('error', listener as () => void);
      }
    });
  }
  const stdin = Object.getOwnPropertyDescriptor(process, 'stdin');
  Object.defineProperty(process, 'stdin', { value: Readable.from([input]), configurable: true, writable: true });
  undo.push(() => {
    if (stdin) Object.defineProperty(process, 'stdin', stdin);
  });
  for (const [method, name] of CONSOLE) {
    const original = console[method];
    console[method] = (...values: unknown[]) => {
      output[name] += `${format(...values)}\n`;
    };
    undo.push(() => {
      console[method] = original;
    });
  }
  try {
    const code = await main(args);
    return { code, ...output };
  } catch (error) {
    output.stderr += `${inspect(error)}\n`;
    return { code: 1, ...output };
  } finally {
    for (const step of undo.reverse()) step();
  }
}

/** Where a child's console writes. */
const CONSOLE = [
  ['log', 'stdout'],
  ['info', 'stdout'],
  ['debug', 'stdout'],
  ['warn', 'stderr'],
  ['error', 'stderr'],
  ['trace', 'stderr'],
] as const;

function setEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
