import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_OWNER, DEMO_PASSWORD_FOR_TESTS, runCli, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let emulator: TestEmulator;
const env = () => ({ SKIFF_CONFIG_DIR: emulator.configDir });
const profilesFile = () => join(emulator.configDir, 'profiles.json');

beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await emulator?.close();
});

describe('skiff auth', () => {
  it('Given the right password on stdin, When signing in, Then the profile is stored and the sign-in confirmed', async () => {
    const result = await runCli(
      ['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER, '--password-stdin'],
      {
        env: env(),
        input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
      },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Signed in to ${emulator.origin} as ${DEMO_OWNER} (profile default).\n`);
    expect(JSON.parse(readFileSync(profilesFile(), 'utf8')).profiles.default.email).toBe(DEMO_OWNER);
  });

  it('Given a wrong password, When signing in, Then exit 3 with the spec message and the profile is unchanged', async () => {
    const before = readFileSync(profilesFile(), 'utf8');
    const result = await runCli(
      ['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER, '--password-stdin'],
      {
        env: env(),
        input: 'not-the-password\n',
      },
    );
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe('Error: Incorrect username or password.');
    expect(result.stderr).not.toContain('    at ');
    expect(readFileSync(profilesFile(), 'utf8')).toBe(before);
  });

  it('Given no --password-stdin and no terminal, When signing in, Then exit 2 says how to pass the password', async () => {
    const result = await runCli(['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER], { env: env() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--password-stdin/);
  });

  it('Given a signed-in profile, When asking for the status, Then who, where and expiry show but never a token', async () => {
    const stored = JSON.parse(readFileSync(profilesFile(), 'utf8')).profiles.default;
    const text = await runCli(['auth', 'status'], { env: env() });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Origin:          ${emulator.origin}`);
    expect(text.stdout).toContain(`Signed in as:    ${DEMO_OWNER} (INSTANCE_OWNER)`);
    expect(text.stdout).toContain(`Credential from: ${profilesFile()}`);
    const json = await runCli(['auth', 'status', '--json'], { env: env() });
    expect(JSON.parse(json.stdout)).toMatchObject({
      profile: 'default',
      origin: emulator.origin,
      email: DEMO_OWNER,
      source: 'profile',
      verified: true,
    });
    for (const output of [text.stdout, text.stderr, json.stdout, json.stderr]) {
      for (const secret of [stored.tokens.idToken, stored.tokens.accessToken, stored.tokens.refreshToken]) {
        expect(output).not.toContain(secret);
        expect(output).not.toContain(secret.slice(0, 20));
      }
    }
  });

  it('Given SKIFF_TOKEN, When asking for the status, Then the credential is said to come from the environment', async () => {
    const token = await emulator.tokenFor(DEMO_OWNER);
    const result = await runCli(['--profile', 'ci', 'auth', 'status'], {
      env: { ...env(), SKIFF_TOKEN: token, SKIFF_ORIGIN: emulator.origin },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Credential from: the SKIFF_TOKEN environment variable');
    expect(result.stdout + result.stderr).not.toContain(token.slice(0, 20));
  });

  it('Given a signed-in profile, When signing out, Then no credential is left and commands need a sign-in', async () => {
    const result = await runCli(['auth', 'logout'], { env: env() });
    expect(result.code).toBe(0);
    const stored = JSON.parse(readFileSync(profilesFile(), 'utf8')).profiles.default;
    expect(stored.tokens).toBeUndefined();
    expect(stored.origin).toBe(emulator.origin);
    const after = await runCli(['workspaces', 'list'], { env: env() });
    expect(after.code).toBe(3);
    expect(after.stderr).toMatch(/^Error: Not signed in \(profile 'default'\)/);
  });

  it('Given no profile file, When a command needs a session, Then exit 3 and nothing is written', async () => {
    const configDir = join(emulator.dataDir, 'empty-config');
    const result = await runCli(['workspaces', 'list'], { env: { SKIFF_CONFIG_DIR: configDir } });
    expect(result.code).toBe(3);
    expect(existsSync(configDir)).toBe(false);
  });
});
