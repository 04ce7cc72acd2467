import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LoginProvider } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import {
  CLI_PATH,
  DEMO_DEV,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  freshAfterFailure,
  runCli,
  startTestEmulator,
  type TestEmulator,
} from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

let emulator: TestEmulator;
const env = () => ({ SKIFF_CONFIG_DIR: emulator.configDir });
const profilesFile = () => join(emulator.configDir, 'profiles.json');

// A failed test's retry gets a fresh world; a test that needs the default profile signed in signs it in itself
// (`signedInDefault`) unless the first test, or another one, already did on this world.
freshAfterFailure(
  async () => {
    emulator = await startTestEmulator({ callbackPorts: 1 });
  },
  async () => {
    await emulator?.close();
  },
);

/** Signs the owner in to the default profile with the password, when it holds no session yet. */
async function signedInDefault(): Promise<void> {
  const stored = existsSync(profilesFile()) && JSON.parse(readFileSync(profilesFile(), 'utf8')).profiles?.default;
  if (stored?.tokens) return;
  const result = await runCli(
    ['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER, '--password-stdin'],
    {
      env: env(),
      input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
    },
  );
  expect(result.code, result.stderr).toBe(0);
}

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
    await signedInDefault();
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
    await signedInDefault();
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

  it('Given SKIFF_TOKEN and no origin anywhere, When listing workspaces, Then one sentence naming SKIFF_ORIGIN, exit 2', async () => {
    const token = await emulator.tokenFor(DEMO_OWNER);
    const result = await runCli(['--profile', 'nowhere', 'workspaces', 'list'], {
      env: { ...env(), SKIFF_TOKEN: token, SKIFF_ORIGIN: '' },
    });
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      '',
      'Error: SKIFF_TOKEN is set but no origin is known: set SKIFF_ORIGIN too.\n',
    ]);
  });

  it('Given a signed-in profile, When signing out, Then no credential is left and commands need a sign-in', async () => {
    await signedInDefault();
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

describe('skiff auth: command tokens, browser sign-in, server sign-out', () => {
  const stored = (profile: string) => JSON.parse(readFileSync(profilesFile(), 'utf8')).profiles[profile];
  const provider = () =>
    new LoginProvider({
      endpoint: `${emulator.origin}/cognito/`,
      clientId: 'skiff-emulator',
      http: undiciHttpClient(),
    });

  it('Given a command access token on stdin, When signing in with --token-stdin, Then commands use it', async () => {
    const idToken = await emulator.tokenFor(DEMO_DEV);
    const created = await fetch(`${emulator.origin}/api/v2/users/command-access-token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'ci', expiration: 7 }),
    });
    const { token } = (await created.json()) as { token: string };
    const args = ['--profile', 'ci-token', 'auth', 'login', '--origin', emulator.origin, '--token-stdin'];
    const result = await runCli(args, { env: env(), input: `${token}\n` });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `Signed in to ${emulator.origin} as ${DEMO_DEV} with a command access token (profile ci-token).\n`,
    );
    expect(stored('ci-token')).toMatchObject({ origin: emulator.origin, commandToken: token, email: DEMO_DEV });
    const status = await runCli(['--profile', 'ci-token', 'auth', 'status', '--json'], { env: env() });
    expect(JSON.parse(status.stdout)).toMatchObject({ email: DEMO_DEV, verified: true });
    expect(status.stdout + status.stderr).not.toContain(token.slice(8));
    const bad = await runCli([...args.slice(0, 2), 'auth', 'login', '--origin', emulator.origin, '--token-stdin'], {
      env: env(),
      input: 'not-a-token\n',
    });
    expect(bad.code).toBe(3);
    expect(bad.stderr).not.toContain('not-a-token');
    expect(stored('ci-token').commandToken).toBe(token);
  });

  it('Given a password sign-in, When signing out, Then the refresh token is revoked on the server', async () => {
    const login = ['--profile', 'revoke', 'auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER];
    await runCli([...login, '--password-stdin'], { env: env(), input: `${DEMO_PASSWORD_FOR_TESTS}\n` });
    const refreshToken = stored('revoke').tokens.refreshToken as string;
    await expect(provider().refresh(refreshToken)).resolves.toBeDefined();
    const result = await runCli(['--profile', 'revoke', 'auth', 'logout', '--json'], { env: env() });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ profile: 'revoke', signedOut: true, revoked: true });
    expect(stored('revoke').tokens).toBeUndefined();
    await expect(provider().refresh(refreshToken)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('Given an unreachable login provider, When signing out, Then the profile is forgotten and stderr says so', async () => {
    const login = ['--profile', 'offline', 'auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER];
    await runCli([...login, '--password-stdin'], { env: env(), input: `${DEMO_PASSWORD_FOR_TESTS}\n` });
    const file = JSON.parse(readFileSync(profilesFile(), 'utf8'));
    const refreshToken = file.profiles.offline.tokens.refreshToken as string;
    file.profiles.offline.loginEndpoint = 'http://127.0.0.1:1/cognito/';
    writeFileSync(profilesFile(), JSON.stringify(file), { mode: 0o600 });
    const result = await runCli(['--profile', 'offline', 'auth', 'logout'], { env: env() });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Signed out of ${emulator.origin} (profile offline).\n`);
    expect(result.stderr).toMatch(/could not revoke the session on the server/);
    expect(result.stderr).not.toContain(refreshToken.slice(0, 20));
    expect(stored('offline').tokens).toBeUndefined();
  });

  it('Given --no-browser, When the user signs in on the printed URL and pastes the code, Then the profile is stored', async () => {
    const child = spawn(
      process.execPath,
      [
        ...[CLI_PATH, '--profile', 'web', 'auth', 'login', '--origin', emulator.origin, '--no-browser'],
        ...['--callback-port', String(emulator.callbackPorts[0])],
      ],
      { env: { ...process.env, ...env(), NO_COLOR: '1', SKIFF_TOKEN: '', SKIFF_PROFILE: '' }, stdio: 'pipe' },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await expect.poll(() => /Paste the code/.test(stderr), { timeout: 15_000 }).toBe(true);
    const url = /(http:\/\/\S+\/oauth2\/authorize\S+)/.exec(stderr)![1]!;
    const form = new URLSearchParams(new URL(url).searchParams);
    form.set('email', DEMO_OWNER);
    form.set('password', DEMO_PASSWORD_FOR_TESTS);
    const posted = await fetch(`${emulator.origin}/cognito/login`, { method: 'POST', body: form, redirect: 'manual' });
    const redirect = posted.headers.get('location')!;
    const page = await (await fetch(redirect)).text();
    const code = new URL(redirect).searchParams.get('code')!;
    expect(page).toContain(code);
    child.stdin.end(`${code}\n`);
    expect(await exited).toBe(0);
    expect(stdout).toBe(`Signed in to ${emulator.origin} as ${DEMO_OWNER} (profile web).\n`);
    expect(stderr).not.toContain(stored('web').tokens.idToken.slice(0, 20));
  });
});
