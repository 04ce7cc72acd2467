/**
 * Scenario 9: CLI commands run with `--verbose` and `SKIFF_DEBUG=1` (successes, refusals, server failures with
 * stack traces, a follow while it runs). Pass: no password or token of the profile appears in stdout, stderr or
 * the process's arguments (/proc/PID/cmdline), and the credential file is mode 0600. Then every command of the
 * tree (but the long-running ones) runs once with `--verbose` and SKIFF_DEBUG=1, fed credentials on stdin and in
 * files (a new password, a git token, registry and cloud credentials): none may appear in its output. Those run
 * in-process (the CLI's main with its output captured, see cli/src/e2e/in-process.ts): the first scenario runs
 * real processes, and a process per command cost most of this file's time.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CliResult, runCli, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCliInProcess } from '../../cli/src/e2e/in-process.js';
import {
  exitWithin,
  type FaultEmulator,
  OWNER,
  PASSWORD,
  recordRow,
  spawnCli,
  startFaultEmulator,
  tempConfigDir,
} from './harness.js';
import { FED_SECRETS, NOT_RUN, PRINTS_CREDENTIAL, type SecretRun, secretRuns } from './secret-commands.js';

let emu: FaultEmulator;
const config = tempConfigDir();
const debugEnv = () => ({ SKIFF_CONFIG_DIR: config.dir, SKIFF_DEBUG: '1' });

beforeAll(async () => {
  emu = await startFaultEmulator({ taskSpeed: 20 });
});
afterAll(async () => {
  await emu?.close();
  config.remove();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every string value under the stored profiles that looks like a credential (tokens are long). */
function storedSecrets(file: string): string[] {
  const secrets: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && /token|secret|password/i.test(key) && value.length >= 16) secrets.push(value);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')), '');
  return secrets;
}

it('never prints or passes a token or password, and keeps the credential file private', async () => {
  const outputs: { name: string; text: string }[] = [];
  const login = await runCli(
    ['auth', 'login', '--origin', emu.origin, '--email', OWNER, '--password-stdin', '--verbose'],
    { env: debugEnv(), input: `${PASSWORD}\n`, timeoutMs: 20_000 },
  );
  expect(login.code, login.stderr).toBe(0);
  outputs.push({ name: 'auth login', text: login.stdout + login.stderr });
  const wrong = await runCli(
    ['auth', 'login', '--origin', emu.origin, '--email', OWNER, '--password-stdin', '--verbose'],
    {
      env: { ...debugEnv(), SKIFF_PROFILE: 'other' },
      input: 'Wrong!Secret99\n',
      timeoutMs: 20_000,
    },
  );
  expect(wrong.code).toBe(3);
  outputs.push({ name: 'auth login (wrong password)', text: wrong.stdout + wrong.stderr });

  const files = filesUnder(config.dir).filter((f) => storedSecrets(f).length > 0 || /cred|profile/i.test(f));
  const credentialFiles = files.filter((f) => storedSecrets(f).length > 0);
  expect(credentialFiles.length).toBeGreaterThan(0);
  const modes = credentialFiles.map((f) => (statSync(f).mode & 0o777).toString(8));
  const secrets = [PASSWORD, 'Wrong!Secret99', ...credentialFiles.flatMap(storedSecrets)];

  const runs: [string, string[]][] = [
    ['auth status', ['auth', 'status', '--verbose']],
    ['workspaces list', ['workspaces', 'list', '--verbose']],
    ['workspaces list --json', ['workspaces', 'list', '--json', '--verbose']],
    ['not found', ['workspaces', 'get', 'No Such Workspace', '--verbose']],
    ['refused (403 path)', ['logs', 'tail', 'ffffffffffffffffffffffff', '--verbose']],
  ];
  for (const [name, args] of runs) {
    const result = await runCli(args, { env: debugEnv(), timeoutMs: 20_000 });
    outputs.push({ name, text: result.stdout + result.stderr });
  }
  await emu.setPlan({ pathPattern: '/workspaces$', errorRate: 1, statuses: [500] });
  const failed = await runCli(['workspaces', 'list', '--verbose'], { env: debugEnv(), timeoutMs: 20_000 });
  outputs.push({ name: 'server failure with stack', text: failed.stdout + failed.stderr });
  await emu.setPlan({});
  expect(failed.code).toBe(7);

  const deploy = await runCli(['apps', 'deploy', 'Acme Production/storefront/feature-login', '--verbose'], {
    env: debugEnv(),
    timeoutMs: 20_000,
  });
  outputs.push({ name: 'apps deploy', text: deploy.stdout + deploy.stderr });
  const activityId = deploy.stdout.trim();
  const follow = spawnCli(['logs', 'tail', activityId, '--follow', '--verbose'], debugEnv());
  await waitFor(() => follow.stdout().length > 0, 'the follower to print', 10_000);
  const cmdline = readFileSync(`/proc/${follow.child.pid}/cmdline`, 'utf8').split('\0').join(' ');
  await exitWithin(follow, 30_000, 'logs tail --follow');
  outputs.push({ name: 'logs tail --follow', text: follow.stdout() + follow.stderr() });
  outputs.push({ name: 'argv of logs tail --follow', text: cmdline });

  const leaks = outputs.flatMap(({ name, text }) =>
    secrets.filter((secret) => text.includes(secret)).map((s) => `${name}: ${s.slice(0, 8)}...`),
  );
  const bearer = outputs.filter(({ text }) => /bearer\s+\S{16,}/i.test(text)).map(({ name }) => name);
  recordRow({
    scenario: '9 secrets: --verbose + SKIFF_DEBUG=1',
    faults: `${outputs.length} outputs incl. stack traces, argv; ${secrets.length} secrets`,
    outcome: `${leaks.length + bearer.length === 0 && modes.every((m) => m === '600') ? 'pass' : 'FAIL'}: file mode ${modes.join(',')}`,
    lost: '-',
    duplicated: `${leaks.length + bearer.length} leaks`,
  });
  expect(leaks).toEqual([]);
  expect(bearer).toEqual([]);
  expect(modes.every((m) => m === '600')).toBe(true);
  expect(outputs.some(({ text }) => /\n\s+at /.test(text))).toBe(true); // stack traces were printed and checked
}, 90_000);

/** Runs `runs` one after another in this process; results in the same order. */
async function inProcess(runs: SecretRun[], env: Record<string, string>): Promise<CliResult[]> {
  const results: CliResult[] = [];
  for (const run of runs) results.push(await runCliInProcess(run.args, { env, input: run.input }));
  return results;
}

it('runs every command with --verbose and SKIFF_DEBUG=1 without printing a credential', async () => {
  const credentialFiles = () => filesUnder(config.dir).filter((f) => storedSecrets(f).length > 0);
  const before = credentialFiles().flatMap(storedSecrets);
  expect(before.length).toBeGreaterThan(0); // the first scenario signed in
  const secretsFile = join(mkdtempSync(join(tmpdir(), 'skiff-fed-')), 'secrets.json');
  writeFileSync(secretsFile, JSON.stringify({ REGISTRY_PASSWORD: FED_SECRETS.registryToken }));
  const all = secretRuns(secretsFile);
  const last = all.filter((r) => r.name === 'auth logout');
  const runs = [...all.filter((r) => r.name !== 'auth logout'), ...last];
  const results = await inProcess(runs, debugEnv());
  const secrets = [
    ...new Set([PASSWORD, ...Object.values(FED_SECRETS), ...before, ...credentialFiles().flatMap(storedSecrets)]),
  ];
  const leaks = runs.flatMap((run, i) => {
    const { stdout, stderr } = results[i]!;
    const text = (PRINTS_CREDENTIAL.includes(run.name) ? '' : stdout) + stderr;
    const found = secrets.filter((secret) => text.includes(secret)).map((s) => `${run.name}: ${s.slice(0, 6)}...`);
    return /bearer\s+\S{16,}/i.test(text) ? [...found, `${run.name}: bearer header`] : found;
  });
  const requests = results.reduce((n, r) => n + (r.stderr.match(/^HTTP [A-Z]+ \S+ -> /gm)?.length ?? 0), 0);
  const bugs = runs.filter((_, i) => results[i]!.stderr.includes('This looks like a bug')).map((r) => r.name);
  recordRow({
    scenario: '9 secrets: every command, --verbose + SKIFF_DEBUG=1',
    faults: `${runs.length} commands (${Object.keys(NOT_RUN).length} long-running not run), ${requests} requests logged, ${secrets.length} secrets`,
    outcome: `${leaks.length === 0 ? 'pass' : 'FAIL'}${bugs.length ? `; unexpected errors in: ${bugs.join(', ')}` : ''}`,
    lost: '-',
    duplicated: `${leaks.length} leaks`,
  });
  // Every credential went in through stdin, the environment or a file: none is in any process's arguments.
  const inArgv = runs.filter((run) => secrets.some((secret) => run.args.join(' ').includes(secret)));
  expect(inArgv.map((run) => run.name)).toEqual([]);
  expect(leaks).toEqual([]);
  expect(runs.length).toBeGreaterThan(80);
  expect(requests).toBeGreaterThan(runs.length); // the request log was on, so the check saw real traffic
}, 600_000);
