import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@skiff/testkit';
import { afterAll, expect } from 'vitest';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../web/src/e2e/browser.js';

/** The CLI's side of a cross-surface test: its own configuration folder, its sign-in, the requests it logged. */

/** A CLI configuration folder (SKIFF_CONFIG_DIR) of the test file's own, removed after its tests. */
export function cliConfigDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `skiff-cross-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Signs the CLI in as the demo owner at `origin`; answers the environment its next commands run with. */
export async function signedInCli(origin: string, configDir: string): Promise<{ SKIFF_CONFIG_DIR: string }> {
  const env = { SKIFF_CONFIG_DIR: configDir };
  const login = await runCli(['auth', 'login', '--origin', origin, '--email', DEMO_OWNER, '--password-stdin'], {
    env,
    input: DEMO_PASSWORD,
  });
  expect(login.code, login.stderr).toBe(0);
  return env;
}

/** The JSON bodies of the `METHOD .../pathEnd` requests a `SKIFF_DEBUG=1` log shows, in order. */
export function loggedBodies(stderr: string, method: string, pathEnd: string): Record<string, unknown>[] {
  const request = new RegExp(`^HTTP > ${method} \\S+${pathEnd} `);
  const lines = stderr.split('\n');
  return lines.flatMap((line, at) =>
    request.test(line) ? [JSON.parse(lines[at + 1]!.replace(/^HTTP > body /, '')) as Record<string, unknown>] : [],
  );
}

/** The JSON body of the first such request; fails with the whole log when there is none. */
export function loggedBody(stderr: string, method: string, pathEnd: string): Record<string, unknown> {
  const [body] = loggedBodies(stderr, method, pathEnd);
  expect(body, stderr).toBeDefined();
  return body!;
}
