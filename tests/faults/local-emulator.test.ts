/**
 * Issue 19: a local emulator that cannot be turned against its user. Real `skiff emulator start --detach`
 * processes in a fresh HOME: the modes of every file and folder skiff made, and (further rows) who it answers.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@skiff/testkit';
import { afterAll, expect, it } from 'vitest';
import { recordRow } from './harness.js';

const roots: { env: Record<string, string> }[] = [];

/** A fresh HOME (0755, as on many systems) with no skiff folder yet: `emulator start` is the first command. */
function freshHome(): Record<string, string> {
  const home = mkdtempSync(join(tmpdir(), 'skiff-home-'));
  const env = { HOME: home, SKIFF_CONFIG_DIR: '', XDG_CONFIG_HOME: '' };
  roots.push({ env });
  return env;
}

afterAll(async () => {
  for (const { env } of roots) await runCli(['emulator', 'stop'], { env }).catch(() => undefined);
});

/** Every path under `dir` (itself included) with its mode, as `755 path`. */
function modesUnder(dir: string): { path: string; mode: number; folder: boolean }[] {
  const stat = statSync(dir);
  const here = { path: dir, mode: stat.mode & 0o777, folder: stat.isDirectory() };
  if (!here.folder) return [here];
  return [here, ...readdirSync(dir).flatMap((name) => modesUnder(join(dir, name)))];
}

it('file modes after `emulator start --detach` as the first command: folders 0700, files 0600', async () => {
  const env = freshHome();
  const started = await runCli(['emulator', 'start', '--detach', '--port', '0', '--task-speed', '50'], {
    env,
    timeoutMs: 60_000,
  });
  expect(started.code, started.stderr).toBe(0);
  const origin = started.stdout.split('\n')[0]!;
  // A sign-up, so that its confirmation code must reach the detached emulator's log (F-20).
  const signUp = await fetch(`${origin}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
    },
    body: JSON.stringify({ ClientId: 'skiff-emulator', Username: 'newbie@example.com', Password: 'Newbie!pass1' }),
  });
  expect(signUp.status).toBe(200);
  const skiffDir = join(env.HOME!, '.config', 'skiff');
  const modes = modesUnder(skiffDir);
  const loose = modes.filter((m) => m.mode !== (m.folder ? 0o700 : 0o600));
  const names = modes.map((m) => m.path.slice(skiffDir.length + 1) || '.');
  const log = readFileSync(join(skiffDir, 'emulator', 'emulator.log'), 'utf8');
  const codeLogged = /sign-up confirmation code for newbie@example\.com: \d{6}/.test(log);
  recordRow({
    scenario: '19 local: file modes after emulator start',
    faults: 'fresh HOME, umask 022',
    outcome: `${modes.length - loose.length}/${modes.length} private (${names.join(', ')}); code in log: ${codeLogged}`,
    lost: '-',
    duplicated: '-',
  });
  expect(loose.map((m) => `${m.mode.toString(8)} ${m.path}`)).toEqual([]);
  expect(names).toEqual(expect.arrayContaining(['emulator/emulator.db', 'emulator/emulator.log', 'profiles.json']));
  expect(codeLogged, log).toBe(true);
});

it('an existing data folder others can read: one warning line, and the files in it are still 0600', async () => {
  const env = freshHome();
  const data = join(env.HOME!, 'shared-data');
  mkdirSync(data, { mode: 0o755 });
  const started = await runCli(['emulator', 'start', '--detach', '--port', '0', '--data', data], {
    env,
    timeoutMs: 60_000,
  });
  expect(started.code, started.stderr).toBe(0);
  const warnings = started.stderr.split('\n').filter((line) => line.startsWith('Warning:'));
  expect(warnings).toEqual([
    `Warning: other users can read ${data} (mode 755); make it private with: chmod 700 '${data}'`,
  ]);
  expect(statSync(join(data, 'emulator.db')).mode & 0o777).toBe(0o600);
});
