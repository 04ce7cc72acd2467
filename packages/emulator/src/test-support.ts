/** Helpers for this package's tests: a real emulator on a free port, real HTTP and a real websocket. */
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { SIGNING_KEY_FILE } from './auth/signing-keys.js';
import { startEmulator } from './emulator.js';
import type { EmulatorOptions, RunningEmulator } from './options.js';
import { DEMO_PASSWORD } from './seed/demo-users.js';

/** Answers are read loosely in tests; the SDK's schemas are the strict readers. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Loose = any;

export interface TestEmulator extends RunningEmulator {
  dir: string;
  /** Closes the emulator and removes its data directory. */
  dispose(): Promise<void>;
}

let processSigningKey: string | undefined;

/**
 * Starts an emulator on a free port with a fresh data folder. The folder gets this test process's signing key (an
 * RSA-2048 pair costs 100-240 ms of CPU to make, once per emulator otherwise); `ownSigningKey` lets the emulator
 * make its own, for the tests of that.
 */
export async function startTestEmulator(
  options: EmulatorOptions & { ownSigningKey?: boolean } = {},
): Promise<TestEmulator> {
  const { ownSigningKey, ...emulatorOptions } = options;
  const dir = await mkdtemp(join(tmpdir(), 'skiff-emulator-'));
  if (!ownSigningKey) {
    processSigningKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    writeFileSync(join(dir, SIGNING_KEY_FILE), processSigningKey, { mode: 0o600 });
  }
  // The demo world's start-up deploy has ended before a test looks (its counts never move under one), unless a test
  // asks for it live.
  const emulator = await startEmulator({
    port: 0,
    dataDir: dir,
    taskSpeed: 50,
    settleStartupDeploys: true,
    ...emulatorOptions,
  });
  return {
    ...emulator,
    close: () => emulator.close(),
    dir,
    async dispose() {
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function cognito(origin: string, operation: string, body: unknown) {
  const res = await fetch(`${origin}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, Loose> };
}

export async function signIn(origin: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await cognito(origin, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'skiff-emulator',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken as string;
}

/** Signs each demo user in at once; the id tokens come back in the order of the e-mails. */
export function signInAll<const E extends readonly string[]>(
  origin: string,
  ...emails: E
): Promise<{ -readonly [K in keyof E]: string }> {
  return Promise.all(emails.map((email) => signIn(origin, email))) as Promise<{ -readonly [K in keyof E]: string }>;
}

export interface ApiResult {
  status: number;
  headers: Headers;
  body: Loose;
}

export async function api(
  origin: string,
  token: string | undefined,
  path: string,
  init: RequestInit = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${origin}/api/v2${path}`, { ...init, headers: { ...headers, ...(init.headers as object) } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** Polls until the check returns a value (not undefined/false), or fails after the timeout. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface PushClient {
  messages: Loose[];
  closed: Promise<{ code: number }>;
  send(message: unknown): void;
  close(): void;
}

/** Opens the push channel, sends the auth message when a token is given, and records what arrives. */
export function openPush(origin: string, token?: string): Promise<PushClient> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v2/push`);
  const messages: Loose[] = [];
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      if (token) socket.send(JSON.stringify({ type: 'auth', token }));
      resolve({
        messages,
        closed,
        send: (message) => socket.send(JSON.stringify(message)),
        close: () => socket.close(),
      });
    });
  });
}
