import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  freshAfterFailure,
  runCli,
  startTestEmulator,
  type TestEmulator,
} from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

let emulator: TestEmulator;
const env = (extra: Record<string, string> = {}) => ({ SKIFF_CONFIG_DIR: emulator.configDir, ...extra });
const cli = (args: string[], extra: Record<string, string> = {}, input?: string) =>
  runCli(args, { env: env(extra), input, timeoutMs: 30_000 });
const storedTokens = () => {
  const file = JSON.parse(readFileSync(join(emulator.configDir, 'profiles.json'), 'utf8'));
  return Object.values(file.profiles as Record<string, { tokens?: Record<string, string> }>).flatMap((p) =>
    Object.values(p.tokens ?? {}).filter((v): v is string => typeof v === 'string'),
  );
};

// A failed test's retry gets a fresh world; each test signs in the profiles it uses (`signedIn`), unless the first
// test (which signs 'work' in, itself) or an earlier one already did on this world.
freshAfterFailure(
  async () => {
    emulator = await startTestEmulator();
  },
  async () => {
    await emulator?.close();
  },
);

const profileNames = (): string[] => {
  const path = join(emulator.configDir, 'profiles.json');
  return existsSync(path) ? Object.keys(JSON.parse(readFileSync(path, 'utf8')).profiles ?? {}) : [];
};
/** Signs 'work' in with the owner's password, and 'ci' with a command token of 'work', when not signed in yet. */
async function signedIn(...names: Array<'work' | 'ci'>): Promise<void> {
  if (!profileNames().includes('work')) {
    const login = ['--profile', 'work', 'auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER];
    const result = await cli([...login, '--password-stdin'], {}, DEMO_PASSWORD_FOR_TESTS);
    expect(result.code, result.stderr).toBe(0);
  }
  if (names.includes('ci') && !profileNames().includes('ci')) {
    const token = (await cli(['--profile', 'work', 'auth', 'token'])).stdout.trim();
    const ci = await cli(['--profile', 'ci', 'auth', 'login', '--origin', emulator.origin, '--token-stdin'], {}, token);
    expect(ci.code, ci.stderr).toBe(0);
  }
}

describe('global options: --verbose, SKIFF_DEBUG, --quiet', () => {
  it('Given SKIFF_DEBUG=1, When signing in, Then each request is logged with the password and tokens redacted', async () => {
    const login = ['--profile', 'work', 'auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER];
    const result = await cli([...login, '--password-stdin'], { SKIFF_DEBUG: '1' }, DEMO_PASSWORD_FOR_TESTS);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`Signed in to ${emulator.origin} as ${DEMO_OWNER} (profile work).\n`);
    expect(result.stderr).toMatch(/^HTTP POST \/cognito\/ -> 200 \(\d+ ms\)$/m);
    expect(result.stderr).toMatch(/^HTTP > body \{.*"AuthParameters":"\[redacted\]"/m);
    for (const secret of [DEMO_PASSWORD_FOR_TESTS, ...storedTokens()]) expect(result.stderr).not.toContain(secret);
  });

  it('Given --verbose, When listing, Then one request line on stderr, the table unchanged on stdout', async () => {
    await signedIn('work');
    const plain = await cli(['--profile', 'work', 'workspaces', 'list', '--page', '1']);
    const verbose = await cli(['--profile', 'work', 'workspaces', 'list', '--page', '1', '--verbose']);
    expect(verbose.code).toBe(0);
    expect(verbose.stdout).toBe(plain.stdout);
    const requests = verbose.stderr.split('\n').filter((line) => line.startsWith('HTTP '));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^HTTP GET \/api\/v2\/workspaces\?pageIndex=1&pageSize=12 -> 200 \(\d+ ms\)$/);
    expect(verbose.stderr).not.toMatch(/authorization|bearer/i);
    for (const secret of storedTokens()) expect(verbose.stderr).not.toContain(secret);
  });

  it('Given --verbose and an unreachable origin, When listing, Then the failed attempt is logged too', async () => {
    const result = await cli(['workspaces', 'list', '--page', '1', '--verbose'], {
      SKIFF_TOKEN: 'not-a-real-token',
      SKIFF_ORIGIN: 'http://127.0.0.1:9',
    });
    expect(result.code).toBe(7);
    expect(result.stderr).toMatch(/^HTTP GET \/api\/v2\/workspaces\?pageIndex=1&pageSize=12 -> ECONNREFUSED/m);
    expect(result.stderr).not.toContain('not-a-real-token');
  });

  it('Given --quiet, When listing, Then results only: no page footer on stderr', async () => {
    await signedIn('work');
    const normal = await cli(['--profile', 'work', 'workspaces', 'list', '--page', '1']);
    expect(normal.stderr).toMatch(/^Page 1 of \d+/);
    const quiet = await cli(['--profile', 'work', 'workspaces', 'list', '--page', '1', '-q']);
    expect([quiet.code, quiet.stderr, quiet.stdout]).toEqual([0, '', normal.stdout]);
  });

  it('Given --quiet with --verbose, When run, Then a usage error names both', async () => {
    const result = await cli(['workspaces', 'list', '--quiet', '--verbose']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--verbose.*cannot be used with.*--quiet|--quiet.*cannot be used with.*--verbose/);
  });
});

describe('skiff auth token', () => {
  it('Given a signed-in profile, When asked, Then the token alone on stdout, and it works as SKIFF_TOKEN', async () => {
    await signedIn('work');
    const result = await cli(['--profile', 'work', 'auth', 'token']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const token = result.stdout.trimEnd();
    expect(result.stdout).toBe(`${token}\n`);
    expect(storedTokens()).toContain(token);
    const withIt = await cli(['auth', 'status', '--json'], { SKIFF_TOKEN: token, SKIFF_ORIGIN: emulator.origin });
    expect(JSON.parse(withIt.stdout)).toMatchObject({ email: DEMO_OWNER, source: 'env', verified: true });
  });

  it('Given --json, When asked, Then the token, the profile, its source and expiry', async () => {
    await signedIn('work');
    const result = await cli(['--profile', 'work', 'auth', 'token', '--json']);
    const body = JSON.parse(result.stdout);
    expect(body).toMatchObject({ profile: 'work', source: 'profile' });
    expect(storedTokens()).toContain(body.token);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('Given no credentials, When asked, Then exit 3 and nothing on stdout', async () => {
    const result = await cli(['--profile', 'nobody', 'auth', 'token']);
    expect([result.code, result.stdout]).toEqual([3, '']);
    expect(result.stderr).toMatch(/^Error: Not signed in \(profile 'nobody'\)/);
  });
});

describe('skiff profiles', () => {
  it('Given two profiles, When listed, Then each with its origin and credential kind, never a token', async () => {
    await signedIn('work');
    const token = (await cli(['--profile', 'work', 'auth', 'token'])).stdout.trim();
    const ci = await cli(['--profile', 'ci', 'auth', 'login', '--origin', emulator.origin, '--token-stdin'], {}, token);
    expect(ci.code, ci.stderr).toBe(0);
    const list = await cli(['profiles', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ +NAME +ORIGIN +EMAIL +SIGNED IN\n/);
    expect(list.stdout).toMatch(new RegExp(`^ +work +${emulator.origin} +${DEMO_OWNER} +login$`, 'm'));
    expect(list.stdout).toMatch(/^ +ci +.* +command-token$/m);
    const json = JSON.parse((await cli(['profiles', 'list', '--json'])).stdout);
    expect(json.current).toBe('default');
    expect(json.items.map((p: { name: string }) => p.name).sort()).toEqual(['ci', 'work']);
    expect(JSON.stringify(json)).not.toContain(token);
  });

  it('Given profiles use, When a later command names none, Then it runs on the chosen one', async () => {
    await signedIn('work', 'ci');
    const typo = await cli(['profiles', 'use', 'wrok']);
    expect([typo.code, typo.stderr]).toEqual([
      5,
      "Error: No profile named 'wrok'. Did you mean 'work'?\nList them with: skiff profiles list\n",
    ]);
    const use = await cli(['profiles', 'use', 'work']);
    expect([use.code, use.stdout]).toEqual([0, 'Now using profile work.\n']);
    expect((await cli(['profiles', 'list'])).stdout).toMatch(/^\* +work /m);
    const status = JSON.parse((await cli(['auth', 'status', '--json'])).stdout);
    expect(status).toMatchObject({ profile: 'work', email: DEMO_OWNER });
    const env = JSON.parse((await cli(['auth', 'status', '--json'], { SKIFF_PROFILE: 'ci' })).stdout);
    expect(env.profile).toBe('ci');
  });

  it('Given profiles remove, When not confirmed and then with --yes, Then refused, then gone', async () => {
    await signedIn('work', 'ci');
    const refused = await cli(['profiles', 'remove', 'ci']);
    expect([refused.code, refused.stderr]).toEqual([
      2,
      "Error: To remove profile 'ci' and its stored credentials, add --yes.\n",
    ]);
    const removed = await cli(['profiles', 'remove', 'ci', '--yes', '--json']);
    expect(JSON.parse(removed.stdout)).toEqual({ name: 'ci', removed: true });
    const names = JSON.parse((await cli(['profiles', 'list', '--json'])).stdout).items.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toEqual(['work']);
  });
});
