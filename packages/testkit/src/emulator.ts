import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGNING_KEY_FILE, startEmulator } from '@skiff/emulator';
import { LoginProvider, SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';

export interface TestEmulator {
  origin: string;
  /** A fresh folder for this emulator's SQLite file. */
  dataDir: string;
  /** A fresh config folder to use as SKIFF_CONFIG_DIR for CLI processes. */
  configDir: string;
  /** Signs a demo user in and returns their id token. */
  tokenFor(email: string, password?: string): Promise<string>;
  /** An SDK client signed in as a demo user. */
  clientFor(email: string): Promise<SkiffClient>;
  /** Free ports whose `http://localhost:{port}/callback` is registered on the app clients (`callbackPorts`). */
  callbackPorts: number[];
  close(): Promise<void>;
}

export const DEMO_OWNER = 'owner@demo.skiff.dev';
export const DEMO_ADMIN = 'admin@demo.skiff.dev';
export const DEMO_DEV = 'dev@demo.skiff.dev';
export const DEMO_PASSWORD_FOR_TESTS = 'Skiff!demo1';

/** Signs a user in at the emulator on `origin` (its user pool, as the CLI does) and returns their tokens. */
export async function signInTokensFor(
  origin: string,
  email: string,
  password = DEMO_PASSWORD_FOR_TESTS,
): Promise<{ idToken: string; accessToken: string }> {
  const provider = new LoginProvider({
    endpoint: `${origin}/cognito/`,
    clientId: 'skiff-emulator',
    http: undiciHttpClient(),
  });
  return provider.signIn(email, password);
}

/** Signs a user in at the emulator on `origin` and returns their id token. */
export async function idTokenFor(origin: string, email: string, password = DEMO_PASSWORD_FOR_TESTS): Promise<string> {
  return (await signInTokensFor(origin, email, password)).idToken;
}

/** An SDK client of the emulator on `origin`, signed in as `email`. */
export async function signedInClient(
  origin: string,
  email: string,
  password = DEMO_PASSWORD_FOR_TESTS,
): Promise<SkiffClient> {
  return new SkiffClient({ origin, http: undiciHttpClient(), token: await idTokenFor(origin, email, password) });
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let processSigningKey: string | undefined;

/**
 * One RSA key per test process, written into each fresh data folder before its emulator opens it. An emulator makes
 * its own when the folder has none (an RSA-2048 key pair: 100-240 ms of CPU, once per test file that starts one);
 * a test emulator's tokens never outlive its folder, and its issuer names its own origin.
 */
function writeSigningKey(dataDir: string): void {
  processSigningKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dataDir, SIGNING_KEY_FILE), processSigningKey, { mode: 0o600 });
}

/** Starts a real emulator on a free loopback port with a fresh database; `close()` removes its folders. */
export async function startTestEmulator(
  options: {
    taskSpeed?: number;
    tokenTtlSeconds?: number;
    /** Lifetime of sign-up and reset codes (the emulator's test-only option; 0: issued already expired). */
    codeTtlSeconds?: number;
    allowFaultHeaders?: boolean;
    /** False: no push channel (the emulator's `--no-push`), so clients fall back to polling. */
    push?: boolean;
    /** Generate a large world of this many workspaces (the emulator's `--scale`). */
    scale?: number;
    /** Write "Crowded Workspace" with this many projects, its first one with as many branches (`crowd`). */
    crowd?: number;
    /** How many browser sign-in callback ports to pick and register (each `http://localhost:{port}/callback`). */
    callbackPorts?: number;
    /** Receives each code the emulator issues (sign-up, reset, MFA). */
    onCode?: (line: string) => void;
    /** Receives the emulator's log lines. */
    log?: (line: string) => void;
    /** A built web app for the emulator to serve at `/` (the web app's end-to-end tests give web/dist). */
    webRoot?: string;
    /**
     * The demo world's start-up deploy (storefront's `develop`): 'ended' (default) runs it to its end before the
     * emulator returns, so its notification, activity and counters are there before the first test looks and never
     * change under one; 'live' runs it as `skiff emulator start` does (Processing at first, ending a little later).
     */
    startupDeploy?: 'ended' | 'live';
  } = {},
): Promise<TestEmulator> {
  const callbackPorts: number[] = [];
  for (let i = 0; i < (options.callbackPorts ?? 0); i++) callbackPorts.push(await freePort());
  const root = mkdtempSync(join(tmpdir(), 'skiff-test-'));
  const dataDir = join(root, 'data');
  const configDir = join(root, 'config');
  writeSigningKey(dataDir);
  const emulator = await startEmulator({
    port: 0,
    dataDir,
    taskSpeed: options.taskSpeed ?? 100,
    tokenTtlSeconds: options.tokenTtlSeconds,
    codeTtlSeconds: options.codeTtlSeconds,
    allowFaultHeaders: options.allowFaultHeaders,
    push: options.push,
    scale: options.scale,
    crowd: options.crowd,
    callbackUrls: callbackPorts.map((port) => `http://localhost:${port}/callback`),
    onCode: options.onCode,
    log: options.log,
    webRoot: options.webRoot,
    settleStartupDeploys: (options.startupDeploy ?? 'ended') === 'ended',
  });
  return {
    origin: emulator.origin,
    dataDir,
    configDir,
    tokenFor: (email, password) => idTokenFor(emulator.origin, email, password),
    callbackPorts,
    clientFor: (email) => signedInClient(emulator.origin, email),
    close: async () => {
      await emulator.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
