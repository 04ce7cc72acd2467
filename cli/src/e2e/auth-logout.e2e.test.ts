import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_DEV,
  DEMO_PASSWORD_FOR_TESTS,
  freshAfterFailure,
  runCli,
  startTestEmulator,
  type TestEmulator,
} from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

/**
 * `skiff auth logout` ends the session on the user pool, not only on this machine: the tokens it held are refused
 * by the platform API afterwards (RevokeToken), and with --everywhere every session of the account (GlobalSignOut).
 */
let emulator: TestEmulator;
const env = () => ({ SKIFF_CONFIG_DIR: emulator.configDir });
const stored = (profile: string) =>
  JSON.parse(readFileSync(join(emulator.configDir, 'profiles.json'), 'utf8')).profiles[profile];

// A fresh emulator and set-up for the test after a failed one: a retry never meets its first try's records.
freshAfterFailure(
  async () => {
    emulator = await startTestEmulator();
  },
  async () => {
    await emulator?.close();
  },
);

async function signIn(profile: string) {
  const args = ['--profile', profile, 'auth', 'login', '--origin', emulator.origin, '--email', DEMO_DEV];
  const result = await runCli([...args, '--password-stdin'], { env: env(), input: `${DEMO_PASSWORD_FOR_TESTS}\n` });
  expect([result.code, result.stderr]).toEqual([0, '']);
  return stored(profile).tokens as { idToken: string; accessToken: string; refreshToken: string };
}

async function profileStatus(token: string): Promise<number> {
  const res = await fetch(`${emulator.origin}/api/v2/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

describe('skiff auth logout against the user pool', () => {
  it("Given two profiles of one account, When one signs out, Then its tokens get 401 and the other's still work", async () => {
    const leaving = await signIn('laptop');
    const staying = await signIn('desktop');
    expect(await profileStatus(leaving.idToken)).toBe(200);

    const result = await runCli(['--profile', 'laptop', 'auth', 'logout', '--json'], { env: env() });

    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(JSON.parse(result.stdout)).toEqual({ profile: 'laptop', signedOut: true, revoked: true });
    expect(await profileStatus(leaving.idToken)).toBe(401);
    expect(await profileStatus(leaving.accessToken)).toBe(401);
    expect(await profileStatus(staying.idToken)).toBe(200);
    const list = await runCli(['--profile', 'desktop', 'workspaces', 'list'], { env: env() });
    expect(list.code).toBe(0);
  });

  it('Given two profiles of one account, When one signs out --everywhere, Then both sessions end on the server', async () => {
    const first = await signIn('home');
    const second = await signIn('work');

    const result = await runCli(['--profile', 'home', 'auth', 'logout', '--everywhere'], { env: env() });

    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toBe(`Signed out of ${emulator.origin} (profile home).\n`);
    for (const token of [first.idToken, first.accessToken, second.idToken, second.accessToken]) {
      expect(await profileStatus(token)).toBe(401);
    }
    // The other profile still holds its tokens, which the server refuses: its next command says to sign in again.
    const list = await runCli(['--profile', 'work', 'workspaces', 'list'], { env: env() });
    expect(list.code).toBe(3);
    expect(list.stdout).toBe('');
  });
});
