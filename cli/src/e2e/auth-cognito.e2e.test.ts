import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CLI_PATH,
  DEMO_DEV,
  DEMO_PASSWORD_FOR_TESTS,
  freshAfterFailure,
  runCli,
  startTestEmulator,
  type TestEmulator,
} from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

/**
 * `skiff auth login --email` against user pools configured as real ones are: an SRP-only app client, a client with
 * a secret, an admin-created user who must set a new password, MFA, and the bad-input cases of spec 000 section 8.
 */
let emulator: TestEmulator;
const codes: string[] = [];
const env = () => ({ SKIFF_CONFIG_DIR: emulator.configDir });
const profiles = () => join(emulator.configDir, 'profiles.json');
const stored = (profile: string) =>
  existsSync(profiles()) ? JSON.parse(readFileSync(profiles(), 'utf8')).profiles[profile] : undefined;

// A fresh emulator and set-up for the test after a failed one: a retry never meets its first try's records.
freshAfterFailure(
  async () => {
    emulator = await startTestEmulator({ onCode: (line) => codes.push(line) });
  },
  async () => {
    await emulator?.close();
  },
);

/** The authenticator code of mfa@demo.skiff.dev now (RFC 6238 with the documented demo secret). */
function totpNow(): string {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

function login(profile: string, email: string, extra: string[] = []) {
  return ['--profile', profile, 'auth', 'login', '--origin', emulator.origin, '--email', email, ...extra];
}

const pool = (clientId: string) => [
  '--login-endpoint',
  `${emulator.origin}/cognito/`,
  '--client-id',
  clientId,
  '--user-pool-id',
  'local_SkiffEmulator',
];

describe('skiff auth login against Cognito-like pools', () => {
  it('Given an app client that allows only SRP, When signing in with --password-stdin, Then signed in', async () => {
    const result = await runCli(login('srp', DEMO_DEV, ['--password-stdin', ...pool('skiff-srp-only')]), {
      env: env(),
      input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
    });
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(stored('srp')).toMatchObject({ clientId: 'skiff-srp-only', userPoolId: 'local_SkiffEmulator' });
    const status = await runCli(['--profile', 'srp', 'auth', 'status'], { env: env() });
    expect(status.stdout).toContain(`Signed in as:    ${DEMO_DEV}`);
  });

  it('Given a client with a secret, When it comes on stdin, Then signed in, stored 0600 and never printed', async () => {
    const secret = 'skiff-demo-client-secret-4c1f0d2b9e7a';
    const args = login('secret', DEMO_DEV, [
      '--password-stdin',
      '--client-secret-stdin',
      ...pool('skiff-confidential'),
    ]);
    const missing = await runCli(
      args.filter((a) => a !== '--client-secret-stdin'),
      {
        env: env(),
        input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
      },
    );
    expect(missing.code).toBe(3);
    expect(stored('secret')).toBeUndefined();
    const result = await runCli(args, { env: env(), input: `${DEMO_PASSWORD_FOR_TESTS}\n${secret}\n` });
    expect(result.code).toBe(0);
    expect(stored('secret').clientSecret).toBe(secret);
    expect(statSync(profiles()).mode & 0o777).toBe(0o600);
    const status = await runCli(['--profile', 'secret', 'auth', 'status', '--json'], { env: env() });
    for (const text of [result.stdout, result.stderr, status.stdout, status.stderr]) expect(text).not.toContain(secret);
  });

  it('Given the admin-created user, When no new password is given, Then exit 2 naming --new-password-stdin; with it, signed in', async () => {
    const email = 'newpass@demo.skiff.dev';
    const bare = await runCli(login('newpass', email, ['--password-stdin']), { env: env(), input: 'Skiff!temp1\n' });
    expect(bare.code).toBe(2);
    expect(bare.stderr.split('\n')[0]).toBe('Error: This account must set a new password before it can sign in.');
    expect(bare.stderr).toContain('--new-password-stdin');
    expect(stored('newpass')).toBeUndefined();
    const weak = await runCli(login('newpass', email, ['--password-stdin', '--new-password-stdin']), {
      env: env(),
      input: 'Skiff!temp1\nweak\n',
    });
    expect([weak.code, weak.stderr.split('\n')[0]]).toEqual([2, 'Error: Invalid Password']);
    const done = await runCli(login('newpass', email, ['--password-stdin', '--new-password-stdin']), {
      env: env(),
      input: 'Skiff!temp1\nChosen!pass3\n',
    });
    expect(done.code).toBe(0);
    const again = await runCli(login('newpass2', email, ['--password-stdin']), { env: env(), input: 'Chosen!pass3\n' });
    expect(again.code).toBe(0);
  });

  it('Given an account with MFA, When --mfa-code is missing, wrong or right, Then exit 2, exit 3, then signed in', async () => {
    const email = 'mfa@demo.skiff.dev';
    const missing = await runCli(login('mfa', email, ['--password-stdin']), {
      env: env(),
      input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--mfa-code CODE');
    const right = totpNow();
    const wrong = await runCli(
      login('mfa', email, ['--password-stdin', '--mfa-code', right === '123456' ? '654321' : '123456']),
      {
        env: env(),
        input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
      },
    );
    expect([wrong.code, wrong.stderr.split('\n')[0]]).toEqual([3, 'Error: Code does not match.']);
    expect(stored('mfa')).toBeUndefined();
    const done = await runCli(login('mfa', email, ['--password-stdin', '--mfa-code', totpNow()]), {
      env: env(),
      input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
    });
    expect(done.code).toBe(0);
    const bad = await runCli(login('mfa', email, ['--password-stdin', '--mfa-code', '12ab']), {
      env: env(),
      input: 'x\n',
    });
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([
      2,
      "Error: --mfa-code '12ab' is not an MFA code: it is 6 digits.",
    ]);
  });

  it('Given SMS MFA, When the code is read with skiff emulator codes, Then --mfa-code with it signs in', async () => {
    const email = 'sms@demo.skiff.dev';
    const first = await runCli(login('sms', email, ['--password-stdin']), {
      env: env(),
      input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
    });
    expect([first.code, first.stderr.split('\n')[0]]).toEqual([
      2,
      'Error: This account asks for the 6-digit code sent to its phone by SMS.',
    ]);
    // Each sign-in sends a fresh code: this one is asked for, then read back as a user of the emulator would.
    const listed = await runCli(['emulator', 'codes', '--origin', emulator.origin, '--email', email, '--json'], {
      env: env(),
    });
    expect(listed.code).toBe(0);
    const [newest] = JSON.parse(listed.stdout) as { kind: string; code: string }[];
    expect(newest?.kind).toBe('SMS MFA');
    const text = await runCli(['emulator', 'codes', '--origin', emulator.origin, '--email', email], { env: env() });
    expect(text.stdout.split('\n')[0]).toMatch(new RegExp(`^${newest!.code}  SMS MFA +${email} +valid until `));
    // The code of the failed attempt above belongs to its session; a new attempt gets a new code.
    const retry = await runCli(login('sms', email, ['--password-stdin', '--mfa-code', newest!.code]), {
      env: env(),
      input: `${DEMO_PASSWORD_FOR_TESTS}\n`,
    });
    expect([retry.code, retry.stderr.split('\n')[0]]).toEqual([3, 'Error: Code does not match.']);
    expect(codes.some((line) => line.startsWith(`SMS MFA code for ${email}: `))).toBe(true);
  });

  it('Given SMS MFA and --mfa-code-stdin, When the script writes the code once it is sent, Then signed in', async () => {
    const email = 'sms@demo.skiff.dev';
    const child = spawn(
      process.execPath,
      [CLI_PATH, ...login('sms-script', email, ['--password-stdin', '--mfa-code-stdin'])],
      {
        env: { ...process.env, ...env(), NO_COLOR: '1' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const before = codes.length;
    child.stdin.write(`${DEMO_PASSWORD_FOR_TESTS}\n`);
    // The pool sends the SMS only after the password: the script reads it (here: the emulator's announcement).
    await expect
      .poll(() => codes.slice(before).find((l) => l.startsWith(`SMS MFA code for ${email}: `)), { timeout: 15_000 })
      .toBeTruthy();
    const code = codes
      .slice(before)
      .find((l) => l.startsWith(`SMS MFA code for ${email}: `))!
      .match(/: (\d{6}) /)![1];
    child.stdin.write(`${code}\n`);
    // The pipe stays open: the CLI must not wait for its end.
    expect(await exited).toBe(0);
    child.stdin.end();
    expect(stderr).toBe('');
    expect(stdout).toBe(`Signed in to ${emulator.origin} as ${email} (profile sms-script).\n`);
    expect(stored('sms-script')?.tokens?.refreshToken).toBeTruthy();

    // An account without MFA: the code is never asked for, and the open pipe does not hold the CLI either.
    const plain = spawn(
      process.execPath,
      [CLI_PATH, ...login('no-mfa', DEMO_DEV, ['--password-stdin', '--mfa-code-stdin'])],
      {
        env: { ...process.env, ...env() },
        stdio: ['pipe', 'ignore', 'ignore'],
      },
    );
    const plainExit = new Promise<number | null>((resolve) => plain.on('close', resolve));
    plain.stdin.write(`${DEMO_PASSWORD_FOR_TESTS}\n`);
    expect(await plainExit).toBe(0);
    plain.stdin.end();
  });

  it.each([
    ['a wrong password', DEMO_DEV, 'Wrong!pass1', 'Error: Incorrect username or password.'],
    ['an unknown user', 'nobody@demo.skiff.dev', DEMO_PASSWORD_FOR_TESTS, 'Error: User is not existed.'],
    ['an unconfirmed user', 'unconfirmed.cli@example.com', 'Fresh!pass1', 'Error: User is not confirmed.'],
  ])('Given %s, Then exit 3 with the spec message and nothing stored', async (_case, email, password, message) => {
    if (email.startsWith('unconfirmed')) {
      await fetch(`${emulator.origin}/cognito/`, {
        method: 'POST',
        headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
        body: JSON.stringify({ ClientId: 'skiff-emulator', Username: email, Password: password }),
      });
    }
    const result = await runCli(login('bad', email, ['--password-stdin']), { env: env(), input: `${password}\n` });
    expect([result.code, result.stdout, result.stderr.split('\n')[0]]).toEqual([3, '', message]);
    expect(stored('bad')).toBeUndefined();
  });
});
