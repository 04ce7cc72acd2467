import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LoginProvider } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { runCli, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `skiff auth confirm-signup` with the code a new account gets by e-mail (the emulator prints it): an expired code
 * gets the spec's 'Code has expired.' (spec 000 section 8) and exit 3 (EXIT_CODES.md), and nothing is stored. The
 * emulator's test-only `codeTtlSeconds: 0` issues codes that have already expired, so no test sleeps.
 */
const EMAIL = 'new.user@example.com';
const PASSWORD = 'Newuser!23';

function harness(codeTtlSeconds?: number) {
  const h = { emulator: undefined as unknown as TestEmulator, codes: [] as string[] };
  beforeAll(async () => {
    h.emulator = await startTestEmulator({ codeTtlSeconds, onCode: (line) => h.codes.push(line) });
    const provider = new LoginProvider({
      endpoint: `${h.emulator.origin}/cognito/`,
      clientId: 'skiff-emulator',
      http: undiciHttpClient(),
    });
    await provider.signUp(EMAIL, PASSWORD);
  });
  afterAll(async () => {
    await h.emulator?.close();
  });
  return h;
}

const lastCode = (codes: string[]) =>
  codes.findLast((line) => line.startsWith(`sign-up confirmation code for ${EMAIL}: `))!.match(/: (\d{6}) /)![1]!;

describe('skiff auth confirm-signup with codes that have expired', () => {
  const h = harness(0);
  const env = () => ({ SKIFF_CONFIG_DIR: h.emulator.configDir });
  const confirm = (extra: string[]) =>
    runCli(['auth', 'confirm-signup', '--origin', h.emulator.origin, '--email', EMAIL, ...extra], { env: env() });

  it('Given an expired code, When confirming, Then "Code has expired.", exit 3, and the account still cannot sign in', async () => {
    const result = await confirm(['--code', lastCode(h.codes)]);

    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe('Error: Code has expired.');
    expect(result.stderr).toContain('--resend');
    expect(existsSync(join(h.emulator.configDir, 'profiles.json'))).toBe(false);
    const login = await runCli(['auth', 'login', '--origin', h.emulator.origin, '--email', EMAIL, '--password-stdin'], {
      env: env(),
      input: `${PASSWORD}\n`,
    });
    expect([login.code, login.stderr.split('\n')[0]]).toEqual([3, 'Error: User is not confirmed.']);
    expect(existsSync(join(h.emulator.configDir, 'profiles.json'))).toBe(false);
  });

  it('Given a wrong code, Then "Code does not match." and exit 3; --resend sends a new code', async () => {
    const wrong = lastCode(h.codes) === '000000' ? '111111' : '000000';
    const result = await confirm(['--code', wrong]);
    expect([result.code, result.stderr.split('\n')[0]]).toEqual([3, 'Error: Code does not match.']);

    const before = h.codes.length;
    const resent = await confirm(['--resend']);
    expect([resent.code, resent.stdout, resent.stderr]).toEqual([
      0,
      `A new confirmation code was sent to ${EMAIL}.\n`,
      '',
    ]);
    expect(h.codes.length).toBe(before + 1);
  });

  it('Given neither --code nor --resend, or a code that is not 6 digits, Then one sentence and exit 2', async () => {
    const neither = await confirm([]);
    expect([neither.code, neither.stderr]).toEqual([
      2,
      'Error: Give either --code CODE (from the e-mail) or --resend (to get a new code).\n',
    ]);
    const bad = await confirm(['--code', '12ab']);
    expect([bad.code, bad.stderr]).toEqual([2, "Error: --code '12ab' is not a confirmation code: it is 6 digits.\n"]);
  });
});

describe('skiff auth confirm-signup with a valid code', () => {
  const h = harness();

  it('Given the code just e-mailed, When confirming, Then the account signs in', async () => {
    const env = { SKIFF_CONFIG_DIR: h.emulator.configDir };
    const args = ['auth', 'confirm-signup', '--origin', h.emulator.origin, '--email', EMAIL];
    const result = await runCli([...args, '--code', lastCode(h.codes)], { env });
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toBe(
      `Account ${EMAIL} confirmed: sign in with skiff auth login --origin ${h.emulator.origin} --email ${EMAIL}.\n`,
    );
    const login = await runCli(['auth', 'login', '--origin', h.emulator.origin, '--email', EMAIL, '--password-stdin'], {
      env,
      input: `${PASSWORD}\n`,
    });
    expect([login.code, login.stderr]).toEqual([0, '']);
  });
});
