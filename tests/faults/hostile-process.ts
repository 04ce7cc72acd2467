/** A `skiff` process for the hostile-server rows: its exit, output, time and peak memory (VmHWM from /proc). */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CLI_PATH } from '@skiff/testkit';

export interface WatchedRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Milliseconds from start to exit. */
  ms: number;
  /** The process's peak resident memory in MiB, as Linux last reported it before the exit. */
  peakMiB: number;
}

export interface WatchedProcess {
  pid: number;
  stderr(): string;
  kill(signal: NodeJS.Signals): void;
  done: Promise<WatchedRun>;
}

/** Starts the built CLI with `env`; killed with SIGKILL past `limitMs` (the run then says so by its signal). */
export function watchCli(args: string[], env: Record<string, string>, limitMs = 60_000): WatchedProcess {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    env: { ...process.env, NO_COLOR: '1', SKIFF_PROFILE: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let peakKiB = 0;
  const sample = () => {
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) peakKiB = Math.max(peakKiB, Number(hwm[1]));
    } catch {}
  };
  const sampler = setInterval(sample, 50);
  const limit = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const done = new Promise<WatchedRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => sample());
    child.on('close', (code, signal) => {
      clearInterval(sampler);
      clearTimeout(limit);
      const ms = performance.now() - started;
      resolve({ code, signal, stdout, stderr, ms, peakMiB: Math.round(peakKiB / 1024) });
    });
  });
  return { pid: child.pid!, stderr: () => stderr, kill: (signal) => child.kill(signal), done };
}
