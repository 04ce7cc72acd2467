/** Shared parts of the fault suite: a fault-ready emulator, CLI processes, the table's rows and seeds. */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FaultOptions } from '@skiff/emulator';
import type { SkiffClient } from '@skiff/sdk';
import { CLI_PATH, cutPush, faultCounters, setFaultPlan, startTestEmulator } from '@skiff/testkit';
import { inject } from 'vitest';
import type { ScenarioRow } from './table.js';

export const OWNER = 'owner@demo.skiff.dev';
export const PASSWORD = 'Skiff!demo1';

/** Adds a row to the table printed at the end of the run. */
export function recordRow(row: ScenarioRow): void {
  appendFileSync(join(inject('faultRowsDir'), `${process.pid}.jsonl`), `${JSON.stringify(row)}\n`);
}

/** Runs `fn`; a failure names the seed so the run can be replayed. */
export async function withSeed<T>(seed: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Error) error.message = `${error.message}\n(fault seed ${seed}; set it again to replay)`;
    throw error;
  }
}

export interface FaultCounters {
  requests: number;
  statuses: Record<string, number>;
  drops: number;
  delayed: number;
  pushSent: number;
  pushDropped: number;
  pushDelayed: number;
  pushCuts: number;
}

/** A summary of the counters for the table's "faults injected" column. */
export function describeCounters(c: FaultCounters): string {
  const parts = Object.entries(c.statuses).map(([status, n]) => `${n}x${status}`);
  if (c.drops) parts.push(`${c.drops} drops`);
  if (c.delayed) parts.push(`${c.delayed} delayed`);
  if (c.pushDropped) parts.push(`${c.pushDropped} push dropped`);
  if (c.pushDelayed) parts.push(`${c.pushDelayed} push delayed`);
  if (c.pushCuts) parts.push(`${c.pushCuts} ws cuts`);
  return parts.join(', ') || 'none';
}

export interface FaultEmulator {
  origin: string;
  dataDir: string;
  token(email?: string): Promise<string>;
  client(email?: string): Promise<SkiffClient>;
  setPlan(plan: FaultOptions): Promise<void>;
  counters(): Promise<FaultCounters>;
  cutPush(): Promise<number>;
  close(): Promise<void>;
}

/** An in-process emulator with the test-only fault routes on, on a free port and a fresh database. */
export async function startFaultEmulator(options: { taskSpeed?: number } = {}): Promise<FaultEmulator> {
  const emulator = await startTestEmulator({ taskSpeed: options.taskSpeed ?? 50, allowFaultHeaders: true });
  return {
    origin: emulator.origin,
    dataDir: emulator.dataDir,
    token: (email = OWNER) => emulator.tokenFor(email, PASSWORD),
    client: (email = OWNER) => emulator.clientFor(email),
    setPlan: (plan) => setFaultPlan(emulator.origin, plan),
    counters: () => faultCounters<FaultCounters>(emulator.origin),
    cutPush: () => cutPush(emulator.origin),
    close: () => emulator.close(),
  };
}

export interface CliProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (null when killed by a signal) and the time it took. */
  exited: Promise<{ code: number | null; ms: number }>;
}

/** Starts the built `skiff` binary; the test reads its output while it runs. */
export function spawnCli(args: string[], env: Record<string, string | undefined> = {}): CliProcess {
  const started = Date.now();
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    env: { ...process.env, NO_COLOR: '1', SKIFF_PROFILE: undefined, SKIFF_DEBUG: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.on('close', (code) => resolve({ code, ms: Date.now() - started })),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Waits for a process to exit, killing it (and failing) after `ms`: a hang is a failure, never a stuck suite. */
export async function exitWithin(proc: CliProcess, ms: number, what: string) {
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), ms);
  const result = await proc.exited;
  clearTimeout(timer);
  if (result.code === null) {
    throw new Error(
      `${what} hung (killed after ${ms} ms).\nstdout: ${proc.stdout().slice(-2000)}\nstderr: ${proc.stderr().slice(-2000)}`,
    );
  }
  return result;
}

/** A fresh config folder for CLI processes (so no real profile is read). */
export function tempConfigDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'skiff-faults-config-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
